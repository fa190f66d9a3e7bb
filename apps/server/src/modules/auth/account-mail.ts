import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { pendingSignups, users, type UserRow } from '../../db/schema/index.js';
import type { JobPayload } from '../../platform/jobs/registry.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { enqueueMail, linkEmail } from '../../platform/mail/enqueue.js';
import { actorForUser } from './sessions.js';
import { describeDevice, type ClientInfo } from './client-info.js';
import { createOneTimeToken } from './one-time-tokens.js';
import { issueSignupLink, latestPendingSignup } from './pending-signup.js';
import { sendVerification } from './verification-mail.js';

type AccountMail = JobPayload<'auth.account_mail'>;

const RESET_TTL_SECONDS = 3600;

/**
 * The background half of sign-up, resent confirmations and forgot-password. The requests only
 * queue this job (the same for every address); here the address is looked up and whoever should
 * hear of it is mailed. Everything it writes commits before the mail is queued.
 */
export async function sendAccountMail(deps: AppDeps, job: AccountMail): Promise<void> {
  const client: ClientInfo = { ip: job.ip, userAgent: job.user_agent };
  const [account] = await deps.db.select().from(users).where(eq(users.email, job.email));
  switch (job.kind) {
    case 'signup':
      return account ? tellOwnerOfSignupAttempt(deps, account, job.pending_signup_id, client) : mailSignupLink(deps, job.email, job.pending_signup_id);
    case 'signup_resend':
      // An existing account has nothing to confirm (an old unconfirmed one gets its own link).
      if (account) return account.isVerified ? undefined : resendAccountVerification(deps, account);
      return mailSignupLink(deps, job.email, null);
    case 'password_reset':
      return account?.isActive ? mailResetLink(deps, account, client) : undefined;
  }
}

/** The link for one pending sign-up (or, for a resend, the newest one of the address). */
async function mailSignupLink(deps: AppDeps, email: string, pendingId: string | null): Promise<void> {
  const token = await deps.db.transaction(async (tx) => {
    const pending = pendingId
      ? ((await tx.select().from(pendingSignups).where(eq(pendingSignups.id, pendingId)))[0] ?? null)
      : await latestPendingSignup(tx, email);
    return pending ? { token: await issueSignupLink(tx, pending), name: pending.details.full_name } : null;
  });
  if (!token) return;
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token.token)}`;
  await enqueueMail(deps.jobs, null, {
    to: email,
    subject: 'Confirm your e-mail address',
    ...linkEmail({
      greeting: `Hello ${token.name},`,
      body: `Please confirm that this is your e-mail address for ${PRODUCT_NAME}. Your firm's account is created when you open this link; it works for 3 days.`,
      linkLabel: 'Confirm e-mail address',
      link,
      footer: 'If you did not sign up, ignore this message: nothing is created without the link.',
    }),
  });
}

/**
 * Someone signed up with an address that already has an account: nothing is created, the pending
 * sign-up is dropped, and the owner is told (and, if it was them, how to get in).
 */
async function tellOwnerOfSignupAttempt(deps: AppDeps, account: UserRow, pendingId: string | null, client: ClientInfo): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (pendingId) await tx.delete(pendingSignups).where(eq(pendingSignups.id, pendingId));
    await appendAudit(tx, actorForUser(account, client), {
      action: 'security_alert',
      resourceType: 'authentication',
      resourceId: account.id,
      resourceName: account.email,
      details: { reason: 'signup_with_existing_email', message: 'Someone tried to sign up a new firm with this address; nothing was created.' },
      outcome: 'blocked',
    });
  });
  await enqueueMail(deps.jobs, account.organizationId, {
    to: account.email,
    subject: 'Someone tried to sign up with your e-mail address',
    text:
      `Hello ${account.fullName},\n\n` +
      `Someone tried to create a new firm's account on ${PRODUCT_NAME} with this e-mail address, from IP address ${client.ip ?? 'unknown'} (${describeDevice(client.userAgent)}). ` +
      'You already have an account, so nothing was created and nothing changed.\n\n' +
      `If it was you, sign in at ${deps.config.publicUrl}/login instead (use "Forgot password?" there if you need to).\n\n` +
      'If it was not you, you need not do anything.\n',
  });
}

async function resendAccountVerification(deps: AppDeps, account: UserRow): Promise<void> {
  const token = await deps.db.transaction((tx) => createOneTimeToken(tx, account.id, 'email_verify', 3 * 24 * 3600));
  await sendVerification(deps, account, token);
}

async function mailResetLink(deps: AppDeps, user: UserRow, client: ClientInfo): Promise<void> {
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
