import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INVITATION_TTL_DAYS, type InviteRequest, type Role } from '@app/contract';
import { RoleSelectField } from './RoleSelectField';
import { errorMessage, apiFieldErrors, zodFieldErrors, type FieldErrors } from '../lib/form-errors';
import { useBelow } from './use-below';

export interface InviteDialogProps {
  open: boolean;
  roles: readonly Role[];
  onClose(): void;
  /** Sends the invitation; rejects with the server's error, which the dialog shows. */
  onInvite(request: InviteRequest): Promise<unknown>;
}

/** Invite a colleague by e-mail: the organization and team pages share it. */
export function InviteDialog({ open, roles, onClose, onInvite }: InviteDialogProps) {
  const fullScreen = useBelow('sm');
  const titleId = useId();
  const defaultRole: Role = roles.includes('associate') ? 'associate' : (roles[roles.length - 1] ?? 'viewer');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(defaultRole);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setEmail('');
    setRole(defaultRole);
    setMessage('');
    setErrors({});
    setFailure(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's schema loads on first submit, keeping zod out of the page's own chunk.
    const { InviteRequest: schema } = await import('@app/contract/schemas/organization');
    const parsed = schema.safeParse({ email, role, message: message.trim() || undefined });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await onInvite(parsed.data);
      reset();
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error, 'The invitation could not be sent.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>Invite a team member</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              id="invite-email"
              label="E-mail address"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email ?? `They receive a link that works for ${INVITATION_TTL_DAYS} days.`}
              required
              autoFocus
              fullWidth
            />
            <RoleSelectField id="invite-role" value={role} roles={roles} onChange={setRole} error={errors.role} />
            <TextField
              id="invite-message"
              label="Personal message (optional)"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              error={Boolean(errors.message)}
              helperText={errors.message}
              multiline
              minRows={3}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Sending…' : 'Send invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
