import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { useNavigate } from 'react-router';
import { isRole, ROLE_INFO, type CaseAccessLevel, type CaseMember } from '@app/contract';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate } from '../../../components/format-time';
import { EmptyState, LoadError, LoadingRows } from '../../../components/QueryStates';
import { RoleChip } from '../../../components/RoleChip';
import { UserAvatar } from '../../../components/UserAvatar';
import { useBelow } from '../../../components/use-below';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useCasePermissions, useSetCasePermission } from '../api';
import { AddMemberDialog } from './AddMemberDialog';
import { ACCESS_LEVEL_HINTS, ACCESS_LEVEL_LABELS, levelsForRole, seesEveryCase } from './case-capabilities';

function LevelControl({ member, canManage, busy, onChange }: { member: CaseMember; canManage: boolean; busy: boolean; onChange(level: CaseAccessLevel): void }) {
  if (!canManage) {
    return (
      <Tooltip title={ACCESS_LEVEL_HINTS[member.access_level]} describeChild>
        <Chip size="small" variant="outlined" label={ACCESS_LEVEL_LABELS[member.access_level]} />
      </Tooltip>
    );
  }
  const levels = isRole(member.role) ? levelsForRole(member.role) : (['read'] as CaseAccessLevel[]);
  return (
    <TextField
      select
      size="small"
      value={member.access_level}
      disabled={busy}
      onChange={(e) => onChange(e.target.value as CaseAccessLevel)}
      slotProps={{ htmlInput: { 'aria-label': `Access for ${member.full_name}` } }}
      sx={{ minWidth: 120 }}
    >
      {levels.map((level) => (
        <MenuItem key={level} value={level}>
          {ACCESS_LEVEL_LABELS[level]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Who works on the case and how far they may go; managers add, change and remove people. */
export function TeamTab({ caseId, caseName }: { caseId: string; caseName: string }) {
  const { user: me } = useAuth();
  const navigate = useNavigate();
  const phone = useBelow('md');
  const permissions = useCasePermissions(caseId);
  const setPermission = useSetCasePermission(caseId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CaseMember | null>(null);

  const changeLevel = async (member: CaseMember, level: CaseAccessLevel) => {
    try {
      await setPermission.mutateAsync({ user_id: member.user_id, access_level: level });
      notify.success(`${member.full_name} now has ${ACCESS_LEVEL_LABELS[level].toLowerCase()} access`);
    } catch (error) {
      notify.error(errorMessage(error, 'The access level could not be changed.'));
    }
  };

  const removeMember = async (member: CaseMember) => {
    const leavingMyself = member.user_id === me?.id && !(me && seesEveryCase(me.role));
    try {
      await setPermission.mutateAsync({ user_id: member.user_id, access_level: 'none' });
      setRemoving(null);
      if (leavingMyself) {
        notify.success(`You are no longer on the team of ${caseName}`);
        void navigate('/cases');
        return;
      }
      notify.success(`${member.full_name} was removed from the case`);
    } catch (error) {
      setRemoving(null);
      notify.error(errorMessage(error, 'The colleague could not be removed.'));
    }
  };

  const data = permissions.data;
  const canManage = data?.can_manage ?? false;
  const members = data?.members ?? [];
  const roleChip = (member: CaseMember) => (isRole(member.role) ? <RoleChip role={member.role} /> : <Chip size="small" label={member.role} />);
  const you = (member: CaseMember) => (member.user_id === me?.id ? ' (you)' : '');
  const removeButton = (member: CaseMember) =>
    canManage ? (
      <Tooltip title="Remove from case">
        <IconButton aria-label={`Remove ${member.full_name} from the case`} onClick={() => setRemoving(member)}>
          <PersonRemoveOutlined />
        </IconButton>
      </Tooltip>
    ) : null;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography color="text.secondary">Partners and administrators can open every case; everyone else needs to be on its team.</Typography>
        {canManage ? (
          <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setAdding(true)} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            Add member
          </Button>
        ) : null}
      </Stack>

      {permissions.isPending ? <LoadingRows rows={3} height={56} label="Loading the case team" /> : null}
      {permissions.isError ? <LoadError error={permissions.error} what="the case team" onRetry={() => void permissions.refetch()} /> : null}
      {data && members.length === 0 ? (
        <Card variant="outlined">
          <EmptyState title="Nobody is assigned yet">{canManage ? 'Add the associates, paralegals and viewers who work on this case.' : 'Only partners and administrators can open this case for now.'}</EmptyState>
        </Card>
      ) : null}
      {members.length > 0 && phone ? (
        <Card variant="outlined">
          <Box component="ul" aria-label="Case team" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {members.map((member, index) => (
              <Box component="li" key={member.user_id} sx={{ p: 1.5, borderBottom: index < members.length - 1 ? 1 : 0, borderColor: 'divider' }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <UserAvatar name={member.full_name} size={36} aria-hidden="true" />
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{`${member.full_name}${you(member)}`}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {member.email}
                    </Typography>
                  </Box>
                  {removeButton(member)}
                </Stack>
                <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  {roleChip(member)}
                  <LevelControl member={member} canManage={canManage} busy={setPermission.isPending} onChange={(level) => void changeLevel(member, level)} />
                </Stack>
              </Box>
            ))}
          </Box>
        </Card>
      ) : null}
      {members.length > 0 && !phone ? (
        <Card variant="outlined">
          <TableContainer>
            <Table aria-label="Case team">
              <TableHead>
                <TableRow>
                  <TableCell>Member</TableCell>
                  <TableCell>Firm role</TableCell>
                  <TableCell>Access to this case</TableCell>
                  <TableCell>Added</TableCell>
                  {canManage ? (
                    <TableCell align="right">
                      <Box component="span" sx={visuallyHidden}>
                        Actions
                      </Box>
                    </TableCell>
                  ) : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {members.map((member) => (
                  <TableRow key={member.user_id}>
                    <TableCell>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                        <UserAvatar name={member.full_name} size={36} aria-hidden="true" />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${member.full_name}${you(member)}`}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {member.email}
                          </Typography>
                        </Box>
                      </Stack>
                    </TableCell>
                    <TableCell>{roleChip(member)}</TableCell>
                    <TableCell>
                      <LevelControl member={member} canManage={canManage} busy={setPermission.isPending} onChange={(level) => void changeLevel(member, level)} />
                    </TableCell>
                    <TableCell>{formatDate(member.granted_at)}</TableCell>
                    {canManage ? <TableCell align="right">{removeButton(member)}</TableCell> : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      ) : null}

      {adding ? (
        <AddMemberDialog
          open
          team={members}
          onClose={() => setAdding(false)}
          onAdd={async (userId, level) => {
            const result = await setPermission.mutateAsync({ user_id: userId, access_level: level });
            const added = result.members.find((m) => m.user_id === userId);
            notify.success(`${added?.full_name ?? 'The colleague'} was added with ${ACCESS_LEVEL_LABELS[level].toLowerCase()} access`);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove from the case team?"
        confirmLabel="Remove"
        destructive
        busy={setPermission.isPending}
        onConfirm={() => removing && void removeMember(removing)}
        onClose={() => setRemoving(null)}
      >
        {removing
          ? removing.user_id === me?.id && me && !seesEveryCase(me.role)
            ? `You will lose access to ${caseName} until someone adds you again.`
            : `${removing.full_name} (${isRole(removing.role) ? ROLE_INFO[removing.role].label : removing.role}) will no longer be able to open this case.`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
