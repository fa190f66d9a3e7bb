/**
 * De-duplicating a case, as durable work: the case's `dedup_runs` row is the work's state and its
 * `updated_at` the heartbeat. De-duplication is decided over the whole case (the earliest copy of a
 * family is kept, a family is complete only once its attachments are extracted), so each change —
 * a document processed, a custodian named or removed, the scope changed — only marks the case as
 * wanting a run; the first queues a job DEBOUNCE_SECONDS later and changes meanwhile ride on it. A
 * change during a run leaves `requested_at` after `started_at`, and the run queues the next.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { dedupRuns } from '../../db/schema/index.js';
import { durableWork } from '../../platform/jobs/durable-work.js';

/** How long after the first change of a quiet case its de-duplication starts. */
export const DEBOUNCE_SECONDS = 10;
export const INTERRUPTED_REASON = 'De-duplication was interrupted several times (the server stopped while doing it). It runs again on the next change.';
export const FAILED_REASON = 'De-duplication could not be worked out for this case. It runs again on the next change.';

export async function queueDedup(deps: AppDeps, item: { organizationId: string; caseId: string }, delaySeconds: number): Promise<void> {
  await deps.jobs.send('custodians.dedup', { organization_id: item.organizationId, case_id: item.caseId }, { startAfter: delaySeconds, retryLimit: 3, retryDelay: 5, retryBackoff: true });
}

/**
 * Marks the case as wanting de-duplication; queues a run unless one is already waiting or running
 * (a running one sees the newer `requested_at` when it ends and queues the next).
 */
export async function requestDedup(deps: AppDeps, organizationId: string, caseId: string, delaySeconds = DEBOUNCE_SECONDS): Promise<void> {
  await deps.db.insert(dedupRuns).values({ caseId, organizationId }).onConflictDoNothing();
  const riding = await deps.db
    .update(dedupRuns)
    .set({ requestedAt: sql`now()` })
    .where(and(eq(dedupRuns.caseId, caseId), inArray(dedupRuns.status, ['waiting', 'running'])))
    .returning({ caseId: dedupRuns.caseId });
  if (riding.length > 0) return;
  const started = await deps.db
    .update(dedupRuns)
    .set({ status: 'waiting', requestedAt: sql`now()`, failureReason: null, updatedAt: sql`now()` })
    .where(and(eq(dedupRuns.caseId, caseId), inArray(dedupRuns.status, ['idle', 'failed'])))
    .returning({ caseId: dedupRuns.caseId });
  if (started.length > 0) await queueDedup(deps, { organizationId, caseId }, delaySeconds);
}

export const caseDedups = durableWork({
  what: 'case de-duplication',
  job: 'custodians.dedup',
  payloadKey: 'case_id',
  interruptedReason: INTERRUPTED_REASON,
  rows: {
    stalled: async (deps, before, limit) => {
      const rows = await deps.db
        .select({ id: dedupRuns.caseId, organizationId: dedupRuns.organizationId, status: dedupRuns.status })
        .from(dedupRuns)
        .where(and(inArray(dedupRuns.status, ['waiting', 'running']), lt(dedupRuns.updatedAt, before)))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, organizationId: r.organizationId, started: r.status === 'running' }));
    },
    touch: (deps, id) =>
      deps.db
        .update(dedupRuns)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(dedupRuns.caseId, id), eq(dedupRuns.status, 'running'))),
    fail: (deps, ids, reason) =>
      deps.db
        .update(dedupRuns)
        .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
        .where(and(inArray(dedupRuns.caseId, ids), eq(dedupRuns.status, 'running'))),
    markRequeued: (deps, ids) => deps.db.update(dedupRuns).set({ status: 'waiting', updatedAt: sql`now()` }).where(inArray(dedupRuns.caseId, ids)),
    enqueue: async (deps, items) => {
      for (const item of items) await queueDedup(deps, { organizationId: item.organizationId, caseId: item.id }, 0);
    },
  },
});
