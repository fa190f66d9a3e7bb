import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { batchJobs, batchTasks } from '../../db/schema/index.js';
import { queueLanes, refreshJob } from './lane.js';
import { concurrencyByType } from './settings.js';

export const RECOVERY_INTERVAL_MS = 60_000;
/** A task running this long has lost its worker (tasks are single analyses or index updates: seconds). */
export const STALLED_AFTER_MS = 10 * 60_000;
const BATCH = 100;
/** Lanes are queued right after a submission commits: a batch younger than this is not short of lanes. */
const SUBMIT_GRACE_MS = 60_000;

/**
 * Puts back what a dead worker left (a crash, a kill, a restart): tasks still `running` since
 * before `stalledBefore`, or in a batch with no lane left, go back to queued (cancelled if the
 * batch was being cancelled), lane jobs
 * still active on PGlite at start-up are failed so pg-boss runs them again, and every open batch
 * with queued tasks but no lane waiting or running gets its lanes queued again.
 */
export async function recoverBatches(deps: AppDeps, stalledBefore: Date): Promise<{ requeuedTasks: number; lanes: number }> {
  const result = { requeuedTasks: 0, lanes: 0 };
  const running = await deps.db
    .select({ id: batchTasks.id, batchId: batchTasks.batchId, startedAt: batchTasks.startedAt, cancelled: isNotNull(batchJobs.cancelRequestedAt) })
    .from(batchTasks)
    .innerJoin(batchJobs, eq(batchJobs.id, batchTasks.batchId))
    .where(eq(batchTasks.state, 'running'))
    .limit(BATCH * 10);
  // A task runs only inside its batch's lane: one still running while the batch has no lane waiting
  // or running was left by a worker that died (its lane has been run again since, or given up) —
  // put back now, not only once STALLED_AFTER_MS has passed.
  const laneBatches = new Set(
    (await deps.jobs.jobsByPayload('batch.lane', 'batch_id', [...new Set(running.map((t) => t.batchId))]))
      .filter((l) => ['created', 'retry', 'active'].includes(l.state))
      .map((l) => l.key),
  );
  const stalled = running.filter((t) => !laneBatches.has(t.batchId) || (t.startedAt !== null && t.startedAt < stalledBefore));
  for (const t of stalled) {
    await deps.db
      .update(batchTasks)
      .set({ state: t.cancelled ? 'cancelled' : 'queued', startedAt: null, finishedAt: t.cancelled ? new Date() : null })
      .where(and(eq(batchTasks.id, t.id), eq(batchTasks.state, 'running')));
  }
  result.requeuedTasks = stalled.length;

  const open = await deps.db
    .select()
    .from(batchJobs)
    .where(inArray(batchJobs.state, ['queued', 'running', 'cancelling']))
    .orderBy(batchJobs.createdAt)
    .limit(BATCH);
  if (open.length === 0) return result;
  const lanesOf = () => deps.jobs.jobsByPayload('batch.lane', 'batch_id', open.map((j) => j.id));
  // With PGlite nothing else can be running at start-up: an active lane is an orphan, failed so pg-boss runs it again.
  if (deps.database.kind === 'pglite') {
    const orphans = (await lanesOf()).filter((l) => l.state === 'active' && l.createdOn < stalledBefore).map((l) => l.id);
    await deps.jobs.fail('batch.lane', orphans, 'the worker stopped; recovered after a restart');
  }
  const live = new Set((await lanesOf()).filter((l) => ['created', 'retry', 'active'].includes(l.state)).map((l) => l.key));
  for (const job of open) {
    // A batch submitted a moment ago is having its lanes queued after its commit; one whose lanes
    // are all gone needs them again even if it moved recently (a lane that died mid-task).
    if (live.has(job.id) || (job.updatedAt >= stalledBefore && job.createdAt >= new Date(Date.now() - SUBMIT_GRACE_MS))) continue;
    const queued = await deps.db
      .select({ taskType: batchTasks.taskType, n: sql<number>`count(*)::int` })
      .from(batchTasks)
      .where(and(eq(batchTasks.batchId, job.id), eq(batchTasks.state, 'queued')))
      .groupBy(batchTasks.taskType);
    if (queued.length === 0 || job.cancelRequestedAt) {
      await refreshJob(deps, job.id);
      continue;
    }
    const concurrency = await concurrencyByType(deps.db, job.organizationId);
    for (const q of queued) {
      const n = Math.min(q.n, concurrency[q.taskType as keyof typeof concurrency] ?? 1);
      await queueLanes(deps, job, q.taskType, n);
      result.lanes += n;
    }
  }
  if (result.requeuedTasks + result.lanes > 0) deps.log.warn(result, 'recovered batch work that had stalled');
  return result;
}
