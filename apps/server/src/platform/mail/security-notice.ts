import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_NAME } from '@app/contract';
import type { JobQueue } from '../jobs/queue.js';
import { enqueueMail } from './enqueue.js';
import type { MailMessage } from './mailer.js';

/** A change to how someone signs in: each one is e-mailed to them (ASVS 2.2.2 / 2.2.3, 2.5.x). */
export type SignInChange = 'password_changed' | 'password_reset' | 'two_factor_enabled' | 'two_factor_disabled' | 'recovery_codes_replaced';

const CHANGES: Record<SignInChange, { subject: string; what: string }> = {
  password_changed: { subject: 'Your password was changed', what: 'The password of your account was changed.' },
  password_reset: { subject: 'Your password was reset', what: 'The password of your account was reset with a link sent to this address.' },
  two_factor_enabled: { subject: 'Two-factor sign-in was turned on', what: 'Two-factor authentication was turned on for your account.' },
  two_factor_disabled: {
    subject: 'Two-factor sign-in was turned off',
    what: 'Two-factor authentication was turned off for your account: a password alone now signs in.',
  },
  recovery_codes_replaced: {
    subject: 'New two-factor recovery codes were created',
    what: 'New recovery codes were created for your account; the old ones no longer work.',
  },
};

export interface SecurityNotice {
  organizationId: string | null;
  to: string;
  name: string;
  change: SignInChange;
  at: Date;
  ip: string | null;
  /** "Chrome on macOS" (describeDevice): what the reader can recognise, not the raw user agent. */
  device: string;
  /** Who else to turn to: the firm's administrators (names and addresses), if any besides the reader. */
  admins: string[];
  /** The app's address, as plain text: the reader goes there themselves; the mail carries no link that acts. */
  siteUrl: string;
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/**
 * What changed, when, from where, and what to do if it was not the reader. Deliberately no
 * secrets (no codes, no password hints) and no link that signs in or resets: a notice that
 * could be forged into a phishing lure should teach people to go to the site themselves.
 */
export function securityNoticeEmail(n: SecurityNotice): MailMessage {
  const { subject, what } = CHANGES[n.change];
  const contact = n.admins.length > 0 ? `your firm's administrator (${n.admins.join('; ')})` : "your firm's administrator";
  const lines = [
    `Hello ${n.name},`,
    `${what} (${PRODUCT_NAME}, ${n.to})`,
    `When: ${WHEN.format(n.at)} UTC\nFrom: IP address ${n.ip ?? 'unknown'}, ${n.device}`,
    'If this was you, there is nothing more to do.',
    `If it was not you, someone else may be using your account. Go to ${n.siteUrl}/login yourself (not through a link in an e-mail), ` +
      `choose "Forgot password?" to set a new password, and tell ${contact} at once.`,
    'This message was sent automatically because your sign-in details changed; you cannot turn it off.',
  ];
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    to: n.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((l) => `<p>${esc(l).replace(/\n/g, '<br>')}</p>`).join(''),
  };
}

/**
 * Queues the notice after the change has committed. A queue failure is logged, never thrown:
 * the change already happened and must not be reported to the user as failed (the mail is the
 * extra, the audit row written with the change is the record).
 */
export async function sendSecurityNotice(jobs: JobQueue, log: FastifyBaseLogger, notice: SecurityNotice): Promise<void> {
  try {
    await enqueueMail(jobs, notice.organizationId, securityNoticeEmail(notice));
  } catch (err) {
    log.error({ err, change: notice.change, organizationId: notice.organizationId }, 'security notice e-mail could not be queued');
  }
}
