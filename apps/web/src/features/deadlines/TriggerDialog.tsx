import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  COURT_SERVICE_METHOD_NAMES,
  DEADLINE_TRIGGER_KINDS,
  DEADLINE_TRIGGER_LABELS,
  SERVICE_TRIGGER_KINDS,
  courtRules,
  type CreateDeadlineTriggerRequest,
  type DeadlineTrigger,
  type DeadlineTriggerKind,
  type UpdateDeadlineTriggerRequest,
} from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useSaveTrigger } from './api';

type Service = courtRules.CourtServiceMethod | '';
const DEFAULT_TITLES: Partial<Record<DeadlineTriggerKind, string>> = {
  complaint_served: 'Summons and complaint served',
  waiver_requested: 'Waiver of service requested',
  waiver_requested_abroad: 'Waiver of service requested (abroad)',
  rule_26f_conference: 'Rule 26(f) conference',
};

/**
 * Adding a trigger, or moving one: what happened, when, and how the paper was served. The kind is
 * fixed once the trigger exists (its deadlines are that kind's rules); a custom trigger also says
 * what is due and its period. The server computes the deadlines; a date it refuses comes back on
 * its field.
 */
export function TriggerDialog({ caseId, initial, onClose }: { caseId: string; initial: DeadlineTrigger | null; onClose(): void }) {
  const save = useSaveTrigger(caseId);
  const [kind, setKind] = useState<DeadlineTriggerKind>(initial?.kind ?? 'interrogatories_served');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [date, setDate] = useState(initial?.trigger_date ?? '');
  const [service, setService] = useState<Service>(initial?.service_method ?? '');
  const [deadlineTitle, setDeadlineTitle] = useState(initial?.deadline_title ?? '');
  const [days, setDays] = useState(initial?.days ? String(initial.days) : '');
  const [direction, setDirection] = useState<'after' | 'before'>(initial?.direction ?? 'after');
  const [serviceExtends, setServiceExtends] = useState(initial?.service_extends ?? false);
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const custom = kind === 'custom';
  const asksService = SERVICE_TRIGGER_KINDS.includes(kind) || (custom && serviceExtends && direction === 'after');

  const submit = async () => {
    const local: FieldErrors = {};
    const name = title.trim() || DEFAULT_TITLES[kind] || '';
    if (!name) local.title = 'Name the event, for example "Defendant\'s First Interrogatories"';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) local.trigger_date = 'Use a date like 2026-11-25';
    if (custom && !deadlineTitle.trim()) local.deadline_title = 'Say what is due';
    if (custom && !(Number.isInteger(Number(days)) && Number(days) >= 1)) local.days = 'A whole number of days';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const common = {
      title: name,
      trigger_date: date,
      service_method: service || null,
      notes: notes.trim() || null,
      ...(custom ? { deadline_title: deadlineTitle.trim(), days: Number(days), direction, service_extends: serviceExtends } : {}),
    };
    const body: CreateDeadlineTriggerRequest | UpdateDeadlineTriggerRequest = initial ? common : { kind, ...common };
    try {
      const saved = await save.mutateAsync({ id: initial?.id ?? null, body });
      const count = saved.deadlines.length === 1 ? '1 deadline' : `${saved.deadlines.length} deadlines`;
      notify.success(initial ? `${saved.title} moved: ${count} recomputed` : `${saved.title} added: ${count} computed`);
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error, 'The trigger could not be saved.'));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogTitle>{initial ? 'Move trigger' : 'Add trigger'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              label="What happened"
              value={kind}
              disabled={Boolean(initial)}
              onChange={(e) => setKind(e.target.value as DeadlineTriggerKind)}
              error={Boolean(errors.kind)}
              helperText={errors.kind ?? (initial ? 'The kind stays: its rules set the deadlines.' : 'Its court rules set the deadlines.')}
            >
              {DEADLINE_TRIGGER_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {DEADLINE_TRIGGER_LABELS[k]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Name"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder={DEFAULT_TITLES[kind] ?? ''}
              error={Boolean(errors.title)}
              helperText={errors.title ?? 'In the case\'s words, e.g. "Castellan\'s First Interrogatories"'}
            />
            <TextField
              label={custom ? 'Date of the event' : 'Date it happened'}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.trigger_date)}
              helperText={errors.trigger_date}
            />
            {custom ? (
              <>
                <TextField label="What is due" value={deadlineTitle} onChange={(e) => setDeadlineTitle(e.target.value)} required error={Boolean(errors.deadline_title)} helperText={errors.deadline_title ?? 'e.g. "Reply brief"'} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField label="Days" type="number" value={days} onChange={(e) => setDays(e.target.value)} required error={Boolean(errors.days)} helperText={errors.days} slotProps={{ htmlInput: { min: 1, max: courtRules.MAX_PERIOD_DAYS } }} />
                  <TextField select label="Counted" value={direction} onChange={(e) => setDirection(e.target.value as 'after' | 'before')} error={Boolean(errors.direction)} helperText={errors.direction} sx={{ minWidth: 200 }}>
                    <MenuItem value="after">after the event</MenuItem>
                    <MenuItem value="before">before the event</MenuItem>
                  </TextField>
                </Stack>
                <FormControlLabel control={<Checkbox checked={serviceExtends} onChange={(e) => setServiceExtends(e.target.checked)} />} label="The period runs from service of a paper (Rule 6(d) may add 3 days)" />
              </>
            ) : null}
            {asksService ? (
              <TextField
                select
                label="How it was served"
                value={service}
                onChange={(e) => setService(e.target.value as Service)}
                error={Boolean(errors.service_method)}
                helperText={errors.service_method ?? 'Service by mail, by leaving it with the clerk or by other consented means adds 3 days.'}
              >
                {courtRules.COURT_SERVICE_METHODS.map((m) => (
                  <MenuItem key={m} value={m}>
                    {COURT_SERVICE_METHOD_NAMES[m]}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField label="Notes (optional)" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} error={Boolean(errors.notes)} helperText={errors.notes} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {initial ? 'Move and recompute' : 'Add and compute'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
