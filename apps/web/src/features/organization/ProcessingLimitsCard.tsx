import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROCESSING_LIMITS, type Organization, type ProcessingLimitName } from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useUpdateOrganization } from './api';

const LIMITS: { key: ProcessingLimitName; label: string; unit: string; help: string }[] = [
  { key: 'max_pages', label: 'Pages per document', unit: 'pages', help: 'A longer document fails before its pages are read.' },
  { key: 'max_ocr_pages', label: 'Scanned pages per document', unit: 'pages', help: 'Pages read by OCR take about a second each.' },
  { key: 'max_family_documents', label: 'Attachments per upload', unit: 'documents', help: 'Attachments and archive members, however deeply nested.' },
  { key: 'max_text_mb', label: 'Text per document', unit: 'MB', help: 'The extracted text of one document.' },
  { key: 'max_mailbox_items', label: 'Items per mailbox', unit: 'items', help: 'Messages, calendar items and contacts of one PST, OST or mbox.' },
];

type Draft = Record<ProcessingLimitName, string>;
const draftOf = (org: Organization): Draft => ({
  max_pages: String(org.processing_limits.max_pages),
  max_ocr_pages: String(org.processing_limits.max_ocr_pages),
  max_family_documents: String(org.processing_limits.max_family_documents),
  max_text_mb: String(org.processing_limits.max_text_mb),
  max_mailbox_items: String(org.processing_limits.max_mailbox_items),
});

const n = (value: number) => value.toLocaleString('en-US');

/** The bounds check the server makes too, so a typo is caught without a round trip. */
function check(draft: Draft): { values: Partial<Record<ProcessingLimitName, number>>; errors: FieldErrors } {
  const values: Partial<Record<ProcessingLimitName, number>> = {};
  const errors: FieldErrors = {};
  for (const { key } of LIMITS) {
    const { min, max } = PROCESSING_LIMITS[key];
    const value = Number(draft[key].trim().replaceAll(',', ''));
    if (draft[key].trim() === '' || !Number.isInteger(value)) errors[key] = 'Enter a whole number';
    else if (value < min || value > max) errors[key] = `Between ${n(min)} and ${n(max)}`;
    else values[key] = value;
  }
  return { values, errors };
}

/**
 * Organization → Document processing limits: what one document may cost the firm's processing
 * (a document past a limit fails with a reason naming it). Administrators change them within the
 * bounds; partners read them.
 */
export function ProcessingLimitsCard({ org, editable }: { org: Organization; editable: boolean }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(org));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateOrganization();
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(org));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values, errors: found } = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { processing_limits: values },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          notify.success('Processing limits saved');
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          notify.error(errorMessage(error, 'Processing limits could not be saved'));
        },
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="processing-limits-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="processing-limits-title" gutterBottom>
        Document processing limits
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A document past one of these limits is not read: it fails with a reason naming the limit, and Reprocess reads it again
        once the limit is raised.
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Document processing limits">
        <Grid container spacing={2}>
          {LIMITS.map(({ key, label, unit, help }) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <TextField
                id={`org-limit-${key}`}
                label={`${label} (${unit})`}
                value={draft[key]}
                onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
                error={Boolean(errors[key])}
                helperText={errors[key] ?? `${help} Default ${n(PROCESSING_LIMITS[key].default)}.`}
                slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: !editable } }}
                fullWidth
              />
            </Grid>
          ))}
        </Grid>
        {editable ? (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button
              onClick={() => {
                setDraft(draftOf(org));
                setErrors({});
              }}
              disabled={!dirty || update.isPending}
            >
              Discard
            </Button>
            <Button type="submit" variant="contained" disabled={!dirty || update.isPending}>
              {update.isPending ? 'Saving…' : 'Save processing limits'}
            </Button>
          </Stack>
        ) : null}
      </form>
    </Paper>
  );
}
