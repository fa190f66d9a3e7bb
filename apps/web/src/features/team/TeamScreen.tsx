import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Search from '@mui/icons-material/Search';
import { useUrlParams } from '../../lib/use-url-params';
import { SEARCH_DEBOUNCE_MS, derived, grantableRoles, mayChangePersonFromList, type TeamMember } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context';
import type { ChangeRoleTarget } from '../../components/ChangeRoleDialog';
import { InviteAndRoleDialogs } from '../../components/InviteAndRoleDialogs';
import { PageSpinner } from '../../components/PageSpinner';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useTeamInvite, useTeamMembers, useTeamRoleChange } from './api';
import { MemberCard } from './MemberCard';
import { PersonDialog } from './PersonDialog';
import { PageHeader } from '../../components/PageHeader';

/** /team (associate and above): the firm's directory; ?person={id} opens that person's card. */
export function TeamScreen() {
  const { user: me } = useAuth();
  const [params, setParams] = useUrlParams();
  const [query, setQuery] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [roleTarget, setRoleTarget] = useState<ChangeRoleTarget | null>(null);
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const members = useTeamMembers(search, includeInactive);
  const invite = useTeamInvite();
  const changeRole = useTeamRoleChange();

  if (!me) return <PageSpinner />;
  const canManage = derived.canManageUsers(me.role);
  const roles = grantableRoles(me.role);
  const personId = params.get('person');

  const closePerson = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('person');
        return next;
      },
      { replace: true },
    );

  const list = members.data?.members ?? [];
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Team"
        subtitle="Everyone at your firm, with how to reach them."
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setInviting(true)}>
              Invite member
            </Button>
          ) : null
        }
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          id="team-search"
          label="Search by name, e-mail or title"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ flexGrow: 1, maxWidth: { sm: 480 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
        />
        <FormControlLabel
          control={<Switch checked={includeInactive} onChange={(e) => setIncludeInactive(e.target.checked)} />}
          label="Include deactivated members"
        />
      </Stack>

      {members.isPending ? <LoadingRows rows={3} height={96} label="Loading team" /> : null}
      {members.isError ? <LoadError error={members.error} what="the team" onRetry={() => void members.refetch()} /> : null}
      {members.data ? (
        <>
          <Box sx={{ mt: -1 }}>
            <Typography color="text.secondary" role="status">
              {search ? `${members.data.total} member${members.data.total === 1 ? '' : 's'} matching “${search}”` : `${members.data.total} member${members.data.total === 1 ? '' : 's'}`}
            </Typography>
            {/* Results refresh in place; the bar says a new search is running without hiding the old list. */}
            <Box sx={{ height: 4, mt: 0.5 }}>{members.isFetching ? <LinearProgress aria-label="Searching" /> : null}</Box>
          </Box>
          {list.length === 0 ? (
            <EmptyState title={search ? `No one matches “${search}”` : 'No members yet'}>
              {search ? 'Try part of a name, an e-mail address or a job title.' : null}
            </EmptyState>
          ) : (
            <Box
              component="ul"
              aria-label="Team members"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}
            >
              {list.map((member) => (
                <li key={member.id}>
                  <MemberCard member={member} you={member.id === me.id} />
                </li>
              ))}
            </Box>
          )}
        </>
      ) : null}

      <PersonDialog
        personId={personId}
        canChangeRole={(member: TeamMember) => member.is_active && mayChangePersonFromList(me, member)}
        onChangeRole={(member) => setRoleTarget(member)}
        onClose={closePerson}
      />
      <InviteAndRoleDialogs
        inviting={inviting}
        onCloseInvite={() => setInviting(false)}
        roleTarget={roleTarget}
        onCloseRole={() => setRoleTarget(null)}
        roles={roles}
        invite={(request) => invite.mutateAsync(request)}
        changeRole={(userId, role) => changeRole.mutateAsync({ userId, role })}
      />
    </Stack>
  );
}
