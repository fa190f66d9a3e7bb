import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_INFO, type TeamMember } from '@app/contract';
import { RoleChip } from '../../components/RoleChip';
import { UserAvatar } from '../../components/UserAvatar';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { formatDate, formatRelative } from '../../components/format-time';
import { useTeamMember } from './api';
import { useBelow } from '../../components/use-below';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function PersonDetails({ member }: { member: TeamMember }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UserAvatar name={member.full_name} src={member.avatar_url ?? undefined} size={72} />
        <div>
          {/* The dialog title already gives the name. */}
          {member.title ? <Typography sx={{ fontWeight: 600 }}>{member.title}</Typography> : null}
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            <RoleChip role={member.role} />
            {!member.is_active ? <Chip size="small" variant="outlined" label="Deactivated" /> : null}
          </Stack>
        </div>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {`${ROLE_INFO[member.role].label}: ${ROLE_INFO[member.role].description}.`}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, rowGap: 1, columnGap: 2 }}>
        <Detail label="E-mail">
          <Link href={`mailto:${member.email}`}>{member.email}</Link>
        </Detail>
        <Detail label="Phone">{member.phone ? <Link href={`tel:${member.phone}`}>{member.phone}</Link> : '—'}</Detail>
        <Detail label="Bar number">{member.bar_number ?? '—'}</Detail>
        <Detail label="Member since">{formatDate(member.created_at)}</Detail>
        <Detail label="Last sign-in">{member.last_login ? formatRelative(member.last_login) : 'Never'}</Detail>
        <Detail label="Two-factor">{member.two_factor_enabled ? 'On' : 'Off'}</Detail>
      </Box>
    </Stack>
  );
}

/** The person card opened by ?person={id} (from the directory, omnisearch or a shared link). */
export function PersonDialog({
  personId,
  canChangeRole,
  onChangeRole,
  onClose,
}: {
  personId: string | null;
  canChangeRole: (member: TeamMember) => boolean;
  onChangeRole(member: TeamMember): void;
  onClose(): void;
}) {
  const fullScreen = useBelow('sm');
  const member = useTeamMember(personId);
  return (
    <Dialog open={personId !== null} onClose={onClose} aria-labelledby="person-dialog-title" fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle id="person-dialog-title">{member.data?.full_name ?? 'Team member'}</DialogTitle>
      <DialogContent>
        {member.isPending ? <LoadingRows rows={3} label="Loading profile" /> : null}
        {member.isError ? <LoadError error={member.error} what="this person" onRetry={() => void member.refetch()} /> : null}
        {member.data ? <PersonDetails member={member.data} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {member.data && canChangeRole(member.data) ? (
          <Button onClick={() => member.data && onChangeRole(member.data)}>Change role</Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
