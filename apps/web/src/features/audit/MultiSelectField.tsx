import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { humanize } from '../../components/humanize';

/** A labelled multi-choice filter; typing narrows long lists such as the 50-odd audit actions. */
export function MultiSelectField<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange(next: T[]): void;
}) {
  return (
    <Autocomplete
      id={id}
      multiple
      size="small"
      options={options as T[]}
      value={value as T[]}
      onChange={(_event, next) => onChange(next as T[])}
      getOptionLabel={humanize}
      limitTags={2}
      disableCloseOnSelect
      renderInput={(params) => <TextField {...params} label={label} placeholder={value.length ? undefined : 'Any'} />}
    />
  );
}
