import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { documents } from '../../../db/schema/index.js';
import type { JobState } from '../../../platform/jobs/queue.js';
import { enqueueProcessing } from './process.js';

/** How often the running server looks for stalled documents. */
export const RECOVERY_INTERVAL_MS = 60_000;
const BATCH = 500;

export const INTERRUPTED_REASON =
  'Processing was interrupted several times (the server stopped while reading this file). Use Reprocess to try again; if it keeps happening, the file may be too large or damaged.';

export interface RecoveryResult {
  /** Active jobs whose worker died, failed so pg-boss runs them again. */
  retried: number;
  /** Documents that had no job at all (lost between commit and enqueue), queued again. */
  requeued: number;
  /** Documents whose every retry was interrupted, now failed with INTERRUPTED_REASON. */
  failed: number;
}

/**
 * Finds documents left behind by a worker that died (a crash, a kill, a power cut) and gets them
 * processed after all. A document is stalled when it is queued or processing and nothing has
 * touched it since `stalledBefore`; then, by its newest pg-boss job:
 * - still active: the worker that held it is gone → fail that job, so pg-boss retries it
 *   (up to the queue's retry limit, so a file that kills the process cannot loop forever);
 * - waiting (created/retry): it will run in its turn → nothing to do;
 * - failed after the last retry while processing → the document fails with a clear reason;
 * - none, or finished while the document never was → queue it again.
 *
 * Run at start-up and every RECOVERY_INTERVAL_MS. With PGlite only one process can open the
 * database, so at start-up every processing document is an orphan (`stalledBefore` = now); with
 * PostgreSQL other servers may be working, so only a silent heartbeat counts.
 */
export async function recoverStalledDocuments(deps: AppDeps, stalledBefore: Date): Promise<RecoveryResult> {
  const result: RecoveryResult = { retried: 0, requeued: 0, failed: 0 };
  const stalled = await deps.db
    .select({ id: documents.id, organizationId: documents.organizationId, status: documents.status })
    .from(documents)
    .where(and(isNull(documents.deletedAt), inArray(documents.status, ['uploaded', 'queued', 'processing']), lt(documents.updatedAt, stalledBefore)))
    .limit(BATCH);
  if (stalled.length === 0) return result;

  const newest = async () => {
    const jobs = await deps.jobs.jobsByPayload('document.process', 'document_id', stalled.map((d) => d.id));
    const byDocument = new Map<string, JobState>();
    for (const job of jobs) if (!byDocument.has(job.key)) byDocument.set(job.key, job);
    return byDocument;
  };

  const orphaned = [...(await newest()).values()].filter((job) => job.state === 'active').map((job) => job.id);
  await deps.jobs.fail('document.process', orphaned, 'the worker stopped (no heartbeat); recovered after a restart or crash');
  result.retried = orphaned.length;

  const jobs = await newest();
  const lost: typeof stalled = [];
  const exhausted: string[] = [];
  for (const doc of stalled) {
    const job = jobs.get(doc.id);
    if (job && ['created', 'retry', 'active'].includes(job.state)) continue;
    if (job?.state === 'failed' && doc.status === 'processing') exhausted.push(doc.id);
    else lost.push(doc);
  }
  if (exhausted.length > 0) {
    await deps.db
      .update(documents)
      .set({ status: 'failed', failureReason: INTERRUPTED_REASON, progress: 0, updatedAt: new Date() })
      .where(and(inArray(documents.id, exhausted), eq(documents.status, 'processing')));
    result.failed = exhausted.length;
  }
  if (lost.length > 0) {
    // Touched first, so the next sweep does not queue them a second time before they start.
    await deps.db.update(documents).set({ status: 'queued', updatedAt: new Date() }).where(inArray(documents.id, lost.map((d) => d.id)));
    await enqueueProcessing(deps, lost);
    result.requeued = lost.length;
  }
  if (result.retried + result.requeued + result.failed > 0) deps.log.warn({ ...result }, 'recovered documents whose processing had stalled');
  return result;
}
