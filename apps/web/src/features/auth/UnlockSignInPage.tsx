import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { errorMessage } from '../../lib/form-errors';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';

type Result = { ok: boolean; message: string };

/**
 * Landing page of the e-mail sent when sign-in from one address was paused after wrong passwords:
 * the owner lifts the pause (the link is posted, never acted on by merely fetching the page, so a
 * mail scanner opening links changes nothing).
 */
export function UnlockSignInPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<Result | null>(
    token ? null : { ok: false, message: 'This link is incomplete. Open the link from the e-mail again.' },
  );
  const [busy, setBusy] = useState(false);
  // Sent once, however quickly the button is pressed twice.
  const sent = useRef(false);

  const unlock = async () => {
    if (sent.current) return;
    sent.current = true;
    setBusy(true);
    try {
      const r = await authApi.unlockSignIn(token);
      setResult({ ok: true, message: r.message ?? 'Sign-in is open again. Sign in with your password.' });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, 'This link is invalid or has expired.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Sign in again" subtitle="Sign-in to your account was paused after several wrong passwords.">
      {busy ? (
        <PageSpinner label="Opening sign-in..." />
      ) : (
        <Stack spacing={2}>
          {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
          {!result && (
            <Button variant="contained" onClick={() => void unlock()}>
              It was me: let me sign in again
            </Button>
          )}
          <Button component={RouterLink} to="/login" variant={result?.ok ? 'contained' : 'text'}>
            Sign in
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
