import type { BatchJob, BatchJobState, BatchPriority, BatchTask, BatchTaskState, BatchTaskType } from '@app/contract';
import type { BatchJobRow, BatchTaskRow } from '../../db/schema/index.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentJob(row: BatchJobRow, runningCount: number, createdByName: string | null): BatchJob {
  const finished = row.completedCount + row.failedCount + row.cancelledCount;
  return {
    id: row.id,
    name: row.name,
    priority: row.priority as BatchPriority,
    state: row.state as BatchJobState,
    task_count: row.taskCount,
    completed_count: row.completedCount,
    failed_count: row.failedCount,
    cancelled_count: row.cancelledCount,
    running_count: runningCount,
    // Floor: a job shows 100 % only once every task has finished.
    progress_percent: row.taskCount === 0 ? 100 : Math.floor((finished / row.taskCount) * 100),
    cost_usd: row.costUsd,
    interactive_cost_usd: row.interactiveCostUsd,
    created_by_name: createdByName,
    cancel_requested_at: iso(row.cancelRequestedAt),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentTask(row: BatchTaskRow): BatchTask {
  return {
    id: row.id,
    seq: row.seq,
    task_type: row.taskType as BatchTaskType,
    case_id: row.caseId,
    document_id: row.documentId,
    state: row.state as BatchTaskState,
    error: row.error,
    cost_usd: row.costUsd,
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
  };
}
