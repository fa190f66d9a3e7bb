import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Case } from '@app/contract';
import { errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useBelow } from '../../components/use-below';
import { useCreateCase, useUpdateCase } from './api';
import { checkCaseForm, firstErrorKey, serverFieldErrors } from './form/case-form-errors';
import { changedFields, createBody, emptyValues, fullBody, hasChanges, valuesFromCase, type CaseFormValues } from './form/case-form-values';
import { CaseFormFields, caseFieldId } from './form/CaseFormFields';
import { partyFieldId } from './form/PartiesEditor';

/** Create when `initial` is absent, else edit. The /cases list and the case page both open it. */
export interface CaseFormDialogProps {
  open: boolean;
  initial?: Case;
  onClose(): void;
  onSaved?(saved: Case): void;
}

const FORM_LAYOUT = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;

function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Moves focus to the first field with a problem, so keyboard and screen-reader users land on it. */
function focusFirstError(errors: FieldErrors) {
  const key = firstErrorKey(errors);
  if (!key) return;
  const [top, rowKey, field] = key.split('.');
  const id = top === 'parties' && rowKey && field ? partyFieldId(rowKey, field as 'name') : caseFieldId(key);
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * The create/edit case dialog. It saves through the shared case hooks and says so with a toast,
 * so callers only react to `onSaved` (the list offers to open a new case; the case page refreshes).
 * A create sends what was filled in; an edit sends only the fields that changed.
 */
export function CaseFormDialog({ open, initial, onClose, onSaved }: CaseFormDialogProps) {
  const fullScreen = useBelow('sm');
  const titleId = useId();
  const [guard, setGuard] = useState<FormGuard>({ busy: false, dirty: false });
  // The form stays mounted until the closing animation ends (so it does not blank out mid-fade)
  // and mounts afresh on each opening, starting from the case as it is now.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  // Never while saving; and once something is typed, a stray click beside the form or an Escape
  // meant for a type-ahead must not throw it away: Cancel does that.
  const requestClose = () => {
    if (guard.busy || guard.dirty) return;
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      slotProps={{
        transition: {
          // autoFocus alone loses to the dialog's focus trap when the form mounts late on a busy
          // machine; once the dialog is in, make sure typing starts in the name field.
          onEntered: () => {
            const active = document.activeElement;
            if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) document.getElementById(caseFieldId('name'))?.focus();
          },
          onExited: () => setMounted(false),
        },
      }}
    >
      {mounted ? <CaseForm titleId={titleId} initial={initial} onClose={onClose} onSaved={onSaved} onGuard={setGuard} /> : null}
    </Dialog>
  );
}

interface FormGuard {
  busy: boolean;
  dirty: boolean;
}

interface CaseFormProps {
  titleId: string;
  initial: Case | undefined;
  onClose(): void;
  onSaved: ((saved: Case) => void) | undefined;
  onGuard(guard: FormGuard): void;
}

function CaseForm({ titleId, initial: initialProp, onClose, onSaved, onGuard }: CaseFormProps) {
  // The case as it was when the dialog opened: what the form starts from and what edits are compared with.
  const [initial] = useState(initialProp);
  const [start] = useState<CaseFormValues>(() => (initial ? valuesFromCase(initial) : emptyValues(localToday())));
  const [values, setValues] = useState<CaseFormValues>(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Set from the first click, before validation: a double click must not open the matter twice.
  const [submitting, setSubmitting] = useState(false);
  const create = useCreateCase();
  const update = useUpdateCase();
  const busy = submitting || create.isPending || update.isPending;
  const dirty = hasChanges(start, values);
  useEffect(() => onGuard({ busy, dirty }), [busy, dirty, onGuard]);
  useEffect(() => () => onGuard({ busy: false, dirty: false }), [onGuard]);

  // Stable, so only the field typed in re-renders (see CaseFormFields).
  const change = useCallback((patch: Partial<CaseFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field's error goes once the person touches that field.
    const touched = Object.keys(patch);
    setErrors((e) => {
      const kept = Object.entries(e).filter(([k]) => !touched.includes(k) && !(touched.includes('parties') && k.startsWith('parties.')));
      return kept.length === Object.keys(e).length ? e : Object.fromEntries(kept);
    });
  }, []);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    focusFirstError(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await save();
    } finally {
      setSubmitting(false);
    }
  };

  const save = async () => {
    const check = await checkCaseForm(values);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    try {
      let saved: Case;
      if (initial) {
        const changes = changedFields(fullBody(start), check.body);
        // Only spaces were added or removed: nothing to save, nothing to announce.
        if (Object.keys(changes).length === 0) {
          onClose();
          return;
        }
        saved = await update.mutateAsync({ id: initial.id, ...changes });
        notify.success(`Case “${saved.name}” updated`);
      } else {
        saved = await create.mutateAsync(createBody(values));
        notify.success(`Case “${saved.name}” created`);
      }
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, values);
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setFailure(errorMessage(error, 'The case could not be saved. Please try again.'));
    }
  };

  return (
    // A flex column like the dialog's paper, so the fields scroll between a fixed title and fixed buttons.
    <Box component="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate sx={FORM_LAYOUT}>
      <DialogTitle id={titleId}>{initial ? 'Edit Case' : 'New Case'}</DialogTitle>
      <DialogContent dividers>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }} ref={(el: HTMLDivElement | null) => el?.scrollIntoView?.({ block: 'nearest' })}>
            {failure}
          </Alert>
        ) : null}
        <CaseFormFields values={values} errors={errors} onChange={change} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy || (Boolean(initial) && !dirty)}>
          {busy ? 'Saving…' : initial ? 'Save changes' : 'Create case'}
        </Button>
      </DialogActions>
    </Box>
  );
}
