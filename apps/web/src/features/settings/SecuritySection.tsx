import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { User } from '@app/contract';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useSecuritySettings } from './api';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SessionsCard } from './SessionsCard';
import { SettingsCard } from './SettingsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** Password, two-factor and sessions: everything that decides who can act as this person. */
export function SecuritySection({ user }: { user: User }) {
  const security = useSecuritySettings();
  if (security.isPending) return <LoadingRows rows={3} height={160} label="Loading security settings" />;
  if (security.isError) return <LoadError error={security.error} what="security settings" onRetry={() => void security.refetch()} />;
  const data = security.data;
  return (
    <Stack spacing={3}>
      {data.has_password ? (
        <ChangePasswordCard passwordChangedAt={data.password_changed_at} />
      ) : (
        <SettingsCard title="Password">
          <Alert severity="info">You sign in with Google, so this account has no password to change.</Alert>
        </SettingsCard>
      )}
      <TwoFactorCard security={data} email={user.email} />
      <SessionsCard sessions={data.sessions} />
    </Stack>
  );
}
