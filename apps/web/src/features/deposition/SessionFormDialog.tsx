import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { CaseParty, DepositionSession } from '@app/contract';
import { useBelow } from '../../components/use-below';
import { ApiError } from '../../lib/api-client';
import { errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useCase, useCaseEvents } from '../cases/api';
import { useDocumentList } from '../documents/api';
import { useCreateSession, useUpdateSession } from './api';
import { calendarDepositions, type CalendarDeposition } from './calendar-depositions';
import { CalendarOffers } from './CalendarOffers';

export interface SessionFormDialogProps {
  caseId: string;
  /** Editing this session's set-up; a new one when absent. */
  session?: DepositionSession | undefined;
  onClose(): void;
  onSaved(session: DepositionSession): void;
}

interface ExhibitOption {
  id: string;
  filename: string;
}

/** The set-up of a deposition: who, by whom, when and where, the goals, the outline and the exhibits. */
export function SessionFormDialog({ caseId, session, onClose, onSaved }: SessionFormDialogProps) {
  const titleId = useId();
  const phone = useBelow('sm');
  const matter = useCase(caseId);
  const documents = useDocumentList({ case_id: caseId, page: 1, page_size: 100 });
  const create = useCreateSession();
  const update = useUpdateSession();
  const [deponent, setDeponent] = useState(session?.deponent ?? '');
  const [title, setTitle] = useState(session?.title ?? '');
  const [attorney, setAttorney] = useState(session?.examining_attorney ?? '');
  const [date, setDate] = useState(session?.date ?? '');
  const [location, setLocation] = useState(session?.location ?? '');
  const [goals, setGoals] = useState<string[]>(session?.goals.map((g) => g.text) ?? []);
  const [outline, setOutline] = useState<string[]>(session?.outline.map((t) => t.title) ?? []);
  const [exhibits, setExhibits] = useState<ExhibitOption[]>(session?.exhibits.map((e) => ({ id: e.document_id, filename: e.filename })) ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const parties: CaseParty[] = matter.data?.parties ?? [];
  // A new deposition starts from the one already on the case's calendar, when there is one.
  const events = useCaseEvents(caseId);
  const offers = session ? [] : calendarDepositions(events.data?.events ?? [], parties, new Date());
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const [offered, setOffered] = useState(false);
  const applyOffer = (offer: CalendarDeposition) => {
    setAppliedId(offer.eventId);
    setDeponent(offer.deponent);
    setDate(offer.date);
    if (offer.location) setLocation(offer.location);
  };
  // Once, as soon as the calendar has loaded, and only into an untouched form.
  const first = offers[0];
  if (!offered && first && !deponent && !date && !location) {
    setOffered(true);
    applyOffer(first);
  }
  const exhibitOptions: ExhibitOption[] = (documents.data?.documents ?? []).map((d) => ({ id: d.id, filename: d.filename }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!deponent.trim()) {
      setErrors({ deponent: 'Name the deponent' });
      return;
    }
    setErrors({});
    setFormError(null);
    const body = {
      deponent: deponent.trim(),
      title: title.trim() || null,
      examining_attorney: attorney.trim() || null,
      date: date || null,
      location: location.trim() || null,
      goals,
      outline,
      exhibit_ids: exhibits.map((e) => e.id),
    };
    try {
      const saved = session ? await update.mutateAsync({ id: session.id, body }) : await create.mutateAsync({ case_id: caseId, ...body });
      notify.success(session ? 'Set-up saved' : 'Deposition created');
      onSaved(saved);
    } catch (error) {
      const fields = setupFieldErrors(error);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? 'Some fields need attention.' : errorMessage(error, 'The deposition could not be saved. Please try again.'));
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{session ? 'Deposition set-up' : 'New deposition'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <CalendarOffers offers={offers} appliedId={appliedId} onApply={applyOffer} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Autocomplete
                freeSolo
                options={parties.map((p) => p.name)}
                inputValue={deponent}
                onInputChange={(_e, value) => setDeponent(value)}
                groupBy={(name) => roleOf(parties, name)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Deponent"
                    required
                    error={Boolean(errors.deponent)}
                    helperText={errors.deponent ?? (parties.length > 0 ? "Pick one of the case's parties or type a name." : 'The person being deposed.')}
                  />
                )}
              />
              <TextField label="Examining attorney" value={attorney} onChange={(e) => setAttorney(e.target.value)} error={Boolean(errors.examining_attorney)} helperText={errors.examining_attorney} />
              <TextField
                label="Date"
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                error={Boolean(errors.date)}
                helperText={errors.date}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField label="Location" value={location} onChange={(e) => setLocation(e.target.value)} error={Boolean(errors.location)} helperText={errors.location} />
            </Box>
            <TextField label="Title (optional)" value={title} onChange={(e) => setTitle(e.target.value)} error={Boolean(errors.title)} helperText={errors.title ?? 'Defaults to "Deposition of <deponent>".'} />
            <EditableList
              label="Goals"
              itemLabel="goal"
              placeholder="Establish that Castellan received the notice of breach before November 1"
              items={goals}
              onChange={setGoals}
              error={errors.goals}
              hint="What the examination should establish; the assistant tracks each and suggests questions for it."
            />
            <EditableList label="Outline topics" itemLabel="topic" placeholder="Receipt of the notice of breach" items={outline} onChange={setOutline} error={errors.outline} hint="Topics to cover; the assistant follows which are covered and where answers are evasive." />
            <Autocomplete
              multiple
              options={exhibitOptions}
              value={exhibits}
              onChange={(_e, value) => setExhibits(value)}
              getOptionLabel={(o) => o.filename}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={documents.isPending}
              filterSelectedOptions
              renderInput={(params) => (
                <TextField {...params} label="Exhibits" error={Boolean(errors.exhibit_ids)} helperText={errors.exhibit_ids ?? "Documents of the case to put to the witness."} />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : session ? 'Save set-up' : 'Create deposition'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

const ITEM_NAMES: Record<string, string> = { goals: 'Goal', outline: 'Topic', exhibit_ids: 'Exhibit' };

/** The API's 400 field errors by form field: `goals.2` is the goals list's, said as "Goal 3: …". */
export function setupFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const result: FieldErrors = {};
  for (const { field, message } of error.fieldErrors) {
    const [name = field, index] = field.replace(/^body\./, '').split('.');
    const item = ITEM_NAMES[name];
    const text = item && index !== undefined && /^\d+$/.test(index) ? `${item} ${Number(index) + 1}: ${message}` : message;
    if (!result[name]) result[name] = text;
  }
  return result;
}

const ROLE_GROUP: Partial<Record<CaseParty['role'], string>> = { witness: 'Witnesses', expert: 'Experts' };
function roleOf(parties: readonly CaseParty[], name: string): string {
  const role = parties.find((p) => p.name === name)?.role;
  return role ? (ROLE_GROUP[role] ?? 'Parties') : 'Parties';
}

/** A list the user adds lines to and removes them from, by keyboard (Enter adds) or button. */
function EditableList({ label, itemLabel, placeholder, items, onChange, error, hint }: { label: string; itemLabel: string; placeholder: string; items: string[]; onChange(items: string[]): void; error?: string | undefined; hint: string }) {
  const [draft, setDraft] = useState('');
  const headingId = useId();
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    onChange([...items, text]);
    setDraft('');
  };
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {items.length > 0 ? (
        <Box component="ol" aria-label={label} sx={{ m: 0, mb: 1, pl: 3 }}>
          {items.map((item, index) => (
            <Box component="li" key={`${index}-${item}`} sx={{ py: 0.25 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', pt: 0.75 }}>
                  {item}
                </Typography>
                <IconButton size="small" aria-label={`Remove ${itemLabel} ${index + 1}: ${item}`} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={`Add a ${itemLabel}`}
          placeholder={placeholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          onBlur={add}
          size="small"
          fullWidth
          error={Boolean(error)}
          helperText={error ?? hint}
        />
        <Button variant="outlined" onClick={add} disabled={!draft.trim()} sx={{ mt: 0.25, flexShrink: 0 }}>
          Add
        </Button>
      </Box>
    </Box>
  );
}
