import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { notify } from '../../lib/toast';
import { errorMessage, apiFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useDisableTwoFactor } from './two-factor-api';

/** Turning two-factor off needs the password (when the account has one) and a current or recovery code. */
export function DisableTwoFactorDialog({ open, hasPassword, onClose }: { open: boolean; hasPassword: boolean; onClose(): void }) {
  const titleId = useId();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const close = () => {
    if (disable.isPending) return;
    setPassword('');
    setCode('');
    setErrors({});
    disable.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (hasPassword && !password) found.password = 'Enter your password';
    if (code.trim().length < 6) found.code = 'Enter the 6-digit code or a recovery code';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    disable.mutate(
      { password: hasPassword ? password : undefined, code: code.trim() },
      {
        onSuccess: () => {
          notify.success('Two-factor authentication is off');
          close();
        },
        onError: (error) => setErrors(apiFieldErrors(error)),
      },
    );
  };

  const generalFailure = disable.isError && Object.keys(apiFieldErrors(disable.error)).length === 0;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Turn off two-factor authentication</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>Your account will be protected by your password only. Your recovery codes stop working.</DialogContentText>
            {generalFailure ? <Alert severity="error">{errorMessage(disable.error, 'Two-factor could not be turned off.')}</Alert> : null}
            {hasPassword ? (
              <TextField
                id="two-factor-disable-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={Boolean(errors.password)}
                helperText={errors.password}
                required
                autoFocus
              />
            ) : null}
            <TextField
              id="two-factor-disable-code"
              label="Authentication or recovery code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={Boolean(errors.code)}
              helperText={errors.code ?? ' '}
              autoComplete="one-time-code"
              required
              autoFocus={!hasPassword}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={disable.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={disable.isPending}>
            {disable.isPending ? 'Turning off…' : 'Turn off'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
