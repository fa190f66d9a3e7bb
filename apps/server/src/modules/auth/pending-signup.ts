import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import { ROLE_INFO } from '@app/contract';
import type { z } from 'zod';
import type { SignupRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { organizations, pendingSignups, users, type PendingSignupRow, type UserRow } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { assertBudget, inMinutes, SIGNUP_MAILS } from '../../platform/auth/address-budget.js';
import { randomToken, sha256 } from '../../platform/auth/crypto.js';
import { appendAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { actorForUser } from './sessions.js';
import type { ClientInfo } from './client-info.js';
import { assertStrongPassword } from './password-strength.js';

type Signup = z.output<typeof SignupRequest>;

/** How long a confirmation link works; an unconfirmed sign-up is forgotten after that. */
export const SIGNUP_CONFIRM_TTL_SECONDS = 3 * 24 * 3600;

/** What every sign-up and every resend answers, whoever owns the address. */
export const SIGNUP_ACCEPTED =
  "Check your e-mail: we have sent a link to confirm your address. Your firm's account is created when you open it.";

const tooManyMails = (minutes: number) =>
  `Too many confirmation e-mails were requested for this address. Try again in ${inMinutes(minutes)}.`;

const anonymous = (email: string, client: ClientInfo): AuditActor => ({
  organizationId: null,
  userId: null,
  userEmail: email,
  userName: null,
  sessionId: null,
  ipAddress: client.ip,
  userAgent: client.userAgent,
});

/**
 * Sign-up creates nothing but a pending sign-up: no account holds the address and no firm exists
 * until the link mailed to the address is opened (verifySignup). So someone who signs up with an
 * address they do not own gets nothing — no firm for Google sign-in to land in, no account that
 * blocks the real person's invitation.
 *
 * The request does the same work whether or not the address has an account — judge the password,
 * hash it, store the pending sign-up, queue one job — and answers the same; the job
 * (account-mail.ts) mails a confirmation link to a new address, or tells an existing account's
 * owner that someone tried to sign up with their address.
 */
export async function requestSignup(deps: AppDeps, input: Signup, client: ClientInfo): Promise<void> {
  assertStrongPassword(input.password, [input.email, input.full_name, input.organization_name]);
  await assertBudget(deps.db, SIGNUP_MAILS, input.email, tooManyMails);
  const passwordHash = await hashPassword(input.password);
  const pendingId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pendingSignups)
      .values({
        email: input.email,
        passwordHash,
        details: {
          full_name: input.full_name,
          organization_name: input.organization_name,
          organization_domain: input.organization_domain ?? null,
          phone: input.phone ?? null,
          title: input.title ?? null,
          bar_number: input.bar_number ?? null,
          marketing_consent: input.marketing_consent,
          referral_source: input.referral_source ?? null,
        },
        expiresAt: new Date(Date.now() + SIGNUP_CONFIRM_TTL_SECONDS * 1000),
      })
      .returning({ id: pendingSignups.id });
    if (!row) throw new Error('pending sign-up insert failed');
    await appendAudit(tx, anonymous(input.email, client), {
      action: 'user_created',
      resourceType: 'user',
      resourceId: null,
      resourceName: input.email,
      // Not an account yet: the firm and its administrator are created when the link is opened.
      details: { via: 'signup', stage: 'awaiting_email_confirmation', pending_signup_id: row.id, organization_name: input.organization_name },
      outcome: 'partial',
    });
    return row.id;
  });
  await deps.jobs.send('auth.account_mail', { kind: 'signup', email: input.email, pending_signup_id: pendingId, ip: client.ip, user_agent: client.userAgent });
}

/** "Send the link again" on the check-your-e-mail screen: the same answer and work for any address. */
export async function requestSignupResend(deps: AppDeps, email: string, client: ClientInfo): Promise<void> {
  await assertBudget(deps.db, SIGNUP_MAILS, email, tooManyMails);
  await deps.jobs.send('auth.account_mail', { kind: 'signup_resend', email, pending_signup_id: null, ip: client.ip, user_agent: client.userAgent });
}

/** A new link for a pending sign-up (the job's side); the previous link of that sign-up stops working. */
export async function issueSignupLink(tx: Tx, pending: PendingSignupRow): Promise<string> {
  const token = randomToken(32);
  await tx.update(pendingSignups).set({ tokenHash: sha256(token) }).where(eq(pendingSignups.id, pending.id));
  return token;
}

/** The newest unexpired pending sign-up for an address (a resend confirms that one). */
export async function latestPendingSignup(tx: Tx, email: string): Promise<PendingSignupRow | null> {
  const [row] = await tx
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.email, email), gt(pendingSignups.expiresAt, new Date())))
    .orderBy(desc(pendingSignups.createdAt))
    .limit(1);
  return row ?? null;
}

/** Every pending sign-up of an address, and any that expired, are dropped. */
export async function discardPendingSignups(tx: Tx, email: string): Promise<void> {
  await tx.delete(pendingSignups).where(or(eq(pendingSignups.email, email), lt(pendingSignups.expiresAt, new Date())));
}

export type SignupConfirmation = { outcome: 'created'; user: UserRow } | { outcome: 'taken' } | { outcome: 'closed' } | { outcome: 'unknown' };

/**
 * Opens a sign-up's confirmation link, in the caller's transaction: creates the firm and its
 * administrator (verified: the link proved the address). If an account took the address in the
 * meantime — typically an invitation accepted — that account wins and the sign-up is discarded.
 */
export async function confirmSignup(tx: Tx, token: string, client: ClientInfo, signupOpen: boolean): Promise<SignupConfirmation> {
  const [pending] = await tx
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.tokenHash, sha256(token)), gt(pendingSignups.expiresAt, new Date())))
    .for('no key update');
  if (!pending) return { outcome: 'unknown' };
  // Sign-up closed (SIGNUP_ENABLED=false) since the link was sent: it creates no firm any more.
  if (!signupOpen) return { outcome: 'closed' };
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, pending.email));
  await discardPendingSignups(tx, pending.email);
  if (existing) return { outcome: 'taken' };
  const d = pending.details;
  const [org] = await tx
    .insert(organizations)
    .values({
      name: d.organization_name,
      domain: d.organization_domain ?? pending.email.split('@')[1] ?? null,
      subscriptionType: 'trial',
      subscriptionStatus: 'trial',
    })
    .returning();
  if (!org) throw new Error('organization insert failed');
  const now = new Date();
  const [created] = await tx
    .insert(users)
    .values({
      organizationId: org.id,
      email: pending.email,
      passwordHash: pending.passwordHash,
      fullName: d.full_name,
      role: 'admin',
      orgRole: ROLE_INFO.admin.organizationRole,
      isVerified: true,
      phone: d.phone,
      title: d.title,
      barNumber: d.bar_number,
      marketingConsent: d.marketing_consent,
      referralSource: d.referral_source,
      termsAcceptedAt: pending.createdAt,
      passwordChangedAt: now,
    })
    .returning();
  if (!created) throw new Error('user insert failed');
  await appendAudit(tx, actorForUser(created, client), {
    action: 'user_created',
    resourceType: 'user',
    resourceId: created.id,
    resourceName: created.email,
    details: { via: 'signup', organization_created: org.name, role: 'admin', email_verified: true, marketing_consent: d.marketing_consent },
  });
  return { outcome: 'created', user: created };
}
