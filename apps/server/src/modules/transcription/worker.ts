import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { transcriptionJobs, type TranscriptionJobRow } from '../../db/schema/index.js';
import { MediaError } from '../../platform/media/media-error.js';
import { EngineError } from '../../platform/speech/types.js';
import type { PagesReplacedStep } from '../documents/pipeline/pages-replaced.js';
import { ImportLayoutError } from './import/court-reporter.js';
import { queueRun } from './queue-run.js';
import { JobCancelled, runControl, ServerStopping } from './run-control.js';
import { runImport, WaitForDocument } from './run-import.js';
import { runMedia } from './run-media.js';
import { removeWorkDir } from './work-dir.js';
import { transcriptionRuns } from './run-work.js';

/** Said of a failure the queue runs again (a few times, spaced out: queue-run.ts). */
const RETRIED = 'It is retried automatically a few times; if it still fails, use Retry later.';
const UNEXPECTED = `The transcription stopped because of an unexpected error on the server. ${RETRIED} If it keeps failing, contact your administrator.`;

async function finish(deps: AppDeps, job: TranscriptionJobRow, set: Partial<typeof transcriptionJobs.$inferInsert>): Promise<void> {
  const now = new Date();
  // Only a running job ends here: a cancel that came in meanwhile stays a cancel.
  await deps.db
    .update(transcriptionJobs)
    .set({ ...set, updatedAt: now, finishedAt: now })
    .where(and(eq(transcriptionJobs.id, job.id), eq(transcriptionJobs.state, 'running')));
}

/** Why the job failed, for the screen, and whether pg-boss should run it again. */
function explain(err: unknown): { reason: string; retry: boolean } {
  if (err instanceof MediaError || err instanceof ImportLayoutError) return { reason: err.message, retry: false };
  if (err instanceof EngineError) return { reason: err.retryable ? `${err.message} ${RETRIED}` : err.message, retry: err.retryable };
  return { reason: UNEXPECTED, retry: true };
}

/**
 * The 'transcription.run' worker. Re-checks the job belongs to the payload's firm; a completed or
 * cancelled job is left alone. A bad file, an unreadable transcript or an engine that refuses ends
 * the job as failed with the reason and never crashes the worker; an engine that may recover and
 * any unknown error are thrown after that, so pg-boss runs the job again (it resumes from the
 * last finished window).
 */
export async function runTranscription(
  deps: AppDeps,
  payload: { organization_id: string; job_id: string },
  shutdown: AbortSignal,
  pagesReplaced: readonly PagesReplacedStep[] = [],
): Promise<void> {
  const [job] = await deps.db
    .select()
    .from(transcriptionJobs)
    .where(and(eq(transcriptionJobs.id, payload.job_id), eq(transcriptionJobs.organizationId, payload.organization_id)));
  if (!job || job.state === 'completed') return;
  if (job.state === 'cancelled') {
    await removeWorkDir(deps.config, job.id);
    return;
  }
  try {
    await transcriptionRuns.withLease(
      deps,
      job.id,
      // Conditional: a cancel that landed since the read above wins.
      async () => {
        const [claimed] = await deps.db
          .update(transcriptionJobs)
          .set({ state: 'running', failureReason: null, finishedAt: null, startedAt: job.startedAt ?? new Date(), updatedAt: new Date() })
          .where(and(eq(transcriptionJobs.id, job.id), inArray(transcriptionJobs.state, ['queued', 'running', 'failed'])))
          .returning({ id: transcriptionJobs.id });
        return claimed;
      },
      async () => {
        const control = runControl(deps, job, shutdown, pagesReplaced);
        if (job.kind === 'media') await runMedia(deps, job, control);
        else await runImport(deps, job, control);
        // Scratch files go first: a job that says completed (or failed) has nothing left on disk.
        await removeWorkDir(deps.config, job.id);
        await finish(deps, job, { state: 'completed', stage: 'done', percent: 100, failureReason: null });
      },
    );
  } catch (err) {
    await settle(deps, job, err, shutdown);
  }
}

async function settle(deps: AppDeps, job: TranscriptionJobRow, err: unknown, shutdown: AbortSignal): Promise<void> {
  if (err instanceof JobCancelled) {
    await removeWorkDir(deps.config, job.id);
    return;
  }
  if (err instanceof WaitForDocument) {
    // Not a failure: the import runs again once the PDF's text may be there.
    const [waiting] = await deps.db
      .update(transcriptionJobs)
      .set({ state: 'queued', stage: 'queued', updatedAt: new Date() })
      .where(and(eq(transcriptionJobs.id, job.id), eq(transcriptionJobs.state, 'running')))
      .returning({ id: transcriptionJobs.id });
    if (waiting) await queueRun(deps, job, { startAfterSeconds: err.seconds });
    return;
  }
  if (err instanceof ServerStopping || shutdown.aborted) {
    // Left running: pg-boss fails it on shutdown and the next start (or recovery) resumes it.
    throw err;
  }
  const { reason, retry } = explain(err);
  if (retry) deps.log.error({ err, transcription: job.id }, 'transcription failed; pg-boss retries it');
  else deps.log.warn({ err, transcription: job.id }, 'transcription failed');
  // A retry resumes with the copied and decoded audio; a failure for good leaves nothing behind.
  if (!retry) await removeWorkDir(deps.config, job.id);
  await finish(deps, job, { state: 'failed', failureReason: reason });
  if (retry) throw err;
}
