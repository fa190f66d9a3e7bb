import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CUSTODIAN_KIND_LABELS, CUSTODIAN_KINDS, type Custodian, type CustodianKind } from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useSaveCustodian } from './api';

/** Adding a custodian, or changing one: name, kind, e-mail and notes. */
export function CustodianDialog({ caseId, initial, onClose, onSaved }: { caseId: string; initial: Custodian | null; onClose(): void; onSaved?(custodian: Custodian): void }) {
  const save = useSaveCustodian(caseId);
  const [name, setName] = useState(initial?.name ?? '');
  const [kind, setKind] = useState<CustodianKind>(initial?.kind ?? 'person');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: 'Required' });
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: initial?.id ?? null, body: { name, kind, email: email.trim() || null, notes: notes.trim() || null } });
      notify.success(initial ? `${saved.name} saved` : `${saved.name} added`);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error, 'The custodian could not be saved.'));
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
        <DialogTitle>{initial ? 'Edit custodian' : 'Add custodian'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus error={Boolean(errors.name)} helperText={errors.name ?? 'A person, or a source such as "Shared drive G:"'} />
            <TextField select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as CustodianKind)} error={Boolean(errors.kind)} helperText={errors.kind}>
              {CUSTODIAN_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {CUSTODIAN_KIND_LABELS[k]}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="E-mail (optional)" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(errors.email)} helperText={errors.email} />
            <TextField label="Notes (optional)" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} error={Boolean(errors.notes)} helperText={errors.notes} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {initial ? 'Save' : 'Add custodian'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
