import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

export interface TagInputFieldProps {
  id: string;
  value: string[];
  /** Existing tags to pick from (already chosen ones are left out here). */
  options: readonly string[];
  onChange(tags: string[]): void;
  error?: string | undefined;
  loading?: boolean;
  /** The text being typed, for callers that fetch suggestions as the user types. */
  onTypedTextChange?(text: string): void;
}

/**
 * Free tags: pick existing ones or type new ones (Enter or comma adds one). Text still in the box
 * when the field loses focus becomes a tag too, so a tag typed just before "Save" is kept.
 */
export function TagInputField({ id, value, options, onChange, error, loading, onTypedTextChange }: TagInputFieldProps) {
  const [input, setInputState] = useState('');
  const setInput = (text: string) => {
    setInputState(text);
    onTypedTextChange?.(text);
  };
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
      loading={loading ?? false}
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
