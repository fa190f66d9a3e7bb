import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { LoadingRows } from '../../../../components/QueryStates';

/** The case's requests to tick: those the documents are coded responsive to, or those the production answers. */
export function RequestChoice({
  requests,
  loading,
  value,
  onChange,
  error,
  label,
}: {
  requests: { id: string; title: string; set_number: number }[];
  loading: boolean;
  value: string[];
  onChange(ids: string[]): void;
  error: string | undefined;
  label: string;
}) {
  const labelId = useId();
  if (loading) return <LoadingRows rows={2} height={32} label="Loading the requests" />;
  return (
    <FormControl component="fieldset" error={!!error} aria-labelledby={labelId}>
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      {requests.length === 0 ? (
        <FormHelperText>No requests logged in this case.</FormHelperText>
      ) : (
        <FormGroup>
          {requests.map((r) => (
            <FormControlLabel
              key={r.id}
              control={<Checkbox checked={value.includes(r.id)} onChange={(e) => onChange(e.target.checked ? [...value, r.id] : value.filter((id) => id !== r.id))} />}
              label={`${r.title} (Set ${r.set_number})`}
            />
          ))}
        </FormGroup>
      )}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
