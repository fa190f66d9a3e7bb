import { and, desc, eq, gt } from 'drizzle-orm';
import { INVITATION_TTL_DAYS, PRODUCT_NAME, ROLE_INFO, type Invitation, type InviteRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { invitations, users, type InvitationRow } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../platform/auth/crypto.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { enqueueMail, linkEmail } from '../../platform/mail/enqueue.js';
import { assertBudget, INVITATION_RESENDS, inMinutes } from '../../platform/auth/address-budget.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayGrant, assertSeatAvailable, lockOrganization, withDenialAudit } from './policy.js';
import { invitationStatus, presentInvitation } from './present-invitation.js';

const expiryFromNow = () => new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);

/** E-mail addresses are unique across firms, so an existing account cannot be invited again. */
async function assertNoAccount(tx: Tx, organizationId: string, email: string): Promise<void> {
  const [existing] = await tx
    .select({ organizationId: users.organizationId, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email));
  if (!existing) return;
  if (existing.organizationId === organizationId && !existing.isActive) {
    throw conflict(`${email} has a deactivated account in your firm. Reactivate it instead of inviting.`, 'user_deactivated');
  }
  throw conflict(`An account with the e-mail ${email} already exists.`, 'email_taken');
}

/** Invites someone by e-mail; the link in the message creates their account (invitation-acceptance.ts). */
export async function inviteUser(deps: AppDeps, caller: Caller, input: InviteRequest): Promise<Invitation> {
  const token = randomToken(32);
  const row = await withDenialAudit(deps, caller, { resourceType: 'user', resourceId: null }, () =>
    deps.db.transaction(async (tx) => {
      assertMayGrant(caller, input.role);
      const org = await lockOrganization(tx, caller.organizationId);
      await assertNoAccount(tx, org.id, input.email);
      const [pending] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(invitations.organizationId, org.id),
            eq(invitations.email, input.email),
            eq(invitations.status, 'pending'),
            gt(invitations.expiresAt, new Date()),
          ),
        );
      if (pending) {
        throw conflict(`${input.email} already has a pending invitation. Resend that invitation instead.`, 'invitation_pending');
      }
      await assertSeatAvailable(tx, org);
      const [created] = await tx
        .insert(invitations)
        .values({
          organizationId: org.id,
          email: input.email,
          role: input.role,
          orgRole: input.org_role ?? ROLE_INFO[input.role].organizationRole,
          tokenHash: sha256(token),
          message: input.message ?? null,
          invitedBy: caller.userId,
          expiresAt: expiryFromNow(),
        })
        .returning();
      if (!created) throw new Error('invitation insert failed');
      await appendAudit(tx, caller.actor, {
        action: 'user_invited',
        resourceType: 'user',
        resourceId: created.id,
        resourceName: created.email,
        details: { invitation_id: created.id, role: created.role, org_role: created.orgRole, expires_at: created.expiresAt.toISOString() },
      });
      return created;
    }),
  );
  await sendInvitationMail(deps, caller, row, token);
  return presentInvitation(row, caller.name);
}

export async function listInvitations(db: DbOrTx, organizationId: string): Promise<Invitation[]> {
  const found = await db
    .select({ invitation: invitations, inviter: users.fullName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.organizationId, organizationId))
    .orderBy(desc(invitations.createdAt));
  return found.map((r) => presentInvitation(r.invitation, r.inviter));
}

async function findInvitation(tx: Tx, organizationId: string, invitationId: string): Promise<InvitationRow> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.organizationId, organizationId)))
    .for('no key update');
  if (!row) throw notFound('Invitation');
  return row;
}

async function inviterName(db: DbOrTx, row: InvitationRow): Promise<string | null> {
  if (!row.invitedBy) return null;
  const [inviter] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, row.invitedBy));
  return inviter?.name ?? null;
}

/** A new link and a new 7-day window; the old link stops working. Also revives an expired invitation. */
export async function resendInvitation(deps: AppDeps, caller: Caller, invitationId: string): Promise<Invitation> {
  const token = randomToken(32);
  const row = await withDenialAudit(deps, caller, { resourceType: 'user', resourceId: invitationId }, () =>
    deps.db.transaction(async (tx) => {
      const org = await lockOrganization(tx, caller.organizationId);
      const current = await findInvitation(tx, org.id, invitationId);
      const status = invitationStatus(current);
      if (status === 'accepted') throw conflict('This invitation has already been accepted.', 'invitation_accepted');
      if (status === 'canceled') throw conflict('This invitation was canceled. Send a new invitation instead.', 'invitation_canceled');
      assertMayGrant(caller, current.role);
      await assertNoAccount(tx, org.id, current.email);
      // Each resend mails the address: a few an hour, or the app becomes a way to flood a mailbox.
      // Spent in this transaction, so a resend refused for another reason costs nothing.
      await assertBudget(tx, INVITATION_RESENDS, `${org.id} ${current.email}`, (minutes) =>
        `${current.email} has been sent this invitation ${INVITATION_RESENDS.max} times in the last hour. Try again in ${inMinutes(minutes)}.`,
      );
      // An expired invitation holds no seat; reviving it takes one.
      if (status === 'expired') await assertSeatAvailable(tx, org);
      const [updated] = await tx
        .update(invitations)
        .set({ tokenHash: sha256(token), expiresAt: expiryFromNow(), updatedAt: new Date() })
        .where(eq(invitations.id, current.id))
        .returning();
      if (!updated) throw notFound('Invitation');
      await appendAudit(tx, caller.actor, {
        action: 'user_invited',
        resourceType: 'user',
        resourceId: updated.id,
        resourceName: updated.email,
        details: { invitation_id: updated.id, role: updated.role, resent: true, was_expired: status === 'expired', expires_at: updated.expiresAt.toISOString() },
      });
      return updated;
    }),
  );
  await sendInvitationMail(deps, caller, row, token);
  return presentInvitation(row, await inviterName(deps.db, row));
}

export async function cancelInvitation(deps: AppDeps, caller: Caller, invitationId: string): Promise<Invitation> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await findInvitation(tx, caller.organizationId, invitationId);
    const status = invitationStatus(current);
    if (status === 'accepted') {
      throw conflict('This invitation has already been accepted. Deactivate the user instead.', 'invitation_accepted');
    }
    if (status === 'canceled') return current;
    const [updated] = await tx
      .update(invitations)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(eq(invitations.id, current.id))
      .returning();
    if (!updated) throw notFound('Invitation');
    await appendAudit(tx, caller.actor, {
      action: 'invitation_canceled',
      resourceType: 'user',
      resourceId: updated.id,
      resourceName: updated.email,
      details: { invitation_id: updated.id, role: updated.role, was_expired: status === 'expired' },
    });
    return updated;
  });
  return presentInvitation(row, await inviterName(deps.db, row));
}

/** Enqueued after the commit: a slow mail server never holds the transaction. */
async function sendInvitationMail(deps: AppDeps, caller: Caller, row: InvitationRow, token: string): Promise<void> {
  const link = `${deps.config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
  const role = ROLE_INFO[row.role].label;
  const note = row.message ? `\n\nMessage from ${caller.name}: ${row.message}` : '';
  await enqueueMail(deps.jobs, row.organizationId, {
    to: row.email,
    subject: `${caller.name} invited you to join ${caller.organizationName}`,
    ...linkEmail({
      greeting: 'Hello,',
      body:
        `${caller.name} invited you to join ${caller.organizationName} on ${PRODUCT_NAME} as ${role}. ` +
        `The link works for ${INVITATION_TTL_DAYS} days.${note}`,
      linkLabel: 'Accept the invitation',
      link,
      footer: 'If you were not expecting this invitation, you can ignore this message.',
    }),
  });
}
