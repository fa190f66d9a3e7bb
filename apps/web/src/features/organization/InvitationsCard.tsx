import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invitation, InvitationStatus } from '@app/contract';
import { RoleChip } from '../../components/RoleChip';
import { EmptyState } from '../../components/QueryStates';
import { formatDate, formatRelative } from '../../components/format-time';
import { humanize } from '../../components/humanize';
import { useBelow } from '../../components/use-below';

const STATUS_COLOURS: Record<InvitationStatus, ChipProps['color']> = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
  canceled: 'default',
};
const OPEN: readonly InvitationStatus[] = ['pending', 'expired'];
const ORDER: Record<InvitationStatus, number> = { pending: 0, expired: 1, accepted: 2, canceled: 3 };

export type InvitationAction = 'resend' | 'cancel';

function expiryText(invitation: Invitation): string {
  if (invitation.status === 'accepted') return `Accepted ${formatRelative(invitation.accepted_at)}`;
  if (invitation.status === 'canceled') return 'Canceled';
  if (invitation.status === 'expired') return `Expired ${formatDate(invitation.expires_at)}`;
  return `Expires ${formatRelative(invitation.expires_at)}`;
}

function Actions({ invitation, busyId, onAction }: { invitation: Invitation; busyId: string | null; onAction(a: InvitationAction, i: Invitation): void }) {
  if (!OPEN.includes(invitation.status)) return null;
  const busy = busyId === invitation.id;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" disabled={busy} onClick={() => onAction('resend', invitation)} aria-label={`Resend invitation to ${invitation.email}`}>
        Resend
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => onAction('cancel', invitation)} aria-label={`Cancel invitation to ${invitation.email}`}>
        Cancel
      </Button>
    </Stack>
  );
}

/** Invitations with their status; open ones (pending, expired) can be sent again or canceled. */
export function InvitationsCard({
  invitations,
  busyId,
  onAction,
}: {
  invitations: readonly Invitation[];
  busyId: string | null;
  onAction(action: InvitationAction, invitation: Invitation): void;
}) {
  const phone = useBelow('md');
  const [showAll, setShowAll] = useState(false);
  const openCount = invitations.filter((i) => i.status === 'pending').length;
  const shown = useMemo(
    () =>
      invitations
        .filter((i) => showAll || OPEN.includes(i.status))
        .toSorted((a, b) => ORDER[a.status] - ORDER[b.status] || b.created_at.localeCompare(a.created_at)),
    [invitations, showAll],
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="org-invitations-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h6" component="h2" id="org-invitations-title" sx={{ flexGrow: 1 }}>
          {`Invitations (${openCount} pending)`}
        </Typography>
        <FormControlLabel
          control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />}
          label="Show accepted and canceled"
        />
      </Stack>
      {shown.length === 0 ? (
        <EmptyState title="No open invitations">Invite colleagues with the Invite button; their invitations appear here until accepted.</EmptyState>
      ) : phone ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Invitations">
          {shown.map((invitation) => (
            <Paper key={invitation.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
              <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }}>
                <RoleChip role={invitation.role} />
                <Chip size="small" variant="outlined" color={STATUS_COLOURS[invitation.status]} label={humanize(invitation.status)} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {`${expiryText(invitation)}${invitation.invited_by ? ` · invited by ${invitation.invited_by}` : ''}`}
              </Typography>
              <Actions invitation={invitation} busyId={busyId} onAction={onAction} />
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="org-invitations-title">
            <TableHead>
              <TableRow>
                <TableCell>E-mail</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Invited by</TableCell>
                <TableCell>When</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((invitation) => (
                <TableRow key={invitation.id} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</TableCell>
                  <TableCell>
                    <RoleChip role={invitation.role} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={STATUS_COLOURS[invitation.status]} label={humanize(invitation.status)} />
                  </TableCell>
                  <TableCell>{invitation.invited_by ?? '—'}</TableCell>
                  <TableCell>{expiryText(invitation)}</TableCell>
                  <TableCell align="right">
                    <Actions invitation={invitation} busyId={busyId} onAction={onAction} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
