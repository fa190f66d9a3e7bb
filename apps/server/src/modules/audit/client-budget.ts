import { sql } from 'drizzle-orm';
import { AUDIT_CLIENT_EVENTS_PER_MINUTE } from '@app/contract';
import { rows, type Tx } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema/index.js';
import { tooManyRequests } from '../../platform/http/errors.js';

const WINDOW = '1 minute';

/**
 * Takes `events` from the user's budget of browser-reported events (60 a minute), counted in the
 * shared rate_limit_hits table so the bound holds across app servers and on either database. It
 * counts events, not requests: one batch of twenty costs twenty. Runs in the transaction that
 * writes the events, so a batch that fails to be written costs nothing; a batch over the budget is
 * refused whole (429 with Retry-After) and costs nothing either, so a client that waits gets in.
 */
export async function takeClientEventBudget(tx: Tx, userId: string, events: number): Promise<void> {
  const key = `audit-client-events user:${userId}`;
  const taken = await rows<{ count: number }>(
    tx,
    sql`insert into ${rateLimitHits} as h (key, count, reset_at) values (${key}, ${events}, now() + ${WINDOW}::interval)
        on conflict (key) do update set
          count = case when h.reset_at <= now() then excluded.count else h.count + excluded.count end,
          reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
        where h.reset_at <= now() or h.count + excluded.count <= ${AUDIT_CLIENT_EVENTS_PER_MINUTE}
        returning count`,
  );
  if (taken.length > 0) return;
  const [left] = await rows<{ seconds: number }>(
    tx,
    sql`select greatest(1, ceil(extract(epoch from (reset_at - now()))))::int as seconds from ${rateLimitHits} where key = ${key}`,
  );
  throw tooManyRequests(
    `Too many audit events from this browser: at most ${AUDIT_CLIENT_EVENTS_PER_MINUTE} a minute. Try again in ${left?.seconds ?? 60} seconds.`,
    left?.seconds ?? 60,
  );
}
