import type { DbOrTx } from '../../db/client.js';
import { addToWindow } from '../http/window-counter.js';
import { tooManyRequests } from '../http/errors.js';
import { sha256 } from './crypto.js';

/**
 * How many e-mails of one kind an address may be sent in a window (invitation resends, sign-up
 * confirmations, reset links, unlock links): a budget per address, not per client, so nobody can
 * flood someone's mailbox through the app by changing IP. Counted by the installation's one window counter
 * (rate_limit_hits, shared by every app server); the key is a hash of the address,
 * so the table holds no e-mail address in clear.
 */
export interface MailBudget {
  /** Names the budget in the counter's key. */
  name: string;
  max: number;
  windowSeconds: number;
}

export const INVITATION_RESENDS: MailBudget = { name: 'invitation-resend', max: 3, windowSeconds: 3600 };
export const SIGNUP_MAILS: MailBudget = { name: 'signup-mail', max: 5, windowSeconds: 3600 };
export const PASSWORD_RESET_MAILS: MailBudget = { name: 'password-reset-mail', max: 5, windowSeconds: 3600 };
export const UNLOCK_MAILS: MailBudget = { name: 'unlock-mail', max: 3, windowSeconds: 3600 };

/** Spends one unit of the budget; `allowed` false (and nothing to send) once it is used up. */
export async function spendBudget(
  db: DbOrTx,
  budget: MailBudget,
  subject: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const key = `budget ${budget.name} ${sha256(subject.toLowerCase())}`;
  const counted = await addToWindow(db, key, budget.windowSeconds * 1000);
  const count = counted?.count ?? 1;
  const retryAfterSeconds = Math.ceil((counted?.resetInMs ?? budget.windowSeconds * 1000) / 1000);
  return { allowed: count <= budget.max, retryAfterSeconds };
}

/** The same, answering 429 with Retry-After (in the error shape) when the budget is used up. */
export async function assertBudget(db: DbOrTx, budget: MailBudget, subject: string, detail: (minutes: number) => string): Promise<void> {
  const { allowed, retryAfterSeconds } = await spendBudget(db, budget, subject);
  if (!allowed) throw tooManyRequests(detail(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds, 'too_many_emails');
}

export const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
