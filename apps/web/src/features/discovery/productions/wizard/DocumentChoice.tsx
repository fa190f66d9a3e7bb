import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { LoadingRows } from '../../../../components/QueryStates';
import { errorMessage } from '../../../../lib/form-errors';
import { useReviewQueue } from '../../api';

/** The case's documents to tick one by one (privileged ones are marked: they will be withheld). */
export function DocumentChoice({ caseId, value, onChange, error }: { caseId: string; value: string[]; onChange(ids: string[]): void; error: string | undefined }) {
  const docs = useReviewQueue({ caseId, requestId: null, filter: 'all', q: '', page: 1, pageSize: 200 });
  const labelId = useId();
  if (docs.isPending) return <LoadingRows rows={3} height={32} label="Loading the documents" />;
  if (docs.isError) return <Alert severity="error">{errorMessage(docs.error, 'The documents could not be loaded.')}</Alert>;
  return (
    <FormControl component="fieldset" error={!!error} aria-labelledby={labelId}>
      <FormLabel id={labelId} component="legend">
        Documents ({value.length} chosen)
      </FormLabel>
      <FormGroup sx={{ maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5 }}>
        {docs.data.documents.map((d) => (
          <FormControlLabel
            key={d.document_id}
            control={<Checkbox checked={value.includes(d.document_id)} onChange={(e) => onChange(e.target.checked ? [...value, d.document_id] : value.filter((id) => id !== d.document_id))} />}
            label={d.privilege === 'none' ? d.filename : `${d.filename} (privileged: will be withheld)`}
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
