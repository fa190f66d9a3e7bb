import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { documents } from '../../../db/schema/index.js';
import { durableWork } from '../../../platform/jobs/durable-work.js';
import { enqueueProcessing } from './enqueue.js';

export const INTERRUPTED_REASON =
  'Processing was interrupted several times (the server stopped while reading this file). Use Reprocess to try again; if it keeps happening, the file may be too large or damaged.';

/**
 * Reading a document as durable work (platform/jobs/durable-work.ts): a document is waiting while
 * uploaded or queued, running while processing, and its `updated_at` is the heartbeat. With PGlite
 * only one process can open the database, so at start-up every processing document is an orphan;
 * with PostgreSQL other servers may be working, so only a silent heartbeat counts.
 */
export const documentProcessing = durableWork({
  what: 'documents',
  job: 'document.process',
  payloadKey: 'document_id',
  interruptedReason: INTERRUPTED_REASON,
  // The helper's default timing, but more items a sweep: a restart can leave a whole upload batch stalled.
  sweepBatch: 500,
  rows: {
    stalled: async (deps, before, limit) => {
      const rows = await deps.db
        .select({ id: documents.id, organizationId: documents.organizationId, status: documents.status })
        .from(documents)
        .where(and(isNull(documents.deletedAt), inArray(documents.status, ['uploaded', 'queued', 'processing']), lt(documents.updatedAt, before)))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, organizationId: r.organizationId, started: r.status === 'processing' }));
    },
    touch: (deps, id) =>
      deps.db
        .update(documents)
        .set({ updatedAt: new Date() })
        .where(and(eq(documents.id, id), eq(documents.status, 'processing'))),
    fail: (deps, ids, reason) =>
      deps.db
        .update(documents)
        .set({ status: 'failed', failureReason: reason, progress: 0, updatedAt: new Date() })
        .where(and(inArray(documents.id, ids), eq(documents.status, 'processing'))),
    markRequeued: (deps, ids) => deps.db.update(documents).set({ status: 'queued', updatedAt: new Date() }).where(inArray(documents.id, ids)),
    enqueue: (deps, items) => enqueueProcessing(deps, items),
  },
});
