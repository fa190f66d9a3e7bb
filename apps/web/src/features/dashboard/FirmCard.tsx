import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { Role } from '@app/contract';
import type { FirmSummary } from '../../lib/auth/organization';
import { pageLinkFor } from '../../lib/links';
import { humanize } from '../../components/humanize';
import { useFirm } from './api';

/** The firm: name, plan and seats (read live when the server answers, else the shell's summary). */
export function FirmCard({ summary, role }: { summary: FirmSummary | null; role: Role }) {
  const firm = useFirm();
  const name = firm.data?.name ?? summary?.name ?? 'Your firm';
  const plan = firm.data?.subscription_type ?? summary?.subscription_type;
  const maxUsers = firm.data?.max_users ?? summary?.max_users;
  const users = firm.data?.user_count;
  const organizationLink = pageLinkFor(role, '/organization');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="firm-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary">
        Firm
      </Typography>
      <Typography variant="h6" component="h2" id="firm-card-title" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {firm.data?.domain ? <Typography color="text.secondary">{firm.data.domain}</Typography> : null}
      <Stack spacing={1} sx={{ mt: 2 }}>
        {plan ? <Typography>{`${humanize(plan)} plan`}</Typography> : null}
        {users !== undefined && maxUsers ? (
          <div>
            <Typography variant="body2" id="firm-seats-label">{`${users} of ${maxUsers} seats in use`}</Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (users / maxUsers) * 100)}
              aria-labelledby="firm-seats-label"
              sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
            />
          </div>
        ) : null}
        {summary?.isFallback ? (
          <Typography variant="body2" color="text.secondary">
            Firm details could not be loaded; showing the demo organization.
          </Typography>
        ) : null}
      </Stack>
      {organizationLink ? (
        <Button component={RouterLink} to={organizationLink} size="small" sx={{ mt: 2, ml: -1 }}>
          Manage organization
        </Button>
      ) : null}
    </Paper>
  );
}
