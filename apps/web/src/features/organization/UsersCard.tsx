import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { mayChangePersonFromList, type Role, type User } from '@app/contract';
import { RoleChip } from '../../components/RoleChip';
import { UserAvatar } from '../../components/UserAvatar';
import { EmptyState } from '../../components/QueryStates';
import { formatRelative } from '../../components/format-time';
import { visuallyHidden } from '../../components/visually-hidden';
import { UserActionsMenu, type UserAction } from './UserActionsMenu';
import { useBelow } from '../../components/use-below';

function matches(user: User, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [user.full_name, user.email, user.title ?? ''].some((v) => v.toLowerCase().includes(q));
}

function StatusChip({ user }: { user: User }) {
  return user.is_active ? (
    <Chip size="small" variant="outlined" color="success" label="Active" />
  ) : (
    <Chip size="small" variant="outlined" label="Deactivated" />
  );
}

function Person({ user, you }: { user: User; you: boolean }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <UserAvatar name={user.full_name} src={user.avatar_url ?? undefined} size={36} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {user.full_name}
          {you ? <Typography component="span" color="text.secondary">{' (you)'}</Typography> : null}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The firm's people with their coloured role chips and, for managers, per-person actions. */
export function UsersCard({
  users,
  caller,
  onAction,
}: {
  users: readonly User[];
  caller: { id: string; role: Role };
  onAction(action: UserAction, user: User): void;
}) {
  const phone = useBelow('md');
  const [query, setQuery] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const inactiveCount = users.filter((u) => !u.is_active).length;
  const shown = useMemo(
    () => users.filter((u) => (showInactive || u.is_active) && matches(u, query)),
    [users, showInactive, query],
  );

  const actions = (user: User) =>
    mayChangePersonFromList(caller, user) ? <UserActionsMenu user={user} onAction={onAction} /> : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="org-users-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h6" component="h2" id="org-users-title" sx={{ flexGrow: 1 }}>
          {`Users (${users.filter((u) => u.is_active).length} active)`}
        </Typography>
        <TextField
          id="org-users-search"
          label="Search users"
          size="small"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
        />
        <FormControlLabel
          control={<Switch checked={showInactive} onChange={(e) => setShowInactive(e.target.checked)} />}
          label={`Show deactivated (${inactiveCount})`}
        />
      </Stack>
      {shown.length === 0 ? (
        <EmptyState title={query ? `No users match “${query}”` : 'No users'} />
      ) : phone ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Users">
          {shown.map((user) => (
            <Paper key={user.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                <Person user={user} you={user.id === caller.id} />
                {actions(user)}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                <RoleChip role={user.role} />
                <StatusChip user={user} />
                {user.two_factor_enabled ? <Chip size="small" variant="outlined" label="2FA" /> : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="org-users-title">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Two-factor</TableCell>
                <TableCell>Last sign-in</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>Actions</Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((user) => (
                <TableRow key={user.id} hover sx={{ opacity: user.is_active ? 1 : 0.75 }}>
                  <TableCell>
                    <Person user={user} you={user.id === caller.id} />
                  </TableCell>
                  <TableCell>
                    <RoleChip role={user.role} />
                  </TableCell>
                  <TableCell>
                    <StatusChip user={user} />
                  </TableCell>
                  <TableCell>{user.two_factor_enabled ? 'On' : 'Off'}</TableCell>
                  <TableCell>{user.last_login ? formatRelative(user.last_login) : 'Never'}</TableCell>
                  <TableCell align="right">{actions(user)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

