import { rows, sql, type DbOrTx } from '../../db/client.js';
import { sha256 } from './crypto.js';

/**
 * Failed sign-ins slow an attacker down without letting anyone lock the owner out.
 *
 * Failures are counted per (e-mail address, client IP) and per client IP alone, never per account:
 * guessing a partner's password from one address pauses that address for that account only, and
 * the partner signing in from anywhere else is not affected. The e-mail address is counted whether
 * or not an account uses it, so a paused unknown address answers exactly like a paused real one.
 *
 * - per address and IP: from `threshold` failures on, a pause of 1, 2, 4 ... 60 minutes, doubling
 *   with each further failure (LOCKOUT_THRESHOLD);
 * - per IP, across addresses: the same back-off from ten times that many failures, a looser bound
 *   on one client trying many accounts (the route's per-minute limit bounds its speed as well);
 * - a key is forgotten a day after its last failure; a successful sign-in clears its own key, and
 *   the owner can clear a pause with the link mailed when it starts (modules/auth/unlock.ts).
 */
export const IP_THRESHOLD_FACTOR = 10;
export const MAX_PAUSE_MINUTES = 60;
const FORGET_AFTER_HOURS = 24;

export interface ThrottleKeys {
  /** The e-mail address together with the client IP. */
  account: string;
  /** The client IP alone (null when unknown: nothing to count it under). */
  ip: string | null;
}

export function throttleKeys(email: string, ip: string | null): ThrottleKeys {
  return {
    account: `account ${sha256(`${email.toLowerCase()}\n${ip ?? ''}`)}`,
    ip: ip ? `ip ${sha256(ip)}` : null,
  };
}

/** Milliseconds the caller must still wait (0: go ahead). */
export async function pausedFor(db: DbOrTx, keys: ThrottleKeys): Promise<number> {
  const [row] = await rows<{ ms: number | string | null }>(
    db,
    sql`select ceil(extract(epoch from (max(locked_until) - now())) * 1000)::bigint as ms
        from sign_in_throttle where key in (${keys.account}, ${keys.ip ?? keys.account}) and locked_until > now()`,
  );
  return Math.max(0, Number(row?.ms ?? 0));
}

export const pauseMinutes = (failures: number, threshold: number) =>
  failures < threshold ? 0 : Math.min(2 ** (failures - threshold), MAX_PAUSE_MINUTES);

/** Counts one failure under both keys; says whether this failure started the account key's pause. */
export async function countFailure(db: DbOrTx, keys: ThrottleKeys, threshold: number): Promise<{ pausedMinutes: number; pauseStarted: boolean }> {
  const account = await bump(db, keys.account, threshold);
  // A first failure under a key is when the table grows: a good moment to drop forgotten keys.
  if (account.failures === 1) await forgetExpired(db);
  if (keys.ip) await bump(db, keys.ip, threshold * IP_THRESHOLD_FACTOR);
  return { pausedMinutes: account.minutes, pauseStarted: account.failures === threshold };
}

async function bump(db: DbOrTx, key: string, threshold: number): Promise<{ failures: number; minutes: number }> {
  const [row] = await rows<{ failures: number }>(
    db,
    sql`insert into sign_in_throttle as t (key, failures, locked_until, expires_at)
        values (${key}, 1, null, now() + ${FORGET_AFTER_HOURS}::integer * interval '1 hour')
        on conflict (key) do update set
          failures = case when t.expires_at <= now() then 1 else t.failures + 1 end,
          locked_until = case when t.expires_at <= now() then null else t.locked_until end,
          expires_at = excluded.expires_at
        returning failures`,
  );
  const failures = Number(row?.failures ?? 1);
  const minutes = pauseMinutes(failures, threshold);
  if (minutes > 0) {
    await db.execute(sql`update sign_in_throttle set locked_until = now() + ${minutes}::integer * interval '1 minute' where key = ${key}`);
  }
  return { failures, minutes };
}

/** Forgets a key: after a successful sign-in from it, or when the owner opens the unlock link. */
export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from sign_in_throttle where key = ${key}`);
}

/** Deletes keys whose failures have been forgotten. */
export async function forgetExpired(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from sign_in_throttle where expires_at < now()`);
}
