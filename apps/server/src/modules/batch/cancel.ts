import { and, eq, sql } from 'drizzle-orm';
import { BATCH_FINISHED_STATES, type BatchJobDetail, type BatchJobState } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { batchJobs, batchTasks } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { refreshJob } from './lane.js';
import { getJob } from './read.js';

/**
 * Cancels a batch: its queued tasks are cancelled at once, and tasks already running finish (a
 * lane reads the flag before taking its next task), after which the batch is `cancelled`. A batch
 * that has finished cannot be cancelled (409).
 */
export async function cancelBatch(deps: AppDeps, caller: Caller, jobId: string): Promise<BatchJobDetail> {
  await deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(batchJobs)
      .where(and(eq(batchJobs.id, jobId), eq(batchJobs.organizationId, caller.organizationId)))
      .for('no key update');
    if (!job) throw notFound('Batch job');
    if (BATCH_FINISHED_STATES.includes(job.state as BatchJobState))
      throw conflict(`This batch has already finished (${job.state}); there is nothing to cancel.`, 'batch_finished');
    if (job.cancelRequestedAt) return;
    const now = new Date();
    const cancelled = await tx
      .update(batchTasks)
      .set({ state: 'cancelled', finishedAt: now })
      .where(and(eq(batchTasks.batchId, job.id), eq(batchTasks.state, 'queued')))
      .returning({ id: batchTasks.id });
    await tx
      .update(batchJobs)
      .set({ cancelRequestedAt: now, cancelledBy: caller.userId, state: 'cancelling', cancelledCount: sql`${batchJobs.cancelledCount} + ${cancelled.length}`, updatedAt: now })
      .where(eq(batchJobs.id, job.id));
    await appendAudit(tx, caller.actor, {
      action: 'system_config_changed',
      resourceType: 'system',
      resourceId: job.id,
      resourceName: `Batch: ${job.name}`,
      details: { change: 'batch_cancelled', tasks_cancelled: cancelled.length },
    });
  });
  // Nothing running: the batch is cancelled now; otherwise the last running task's lane finishes it.
  await refreshJob(deps, jobId);
  return getJob(deps, caller, jobId);
}
