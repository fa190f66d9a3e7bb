import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeDelimiter, parseDelimiter, plural } from '../../format';
import { batesPreview, type ProductionForm } from '../production-form';

/** Step 4: a last look at everything, and the warning that a production cannot be changed. */
export function ReviewStep({
  form,
  documentCount,
  start,
  padding,
  requests,
  redactionSet,
}: {
  form: ProductionForm;
  /** The chosen redaction set's name (null: none). */
  redactionSet: string | null;
  documentCount: number;
  start: number;
  padding: number;
  requests: { id: string; title: string; progress: { responsive: number } }[];
}) {
  const picked = requests.filter((r) => form.requestIds.includes(r.id));
  const chosen = picked.map((r) => r.title);
  // One request: its count is exact; several may overlap, so the sum is an upper bound.
  const responsive = picked.reduce((n, r) => n + r.progress.responsive, 0);
  const estimate = picked.length === 1 ? ` (${plural(responsive, 'document')})` : picked.length > 1 ? ` (up to ${plural(responsive, 'document')})` : '';
  const rows: [string, string][] = [
    ['Name', form.name],
    ['Recipient', form.recipient],
    [
      'Documents',
      form.by === 'coding' ? `Coded responsive to ${chosen.join('; ') || '—'}${estimate}` : form.by === 'search' ? `Every document matching "${form.query.trim()}"` : plural(documentCount, 'chosen document'),
    ],
    ['First Bates number', batesPreview(form.prefix, start, padding)],
    ['Volume', form.volume.toUpperCase()],
    ['Encoding', form.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'],
    ['Page images', form.imageFormat === 'pdf' ? 'PDF' : `Group IV TIFF, 300 dpi${form.colorAsJpeg ? '; colour pages as JPEG' : ''}`],
    ['Redactions', redactionSet ?? 'None'],
    ['DAT delimiters', [form.fieldSeparator, form.textQualifier, form.newline].map((d) => describeDelimiter(parseDelimiter(d) ?? d)).join(' / ')],
  ];
  return (
    <>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="warning" sx={{ mt: 2 }}>
        A production cannot be changed once made: its Bates numbers are used up. Privileged documents are withheld automatically.
      </Alert>
    </>
  );
}
