import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deadlineComputations } from '../../db/schema/index.js';
import { explainStored } from '../deadlines/computations.js';

/**
 * How computed deadlines explain themselves, one sentence per step of their working, by event id.
 * A parameter of the module (and of the feed and the reminders) so a test can supply its own.
 */
export type DeadlineExplanations = (db: DbOrTx, organizationId: string, eventIds: readonly string[]) => Promise<ReadonlyMap<string, readonly string[]>>;

export const noExplanations: DeadlineExplanations = () => Promise.resolve(new Map());

/** The court-rule engine's working kept beside each computed deadline (modules/deadlines). */
export const storedExplanations: DeadlineExplanations = async (db, organizationId, eventIds) => {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(deadlineComputations)
    .where(and(eq(deadlineComputations.organizationId, organizationId), inArray(deadlineComputations.eventId, [...eventIds])));
  return new Map(rows.map((row) => [row.eventId, explainStored(row)]));
};
