import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/form-errors';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';

type Result = { ok: boolean; message: string };

/** Landing page of the confirmation e-mail: confirms the address as soon as it opens. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status } = useAuth();
  const [result, setResult] = useState<Result | null>(
    token ? null : { ok: false, message: 'This confirmation link is incomplete. Open the link from the e-mail again.' },
  );
  // The token is single-use: send it once even if the effect runs twice (React strict mode).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    authApi
      .verifyEmail(token)
      .then((r) => setResult({ ok: true, message: r.message ?? 'Your e-mail address is confirmed.' }))
      .catch((err: unknown) => setResult({ ok: false, message: errorMessage(err, 'This confirmation link is invalid or has expired.') }));
  }, [token]);

  return (
    <AuthCard title="Confirm your e-mail address">
      {!result ? (
        <PageSpinner label="Confirming your e-mail address..." />
      ) : (
        <Stack spacing={2}>
          <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>
          <Button component={RouterLink} to={status === 'authenticated' ? '/dashboard' : '/login'} variant="contained">
            {status === 'authenticated' ? 'Go to Dashboard' : 'Sign in'}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
