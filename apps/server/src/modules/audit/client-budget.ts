import { AUDIT_CLIENT_EVENTS_PER_MINUTE } from '@app/contract';
import type { Tx } from '../../db/client.js';
import { addToWindow, windowResetInMs } from '../../platform/http/window-counter.js';
import { tooManyRequests } from '../../platform/http/errors.js';

const WINDOW_MS = 60_000;

/**
 * Takes `events` from the user's budget of browser-reported events (60 a minute), counted by the
 * installation's one window counter (rate_limit_hits) so the bound holds across app servers and on either database. It
 * counts events, not requests: one batch of twenty costs twenty. Runs in the transaction that
 * writes the events, so a batch that fails to be written costs nothing; a batch over the budget is
 * refused whole (429 with Retry-After) and costs nothing either, so a client that waits gets in.
 */
export async function takeClientEventBudget(tx: Tx, userId: string, events: number): Promise<void> {
  const key = `audit-client-events user:${userId}`;
  const taken = await addToWindow(tx, key, WINDOW_MS, { amount: events, capacity: AUDIT_CLIENT_EVENTS_PER_MINUTE });
  if (taken) return;
  const seconds = Math.max(1, Math.ceil((await windowResetInMs(tx, key)) / 1000));
  throw tooManyRequests(
    `Too many audit events from this browser: at most ${AUDIT_CLIENT_EVENTS_PER_MINUTE} a minute. Try again in ${seconds} seconds.`,
    seconds,
  );
}
