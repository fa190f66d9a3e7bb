import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_INFO } from '@app/contract';
import { RoleChip } from '../../components/RoleChip';
import { useAuth } from '../../lib/auth/auth-context';

/** Placeholder: the admin-screens work replaces this with the full dashboard (issue 3 item 6). */
export function DashboardPage() {
  const { user, organization } = useAuth();
  if (!user) return null;
  return (
    <Paper sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h4" component="h1">
          Welcome, {user.first_name || user.full_name}
        </Typography>
        <Typography color="text.secondary">{user.organization ?? organization?.name}</Typography>
        <Stack direction="row" spacing={1} alignItems="center">
          <RoleChip role={user.role} />
          <Typography variant="body2">{ROLE_INFO[user.role].description}</Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
