import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { InvitationPreview, TokenResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { invitations, organizations, users, type InvitationRow } from '../../db/schema/index.js';
import { sha256 } from '../../platform/auth/crypto.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { AppError } from '../../platform/http/errors.js';
import { assertStrongPassword } from '../auth/account.js';
import type { ClientInfo } from '../auth/client-info.js';
import { signIn } from '../auth/sessions.js';
import { acceptInvitationTx, findOpenInvitation } from './accept-invitation.js';
import { invitationStatus } from './present-invitation.js';

const inviter = alias(users, 'inviter');

const invalidLink = () =>
  new AppError(
    404,
    'invitation_invalid',
    'This invitation link is not valid. It may have been replaced by a newer one; ask your firm administrator to send it again.',
  );

/** Why a link cannot be used, in words the invitee can act on. All answer 404: the link leads nowhere. */
function closedInvitation(row: InvitationRow): AppError | null {
  switch (invitationStatus(row)) {
    case 'expired':
      return new AppError(404, 'invitation_expired', 'This invitation has expired. Ask your firm administrator to send it again.');
    case 'canceled':
      return new AppError(404, 'invitation_canceled', 'This invitation has been canceled. Ask your firm administrator if you still need access.');
    case 'accepted':
      return new AppError(404, 'invitation_used', 'This invitation has already been used. Sign in with your account instead.');
    default:
      return null;
  }
}

async function openInvitation(db: DbOrTx, token: string) {
  const [found] = await db
    .select({ invitation: invitations, organization: organizations.name, invitedBy: inviter.fullName })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, sha256(token)));
  if (!found) throw invalidLink();
  const closed = closedInvitation(found.invitation);
  if (closed) throw closed;
  return found;
}

/** What the acceptance page shows before the invitee chooses a password. */
export async function previewInvitation(db: DbOrTx, token: string): Promise<z.infer<typeof InvitationPreview>> {
  const { invitation, organization, invitedBy } = await openInvitation(db, token);
  return {
    email: invitation.email,
    role: invitation.role,
    organization,
    invited_by: invitedBy,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/** Creates the account from the link and signs the new user in. */
export async function acceptInvitation(
  deps: AppDeps,
  input: { token: string; full_name: string; password: string },
  client: ClientInfo,
): Promise<TokenResponse> {
  const { invitation, organization } = await openInvitation(deps.db, input.token);
  assertStrongPassword(input.password, [invitation.email, input.full_name, organization]);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    // Two submissions of one link: the second waits here, then finds the invitation accepted.
    await tx.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, invitation.id)).for('no key update');
    const open = await findOpenInvitation(tx, { tokenHash: sha256(input.token) });
    if (!open) throw invalidLink();
    const user = await acceptInvitationTx(tx, open, { fullName: input.full_name, passwordHash, authProvider: 'email' }, client);
    return signIn(tx, deps, user, client, { method: 'invitation' });
  });
}
