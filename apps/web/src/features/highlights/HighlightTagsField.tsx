import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

/**
 * A highlight's tags: the case's existing tags to pick from, or new ones typed (Enter or comma
 * adds one; text left in the box when it loses focus is kept, so "Save" never drops a tag).
 */
export function HighlightTagsField({ id, value, options, onChange, error }: { id: string; value: string[]; options: readonly string[]; onChange(tags: string[]): void; error?: string | undefined }) {
  const [input, setInput] = useState('');
  const add = (text: string) => {
    const tag = text.trim().replace(/,+$/, '').trim();
    if (tag && !value.some((t) => t.toLowerCase() === tag.toLowerCase())) onChange([...value, tag]);
    setInput('');
  };
  return (
    <Autocomplete
      id={id}
      multiple
      freeSolo
      options={options.filter((t) => !value.includes(t))}
      value={value}
      inputValue={input}
      onInputChange={(_e, next, reason) => {
        if (reason === 'input' && next.endsWith(',')) add(next);
        else if (reason !== 'reset') setInput(next);
      }}
      onChange={(_e, next) => {
        onChange([...new Set(next.map((t) => t.trim()).filter(Boolean))]);
        setInput('');
      }}
      onBlur={() => {
        if (input.trim()) add(input);
      }}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label="Tags" error={Boolean(error)} helperText={error ?? 'Press Enter or type a comma to add a tag.'} />}
    />
  );
}
