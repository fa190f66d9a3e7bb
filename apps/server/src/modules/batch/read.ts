import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  BATCH_FINISHED_STATES,
  BATCH_JOB_STATES,
  BATCH_TASK_STATES,
  BATCH_TASK_TYPES,
  type BatchJobDetail,
  type BatchJobState,
  type BatchStats,
  type BatchTaskState,
  type BatchTaskType,
} from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { batchJobs, batchTasks, users, type BatchJobRow } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { notFound } from '../../platform/http/errors.js';
import { presentJob, presentTask } from './present.js';

/** The firm's job (another firm's id is not found). */
export async function jobRow(deps: AppDeps, caller: Caller, jobId: string): Promise<BatchJobRow> {
  const [row] = await deps.db
    .select()
    .from(batchJobs)
    .where(and(eq(batchJobs.id, jobId), eq(batchJobs.organizationId, caller.organizationId)));
  if (!row) throw notFound('Batch job');
  return row;
}

async function runningCounts(deps: AppDeps, jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ batchId: batchTasks.batchId, n: sql<number>`count(*)::int` })
    .from(batchTasks)
    .where(and(inArray(batchTasks.batchId, jobIds), eq(batchTasks.state, 'running')))
    .groupBy(batchTasks.batchId);
  return new Map(rows.map((r) => [r.batchId, Number(r.n)]));
}

async function namesOf(deps: AppDeps, userIds: (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await deps.db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function getJob(deps: AppDeps, caller: Caller, jobId: string): Promise<BatchJobDetail> {
  const row = await jobRow(deps, caller, jobId);
  const tasks = await deps.db.select().from(batchTasks).where(eq(batchTasks.batchId, row.id)).orderBy(batchTasks.seq);
  const running = tasks.filter((t) => t.state === 'running').length;
  const names = await namesOf(deps, [row.createdBy]);
  return { ...presentJob(row, running, row.createdBy ? (names.get(row.createdBy) ?? null) : null), tasks: tasks.map(presentTask) };
}

export async function batchStats(deps: AppDeps, caller: Caller): Promise<BatchStats> {
  const org = caller.organizationId;
  const jobStates = await deps.db
    .select({ state: batchJobs.state, n: sql<number>`count(*)::int` })
    .from(batchJobs)
    .where(eq(batchJobs.organizationId, org))
    .groupBy(batchJobs.state);
  const taskRows = await deps.db
    .select({ type: batchTasks.taskType, state: batchTasks.state, n: sql<number>`count(*)::int` })
    .from(batchTasks)
    .where(eq(batchTasks.organizationId, org))
    .groupBy(batchTasks.taskType, batchTasks.state);
  const jobs_by_state = Object.fromEntries(BATCH_JOB_STATES.map((s) => [s, 0])) as Record<BatchJobState, number>;
  for (const r of jobStates) jobs_by_state[r.state as BatchJobState] = Number(r.n);
  const tasks_by_state = Object.fromEntries(BATCH_TASK_STATES.map((s) => [s, 0])) as Record<BatchTaskState, number>;
  const byType = new Map(BATCH_TASK_TYPES.map((t) => [t, { task_type: t, completed: 0, failed: 0, queued: 0, running: 0 }]));
  for (const r of taskRows) {
    tasks_by_state[r.state as BatchTaskState] += Number(r.n);
    const entry = byType.get(r.type as BatchTaskType);
    // Cancelled tasks count in tasks_by_state only: per type, what ran or waits to run.
    if (entry && r.state !== 'cancelled') entry[r.state as 'completed' | 'failed' | 'queued' | 'running'] += Number(r.n);
  }
  const recent = await deps.db.select().from(batchJobs).where(eq(batchJobs.organizationId, org)).orderBy(desc(batchJobs.createdAt)).limit(20);
  const running = await runningCounts(
    deps,
    recent.filter((j) => !BATCH_FINISHED_STATES.includes(j.state as BatchJobState)).map((j) => j.id),
  );
  const names = await namesOf(deps, recent.map((j) => j.createdBy));
  return {
    jobs_by_state,
    tasks_by_state,
    tasks_by_type: [...byType.values()],
    recent_jobs: recent.map((j) => presentJob(j, running.get(j.id) ?? 0, j.createdBy ? (names.get(j.createdBy) ?? null) : null)),
  };
}
