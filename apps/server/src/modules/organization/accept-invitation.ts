import { and, count, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { invitations, organizations, users, type InvitationRow, type UserRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { conflict } from '../../platform/http/errors.js';
import type { ClientInfo } from '../auth/client-info.js';
import { actorForUser } from '../auth/sessions.js';

/** A pending, unexpired invitation, by the hash of its link token or by e-mail (Google sign-in). */
export async function findOpenInvitation(
  tx: Tx,
  by: { tokenHash: string } | { email: string },
): Promise<InvitationRow | null> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        'tokenHash' in by ? eq(invitations.tokenHash, by.tokenHash) : eq(invitations.email, by.email),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(invitations.createdAt)
    .limit(1);
  return row ?? null;
}

/**
 * Turns an invitation into an account, in the caller's transaction: used by the password
 * acceptance form and by Google sign-in. The e-mail is verified (the link or Google proved it).
 */
export async function acceptInvitationTx(
  tx: Tx,
  invitation: InvitationRow,
  account: { fullName: string; passwordHash: string | null; authProvider: 'email' | 'google' },
  client: ClientInfo,
): Promise<UserRow> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  if (existing) throw conflict('An account with this e-mail already exists. Sign in instead.', 'email_taken');
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, invitation.organizationId));
  const [active] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, invitation.organizationId), eq(users.isActive, true)));
  if (!org) throw conflict('This invitation is no longer valid', 'invitation_invalid');
  if ((active?.n ?? 0) >= org.maxUsers) {
    throw conflict(`${org.name} has reached its limit of ${org.maxUsers} users. Ask an administrator to free a seat.`, 'max_users_reached');
  }
  const now = new Date();
  const [user] = await tx
    .insert(users)
    .values({
      organizationId: invitation.organizationId,
      email: invitation.email,
      passwordHash: account.passwordHash,
      fullName: account.fullName,
      role: invitation.role,
      orgRole: invitation.orgRole,
      authProvider: account.authProvider,
      isVerified: true,
      termsAcceptedAt: now,
      passwordChangedAt: account.passwordHash ? now : null,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  await tx
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: now, acceptedUserId: user.id, updatedAt: now })
    .where(eq(invitations.id, invitation.id));
  await appendAudit(tx, actorForUser(user, client), {
    action: 'user_created',
    resourceType: 'user',
    resourceId: user.id,
    resourceName: user.email,
    details: { via: 'invitation', invitation_id: invitation.id, role: invitation.role, provider: account.authProvider },
  });
  return user;
}
