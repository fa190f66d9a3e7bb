import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@app/contract';
import { loadAuthSchemas } from '../../lib/contract-schemas';
import { PasswordField } from '../../components/PasswordField';
import { useAuth } from '../../lib/auth/auth-context';
import { apiFieldErrors, errorMessage, zodFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { PageSpinner } from '../../components/PageSpinner';
import { AuthCard } from './AuthCard';
import { useAuthProviders } from './auth-api';
import { SignupClosed } from './SignupClosed';
import { CheckEmailPanel } from './CheckEmailPanel';

export const REFERRAL_SOURCES = ['Search engine', 'Colleague or referral', 'Bar association', 'Conference or event', 'Social media', 'Other'];

type TextFieldName = 'full_name' | 'email' | 'password' | 'organization_name' | 'organization_domain' | 'phone' | 'bar_number' | 'title' | 'referral_source';

/** Signup payload with its defaults: terms and privacy accepted, marketing not. */
export const initialSignupForm = () => ({
  full_name: '',
  email: '',
  password: '',
  confirm_password: '',
  organization_name: '',
  organization_domain: '',
  phone: '',
  bar_number: '',
  title: '',
  referral_source: '',
  terms_accepted: true,
  privacy_accepted: true,
  marketing_consent: false,
});

/**
 * /signup (unless SIGNUP_ENABLED=false): the server mails a link to the address and creates the
 * firm and its administrator only when it is opened, so the page then says to check the inbox.
 */
export function SignupPage() {
  const { status, signup } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState(initialSignupForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const providers = useAuthProviders();

  if (status === 'authenticated' && !busy) return <Navigate to="/dashboard" replace />;
  if (sentTo) return <CheckEmailPanel email={sentTo} />;
  // Wait for the answer rather than show a form that may be refused; if it cannot be loaded, show
  // the form anyway: the server refuses a closed sign-up with the same message.
  if (providers.isPending) return <PageSpinner />;
  if (providers.data?.signup === false) return <SignupClosed />;

  const text = (name: TextFieldName) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: !!errors[name],
    helperText: errors[name],
    fullWidth: true,
  });
  const check = (name: 'terms_accepted' | 'privacy_accepted' | 'marketing_consent') => ({
    name,
    checked: form[name],
    onChange: (_: unknown, checked: boolean) => setForm((f) => ({ ...f, [name]: checked })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { confirm_password, ...payload } = form;
    const optional = (v: string) => (v.trim() ? v.trim() : null);
    const { SignupRequest } = await loadAuthSchemas();
    const parsed = SignupRequest.safeParse({
      ...payload,
      organization_domain: optional(payload.organization_domain),
      phone: optional(payload.phone),
      bar_number: optional(payload.bar_number),
      title: optional(payload.title),
      referral_source: optional(payload.referral_source),
    });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (confirm_password !== form.password) found.confirm_password = 'The passwords do not match';
    setErrors(found);
    if (!parsed.success || found.confirm_password) return;
    setFormError(null);
    setBusy(true);
    try {
      const user = await signup(parsed.data);
      if (user) {
        await navigate('/dashboard', { replace: true });
        return;
      }
      setSentTo(parsed.data.email);
      setBusy(false);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFormError(errorMessage(error, 'Registration failed. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create your firm's account" subtitle="Set up your firm and become its administrator. You can invite colleagues afterwards." width={640}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <Typography variant="h6" component="h2">
            About you
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Full name" autoComplete="name" required {...text('full_name')} />
            <TextField label="Job title" autoComplete="organization-title" {...text('title')} />
            <TextField label="Work e-mail" type="email" autoComplete="email" required {...text('email')} />
            <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              required
              {...text('password')}
              helperText={errors.password ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
            />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              required
              name="confirm_password"
              value={form.confirm_password}
              onChange={(e) => setForm((f) => ({ ...f, confirm_password: e.target.value }))}
              error={!!errors.confirm_password}
              helperText={errors.confirm_password}
              fullWidth
            />
            <TextField label="Bar number" {...text('bar_number')} />
          </Box>
          <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
            Your firm
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Firm name" autoComplete="organization" required {...text('organization_name')} />
            <TextField label="Firm domain" placeholder="example-law.com" {...text('organization_domain')} />
            <TextField select label="How did you hear about us?" {...text('referral_source')}>
              <MenuItem value="">
                <em>Prefer not to say</em>
              </MenuItem>
              {REFERRAL_SOURCES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box>
            <FormControlLabel control={<Checkbox {...check('terms_accepted')} />} label="I accept the terms of service" />
            {errors.terms_accepted && <FormHelperText error>{errors.terms_accepted}</FormHelperText>}
            <FormControlLabel control={<Checkbox {...check('privacy_accepted')} />} label="I accept the privacy policy" />
            {errors.privacy_accepted && <FormHelperText error>{errors.privacy_accepted}</FormHelperText>}
            <FormControlLabel control={<Checkbox {...check('marketing_consent')} />} label="Send me product news and updates" />
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Creating account...' : 'Create account'}
          </Button>
          <Typography variant="body2">
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Sign in
            </Link>
          </Typography>
        </Stack>
      </form>
    </AuthCard>
  );
}
