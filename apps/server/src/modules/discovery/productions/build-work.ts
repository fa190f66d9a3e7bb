import { and, eq, inArray, lt } from 'drizzle-orm';
import { productions } from '../../../db/schema/index.js';
import { durableWork } from '../../../platform/jobs/durable-work.js';
import { queueProduction } from './queue.js';

export const INTERRUPTED_REASON = 'The production was interrupted several times (the server stopped while making it). Make it again.';

/**
 * Building a production's volume as durable work (platform/jobs/durable-work.ts): the production
 * waits while queued, runs while running, and its `updated_at` is the heartbeat. A build recovered
 * after a crash starts from scratch (the numbering was fixed at creation).
 */
export const productionBuilds = durableWork({
  what: 'productions',
  job: 'discovery.production',
  payloadKey: 'production_id',
  interruptedReason: INTERRUPTED_REASON,
  // The helper's default timing: a beat every 30 s, gone after ten missed beats.
  rows: {
    stalled: async (deps, before, limit) => {
      const rows = await deps.db
        .select({ id: productions.id, organizationId: productions.organizationId, status: productions.status })
        .from(productions)
        .where(and(inArray(productions.status, ['queued', 'running']), lt(productions.updatedAt, before)))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, organizationId: r.organizationId, started: r.status === 'running' }));
    },
    touch: (deps, id) =>
      deps.db
        .update(productions)
        .set({ updatedAt: new Date() })
        .where(and(eq(productions.id, id), eq(productions.status, 'running'))),
    fail: (deps, ids, reason) =>
      deps.db
        .update(productions)
        .set({ status: 'failed', stage: null, failureReason: reason, updatedAt: new Date() })
        .where(and(inArray(productions.id, ids), eq(productions.status, 'running'))),
    markRequeued: (deps, ids) => deps.db.update(productions).set({ updatedAt: new Date() }).where(inArray(productions.id, ids)),
    enqueue: async (deps, items) => {
      for (const item of items) await queueProduction(deps, item);
    },
  },
});
