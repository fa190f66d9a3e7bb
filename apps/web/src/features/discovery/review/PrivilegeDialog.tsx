import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRIVILEGE_LABELS, PRIVILEGE_TYPES, type PrivilegeType } from '@app/contract';

export interface PrivilegeChoice {
  privilege: PrivilegeType;
  privilege_basis: string | null;
}

/**
 * Privileged…: the type and the basis the privilege log will state ("Legal advice from outside
 * counsel on the termination notice"). Choosing "Not privileged" clears it; the log number stays
 * reserved so numbers are never reused.
 */
export function PrivilegeDialog({
  subject,
  initial,
  busy,
  onSave,
  onClose,
}: {
  subject: string;
  initial: PrivilegeChoice;
  busy: boolean;
  onSave(choice: PrivilegeChoice): void;
  onClose(): void;
}) {
  const [privilege, setPrivilege] = useState<PrivilegeType>(initial.privilege === 'none' ? 'attorney_client' : initial.privilege);
  const [basis, setBasis] = useState(initial.privilege_basis ?? '');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const groupId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (privilege !== 'none' && !basis.trim()) {
      setError('State the basis: the privilege log must say why it is withheld');
      return;
    }
    onSave({ privilege, privilege_basis: privilege === 'none' ? null : basis.trim() });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Privilege</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {subject}
          </Typography>
          <FormControl>
            <FormLabel id={groupId}>Privilege type</FormLabel>
            <RadioGroup aria-labelledby={groupId} value={privilege} onChange={(e) => setPrivilege(e.target.value as PrivilegeType)}>
              {PRIVILEGE_TYPES.filter((t) => t !== 'none').map((t) => (
                <FormControlLabel key={t} value={t} control={<Radio />} label={PRIVILEGE_LABELS[t]} />
              ))}
              <FormControlLabel value="none" control={<Radio />} label="Not privileged" />
            </RadioGroup>
          </FormControl>
          {privilege === 'none' ? null : (
            <TextField
              label="Basis"
              required
              value={basis}
              onChange={(e) => {
                setBasis(e.target.value);
                setError(null);
              }}
              error={!!error}
              helperText={error ?? 'Shown on the privilege log, e.g. "Legal advice from outside counsel regarding the supply agreement"'}
              multiline
              minRows={2}
              fullWidth
              sx={{ mt: 2 }}
              autoFocus
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : 'Save privilege'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
