import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../components/PasswordField';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage, looksLikeEmail, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { PRODUCT_NAME } from '../../lib/config';
import { AuthCard } from './AuthCard';
import { useSignupOpen } from './auth-api';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { GoogleSignInButton } from './GoogleSignInButton';
import { returnPathFromState } from './return-path';
import { TwoFactorForm } from './TwoFactorForm';

export const GOOGLE_FAILURE_MESSAGE = 'Google login failed. Please try again.';

/** /login: e-mail and password, optional Google, the 2FA step, and the forgot-password flow. */
export function LoginPage() {
  const { status, login, completeTwoFactor } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = returnPathFromState(location.state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Offer sign-up only once the server says it is open (SIGNUP_ENABLED), never a link to a closed page.
  const signupOpen = useSignupOpen();
  const googleFailed = params.get('error') === 'google';
  const googleDetail = params.get('message');

  // The server sends a failed Google sign-in back here with ?error=google; say so once.
  const toastShown = useRef(false);
  useEffect(() => {
    if (googleFailed && !toastShown.current) {
      toastShown.current = true;
      notify.error(GOOGLE_FAILURE_MESSAGE);
    }
  }, [googleFailed]);

  if (status === 'authenticated' && !busy) return <Navigate to={returnTo} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The sign-in page is many visitors' first page: plain checks here keep zod out of its bundle.
    const trimmedEmail = email.trim().toLowerCase();
    const found: FieldErrors = {};
    if (!looksLikeEmail(trimmedEmail)) found.email = 'Enter a valid e-mail address';
    if (!password) found.password = 'Required';
    setFieldErrors(found);
    if (found.email || found.password) return;
    setFormError(null);
    setBusy(true);
    try {
      const outcome = await login(trimmedEmail, password);
      if (outcome.kind === 'two-factor') {
        setChallenge(outcome.challenge);
        setBusy(false);
        return;
      }
      await navigate(returnTo, { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, 'Login failed. Please check your credentials.'));
      setBusy(false);
    }
  };

  const submitCode = async (code: string) => {
    if (!challenge) return;
    setBusy(true);
    try {
      await completeTwoFactor(challenge, code);
      await navigate(returnTo, { replace: true });
    } catch (error) {
      setBusy(false);
      throw error;
    }
  };

  if (challenge) {
    return (
      <AuthCard title="Two-factor authentication" subtitle="One more step to confirm it is you.">
        <TwoFactorForm onSubmit={submitCode} onCancel={() => setChallenge(null)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to your firm's workspace.">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          {googleFailed && (
            <Alert severity="error">
              {GOOGLE_FAILURE_MESSAGE}
              {googleDetail ? ` ${googleDetail}` : ''}
            </Alert>
          )}
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!fieldErrors.email}
            helperText={fieldErrors.email}
            fullWidth
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!fieldErrors.password}
            helperText={fieldErrors.password}
            fullWidth
          />
          <Stack direction="row" justifyContent="flex-end">
            <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
          <GoogleSignInButton returnTo={returnTo} />
          {signupOpen && (
            <Typography variant="body2" sx={{ pt: 1 }}>
              {`New to ${PRODUCT_NAME}? `}
              <Link component={RouterLink} to="/signup">
                Create your firm's account
              </Link>
            </Typography>
          )}
          <Typography variant="body2">
            Just looking?{' '}
            <Link component={RouterLink} to="/demo-login">
              Sign in with a demo account
            </Link>
          </Typography>
        </Stack>
      </form>
      <ForgotPasswordDialog key={String(forgotOpen)} open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={email} />
    </AuthCard>
  );
}
