import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { mayViewAuditTrail } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context';
import { PageSpinner } from '../../components/PageSpinner';
import { CaseSelector } from '../case-selector/CaseSelector';
import { AccountCard } from './AccountCard';
import { FirmCard } from './FirmCard';
import { QuickLinks } from './QuickLinks';
import { RecentActivityCard } from './RecentActivityCard';
import { RoleCard } from './RoleCard';
import { TodaySection } from './TodaySection';
import { PageHeader } from '../../components/PageHeader';

function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** /dashboard: what needs attention and how work is going, who you are in the firm, what you can do, and what happened lately. */
export function DashboardScreen() {
  const { user, organization } = useAuth();
  if (!user) return <PageSpinner />;
  const firstName = user.first_name || user.full_name.split(' ')[0] || user.full_name;
  const showActivity = mayViewAuditTrail(user.role);
  return (
    <Stack spacing={3}>
      <PageHeader title={`${greeting()}, ${firstName}`} subtitle={`Welcome to ${organization?.name ?? user.organization ?? 'your firm'}'s workspace.`} />
      <Box component="section" aria-label="Active case">
        <CaseSelector mode="full" />
      </Box>
      <QuickLinks role={user.role} />
      <TodaySection />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            {showActivity ? <RecentActivityCard /> : null}
            <RoleCard role={user.role} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3}>
            <FirmCard summary={organization} role={user.role} />
            <AccountCard user={user} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
