import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@app/contract';
import { api } from '../../lib/api-client';
import { PageSpinner } from '../../components/PageSpinner';

/** Placeholder: the admin-screens work replaces this with the full settings page (issue 3 item 6). */
export function SettingsPage() {
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: () => api.get<User>('/auth/me') });
  if (!me.data) return <PageSpinner />;
  return (
    <Paper sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          Settings
        </Typography>
        <Typography>{me.data.full_name}</Typography>
        <Typography color="text.secondary">{me.data.email}</Typography>
      </Stack>
    </Paper>
  );
}
