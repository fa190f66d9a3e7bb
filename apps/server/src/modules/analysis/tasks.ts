import { and, eq } from 'drizzle-orm';
import type { AnalysisTask, AnalysisTaskRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { analysisTasks, type AnalysisTaskRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { runAnalysis } from './run.js';
import { caseOr404 } from '../cases/access.js';
import { assertCanSee } from './service.js';

export function presentTask(row: AnalysisTaskRow): AnalysisTask {
  return {
    task_id: row.id,
    kind: row.kind,
    target_id: row.targetId,
    status: row.status,
    progress: row.progress,
    error: row.error,
    result: row.status === 'completed' ? (row.result ?? null) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Queues analyses as tasks. Every target is checked first, so a batch with one unreachable target
 * queues nothing (404); the rows and their audit row commit together, the jobs after the commit.
 */
export async function submitTasks(deps: AppDeps, caller: Caller, requests: AnalysisTaskRequest[]): Promise<AnalysisTask[]> {
  for (const r of requests) await assertCanSee(deps, caller, r.kind, r.target_id);
  const rows = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(analysisTasks)
      .values(requests.map((r) => ({ organizationId: caller.organizationId, userId: caller.userId, kind: r.kind, targetId: r.target_id, force: r.force })))
      .returning();
    await appendAudit(tx, caller.actor, {
      action: 'report_generated',
      resourceType: 'report',
      resourceId: inserted.length === 1 ? inserted[0]!.id : null,
      resourceName: 'Advanced analysis',
      details: { queued: inserted.map((t) => ({ task_id: t.id, kind: t.kind, target_id: t.targetId })) },
    });
    return inserted;
  });
  for (const row of rows) await deps.jobs.send('analysis.run_task', { organization_id: caller.organizationId, task_id: row.id });
  return rows.map(presentTask);
}

export async function taskStatus(deps: AppDeps, caller: Caller, taskId: string): Promise<AnalysisTask> {
  const [row] = await deps.db
    .select()
    .from(analysisTasks)
    .where(and(eq(analysisTasks.id, taskId), eq(analysisTasks.organizationId, caller.organizationId)));
  if (!row) throw notFound('Task');
  // A task's result is the subject's contents: only someone who may see the subject reads it.
  await caseOr404('Task', assertCanSee(deps, caller, row.kind, row.targetId));
  return presentTask(row);
}

async function update(deps: AppDeps, id: string, set: Partial<typeof analysisTasks.$inferInsert>) {
  await deps.db.update(analysisTasks).set({ ...set, updatedAt: new Date() }).where(eq(analysisTasks.id, id));
}

/**
 * The worker: re-checks the task belongs to the payload's firm, runs the analysis with progress and
 * stores the result. A subject that is gone or unprocessed fails the task for good; anything else
 * (a crash, a lost connection) is thrown so pg-boss retries the job.
 */
export async function runTask(deps: AppDeps, payload: { organization_id: string; task_id: string }): Promise<void> {
  const [task] = await deps.db
    .select()
    .from(analysisTasks)
    .where(and(eq(analysisTasks.id, payload.task_id), eq(analysisTasks.organizationId, payload.organization_id)));
  if (!task || task.status === 'completed' || task.status === 'failed') return;
  await update(deps, task.id, { status: 'running', progress: Math.max(task.progress, 1), error: null });
  try {
    const outcome = await runAnalysis(
      deps,
      { organizationId: task.organizationId, userId: task.userId, force: task.force, onProgress: (progress) => update(deps, task.id, { progress }) },
      task.kind,
      task.targetId,
    );
    await update(deps, task.id, { status: 'completed', progress: 100, result: outcome.result });
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) {
      await update(deps, task.id, { status: 'failed', error: err.message });
      return;
    }
    await update(deps, task.id, { status: 'queued', error: err instanceof Error ? err.message : String(err) });
    throw err;
  }
}
