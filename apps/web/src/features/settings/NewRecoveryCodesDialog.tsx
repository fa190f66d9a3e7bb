import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage, apiFieldErrors } from '../../lib/form-errors';
import { RecoveryCodesView } from './RecoveryCodesView';
import { useRegenerateRecoveryCodes } from './two-factor-api';

/** Replaces the recovery codes (the old ones stop working); needs a current authenticator code. */
export function NewRecoveryCodesDialog({ open, email, onClose }: { open: boolean; email: string; onClose(): void }) {
  const titleId = useId();
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const [saved, setSaved] = useState(false);
  const codes = regenerate.data?.recovery_codes ?? null;

  const close = () => {
    if (regenerate.isPending || (codes && !saved)) return;
    setCode('');
    setSaved(false);
    regenerate.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    regenerate.mutate(code.trim());
  };

  const codeError = regenerate.isError ? (apiFieldErrors(regenerate.error).code ?? null) : null;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>New recovery codes</DialogTitle>
      <DialogContent>
        {codes ? (
          <Stack spacing={2}>
            <RecoveryCodesView codes={codes} email={email} />
            <FormControlLabel control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />} label="I have saved my recovery codes" />
          </Stack>
        ) : (
          <Stack spacing={2} component="form" id="recovery-codes-form" onSubmit={submit} noValidate>
            <DialogContentText>Your current recovery codes will stop working. Enter a code from your authenticator app to continue.</DialogContentText>
            {regenerate.isError && !codeError ? <Alert severity="error">{errorMessage(regenerate.error, 'New codes could not be made.')}</Alert> : null}
            <TextField
              id="recovery-codes-code"
              label="Authentication code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              error={Boolean(codeError)}
              helperText={codeError ?? ' '}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              autoFocus
              sx={{ maxWidth: 240 }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {codes ? (
          <Button variant="contained" onClick={close} disabled={!saved}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={regenerate.isPending}>
              Cancel
            </Button>
            <Button type="submit" form="recovery-codes-form" variant="contained" disabled={code.length !== 6 || regenerate.isPending}>
              {regenerate.isPending ? 'Working…' : 'Make new codes'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
