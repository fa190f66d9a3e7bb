import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '@app/contract';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useCaseSuggestions, type SuggestionKind } from '../api';

export interface FreeTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly string[];
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  loading?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A text field that offers suggestions but accepts anything typed (case type, court, attorney):
 * law is too varied for a closed list, yet picking "Superior Court of New Jersey, Middlesex County"
 * beats retyping it, and keeps the firm's spellings consistent.
 */
export function FreeTextField({ id, label, value, onChange, options, error, helperText, required, loading, size }: FreeTextFieldProps) {
  return (
    <Autocomplete
      id={id}
      freeSolo
      autoHighlight={false}
      options={options}
      value={value}
      inputValue={value}
      onChange={(_e, next) => onChange(next ?? '')}
      onInputChange={(_e, next) => onChange(next)}
      loading={loading ?? false}
      size={size ?? 'medium'}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required ?? false} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}

/** FreeTextField with the firm's own values from /cases/metadata/{kind}/suggestions, by prefix. */
export function SuggestField({ kind, ...props }: Omit<FreeTextFieldProps, 'options' | 'loading'> & { kind: SuggestionKind }) {
  const prefix = useDebouncedValue(props.value.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useCaseSuggestions(kind, prefix);
  return <FreeTextField {...props} options={suggestions.data?.suggestions ?? []} loading={suggestions.isFetching} />;
}
