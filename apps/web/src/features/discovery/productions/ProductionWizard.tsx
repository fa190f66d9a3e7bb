import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BATES_MAX_PADDING, BATES_PREFIX_PATTERN, type Case, type CreateProductionRequest, type Production } from '@app/contract';
import { LoadingRows } from '../../../components/QueryStates';
import { useBelow } from '../../../components/use-below';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, type FieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useCreateProduction, useDiscoveryRequests, useNextBates, useProduction, useReviewQueue } from '../api';
import { describeDelimiter, parseDelimiter, plural } from '../format';
import { DownloadProductionButton } from './DownloadProductionButton';
import { ProductionStatusCell } from './ProductionStatusCell';
import { batesPreview, initialForm, stepOfField, type ProductionForm } from './production-form';

const STEPS = ['Documents', 'Numbering', 'Load files', 'Review'] as const;
const VOLUME_PATTERN = /^[A-Z0-9_-]{1,20}$/;

function validateStep(step: number, form: ProductionForm, documentIds: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 0) {
    if (!form.name.trim()) errors.name = 'Name the production, e.g. "Northwind Production 1"';
    if (!form.recipient.trim()) errors.recipient = 'Who receives it (opposing counsel, a regulator)';
    if (form.by === 'coding' && form.requestIds.length === 0) errors.selection = 'Choose at least one request';
    if (form.by === 'search' && form.query.trim().length < 2) errors.selection = 'Type at least 2 characters to search for';
    if (form.by === 'documents' && documentIds.length === 0) errors.selection = 'Choose at least one document';
  }
  if (step === 1) {
    if (!BATES_PREFIX_PATTERN.test(form.prefix.trim().toUpperCase())) errors.bates_prefix = 'Letters, digits, - and _ only, up to 20';
    if (form.start && !(Number(form.start) >= 1)) errors.bates_start = 'A whole number from 1';
    const padding = Number(form.padding);
    if (!Number.isInteger(padding) || padding < 1 || padding > BATES_MAX_PADDING) errors.bates_padding = `From 1 to ${BATES_MAX_PADDING} digits`;
  }
  if (step === 2) {
    if (!VOLUME_PATTERN.test(form.volume.trim().toUpperCase())) errors.volume = 'Letters, digits, - and _ only, up to 20';
    for (const [key, value] of [
      ['field_separator', form.fieldSeparator],
      ['text_qualifier', form.textQualifier],
      ['newline', form.newline],
    ] as const) {
      if (parseDelimiter(value) === null) errors[key] = 'One character, or a code like 0x14';
    }
  }
  return errors;
}

function toRequest(caseId: string, form: ProductionForm, documentIds: readonly string[]): CreateProductionRequest {
  const selection: CreateProductionRequest['selection'] =
    form.by === 'coding' ? { by: 'coding', request_ids: form.requestIds } : form.by === 'search' ? { by: 'search', query: form.query.trim() } : { by: 'documents', document_ids: [...documentIds] };
  return {
    case_id: caseId,
    name: form.name.trim(),
    recipient: form.recipient.trim(),
    request_ids: form.requestIds,
    selection,
    bates_prefix: form.prefix.trim().toUpperCase(),
    ...(form.start ? { bates_start: Number(form.start) } : {}),
    bates_padding: Number(form.padding),
    volume: form.volume.trim().toUpperCase(),
    encoding: form.encoding,
    delimiters: {
      field_separator: parseDelimiter(form.fieldSeparator) ?? '\u0014',
      text_qualifier: parseDelimiter(form.textQualifier) ?? 'þ',
      newline: parseDelimiter(form.newline) ?? '®',
    },
  };
}

/** Server field errors keyed by the wizard's field names ("delimiters.newline" → newline, "selection.query" → selection). */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const result: FieldErrors = {};
  for (const { field, message } of error.fieldErrors) {
    const parts = field.split('.');
    const key = parts[0] === 'delimiters' ? (parts[1] ?? 'delimiters') : parts[0] === 'selection' ? 'selection' : (parts[0] ?? field);
    if (!result[key]) result[key] = message;
  }
  return result;
}

/** "New production": the documents, the numbering, the load files, a last look; then the job's progress until the volume is ready. */
export function ProductionWizard({ matter, onClose }: { matter: Case; onClose(): void }) {
  const requests = useDiscoveryRequests(matter.id);
  const [form, setForm] = useState<ProductionForm>(() => initialForm(matter.name, [], []));
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<Production | null>(null);
  const create = useCreateProduction();
  const fullScreen = useBelow('sm');
  const titleId = useId();
  const set = <K extends keyof ProductionForm>(key: K, value: ProductionForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const prefix = useDebouncedValue(form.prefix.trim().toUpperCase(), 300);
  const next = useNextBates(BATES_PREFIX_PATTERN.test(prefix) ? prefix : null);
  const start = form.start ? Number(form.start) : (next.data?.next_number ?? 1);
  const padding = Number(form.padding) || 6;

  const goNext = () => {
    const found = validateStep(step, form, documentIds);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setStep((s) => s + 1);
  };

  const submit = async () => {
    setFailure(null);
    try {
      const production = await create.mutateAsync(toRequest(matter.id, form, documentIds));
      setCreated(production);
      notify.success(`${production.name} is being made`);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      setFailure(errorMessage(error, 'The production could not be started. Please try again.'));
      const steps = Object.keys(fields).map((f) => stepOfField(f === 'field_separator' || f === 'text_qualifier' || f === 'newline' ? 'delimiters' : f));
      if (steps.length > 0) setStep(Math.min(...steps));
    }
  };

  if (created) return <ProductionProgress production={created} onClose={onClose} fullScreen={fullScreen} />;

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>New production</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {`Step ${step + 1} of ${STEPS.length}: ${STEPS[step]}`}
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="production-error">
            {failure}
          </Alert>
        ) : null}

        {step === 0 ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label="Name" required value={form.name} onChange={(e) => set('name', e.target.value)} error={!!errors.name} helperText={errors.name} autoFocus />
              <TextField
                label="Recipient"
                required
                value={form.recipient}
                onChange={(e) => set('recipient', e.target.value)}
                error={!!errors.recipient}
                helperText={errors.recipient ?? 'e.g. counsel for Castellan Logistics'}
              />
            </Box>
            <FormControl error={!!errors.selection}>
              <FormLabel id="production-by">Which documents</FormLabel>
              <RadioGroup aria-labelledby="production-by" value={form.by} onChange={(e) => set('by', e.target.value as ProductionForm['by'])}>
                <FormControlLabel value="coding" control={<Radio />} label="Coded responsive to requests" />
                <FormControlLabel value="search" control={<Radio />} label="Every document a search finds" />
                <FormControlLabel value="documents" control={<Radio />} label="Documents I choose" />
              </RadioGroup>
              <FormHelperText>Documents coded privileged are always withheld and listed on the privilege log.</FormHelperText>
            </FormControl>
            {form.by === 'search' ? (
              <TextField label="Search for" value={form.query} onChange={(e) => set('query', e.target.value)} error={!!errors.selection} helperText={errors.selection ?? 'The same search as Review and Search & Analysis'} />
            ) : null}
            <RequestChoice
              requests={requests.data?.requests ?? []}
              loading={requests.isPending}
              value={form.requestIds}
              onChange={(ids) => set('requestIds', ids)}
              error={form.by === 'coding' ? errors.selection : undefined}
              label={form.by === 'coding' ? 'Responsive to' : 'Answers these requests (for the history)'}
            />
            {form.by === 'documents' ? <DocumentChoice caseId={matter.id} value={documentIds} onChange={setDocumentIds} error={errors.selection} /> : null}
          </Box>
        ) : null}

        {step === 1 ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <TextField
              label="Bates prefix"
              value={form.prefix}
              onChange={(e) => {
                set('prefix', e.target.value.toUpperCase());
                setErrors((x) => ({ ...x, bates_prefix: undefined, bates_start: undefined }));
              }}
              error={!!errors.bates_prefix}
              helperText={errors.bates_prefix ?? 'Part of every number and file name'}
              slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
            />
            <TextField
              label="Start number"
              value={form.start}
              placeholder={String(next.data?.next_number ?? 1)}
              onChange={(e) => {
                set('start', e.target.value.replace(/\D/g, '').slice(0, 9));
                setErrors((x) => ({ ...x, bates_start: undefined }));
              }}
              error={!!errors.bates_start}
              helperText={errors.bates_start ?? (next.data ? `Next free number: ${next.data.next_number}` : 'Leave empty for the next free number')}
              slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
            />
            <TextField
              label="Digits"
              value={form.padding}
              onChange={(e) => {
                set('padding', e.target.value.replace(/\D/g, '').slice(0, 2));
                setErrors((x) => ({ ...x, bates_padding: undefined }));
              }}
              error={!!errors.bates_padding}
              helperText={errors.bates_padding ?? 'Zero padding'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Alert severity="info" icon={false} sx={{ gridColumn: { sm: 'span 3' } }} data-testid="bates-preview">
              The first page is numbered <strong>{batesPreview(form.prefix || 'PREFIX', start, padding)}</strong>; every page gets the next number.
              {next.data?.last_production ? ` ${next.data.prefix} was last used by "${next.data.last_production.name}"${next.data.last_production.end_bates ? `, ending ${next.data.last_production.end_bates}` : ''}.` : ''}
            </Alert>
          </Box>
        ) : null}

        {step === 2 ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label="Volume"
                value={form.volume}
                onChange={(e) => set('volume', e.target.value.toUpperCase())}
                error={!!errors.volume}
                helperText={errors.volume ?? 'The top folder of the ZIP: IMAGES, NATIVES, TEXT, DATA'}
              />
              <FormControl>
                <FormLabel id="production-encoding">Load file encoding</FormLabel>
                <RadioGroup row aria-labelledby="production-encoding" value={form.encoding} onChange={(e) => set('encoding', e.target.value as ProductionForm['encoding'])}>
                  <FormControlLabel value="utf-8" control={<Radio />} label="UTF-8" />
                  <FormControlLabel value="windows-1252" control={<Radio />} label="Windows-1252 (ANSI)" />
                </RadioGroup>
              </FormControl>
            </Box>
            <Typography variant="subtitle2" component="h4">
              DAT delimiters (Concordance defaults: 0x14 / þ / ®)
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              <TextField label="Field separator" value={form.fieldSeparator} onChange={(e) => set('fieldSeparator', e.target.value)} error={!!errors.field_separator} helperText={errors.field_separator ?? 'A character, or a code like 0x14'} />
              <TextField label="Text qualifier" value={form.textQualifier} onChange={(e) => set('textQualifier', e.target.value)} error={!!errors.text_qualifier} helperText={errors.text_qualifier ?? 'Wraps every value'} />
              <TextField label="Newline placeholder" value={form.newline} onChange={(e) => set('newline', e.target.value)} error={!!errors.newline} helperText={errors.newline ?? 'Stands for line breaks inside a value'} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              The recipient's ESI protocol decides these; an Opticon OPT image load file comes with the DAT.
            </Typography>
          </Box>
        ) : null}

        {step === 3 ? <Summary form={form} documentCount={documentIds.length} start={start} padding={padding} requests={requests.data?.requests ?? []} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending} sx={{ mr: 'auto' }}>
          Cancel
        </Button>
        {step > 0 ? (
          <Button onClick={() => setStep((s) => s - 1)} disabled={create.isPending}>
            Back
          </Button>
        ) : null}
        {step < STEPS.length - 1 ? (
          <Button variant="contained" onClick={goNext}>
            Next
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void submit()} disabled={create.isPending}>
            {create.isPending ? 'Starting…' : 'Create production'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function RequestChoice({
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

function DocumentChoice({ caseId, value, onChange, error }: { caseId: string; value: string[]; onChange(ids: string[]): void; error: string | undefined }) {
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

function Summary({
  form,
  documentCount,
  start,
  padding,
  requests,
}: {
  form: ProductionForm;
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

function ProductionProgress({ production, onClose, fullScreen }: { production: Production; onClose(): void; fullScreen: boolean }) {
  const query = useProduction(production.id);
  const titleId = useId();
  const p = query.data ?? production;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{p.name}</DialogTitle>
      <DialogContent dividers>
        <Box aria-live="polite" data-testid="production-progress">
          <ProductionStatusCell production={p} />
          {p.status === 'completed' ? (
            <Typography sx={{ mt: 2 }}>
              {p.begin_bates} – {p.end_bates}: {plural(p.document_count, 'document')}, {plural(p.page_count, 'page')}
              {p.withheld_count > 0 ? `, ${p.withheld_count} withheld as privileged` : ''}.
            </Typography>
          ) : p.status === 'failed' ? null : (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              You can close this window: the production carries on and appears in the history.
            </Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <DownloadProductionButton production={p} variant="contained" />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
