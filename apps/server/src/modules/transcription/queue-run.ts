import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { transcriptionJobs, type TranscriptionJobRow } from '../../db/schema/index.js';

/**
 * pg-boss fails (and retries) a job still active after this long. A four-hour deposition takes a
 * slow local engine hours, so its 15-minute default would restart a healthy job mid-way; a worker
 * that died is found much sooner by run-work.ts (start-up sweep, silent heartbeat). pg-boss allows
 * less than 24 hours. (The documents pipeline reasons the same way: pipeline/process.ts.)
 */
export const RUN_EXPIRY_SECONDS = 23 * 60 * 60;
/**
 * A retry resumes from the last finished window, so retrying is cheap: a few attempts spaced out
 * (5 s, then doubling) ride out an engine restart or a short outage without a person clicking Retry.
 */
const RUN_RETRY = { retryLimit: 4, retryDelay: 5, retryBackoff: true } as const;

const PENDING = new Set(['created', 'retry', 'active']);

/**
 * Queues the job's run after the transaction that created (or re-queued) it committed.
 * `unlessPending`: a Retry while pg-boss still holds a retry of the same job sends nothing more.
 * `startAfterSeconds`: wait before running (an import waiting for its PDF to be read).
 */
export async function queueRun(
  deps: AppDeps,
  job: Pick<TranscriptionJobRow, 'id' | 'organizationId'>,
  opts: { unlessPending?: boolean; startAfterSeconds?: number } = {},
): Promise<void> {
  try {
    if (opts.unlessPending) {
      const [newest] = await deps.jobs.jobsByPayload('transcription.run', 'job_id', [job.id]);
      if (newest && PENDING.has(newest.state)) return;
    }
    await deps.jobs.send(
      'transcription.run',
      { organization_id: job.organizationId, job_id: job.id },
      { expireInSeconds: RUN_EXPIRY_SECONDS, ...RUN_RETRY, ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}) },
    );
  } catch (err) {
    deps.log.error({ err, transcription: job.id }, 'could not queue a transcription');
    await deps.db
      .update(transcriptionJobs)
      .set({ state: 'failed', failureReason: 'The transcription could not be queued. Use Retry to try again.', updatedAt: new Date() })
      .where(eq(transcriptionJobs.id, job.id));
  }
}
