import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { incomingProductions, type IncomingProductionRow } from '../../../db/schema/index.js';
import { durableWork } from '../../../platform/jobs/durable-work.js';

export const INTERRUPTED_REASON = 'Loading the volume was interrupted several times (the server stopped while loading it). Upload it again.';
export const QUEUE_FAILED_REASON = 'The load could not be queued. Upload the volume again.';
/** A run starts from scratch (nothing is written before its last transaction), so a retry is always safe. */
const RETRY = { retryLimit: 3, retryDelay: 2, retryBackoff: true } as const;
const EXPIRY_SECONDS = 4 * 60 * 60;

export async function queueIncomingLoad(deps: AppDeps, row: Pick<IncomingProductionRow, 'id' | 'organizationId'>): Promise<void> {
  try {
    await deps.jobs.send('discovery.incoming_load', { organization_id: row.organizationId, incoming_id: row.id }, { expireInSeconds: EXPIRY_SECONDS, ...RETRY });
  } catch (err) {
    deps.log.error({ err, incoming: row.id }, 'could not queue an incoming production load');
    await deps.db
      .update(incomingProductions)
      .set({ status: 'failed', failureReason: QUEUE_FAILED_REASON, updatedAt: new Date() })
      .where(and(eq(incomingProductions.id, row.id), inArray(incomingProductions.status, ['queued', 'running'])));
  }
}

/**
 * Loading a volume as durable work (platform/jobs/durable-work.ts): queued, then running with
 * `updated_at` as the heartbeat. A load recovered after a crash starts again from the stored ZIP:
 * its documents are written in one transaction at the end, so an interrupted load wrote none.
 */
export const incomingLoads = durableWork({
  what: 'incoming productions',
  job: 'discovery.incoming_load',
  payloadKey: 'incoming_id',
  interruptedReason: INTERRUPTED_REASON,
  rows: {
    stalled: async (deps, before, limit) => {
      const rows = await deps.db
        .select({ id: incomingProductions.id, organizationId: incomingProductions.organizationId, status: incomingProductions.status })
        .from(incomingProductions)
        .where(and(inArray(incomingProductions.status, ['queued', 'running']), lt(incomingProductions.updatedAt, before)))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, organizationId: r.organizationId, started: r.status === 'running' }));
    },
    touch: (deps, id) =>
      deps.db
        .update(incomingProductions)
        .set({ updatedAt: new Date() })
        .where(and(eq(incomingProductions.id, id), eq(incomingProductions.status, 'running'))),
    fail: (deps, ids, reason) =>
      deps.db
        .update(incomingProductions)
        .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
        .where(and(inArray(incomingProductions.id, ids), eq(incomingProductions.status, 'running'))),
    markRequeued: (deps, ids) => deps.db.update(incomingProductions).set({ updatedAt: new Date() }).where(inArray(incomingProductions.id, ids)),
    enqueue: async (deps, items) => {
      for (const item of items) await queueIncomingLoad(deps, item);
    },
  },
});
