import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '@app/contract';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useCaseSuggestions } from '../api';

/**
 * Tags: pick the firm's existing tags or type new ones (Enter or comma adds one). Text still in
 * the box when the field loses focus becomes a tag too, so a tag typed just before "Save" is kept.
 */
export function TagsField({ id, value, onChange, error }: { id: string; value: string[]; onChange(tags: string[]): void; error?: string | undefined }) {
  const [input, setInput] = useState('');
  const prefix = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useCaseSuggestions('tags', prefix);
  const options = (suggestions.data?.suggestions ?? []).filter((t) => !value.includes(t));

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
      options={options}
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
      loading={suggestions.isFetching}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Tags" error={Boolean(error)} helperText={error ?? 'Press Enter or type a comma to add a tag.'} />
      )}
    />
  );
}
