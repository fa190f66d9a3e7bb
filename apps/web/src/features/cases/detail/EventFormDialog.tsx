import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { CASE_EVENT_STATUSES, CASE_EVENT_TYPES, type CaseEvent, type CreateCaseEventRequest } from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../../lib/form-errors';
import { useBelow } from '../../../components/use-below';
import { EVENT_STATUS_LABELS, EVENT_TYPE_LABELS } from './event-visuals';
import { emptyEventForm, eventToForm, formToRequest, toggleAllDay, type EventFormState } from './event-form';

export interface EventFormDialogProps {
  open: boolean;
  /** The event to change; absent to add one. */
  initial?: CaseEvent;
  onClose(): void;
  onSubmit(request: CreateCaseEventRequest): Promise<unknown>;
}

/** Adds or changes a hearing, deadline, deposition… Mount with a `key` per event so it starts fresh. */
export function EventFormDialog({ open, initial, onClose, onSubmit }: EventFormDialogProps) {
  const fullScreen = useBelow('sm');
  const [form, setForm] = useState<EventFormState>(() => (initial ? eventToForm(initial) : emptyEventForm(new Date())));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof EventFormState>(key: K, value: EventFormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = formToRequest(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(result.request);
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? null : errorMessage(error, 'The event could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const dateType = form.all_day ? 'date' : 'datetime-local';
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="event-form-title">
      <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)}>
        <DialogTitle id="event-form-title">{initial ? 'Edit event' : 'Add event'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              id="event-title"
              label="Title"
              required
              autoFocus
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="event-type"
                select
                label="Type"
                value={form.event_type}
                onChange={(e) => set('event_type', e.target.value as EventFormState['event_type'])}
                error={Boolean(errors.event_type)}
                helperText={errors.event_type}
                fullWidth
              >
                {CASE_EVENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {EVENT_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="event-status"
                select
                label="Status"
                value={form.status}
                onChange={(e) => set('status', e.target.value as EventFormState['status'])}
                error={Boolean(errors.status)}
                helperText={errors.status}
                fullWidth
              >
                {CASE_EVENT_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {EVENT_STATUS_LABELS[status]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <FormControlLabel control={<Switch checked={form.all_day} onChange={(e) => setForm((f) => toggleAllDay(f, e.target.checked))} />} label="All day" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="event-starts"
                label={form.all_day ? 'Date' : 'Starts'}
                type={dateType}
                required
                value={form.starts}
                onChange={(e) => set('starts', e.target.value)}
                error={Boolean(errors.starts_at)}
                helperText={errors.starts_at}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                id="event-ends"
                label={form.all_day ? 'Last day (optional)' : 'Ends (optional)'}
                type={dateType}
                value={form.ends}
                onChange={(e) => set('ends', e.target.value)}
                error={Boolean(errors.ends_at)}
                helperText={errors.ends_at}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <TextField
              id="event-location"
              label="Location"
              value={form.location}
              onChange={(e) => set('location', e.target.value)}
              error={Boolean(errors.location)}
              helperText={errors.location ?? 'Courtroom, address or video link'}
            />
            <TextField
              id="event-description"
              label="Notes"
              multiline
              minRows={3}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              error={Boolean(errors.description)}
              helperText={errors.description}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : initial ? 'Save changes' : 'Add event'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
