import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { derived, grantableRoles, type Invitation, type User } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context';
import { notify } from '../../lib/toast';
import type { ChangeRoleTarget } from '../../components/ChangeRoleDialog';
import { InviteAndRoleDialogs } from '../../components/InviteAndRoleDialogs';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageSpinner } from '../../components/PageSpinner';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { errorMessage } from '../../lib/form-errors';
import {
  useCancelInvitation,
  useChangeUserRole,
  useDeactivateUser,
  useInvite,
  useOrganization,
  useOrganizationUsers,
  useReactivateUser,
  useResendInvitation,
} from './api';
import { FirmDetailsCard } from './FirmDetailsCard';
import { SignInSecurityCard } from './SignInSecurityCard';
import { ProcessingLimitsCard } from './ProcessingLimitsCard';
import { InvitationsCard, type InvitationAction } from './InvitationsCard';
import { UsersCard } from './UsersCard';
import { CostsMoved } from './CostsMoved';
import { CourtClosuresCard } from '../deadlines/CourtClosuresCard';
import type { UserAction } from './UserActionsMenu';
import { PageHeader } from '../../components/PageHeader';

type Pending =
  | { kind: 'deactivate' | 'reactivate'; user: User }
  | { kind: 'cancel'; invitation: Invitation }
  | null;

/** /organization (partner and above): the firm, its people and its invitations. */
export function OrganizationScreen() {
  const { user: me } = useAuth();
  const org = useOrganization();
  const people = useOrganizationUsers();
  const invite = useInvite();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const changeRole = useChangeUserRole();
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const [inviting, setInviting] = useState(false);
  const [roleTarget, setRoleTarget] = useState<ChangeRoleTarget | null>(null);
  const [pending, setPendingState] = useState<Pending>(null);
  // Kept apart from `pending` so the dialog's text stays put while it fades out.
  const [confirmOpen, setConfirmOpen] = useState(false);
  const setPending = (next: Pending) => {
    if (next) setPendingState(next);
    setConfirmOpen(next !== null);
  };

  if (!me) return <PageSpinner />;
  const canManage = derived.canManageUsers(me.role);
  const roles = grantableRoles(me.role);

  const onUserAction = (action: UserAction, user: User) => {
    if (action === 'role') setRoleTarget(user);
    else setPending({ kind: action, user });
  };

  const onInvitationAction = (action: InvitationAction, invitation: Invitation) => {
    if (action === 'cancel') return setPending({ kind: 'cancel', invitation });
    resend.mutate(invitation.id, {
      onSuccess: () => notify.success(`Invitation sent again to ${invitation.email}`),
      onError: (error) => notify.error(errorMessage(error, 'The invitation could not be resent')),
    });
  };

  const confirmPending = () => {
    if (!pending) return;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'cancel') {
      cancel.mutate(pending.invitation.id, {
        ...done,
        onSuccess: () => notify.success(`Invitation to ${pending.invitation.email} canceled`),
        onError: (error) => notify.error(errorMessage(error, 'The invitation could not be canceled')),
      });
    } else if (pending.kind === 'deactivate') {
      deactivate.mutate(pending.user.id, {
        ...done,
        onSuccess: () => notify.success(`${pending.user.full_name} was deactivated`),
        onError: (error) => notify.error(errorMessage(error, 'The user could not be deactivated')),
      });
    } else {
      reactivate.mutate(pending.user.id, {
        ...done,
        onSuccess: () => notify.success(`${pending.user.full_name} was reactivated`),
        onError: (error) => notify.error(errorMessage(error, 'The user could not be reactivated')),
      });
    }
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Organization"
        subtitle={`${org.data?.name ?? 'Your firm'}: details, users and invitations.`}
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setInviting(true)}>
              Invite user
            </Button>
          ) : null
        }
      />

      {org.isPending ? <LoadingRows rows={1} height={220} label="Loading firm details" /> : null}
      {org.isError ? <LoadError error={org.error} what="firm details" onRetry={() => void org.refetch()} /> : null}
      {org.data ? <FirmDetailsCard key={org.data.updated_at} org={org.data} editable={derived.canManageOrganization(me.role)} /> : null}
      {org.data && derived.canManageOrganization(me.role) ? (
        <SignInSecurityCard key={`security-${org.data.updated_at}`} org={org.data} members={people.data?.users} />
      ) : null}
      {org.data ? (
        <ProcessingLimitsCard key={`limits-${org.data.updated_at}`} org={org.data} editable={derived.canManageOrganization(me.role)} />
      ) : null}

      <CourtClosuresCard />

      {people.isPending ? <LoadingRows rows={4} label="Loading users" /> : null}
      {people.isError ? <LoadError error={people.error} what="users" onRetry={() => void people.refetch()} /> : null}
      {people.data ? (
        <>
          <UsersCard users={people.data.users} caller={me} onAction={onUserAction} />
          {canManage ? (
            <InvitationsCard
              invitations={people.data.invitations}
              busyId={resend.isPending ? (resend.variables ?? null) : null}
              onAction={onInvitationAction}
            />
          ) : null}
        </>
      ) : null}

      <CostsMoved role={me.role} />

      <InviteAndRoleDialogs
        inviting={inviting}
        onCloseInvite={() => setInviting(false)}
        roleTarget={roleTarget}
        onCloseRole={() => setRoleTarget(null)}
        roles={roles}
        invite={(request) => invite.mutateAsync(request)}
        changeRole={(userId, role) => changeRole.mutateAsync({ userId, role })}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={
          pending?.kind === 'cancel'
            ? 'Cancel this invitation?'
            : pending?.kind === 'deactivate'
              ? `Deactivate ${pending.user.full_name}?`
              : pending
                ? `Reactivate ${pending.user.full_name}?`
                : ''
        }
        confirmLabel={pending?.kind === 'cancel' ? 'Cancel invitation' : pending?.kind === 'deactivate' ? 'Deactivate' : 'Reactivate'}
        cancelLabel={pending?.kind === 'cancel' ? 'Keep invitation' : 'Cancel'}
        destructive={pending?.kind !== 'reactivate'}
        busy={cancel.isPending || deactivate.isPending || reactivate.isPending}
        onConfirm={confirmPending}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'cancel'
          ? `The link sent to ${pending.invitation.email} stops working. You can invite them again later.`
          : pending?.kind === 'deactivate'
            ? 'They are signed out at once and can no longer sign in. Their work and history are kept, and you can reactivate them later.'
            : pending
              ? 'They can sign in again with their existing password, with the role they had.'
              : null}
      </ConfirmDialog>
    </Stack>
  );
}
