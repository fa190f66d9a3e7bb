import { rows, sql, type DbOrTx } from '../../db/client.js';

/**
 * A fixed-window counter in the rate_limit_hits table, the one place that counts "so many in so long"
 * for the installation (request limits per route, e-mails per address, browser-reported audit
 * events per user). One row per key; a single upsert adds to the count and, once the window has
 * passed, starts a new window in place, so concurrent additions on several app servers never lose
 * one (the row lock serialises them), on PostgreSQL and PGlite alike.
 */
export interface WindowCount {
  /** The count in the current window, this addition included. */
  count: number;
  /** Milliseconds until the window ends (at least 1). */
  resetInMs: number;
}

/**
 * Adds `amount` to the key's count. With `capacity`, an addition that would take the count over it
 * is not made and the answer is null: a client refused for being over a budget spends nothing, so
 * one that waits gets in.
 */
export async function addToWindow(
  db: DbOrTx,
  key: string,
  windowMs: number,
  options: { amount?: number; capacity?: number } = {},
): Promise<WindowCount | null> {
  const amount = options.amount ?? 1;
  const window = Math.max(1, Math.trunc(windowMs));
  const within = options.capacity === undefined ? sql`` : sql`where h.reset_at <= now() or h.count + excluded.count <= ${options.capacity}`;
  const [row] = await rows<{ count: number | string; ttl: number | string }>(
    db,
    sql`insert into rate_limit_hits as h (key, count, reset_at)
        values (${key}, ${amount}, now() + ${window}::integer * interval '1 millisecond')
        on conflict (key) do update set
          count = case when h.reset_at <= now() then excluded.count else h.count + excluded.count end,
          reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
        ${within}
        returning count, greatest(1, ceil(extract(epoch from (reset_at - now())) * 1000))::integer as ttl`,
  );
  if (!row) {
    if (options.capacity === undefined) throw new Error('window counter returned no row');
    return null;
  }
  return { count: Number(row.count), resetInMs: Number(row.ttl) };
}

/** Milliseconds until the key's current window ends (0 when it has no open window). */
export async function windowResetInMs(db: DbOrTx, key: string): Promise<number> {
  const [row] = await rows<{ ms: number | string }>(
    db,
    sql`select greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer as ms from rate_limit_hits where key = ${key}`,
  );
  return Number(row?.ms ?? 0);
}
