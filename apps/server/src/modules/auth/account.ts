import { eq } from 'drizzle-orm';
import { PRODUCT_NAME, ROLE_INFO, type SignupRequest, type TokenResponse } from '@app/contract';
import type { z } from 'zod';
import type { SignupRequest as SignupSchema, UpdateMeRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { organizations, users, type UserRow } from '../../db/schema/index.js';
import { hashPassword, passwordWeakness, verifyPassword } from '../../platform/auth/passwords.js';
import { appendAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { enqueueMail, linkEmail } from '../../platform/mail/enqueue.js';
import { conflict, fieldError, unauthorized } from '../../platform/http/errors.js';
import { actorForUser, issueSession, revokeUserSessions } from './sessions.js';
import { consumeOneTimeToken, createOneTimeToken } from './one-time-tokens.js';
import type { ClientInfo } from './client-info.js';
import { presentUser } from './present-user.js';
import { notifySignInChange } from './security-notice.js';

type Signup = z.output<typeof SignupSchema>;
export type { SignupRequest };

const VERIFY_TTL_SECONDS = 3 * 24 * 3600;
const RESET_TTL_SECONDS = 3600;

export function assertStrongPassword(password: string, personal: string[], field = 'password'): void {
  const weakness = passwordWeakness(password, personal);
  if (weakness) throw fieldError(field, weakness);
}

/** A new firm with the signer as its administrator (signup). */
export async function signup(deps: AppDeps, input: Signup, client: ClientInfo): Promise<TokenResponse> {
  assertStrongPassword(input.password, [input.email, input.full_name, input.organization_name]);
  const passwordHash = await hashPassword(input.password);
  const { response, verifyToken, user } = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (existing) throw conflict('An account with this e-mail already exists. Sign in instead.', 'email_taken');
    const [org] = await tx
      .insert(organizations)
      .values({
        name: input.organization_name,
        domain: input.organization_domain ?? input.email.split('@')[1] ?? null,
        subscriptionType: 'trial',
        subscriptionStatus: 'trial',
      })
      .returning();
    if (!org) throw new Error('organization insert failed');
    const [created] = await tx
      .insert(users)
      .values({
        organizationId: org.id,
        email: input.email,
        passwordHash,
        fullName: input.full_name,
        role: 'admin',
        orgRole: ROLE_INFO.admin.organizationRole,
        phone: input.phone ?? null,
        title: input.title ?? null,
        barNumber: input.bar_number ?? null,
        marketingConsent: input.marketing_consent,
        referralSource: input.referral_source ?? null,
        termsAcceptedAt: new Date(),
        passwordChangedAt: new Date(),
      })
      .returning();
    if (!created) throw new Error('user insert failed');
    const { response, sessionId } = await issueSession(tx, deps, created, client);
    await appendAudit(tx, actorForUser(created, client, sessionId), {
      action: 'user_created',
      resourceType: 'user',
      resourceId: created.id,
      resourceName: created.email,
      details: { via: 'signup', organization_created: org.name, role: 'admin', marketing_consent: input.marketing_consent },
    });
    const verifyToken = await createOneTimeToken(tx, created.id, 'email_verify', VERIFY_TTL_SECONDS);
    return { response, verifyToken, user: created };
  });
  await sendVerification(deps, user, verifyToken);
  return response;
}

async function sendVerification(deps: AppDeps, user: UserRow, token: string): Promise<void> {
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueMail(deps.jobs, user.organizationId, {
    to: user.email,
    subject: 'Confirm your e-mail address',
    ...linkEmail({
      greeting: `Hello ${user.fullName},`,
      body: `Please confirm that this is your e-mail address for ${PRODUCT_NAME}.`,
      linkLabel: 'Confirm e-mail address',
      link,
      footer: 'If you did not create this account, you can ignore this message.',
    }),
  });
}

export async function resendVerification(deps: AppDeps, user: UserRow): Promise<void> {
  if (user.isVerified) return;
  const token = await deps.db.transaction((tx) => createOneTimeToken(tx, user.id, 'email_verify', VERIFY_TTL_SECONDS));
  await sendVerification(deps, user, token);
}

export async function verifyEmail(deps: AppDeps, token: string, client: ClientInfo): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'email_verify');
    if (!userId) throw fieldError('token', 'This confirmation link is invalid or has expired');
    const [user] = await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    if (!user) throw fieldError('token', 'This confirmation link is invalid or has expired');
    await appendAudit(tx, actorForUser(user, client), {
      action: 'user_updated',
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      details: { email_verified: true },
    });
  });
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

/** Always answers the same way, so the endpoint cannot be used to find out who has an account. */
export async function forgotPassword(deps: AppDeps, email: string, client: ClientInfo): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user || !user.isActive) return;
  const token = await deps.db.transaction(async (tx) => {
    const token = await createOneTimeToken(tx, user.id, 'password_reset', RESET_TTL_SECONDS);
    await appendAudit(tx, actorForUser(user, client), {
      action: 'password_reset_requested',
      resourceType: 'authentication',
      resourceId: user.id,
      resourceName: user.email,
    });
    return token;
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueMail(deps.jobs, user.organizationId, {
    to: user.email,
    subject: 'Reset your password',
    ...linkEmail({
      greeting: `Hello ${user.fullName},`,
      body: `Someone asked to reset the password of your ${PRODUCT_NAME} account. The link works once, for one hour.`,
      linkLabel: 'Choose a new password',
      link,
      footer: 'If it was not you, ignore this message: your password stays as it is.',
    }),
  });
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
