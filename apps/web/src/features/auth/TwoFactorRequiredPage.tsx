import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useAuth } from '../../lib/auth/auth-context';
import { TwoFactorEnrolmentSteps, useTwoFactorEnrolment } from '../settings/TwoFactorEnrolment';
import { AuthCard } from './AuthCard';
import { returnPathFromState } from './return-path';

const FORM_ID = 'required-two-factor';

/**
 * ASVS 4.3.1: the firm requires two-factor sign-in and this person has not set it up. The session
 * can do nothing else (the server answers 403 `two_factor_setup_required`), so this screen explains
 * why and walks them through the same enrolment as Settings, then on to where they were going.
 */
export function TwoFactorRequiredPage() {
  const { status, user, logout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const enrolment = useTwoFactorEnrolment(status === 'authenticated' && Boolean(user?.two_factor_setup_required));
  const { codes, saved, confirm, start } = enrolment;

  if (status === 'loading') return <PageSpinner label="Verifying access..." />;
  if (status === 'unauthenticated' || !user) return <Navigate to="/login" replace />;
  // Enrolment lifts the restriction before the recovery codes are on screen: stay for them.
  if (!user.two_factor_setup_required && confirm.isIdle) return <Navigate to={returnPathFromState(location.state)} replace />;

  const proceed = () => void navigate(returnPathFromState(location.state), { replace: true });
  return (
    <AuthCard
      title={codes ? 'Save your recovery codes' : 'Your firm requires two-factor sign-in'}
      subtitle={
        codes
          ? 'Keep these codes somewhere safe: each one signs you in once if you lose your phone.'
          : `${user.organization ?? 'Your firm'} asks you to confirm each sign-in with a code from an authenticator app on your phone. Set it up now to continue; it takes about a minute.`
      }
      width={560}
    >
      <Stack spacing={3}>
        {!codes ? <Alert severity="info">Until two-factor authentication is on, you can only set it up or sign out.</Alert> : null}
        <TwoFactorEnrolmentSteps enrolment={enrolment} email={user.email} formId={FORM_ID} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
          {codes ? (
            <Button variant="contained" onClick={proceed} disabled={!saved}>
              Continue to the app
            </Button>
          ) : (
            <>
              <Button onClick={() => void logout()} disabled={confirm.isPending}>
                Sign out
              </Button>
              <Button type="submit" form={FORM_ID} variant="contained" disabled={!start.data || confirm.isPending}>
                {confirm.isPending ? 'Checking…' : 'Turn on two-factor'}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </AuthCard>
  );
}
