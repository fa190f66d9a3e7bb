import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage, looksLikeEmail } from '../../lib/form-errors';
import { authApi } from './auth-api';

/** Asks for the e-mail address and has the server send a reset link (valid for an hour). */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) return setFieldError('Enter a valid e-mail address');
    setFieldError(null);
    setBusy(true);
    try {
      const response = await authApi.forgotPassword(email.trim().toLowerCase());
      setResult({ ok: true, message: response.message ?? 'Check your e-mail for a link to reset your password.' });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, 'The reset link could not be sent. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setResult(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="forgot-password-title" fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="forgot-password-title">Reset your password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Enter the e-mail address you sign in with. We will send you a link to choose a new password.
          </DialogContentText>
          {result ? (
            <Alert severity={result.ok ? 'success' : 'error'} role="status">
              {result.message}
            </Alert>
          ) : (
            <TextField
              autoFocus
              fullWidth
              label="E-mail address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={!!fieldError}
              helperText={fieldError ?? ' '}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{result ? 'Close' : 'Cancel'}</Button>
          {!result && (
            <Button type="submit" variant="contained" disabled={busy}>
              Send reset link
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
