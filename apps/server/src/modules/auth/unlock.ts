import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { spendBudget, UNLOCK_MAILS } from '../../platform/auth/address-budget.js';
import { clearKey } from '../../platform/auth/sign-in-throttle.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { fieldError } from '../../platform/http/errors.js';
import { enqueueMail, linkEmail } from '../../platform/mail/enqueue.js';
import { actorForUser } from './sessions.js';
import { describeDevice, type ClientInfo } from './client-info.js';

const PURPOSE = 'sign_in_unlock';
const UNLOCK_TTL_SECONDS = 24 * 3600;
const INVALID = 'This link is invalid or has expired. Wait for the pause to end, or reset your password.';

/**
 * Tells the owner that sign-in to their account from one address was paused after repeated
 * failures, with a link that lifts that pause at once if it was them. The link is bound to the
 * paused (address, IP) key: opening it does not lift pauses elsewhere. At most UNLOCK_MAILS a
 * window per account, so failures from many addresses cannot flood the owner's inbox. Never throws:
 * the sign-in answer must not depend on the mail queue.
 */
export async function sendUnlockMail(deps: AppDeps, user: UserRow, key: string, client: ClientInfo): Promise<void> {
  try {
    const { allowed } = await spendBudget(deps.db, UNLOCK_MAILS, user.id);
    if (!allowed) return;
    const token = await deps.tokens.signPurpose(PURPOSE, user.id, UNLOCK_TTL_SECONDS, { key });
    const link = `${deps.config.publicUrl}/unlock-sign-in?token=${encodeURIComponent(token)}`;
    await enqueueMail(deps.jobs, user.organizationId, {
      to: user.email,
      subject: 'Sign-in to your account was paused',
      ...linkEmail({
        greeting: `Hello ${user.fullName},`,
        body:
          `Several wrong passwords were entered for your ${PRODUCT_NAME} account from IP address ${client.ip ?? 'unknown'} ` +
          `(${describeDevice(client.userAgent)}), so sign-in from there is paused for a while. Sign-in from anywhere else is not affected. ` +
          'If it was you, this link lets you sign in again from there at once (it works for 24 hours).',
        linkLabel: 'Let me sign in again',
        link,
        footer: 'If it was not you, nobody has signed in: you need not do anything. Consider choosing a new password if yours is easy to guess.',
      }),
    });
  } catch (err) {
    deps.log.warn({ err }, 'the sign-in unlock e-mail could not be queued');
  }
}

/** The link from that e-mail: forgets the paused key's failures; audited on the owner's account. */
export async function unlockSignIn(deps: AppDeps, token: string, client: ClientInfo): Promise<void> {
  const verified = await deps.tokens.verifyPurpose(PURPOSE, token);
  const key = verified?.extra.key;
  if (!verified || typeof key !== 'string') throw fieldError('token', INVALID);
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, verified.sub));
    if (!user || !user.isActive) throw fieldError('token', INVALID);
    await clearKey(tx, key);
    await appendAudit(tx, actorForUser(user, client), {
      action: 'user_updated',
      resourceType: 'authentication',
      resourceId: user.id,
      resourceName: user.email,
      details: { sign_in_unlocked: true },
    });
  });
}
