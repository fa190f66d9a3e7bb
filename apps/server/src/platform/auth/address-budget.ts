import { rows, sql, type DbOrTx } from '../../db/client.js';
import { tooManyRequests } from '../http/errors.js';
import { sha256 } from './crypto.js';

/**
 * How many e-mails of one kind an address may be sent in a window (invitation resends, sign-up
 * confirmations, reset links, unlock links): a budget per address, not per client, so nobody can
 * flood someone's mailbox through the app by changing IP. Counted in rate_limit_hits (shared by
 * every app server, reset in place when the window has passed); the key is a hash of the address,
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
  const [row] = await rows<{ count: number | string; ttl: number | string }>(
    db,
    sql`insert into rate_limit_hits as h (key, count, reset_at)
        values (${key}, 1, now() + ${budget.windowSeconds}::integer * interval '1 second')
        on conflict (key) do update set
          count = case when h.reset_at <= now() then 1 else h.count + 1 end,
          reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
        returning count, greatest(1, ceil(extract(epoch from (reset_at - now()))))::integer as ttl`,
  );
  const count = Number(row?.count ?? 1);
  return { allowed: count <= budget.max, retryAfterSeconds: Number(row?.ttl ?? budget.windowSeconds) };
}

/** The same, answering 429 with Retry-After (in the error shape) when the budget is used up. */
export async function assertBudget(db: DbOrTx, budget: MailBudget, subject: string, detail: (minutes: number) => string): Promise<void> {
  const { allowed, retryAfterSeconds } = await spendBudget(db, budget, subject);
  if (!allowed) throw tooManyRequests(detail(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds, 'too_many_emails');
}

export const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
