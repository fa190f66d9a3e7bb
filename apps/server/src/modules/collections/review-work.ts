/**
 * Recomputing a case's threads and near-duplicate groups, as durable work: the case's
 * `case_review_states` row is the work's state and `updated_at` its heartbeat.
 *
 * Why a per-case recompute, debounced, rather than an incremental update per document: threading
 * and inclusiveness are decided over the whole collection (a new reply makes its parent
 * non-inclusive; a new copy of a message becomes its duplicate), and so is boilerplate (a line is
 * boilerplate by how many documents carry it) and the choice of a near-duplicate pivot (the version
 * with most near-duplicates). An incremental update would have to reopen all of that anyway. A
 * case of 10,000 documents recomputes in seconds; an upload of a mailbox changes hundreds of
 * documents within a minute; so every text change only marks the case as wanting a recompute
 * (`requested_at`), the first one queues a job DEBOUNCE_SECONDS later, and changes arriving
 * meanwhile ride on that job. A change that lands while the recompute runs leaves `requested_at`
 * after `started_at`: the run ends as waiting and queues the next one.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { caseReviewStates } from '../../db/schema/index.js';
import { durableWork } from '../../platform/jobs/durable-work.js';

/** How long after the first text change of a quiet case its recompute starts. */
export const DEBOUNCE_SECONDS = 15;
export const INTERRUPTED_REASON = 'Threads and near-duplicates could not be worked out (the server stopped several times while doing it). They will be worked out again on the next change.';
export const FAILED_REASON = 'Threads and near-duplicates could not be worked out for this case. They will be worked out again on the next change.';

export async function queueReview(deps: AppDeps, item: { organizationId: string; caseId: string }, delaySeconds: number): Promise<void> {
  await deps.jobs.send('collections.review', { organization_id: item.organizationId, case_id: item.caseId }, { startAfter: delaySeconds, retryLimit: 3, retryDelay: 5, retryBackoff: true });
}

/**
 * Marks the case as wanting a recompute; queues one unless one is already waiting or running
 * (a running one sees the newer `requested_at` when it ends and queues the next).
 */
export async function requestReview(deps: AppDeps, organizationId: string, caseId: string, delaySeconds = DEBOUNCE_SECONDS): Promise<void> {
  await deps.db.insert(caseReviewStates).values({ caseId, organizationId }).onConflictDoNothing();
  const riding = await deps.db
    .update(caseReviewStates)
    .set({ requestedAt: sql`now()` })
    .where(and(eq(caseReviewStates.caseId, caseId), inArray(caseReviewStates.status, ['waiting', 'running'])))
    .returning({ caseId: caseReviewStates.caseId });
  if (riding.length > 0) return;
  const started = await deps.db
    .update(caseReviewStates)
    .set({ status: 'waiting', requestedAt: sql`now()`, failureReason: null, updatedAt: sql`now()` })
    .where(and(eq(caseReviewStates.caseId, caseId), inArray(caseReviewStates.status, ['idle', 'failed'])))
    .returning({ caseId: caseReviewStates.caseId });
  // Nothing updated: another request moved it to waiting in between, and that one queued the job.
  if (started.length > 0) await queueReview(deps, { organizationId, caseId }, delaySeconds);
}

export const caseReviews = durableWork({
  what: 'case reviews',
  job: 'collections.review',
  payloadKey: 'case_id',
  interruptedReason: INTERRUPTED_REASON,
  rows: {
    stalled: async (deps, before, limit) => {
      const rows = await deps.db
        .select({ id: caseReviewStates.caseId, organizationId: caseReviewStates.organizationId, status: caseReviewStates.status })
        .from(caseReviewStates)
        .where(and(inArray(caseReviewStates.status, ['waiting', 'running']), lt(caseReviewStates.updatedAt, before)))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, organizationId: r.organizationId, started: r.status === 'running' }));
    },
    touch: (deps, id) =>
      deps.db
        .update(caseReviewStates)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(caseReviewStates.caseId, id), eq(caseReviewStates.status, 'running'))),
    fail: (deps, ids, reason) =>
      deps.db
        .update(caseReviewStates)
        .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
        .where(and(inArray(caseReviewStates.caseId, ids), eq(caseReviewStates.status, 'running'))),
    markRequeued: (deps, ids) => deps.db.update(caseReviewStates).set({ status: 'waiting', updatedAt: sql`now()` }).where(inArray(caseReviewStates.caseId, ids)),
    enqueue: async (deps, items) => {
      for (const item of items) await queueReview(deps, { organizationId: item.organizationId, caseId: item.id }, 0);
    },
  },
});
