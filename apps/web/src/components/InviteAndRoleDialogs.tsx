import { ROLE_INFO, type InviteRequest, type Role } from '@app/contract';
import { notify } from '../lib/toast';
import { ChangeRoleDialog, type ChangeRoleTarget } from './ChangeRoleDialog';
import { InviteDialog } from './InviteDialog';

/**
 * The invite dialog and the change-role dialog as /organization and /team both use them: each
 * screen keeps its own state and mutations (its own API), this keeps the wording and toasts one.
 */
export function InviteAndRoleDialogs({
  inviting,
  onCloseInvite,
  roleTarget,
  onCloseRole,
  roles,
  invite,
  changeRole,
}: {
  inviting: boolean;
  onCloseInvite(): void;
  roleTarget: ChangeRoleTarget | null;
  onCloseRole(): void;
  roles: readonly Role[];
  invite(request: InviteRequest): Promise<{ email: string }>;
  changeRole(userId: string, role: Role): Promise<unknown>;
}) {
  return (
    <>
      <InviteDialog
        open={inviting}
        roles={roles}
        onClose={onCloseInvite}
        onInvite={async (request) => {
          const sent = await invite(request);
          notify.success(`Invitation sent to ${sent.email}`);
        }}
      />
      <ChangeRoleDialog
        key={roleTarget?.id ?? 'none'}
        person={roleTarget}
        roles={roles}
        onClose={onCloseRole}
        onChange={async (person, role) => {
          await changeRole(person.id, role);
          notify.success(`${person.full_name} is now ${ROLE_INFO[role].label}`);
        }}
      />
    </>
  );
}
