import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_RESPONSE_DAYS,
  DISCOVERY_DIRECTIONS,
  DISCOVERY_REQUEST_TYPES,
  SERVICE_METHODS,
  responseDueDate,
  type DiscoveryDirection,
  type DiscoveryRequest,
  type DiscoveryRequestType,
  type ServiceMethod,
} from '@app/contract';
import { ApiError } from '../../../lib/api-client';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useBelow } from '../../../components/use-below';
import { useCreateDiscoveryRequest, useUpdateDiscoveryRequest } from '../api';
import { DIRECTION_LABELS, REQUEST_TYPE_LABELS, SERVICE_METHOD_LABELS, formatCalendarDate, todayIso } from '../format';
import { duplicateNumbers } from '../parse-items';
import { ItemsEditor, newRow, type ItemRow } from './ItemsEditor';

interface FormState {
  title: string;
  set_number: string;
  direction: DiscoveryDirection;
  request_type: DiscoveryRequestType;
  propounding_party: string;
  responding_party: string;
  served_date: string;
  service_method: ServiceMethod;
  response_days: string;
  notes: string;
}

function initialState(initial: DiscoveryRequest | undefined): FormState {
  return {
    title: initial?.title ?? '',
    set_number: String(initial?.set_number ?? 1),
    direction: initial?.direction ?? 'received',
    request_type: initial?.request_type ?? 'production',
    propounding_party: initial?.propounding_party ?? '',
    responding_party: initial?.responding_party ?? '',
    served_date: initial?.served_date ?? todayIso(),
    service_method: initial?.service_method ?? 'email',
    response_days: String(initial?.response_days ?? DEFAULT_RESPONSE_DAYS),
    notes: initial?.notes ?? '',
  };
}

const rowsOf = (initial: DiscoveryRequest | undefined): ItemRow[] =>
  initial
    ? initial.items.map((item) => ({ ...newRow(item.number, item.text), response: item.response, objections: item.objections, response_status: item.response_status }))
    : [newRow(1)];

/** Checks what the server would refuse, in the same words, before sending. */
function validate(form: FormState, rows: ItemRow[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.title.trim()) errors.title = 'Give the request a title';
  const set = Number(form.set_number);
  if (!Number.isInteger(set) || set < 1 || set > 99) errors.set_number = 'A set number from 1 to 99';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.served_date)) errors.served_date = 'Use a date like 2026-11-25';
  const days = Number(form.response_days);
  if (!Number.isInteger(days) || days < 1 || days > 365) errors.response_days = 'From 1 to 365 days';
  const filled = rows.filter((r) => r.text.trim());
  if (filled.length === 0) errors.items = 'A request needs at least one numbered item';
  else if (filled.some((r) => !(Number(r.number) >= 1))) errors.items = 'Every item needs a number';
  else {
    const twice = duplicateNumbers(filled.map((r) => Number(r.number)));
    if (twice.length > 0) errors.items = `Item numbers must be unique: ${twice.join(', ')} ${twice.length === 1 ? 'appears' : 'appear'} twice`;
  }
  return errors;
}

/** Field errors the form has no field for (an item's text, say), shown together above the buttons. */
function otherErrors(error: unknown, shown: readonly string[]): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.filter((e) => !shown.includes(e.field.split('.')[0] ?? '')).map((e) => `${e.field}: ${e.message}`);
}

const SHOWN_FIELDS = ['title', 'set_number', 'direction', 'request_type', 'propounding_party', 'responding_party', 'served_date', 'service_method', 'response_days', 'notes', 'items'];

/** "Log request" (create) and "Edit request" (its details and items; responses are kept by item number). */
export function RequestFormDialog({ caseId, initial, onClose, onSaved }: { caseId: string; initial?: DiscoveryRequest; onClose(): void; onSaved(request: DiscoveryRequest): void }) {
  const [form, setForm] = useState<FormState>(() => initialState(initial));
  const [rows, setRows] = useState<ItemRow[]>(() => rowsOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ message: string; others: string[] } | null>(null);
  const create = useCreateDiscoveryRequest();
  const update = useUpdateDiscoveryRequest();
  const busy = create.isPending || update.isPending;
  const fullScreen = useBelow('sm');
  const titleId = useId();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const days = Number(form.response_days);
  // The engine's count for a court without closure days; the server counts with the case's court.
  const due = /^\d{4}-\d{2}-\d{2}$/.test(form.served_date) && Number.isInteger(days) && days >= 1 ? responseDueDate(form.served_date, days, form.service_method, form.request_type) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form, rows);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const items = rows
      .filter((r) => r.text.trim())
      .map((r) => ({ number: Number(r.number), text: r.text.trim(), response: r.response, objections: r.objections, response_status: r.response_status }));
    const body = {
      title: form.title.trim(),
      set_number: Number(form.set_number),
      propounding_party: form.propounding_party.trim() || null,
      responding_party: form.responding_party.trim() || null,
      served_date: form.served_date,
      service_method: form.service_method,
      response_days: days,
      notes: form.notes.trim() || null,
      items,
    };
    try {
      const saved = initial
        ? await update.mutateAsync({ id: initial.id, body })
        : await create.mutateAsync({ ...body, case_id: caseId, direction: form.direction, request_type: form.request_type });
      notify.success(initial ? 'Request saved' : `Request logged: response due ${formatCalendarDate(saved.due_date)}`);
      onSaved(saved);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFailure({ message: errorMessage(error, 'The request could not be saved. Please try again.'), others: otherErrors(error, SHOWN_FIELDS) });
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{initial ? 'Edit request' : 'Log request'}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Title"
              required
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              error={!!errors.title}
              helperText={errors.title ?? 'As on the served document, e.g. "First Requests for Production"'}
              sx={{ gridColumn: { sm: 'span 2' } }}
              autoFocus
            />
            {initial ? null : (
              <>
                <TextField select label="Direction" value={form.direction} onChange={(e) => set('direction', e.target.value as DiscoveryDirection)} helperText="Received: the other side asks your client">
                  {DISCOVERY_DIRECTIONS.map((d) => (
                    <MenuItem key={d} value={d}>
                      {DIRECTION_LABELS[d]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select label="Type" value={form.request_type} onChange={(e) => set('request_type', e.target.value as DiscoveryRequestType)}>
                  {DISCOVERY_REQUEST_TYPES.map((t) => (
                    <MenuItem key={t} value={t}>
                      {REQUEST_TYPE_LABELS[t]}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            <TextField
              label="Set number"
              value={form.set_number}
              onChange={(e) => set('set_number', e.target.value.replace(/\D/g, '').slice(0, 2))}
              error={!!errors.set_number}
              helperText={errors.set_number}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField label="Propounding party" value={form.propounding_party} onChange={(e) => set('propounding_party', e.target.value)} helperText="Who served the requests" />
            <TextField label="Responding party" value={form.responding_party} onChange={(e) => set('responding_party', e.target.value)} />
            <TextField
              label="Served on"
              type="date"
              required
              value={form.served_date}
              onChange={(e) => set('served_date', e.target.value)}
              error={!!errors.served_date}
              helperText={errors.served_date}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField select label="Service method" value={form.service_method} onChange={(e) => set('service_method', e.target.value as ServiceMethod)}>
              {SERVICE_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {SERVICE_METHOD_LABELS[m]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Days to respond"
              value={form.response_days}
              onChange={(e) => set('response_days', e.target.value.replace(/\D/g, '').slice(0, 3))}
              error={!!errors.response_days}
              helperText={errors.response_days ?? '30 under FRCP 34 unless agreed or ordered otherwise'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Alert severity="info" icon={false} sx={{ gridColumn: { sm: 'span 2' } }} data-testid="due-preview" aria-live="polite">
              {due ? (
                <>
                  Response due <strong>{formatCalendarDate(due)}</strong>
                  {form.service_method === 'mail' ? ' (3 days added for service by mail, after the count)' : ''}. A last day on a weekend, a federal holiday or a court closure day runs on to the next court day (Fed. R. Civ. P. 6); it goes on the case calendar with its working.
                </>
              ) : (
                'Enter the served date and the days to respond to see the deadline.'
              )}
            </Alert>
          </Box>
          <Box sx={{ mt: 3 }}>
            <ItemsEditor rows={rows} onChange={setRows} error={errors.items} />
          </Box>
          <TextField label="Notes" value={form.notes} onChange={(e) => set('notes', e.target.value)} multiline minRows={2} fullWidth sx={{ mt: 3 }} />
          {failure ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure.message}
              {failure.others.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {failure.others.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Box>
              ) : null}
            </Alert>
          ) : null}
          {Object.keys(errors).length > 0 && !failure ? (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
              Check the highlighted fields.
            </Typography>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : initial ? 'Save request' : 'Log request'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
