import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@app/contract';
import { TagInputField } from '../../../components/TagInputField';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useCaseSuggestions } from '../api';

/** A case's tags, suggesting the firm's existing tags as the user types. */
export function TagsField({ id, value, onChange, error }: { id: string; value: string[]; onChange(tags: string[]): void; error?: string | undefined }) {
  const [typed, setTyped] = useState('');
  const prefix = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useCaseSuggestions('tags', prefix);
  return (
    <TagInputField
      id={id}
      value={value}
      options={suggestions.data?.suggestions ?? []}
      onChange={onChange}
      error={error}
      loading={suggestions.isFetching}
      onTypedTextChange={setTyped}
    />
  );
}
