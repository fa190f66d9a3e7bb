import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@app/contract';
import { loadAuthSchemas } from '../../lib/contract-schemas';
import { PasswordField } from '../../components/PasswordField';
import { errorMessage } from '../../lib/form-errors';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';

/** Landing page of the reset link e-mailed by 'Forgot password?': choose a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { Password } = await loadAuthSchemas();
    const parsed = Password.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Choose a longer password');
    if (password !== confirm) return setError('The passwords do not match');
    setError(null);
    setBusy(true);
    try {
      const result = await authApi.resetPassword(token, password);
      setDone(result.message ?? 'Your password has been reset. Sign in with the new password.');
    } catch (err) {
      setError(errorMessage(err, 'This reset link is invalid or has expired. Ask for a new one from the sign-in page.'));
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <Alert severity="error" sx={{ mb: 2 }}>
          This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          Back to sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle={`Use at least ${PASSWORD_MIN_LENGTH} characters. Your other sessions will be signed out.`}>
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success">{done}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <PasswordField label="New password" autoComplete="new-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} fullWidth />
            <PasswordField label="Confirm new password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} fullWidth />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
