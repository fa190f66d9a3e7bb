import { and, eq, inArray, lt } from 'drizzle-orm';
import { transcriptionJobs } from '../../db/schema/index.js';
import { durableWork } from '../../platform/jobs/durable-work.js';
import { queueRun } from './queue-run.js';

export const INTERRUPTED_REASON =
  'The transcription was interrupted several times (the server stopped while working on it). Use Retry to carry on from where it stopped.';

/**
 * A transcription job (or transcript import) as durable work (platform/jobs/durable-work.ts): its
 * row waits while queued, runs while running, and its `updated_at` is the heartbeat. A run
 * recovered after a crash resumes from the last finished window.
 */
export const transcriptionRuns = durableWork({
  what: 'transcriptions',
  job: 'transcription.run',
  payloadKey: 'job_id',
  interruptedReason: INTERRUPTED_REASON,
  // The helper's default timing: a beat every 30 s, gone after ten missed beats.
  rows: {
    stalled: async (deps, before, limit) => {
      const rows = await deps.db
        .select({ id: transcriptionJobs.id, organizationId: transcriptionJobs.organizationId, state: transcriptionJobs.state })
        .from(transcriptionJobs)
        .where(and(inArray(transcriptionJobs.state, ['queued', 'running']), lt(transcriptionJobs.updatedAt, before)))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, organizationId: r.organizationId, started: r.state === 'running' }));
    },
    touch: (deps, id) =>
      deps.db
        .update(transcriptionJobs)
        .set({ updatedAt: new Date() })
        .where(and(eq(transcriptionJobs.id, id), eq(transcriptionJobs.state, 'running'))),
    fail: (deps, ids, reason) =>
      deps.db
        .update(transcriptionJobs)
        .set({ state: 'failed', failureReason: reason, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(inArray(transcriptionJobs.id, ids), eq(transcriptionJobs.state, 'running'))),
    markRequeued: (deps, ids) => deps.db.update(transcriptionJobs).set({ updatedAt: new Date() }).where(inArray(transcriptionJobs.id, ids)),
    enqueue: async (deps, items) => {
      for (const item of items) await queueRun(deps, item);
    },
  },
});
