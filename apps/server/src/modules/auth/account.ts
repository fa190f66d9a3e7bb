import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SIGNUP_CLOSED_DETAIL, type UpdateMeRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { assertBudget, inMinutes, PASSWORD_RESET_MAILS } from '../../platform/auth/address-budget.js';
import { appendAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { conflict, fieldError, forbidden, unauthorized } from '../../platform/http/errors.js';
import { actorForUser, revokeUserSessions } from './sessions.js';
import { consumeOneTimeToken, createOneTimeToken } from './one-time-tokens.js';
import type { ClientInfo } from './client-info.js';
import { presentUser } from './present-user.js';
import { notifySignInChange } from './security-notice.js';
import { assertStrongPassword } from './password-strength.js';
import { confirmSignup } from './pending-signup.js';
import { sendVerification } from './verification-mail.js';

/** Also used by invitation acceptance (modules/organization). */
export { assertStrongPassword };

const VERIFY_TTL_SECONDS = 3 * 24 * 3600;

/**
 * Accounts created before sign-up waited for a confirmed address may still be unconfirmed: their
 * owner, signed in, can ask for a link (Google sign-in does not reach such an account).
 */
export async function resendVerification(deps: AppDeps, user: UserRow): Promise<void> {
  if (user.isVerified) return;
  const token = await deps.db.transaction((tx) => createOneTimeToken(tx, user.id, 'email_verify', VERIFY_TTL_SECONDS));
  await sendVerification(deps, user, token);
}

const INVALID_CONFIRMATION = 'This confirmation link is invalid or has expired';

/**
 * A confirmation link: a pending sign-up's creates the firm and its administrator (pending-signup.ts);
 * an older account's marks its address confirmed. Says which, for the page to word its answer.
 */
export async function verifyEmail(deps: AppDeps, token: string, client: ClientInfo): Promise<'signup_completed' | 'verified'> {
  const signup = await deps.db.transaction((tx) => confirmSignup(tx, token, client, deps.config.signupEnabled));
  if (signup.outcome === 'closed') throw forbidden(SIGNUP_CLOSED_DETAIL, 'signup_closed');
  // After the commit that discarded the sign-up: the account that took the address meanwhile wins.
  if (signup.outcome === 'taken') {
    throw conflict('An account with this e-mail address already exists (an invitation may have created it). Sign in instead.', 'email_taken');
  }
  if (signup.outcome === 'created') return 'signup_completed';
  await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'email_verify');
    if (!userId) throw fieldError('token', INVALID_CONFIRMATION);
    const [user] = await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    if (!user) throw fieldError('token', INVALID_CONFIRMATION);
    await appendAudit(tx, actorForUser(user, client), {
      action: 'user_updated',
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      details: { email_verified: true },
    });
  });
  return 'verified';
}

export async function updateProfile(deps: AppDeps, actor: AuditActor, userId: string, input: z.output<typeof UpdateMeRequest>) {
  return deps.db.transaction(async (tx) => {
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const [user] = await tx
      .update(users)
      .set({
        ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.bar_number !== undefined ? { barNumber: input.bar_number } : {}),
        ...(input.avatar_url !== undefined ? { avatarUrl: input.avatar_url } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw unauthorized();
    await appendAudit(tx, actor, {
      action: 'user_updated',
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      // Field names, not values: an avatar image does not belong in the audit trail.
      details: { fields: Object.keys(changes) },
    });
    return user;
  });
}

export async function changePassword(
  deps: AppDeps,
  actor: AuditActor,
  user: UserRow,
  currentSessionId: string,
  current: string,
  next: string,
): Promise<{ sessions_revoked: number }> {
  if (!(await verifyPassword(user.passwordHash, current))) throw fieldError('current_password', 'Current password is incorrect');
  if (current === next) throw fieldError('new_password', 'Choose a password different from the current one');
  assertStrongPassword(next, [user.email, user.fullName], 'new_password');
  const passwordHash = await hashPassword(next);
  const result = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
    // Other devices signed in with the old password are signed out; this one stays.
    const revoked = await revokeUserSessions(tx, user.id, 'password_changed', currentSessionId);
    await appendAudit(tx, actor, {
      action: 'password_changed',
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      details: { method: 'change', other_sessions_revoked: revoked },
    });
    return { sessions_revoked: revoked };
  });
  // After the commit: the notice is queued, and a queue failure does not undo or fail the change.
  await notifySignInChange(deps, user, 'password_changed', { ip: actor.ipAddress, userAgent: actor.userAgent });
  return result;
}

/**
 * Always the same answer and the same work, whoever owns the address: the per-address budget is
 * spent and one job queued; the job (account-mail.ts) looks the address up and mails the link.
 */
export async function forgotPassword(deps: AppDeps, email: string, client: ClientInfo): Promise<void> {
  await assertBudget(deps.db, PASSWORD_RESET_MAILS, email, (minutes) => `Too many reset e-mails were requested for this address. Try again in ${inMinutes(minutes)}.`);
  await deps.jobs.send('auth.account_mail', { kind: 'password_reset', email, pending_signup_id: null, ip: client.ip, user_agent: client.userAgent });
}

export async function resetPassword(deps: AppDeps, token: string, next: string, client: ClientInfo): Promise<void> {
  const passwordHash = await hashPassword(next);
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'password_reset');
    if (!userId) throw fieldError('token', 'This reset link is invalid, expired or already used. Request a new one.');
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user || !user.isActive) throw fieldError('token', 'This reset link is invalid, expired or already used. Request a new one.');
    // Throwing here rolls back the consume above, so a weak choice does not burn the link.
    assertStrongPassword(next, [user.email, user.fullName], 'new_password');
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), failedLoginCount: 0, lockedUntil: null, isVerified: true, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    const revoked = await revokeUserSessions(tx, user.id, 'password_reset');
    await appendAudit(tx, actorForUser(user, client), {
      action: 'password_changed',
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      details: { method: 'reset', sessions_revoked: revoked },
    });
    return user;
  });
  await notifySignInChange(deps, user, 'password_reset', client);
}

export const presentMe = (user: UserRow, organizationName: string) => presentUser(user, organizationName);
