import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../lib/form-errors';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';

/** Seconds the resend button rests after each send; the server also caps mails per address an hour. */
export const RESEND_PAUSE_SECONDS = 60;

/**
 * After sign-up: nothing exists until the link mailed to the address is opened, so this screen
 * says so and offers to send the link again. The server answers every address the same way, so
 * the screen never says whether an account already uses it (its owner gets an e-mail instead).
 */
export function CheckEmailPanel({ email }: { email: string }) {
  const [wait, setWait] = useState(RESEND_PAUSE_SECONDS);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const resend = async () => {
    setBusy(true);
    try {
      await authApi.resendSignupLink(email);
      setResult({ ok: true, message: `We have sent the link to ${email} again.` });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, 'The link could not be sent. Please try again later.') });
    } finally {
      setBusy(false);
      setWait(RESEND_PAUSE_SECONDS);
    }
  };

  return (
    <AuthCard title="Check your e-mail" subtitle="One more step: confirm your e-mail address.">
      <Stack spacing={2}>
        <Typography>
          We have sent a link to <strong>{email}</strong>. Open it to confirm your address: your firm&apos;s account is created then, and you can
          sign in. The link works for 3 days.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Nothing arrived? Check your spam folder, or send the link again.
        </Typography>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} role="status">
            {result.message}
          </Alert>
        )}
        <Button variant="outlined" onClick={() => void resend()} disabled={busy || wait > 0}>
          {wait > 0 ? `Send the link again (in ${wait} s)` : 'Send the link again'}
        </Button>
        <Typography variant="body2">
          Already confirmed?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
