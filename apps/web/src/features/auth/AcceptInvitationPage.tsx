import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ROLE_INFO, type TokenResponse } from '@app/contract';
import { loadAuthSchemas } from '../../lib/contract-schemas';
import { PageSpinner } from '../../components/PageSpinner';
import { PasswordField } from '../../components/PasswordField';
import { RoleChip } from '../../components/RoleChip';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { apiFieldErrors, errorMessage, zodFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useInvitationPreview } from './auth-api';
import { AuthCard } from './AuthCard';

/** Landing page of an invitation e-mail: shows the invitation, then name + password → signed in. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { status, signInWithTokens } = useAuth();
  const preview = useInvitationPreview(token);
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token || preview.isError) {
    return (
      <AuthCard title="Invitation">
        <Alert severity="error" sx={{ mb: 2 }}>
          {token
            ? errorMessage(preview.error, 'This invitation is invalid, has expired or was cancelled. Ask your firm to send a new one.')
            : 'This invitation link is incomplete. Open the link from the e-mail again.'}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          Go to sign in
        </Button>
      </AuthCard>
    );
  }
  if (!preview.data) return <PageSpinner label="Loading the invitation..." />;
  const invitation = preview.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { AcceptInvitationRequest } = await loadAuthSchemas();
    const parsed = AcceptInvitationRequest.safeParse({ token, full_name: fullName, password });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (password !== confirm) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    setBusy(true);
    setFormError(null);
    try {
      const response = await api.post<TokenResponse>('/auth/accept-invitation', parsed.data, { auth: false });
      await signInWithTokens(response, 'welcome');
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFormError(errorMessage(error, 'The invitation could not be accepted. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={`Join ${invitation.organization}`} subtitle={invitation.invited_by ? `${invitation.invited_by} invited you to the firm's workspace.` : undefined}>
      <Stack spacing={2}>
        {status === 'authenticated' && (
          <Alert severity="warning">You are signed in with another account. Accepting signs you in as the invited person instead.</Alert>
        )}
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography>You will join as</Typography>
          <RoleChip role={invitation.role} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {ROLE_INFO[invitation.role].label}: {ROLE_INFO[invitation.role].description}. Invitation for <strong>{invitation.email}</strong>, valid until{' '}
          {new Date(invitation.expires_at).toLocaleDateString()}.
        </Typography>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={2}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField label="Full name" autoComplete="name" autoFocus value={fullName} onChange={(e) => setFullName(e.target.value)} error={!!errors.full_name} helperText={errors.full_name} fullWidth />
            <PasswordField label="Password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={!!errors.password} helperText={errors.password} fullWidth />
            <PasswordField label="Confirm password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={!!errors.confirm} helperText={errors.confirm} fullWidth />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? 'Joining...' : 'Accept invitation'}
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthCard>
  );
}
