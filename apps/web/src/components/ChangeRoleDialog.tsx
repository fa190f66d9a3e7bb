import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ROLE_INFO, type Role } from '@app/contract';
import { RoleSelectField } from './RoleSelectField';
import { errorMessage } from '../lib/form-errors';

export interface ChangeRoleTarget {
  id: string;
  full_name: string;
  role: Role;
}

/** Change one person's role; shows the server's refusal (e.g. the last administrator) in place. */
export function ChangeRoleDialog({
  person,
  roles,
  onClose,
  onChange,
}: {
  person: ChangeRoleTarget | null;
  roles: readonly Role[];
  onClose(): void;
  onChange(person: ChangeRoleTarget, role: Role): Promise<unknown>;
}) {
  const titleId = useId();
  // Keyed by person in the caller, so the state starts fresh for each person.
  const [role, setRole] = useState<Role>(person?.role ?? 'viewer');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) return;
    setBusy(true);
    setFailure(null);
    try {
      await onChange(person, role);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'The role could not be changed.'));
    } finally {
      setBusy(false);
    }
  };

  const options = person && !roles.includes(person.role) ? [person.role, ...roles] : roles;
  return (
    <Dialog open={person !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>Change role</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText>
              {person ? `${person.full_name} is currently ${ROLE_INFO[person.role].label}.` : null}
            </DialogContentText>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <RoleSelectField id="change-role" label="New role" value={role} roles={options} onChange={setRole} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !person || role === person.role}>
            {busy ? 'Saving…' : 'Save role'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
