import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { BATCH_QUEUE_PRIORITY, type BatchPriority } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { aiUsage, batchJobs, batchTasks, type BatchJobRow, type BatchTaskRow } from '../../db/schema/index.js';
import type { JobPayload } from '../../platform/jobs/registry.js';
import { runTaskWork, TaskRefused } from './run-task.js';

/*
 * A lane is one pg-boss job that runs a batch's queued tasks of one type, one after another. A
 * batch gets as many lanes per type as the firm's concurrency for that type, so the setting is the
 * number of its tasks of that type running at once. Before every task the lane re-reads the batch:
 * a cancel stops it there (the task boundary). After LANE_CHUNK tasks it queues itself again at
 * the batch's priority and ends, so a more urgent batch's lanes are fetched before it continues.
 */
export const LANE_CHUNK = 10;
const LANE_JOB = 'batch.lane' as const;
export type LanePayload = JobPayload<typeof LANE_JOB>;

export async function queueLanes(deps: AppDeps, job: Pick<BatchJobRow, 'id' | 'organizationId' | 'priority'>, taskType: string, count: number): Promise<void> {
  const priority = BATCH_QUEUE_PRIORITY[job.priority as BatchPriority] ?? 0;
  for (let i = 0; i < count; i++)
    await deps.jobs.send(LANE_JOB, { organization_id: job.organizationId, batch_id: job.id, task_type: taskType }, { priority, retryLimit: 3 });
}

/** Takes the batch's next queued task of the type; SKIP LOCKED lets the other lanes take the ones after it. */
async function claimNext(deps: AppDeps, batchId: string, taskType: string): Promise<BatchTaskRow | undefined> {
  const next = deps.db
    .select({ id: batchTasks.id })
    .from(batchTasks)
    .where(and(eq(batchTasks.batchId, batchId), eq(batchTasks.taskType, taskType), eq(batchTasks.state, 'queued')))
    .orderBy(batchTasks.seq)
    .limit(1)
    .for('no key update', { skipLocked: true });
  const [task] = await deps.db
    .update(batchTasks)
    .set({ state: 'running', startedAt: new Date(), error: null })
    .where(and(inArray(batchTasks.id, next), eq(batchTasks.state, 'queued')))
    .returning();
  return task;
}

/**
 * Re-counts the batch's tasks into its row, and finishes it once nothing is queued or running.
 * Two lanes finishing at once both call this: the job row is locked first so that the second
 * recount starts after the first committed and sees both tasks (without the lock, a recount read
 * before the other lane's task was marked could be written last and leave the count one short).
 * Counts and the finish are one statement, so one snapshot: as two statements (READ COMMITTED takes
 * a snapshot per statement), a task finishing between them let the job finish with the count read
 * before it, and a reader saw "completed" at 5 of 6 until the last lane recounted (seen on PostgreSQL).
 */
export async function refreshJob(deps: AppDeps, batchId: string): Promise<void> {
  const count = (state: string) => sql`(select count(*)::int from ${batchTasks} where ${batchTasks.batchId} = ${batchId} and ${batchTasks.state} = ${state})`;
  const open = sql`exists (select 1 from ${batchTasks} where ${batchTasks.batchId} = ${batchId} and ${batchTasks.state} in ('queued', 'running'))`;
  const finishing = sql`(${batchJobs.state} in ('queued', 'running', 'cancelling') and not ${open})`;
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: batchJobs.id }).from(batchJobs).where(eq(batchJobs.id, batchId)).for('no key update');
    await tx
      .update(batchJobs)
      .set({
        completedCount: sql<number>`${count('completed')}`,
        failedCount: sql<number>`${count('failed')}`,
        cancelledCount: sql<number>`${count('cancelled')}`,
        updatedAt: new Date(),
        // Cancelled if someone asked; failed only when nothing succeeded; otherwise completed (failures are listed per task).
        state: sql`case when not ${finishing} then ${batchJobs.state} when ${batchJobs.cancelRequestedAt} is not null then 'cancelled' when ${count('completed')} = 0 and ${count('failed')} > 0 then 'failed' else 'completed' end`,
        finishedAt: sql`case when ${finishing} then now() else ${batchJobs.finishedAt} end`,
      })
      .where(eq(batchJobs.id, batchId));
  });
}

/** What the model calls made for this task cost (usage rows of the submitter while it ran). */
async function taskCost(deps: AppDeps, job: BatchJobRow, startedAt: Date, finishedAt: Date): Promise<number> {
  const [row] = await deps.db
    .select({ cost: sql<number>`coalesce(sum(${aiUsage.costUsd}), 0)::float8` })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.organizationId, job.organizationId),
        job.createdBy ? eq(aiUsage.userId, job.createdBy) : isNull(aiUsage.userId),
        gte(aiUsage.createdAt, startedAt),
        lte(aiUsage.createdAt, finishedAt),
      ),
    );
  return Number(row?.cost ?? 0);
}

async function runOne(deps: AppDeps, job: BatchJobRow, task: BatchTaskRow): Promise<void> {
  const startedAt = task.startedAt ?? new Date();
  let state: 'completed' | 'failed' = 'completed';
  let error: string | null = null;
  try {
    await runTaskWork(deps, job, task);
  } catch (err) {
    // One task's failure is recorded on it; the batch goes on with the next.
    state = 'failed';
    error = err instanceof TaskRefused ? err.message : 'The task failed unexpectedly';
    if (!(err instanceof TaskRefused)) deps.log.error({ err, batch: job.id, task: task.id }, 'batch task failed');
  }
  const finishedAt = new Date();
  const cost = await taskCost(deps, job, startedAt, finishedAt);
  await deps.db.update(batchTasks).set({ state, error, costUsd: cost, finishedAt }).where(eq(batchTasks.id, task.id));
  if (cost > 0)
    await deps.db
      .update(batchJobs)
      .set({ costUsd: sql`${batchJobs.costUsd} + ${cost}`, interactiveCostUsd: sql`${batchJobs.interactiveCostUsd} + ${cost}` })
      .where(eq(batchJobs.id, job.id));
}

/** The 'batch.lane' worker. `signal` aborts on shutdown: the lane stops between tasks and recovery re-queues it. */
export async function runLane(deps: AppDeps, payload: LanePayload, signal: AbortSignal): Promise<void> {
  for (let n = 0; n < LANE_CHUNK; n++) {
    if (signal.aborted) return;
    const [job] = await deps.db
      .select()
      .from(batchJobs)
      .where(and(eq(batchJobs.id, payload.batch_id), eq(batchJobs.organizationId, payload.organization_id)));
    if (!job || !['queued', 'running'].includes(job.state) || job.cancelRequestedAt) {
      if (job) await refreshJob(deps, job.id);
      return;
    }
    const task = await claimNext(deps, job.id, payload.task_type);
    if (!task) {
      await refreshJob(deps, job.id);
      return;
    }
    if (job.state === 'queued')
      await deps.db.update(batchJobs).set({ state: 'running', startedAt: new Date() }).where(and(eq(batchJobs.id, job.id), eq(batchJobs.state, 'queued')));
    await runOne(deps, job, task);
    await refreshJob(deps, job.id);
  }
  // A turn is over: back in the queue at the batch's priority (more urgent lanes go first).
  const [job] = await deps.db.select().from(batchJobs).where(eq(batchJobs.id, payload.batch_id));
  if (job && !job.cancelRequestedAt && ['queued', 'running'].includes(job.state)) await queueLanes(deps, job, payload.task_type, 1);
}
