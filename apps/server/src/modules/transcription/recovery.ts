import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { transcriptionJobs } from '../../db/schema/index.js';
import type { JobState } from '../../platform/jobs/queue.js';
import { queueRun } from './queue-run.js';

/** How often the running server looks for stalled transcriptions. */
export const RECOVERY_INTERVAL_MS = 60_000;
/** No heartbeat (worker.ts, every 30 s) for this long: the worker's process is gone. */
export const STALLED_AFTER_MS = 5 * 60_000;
const BATCH = 200;

export const INTERRUPTED_REASON =
  'The transcription was interrupted several times (the server stopped while working on it). Use Retry to carry on from where it stopped.';

/**
 * Finds transcriptions left behind by a worker that died (a crash, a kill, a power cut) and gets
 * them going again, as the documents pipeline does for its documents (documents/pipeline/recovery.ts).
 * A job is stalled when it is queued or running and its row has not been touched since
 * `stalledBefore`; then, by its newest pg-boss job:
 * - active: the worker holding it is gone → fail that pg-boss job, so pg-boss runs it again
 *   (resuming from the last finished window; the retry limit stops a file that kills the process);
 * - created / retry: it runs in its turn → nothing to do;
 * - failed after its last retry while running → the job fails with INTERRUPTED_REASON;
 * - none, or finished while the job never did → queue it again.
 * At start-up with PGlite (one process per database) everything running is an orphan.
 */
export async function recoverStalledTranscriptions(deps: AppDeps, stalledBefore: Date): Promise<{ retried: number; requeued: number; failed: number }> {
  const result = { retried: 0, requeued: 0, failed: 0 };
  const stalled = await deps.db
    .select({ id: transcriptionJobs.id, organizationId: transcriptionJobs.organizationId, state: transcriptionJobs.state })
    .from(transcriptionJobs)
    .where(and(inArray(transcriptionJobs.state, ['queued', 'running']), lt(transcriptionJobs.updatedAt, stalledBefore)))
    .limit(BATCH);
  if (stalled.length === 0) return result;

  const newest = async () => {
    const jobs = await deps.jobs.jobsByPayload('transcription.run', 'job_id', stalled.map((j) => j.id));
    const byJob = new Map<string, JobState>();
    for (const job of jobs) if (!byJob.has(job.key)) byJob.set(job.key, job);
    return byJob;
  };
  const orphaned = [...(await newest()).values()].filter((j) => j.state === 'active').map((j) => j.id);
  await deps.jobs.fail('transcription.run', orphaned, 'the worker stopped (no heartbeat); recovered after a restart or crash');
  result.retried = orphaned.length;

  const byJob = await newest();
  for (const job of stalled) {
    const queued = byJob.get(job.id);
    if (queued && ['created', 'retry', 'active'].includes(queued.state)) continue;
    if (queued?.state === 'failed' && job.state === 'running') {
      await deps.db
        .update(transcriptionJobs)
        .set({ state: 'failed', failureReason: INTERRUPTED_REASON, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(transcriptionJobs.id, job.id), eq(transcriptionJobs.state, 'running')));
      result.failed += 1;
      continue;
    }
    // Touched first, so the next sweep does not queue it a second time before it starts.
    await deps.db.update(transcriptionJobs).set({ updatedAt: new Date() }).where(eq(transcriptionJobs.id, job.id));
    await queueRun(deps, job);
    result.requeued += 1;
  }
  if (result.retried + result.requeued + result.failed > 0) deps.log.warn({ ...result }, 'recovered transcriptions that had stalled');
  return result;
}
