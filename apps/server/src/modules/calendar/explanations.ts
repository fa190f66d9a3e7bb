import type { DbOrTx } from '../../db/client.js';

/**
 * How computed deadlines explain themselves, one sentence per step of their working, by event id.
 * The module that computes deadlines supplies it through the module registry (modules/index.ts);
 * the calendar names no such module, and without one every explanation is null.
 */
export type DeadlineExplanations = (db: DbOrTx, organizationId: string, eventIds: readonly string[]) => Promise<ReadonlyMap<string, readonly string[]>>;

export const noExplanations: DeadlineExplanations = () => Promise.resolve(new Map());
