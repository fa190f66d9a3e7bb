import { z } from 'zod';
import { Timestamp } from './common.js';

/*
 * Batch jobs (/batch): many tasks over existing work, run on the durable queue
 * at a priority, with progress per job and per task, cancellable at the next task boundary.
 */

export const BATCH_TASK_TYPES = ['analysis', 'entity_extraction', 'embeddings', 'transcription', 'summarisation', 'reindex'] as const;
export type BatchTaskType = (typeof BATCH_TASK_TYPES)[number];

/** What a task of each type works on. */
export const BATCH_TASK_TARGETS: Record<BatchTaskType, 'case' | 'document' | 'case_or_document'> = {
  analysis: 'case_or_document',
  entity_extraction: 'case',
  embeddings: 'document',
  transcription: 'document',
  summarisation: 'document',
  reindex: 'document',
};

export const BATCH_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type BatchPriority = (typeof BATCH_PRIORITIES)[number];
/** pg-boss priority of each level (a higher number is fetched first). */
export const BATCH_QUEUE_PRIORITY: Record<BatchPriority, number> = { low: 0, normal: 5, high: 10, urgent: 20 };

export const BATCH_JOB_STATES = ['queued', 'running', 'cancelling', 'completed', 'failed', 'cancelled'] as const;
export type BatchJobState = (typeof BATCH_JOB_STATES)[number];
export const BATCH_TASK_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type BatchTaskState = (typeof BATCH_TASK_STATES)[number];
/** A job in one of these states has finished: it cannot be cancelled. */
export const BATCH_FINISHED_STATES: readonly BatchJobState[] = ['completed', 'failed', 'cancelled'];

export const MAX_BATCH_TASKS = 1000;
export const MAX_BATCH_CONCURRENCY = 8;
export const DEFAULT_BATCH_CONCURRENCY = 2;

export const BatchTaskInput = z
  .object({
    task_type: z.enum(BATCH_TASK_TYPES, { error: `Unknown task type; use one of ${BATCH_TASK_TYPES.join(', ')}` }),
    case_id: z.uuid().optional(),
    document_id: z.uuid().optional(),
    /** Analysis and summaries only: ignore a stored result. */
    force: z.boolean().optional(),
  })
  .superRefine((task, ctx) => {
    const target = BATCH_TASK_TARGETS[task.task_type];
    if (target === 'case' && !task.case_id) ctx.addIssue({ code: 'custom', path: ['case_id'], message: 'This task type works on a case: give case_id' });
    if (target === 'document' && !task.document_id) ctx.addIssue({ code: 'custom', path: ['document_id'], message: 'This task type works on a document: give document_id' });
    if (target === 'case_or_document' && !task.case_id && !task.document_id)
      ctx.addIssue({ code: 'custom', path: ['case_id'], message: 'Give case_id or document_id' });
  });
export type BatchTaskInput = z.infer<typeof BatchTaskInput>;

export const BatchSubmitRequest = z.object({
  name: z.string().trim().min(1).max(200),
  priority: z.enum(BATCH_PRIORITIES).default('normal'),
  tasks: z
    .array(BatchTaskInput)
    .min(1, 'A batch needs at least one task')
    .max(MAX_BATCH_TASKS, `A batch holds at most ${MAX_BATCH_TASKS} tasks; split it`),
});
export type BatchSubmitRequest = z.infer<typeof BatchSubmitRequest>;

export const BatchSubmitMultipleRequest = z.object({
  jobs: z.array(BatchSubmitRequest).min(1).max(20),
});
export type BatchSubmitMultipleRequest = z.infer<typeof BatchSubmitMultipleRequest>;

export const BatchTask = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  task_type: z.enum(BATCH_TASK_TYPES),
  case_id: z.uuid().nullable(),
  document_id: z.uuid().nullable(),
  state: z.enum(BATCH_TASK_STATES),
  error: z.string().nullable(),
  cost_usd: z.number(),
  started_at: Timestamp.nullable(),
  finished_at: Timestamp.nullable(),
});
export type BatchTask = z.infer<typeof BatchTask>;

export const BatchJob = z.object({
  id: z.uuid(),
  name: z.string(),
  priority: z.enum(BATCH_PRIORITIES),
  state: z.enum(BATCH_JOB_STATES),
  task_count: z.number().int(),
  completed_count: z.number().int(),
  failed_count: z.number().int(),
  cancelled_count: z.number().int(),
  running_count: z.number().int(),
  /** Finished tasks (completed, failed or cancelled) out of all, 0–100. */
  progress_percent: z.number().int(),
  cost_usd: z.number(),
  interactive_cost_usd: z.number(),
  created_by_name: z.string().nullable(),
  cancel_requested_at: Timestamp.nullable(),
  started_at: Timestamp.nullable(),
  finished_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type BatchJob = z.infer<typeof BatchJob>;

export const BatchJobDetail = BatchJob.extend({ tasks: z.array(BatchTask) });
export type BatchJobDetail = z.infer<typeof BatchJobDetail>;

export const BatchSubmitMultipleResponse = z.object({ jobs: z.array(BatchJob) });
export type BatchSubmitMultipleResponse = z.infer<typeof BatchSubmitMultipleResponse>;

export const BatchJobIdParam = z.object({ job_id: z.uuid() });

export const BatchStats = z.object({
  jobs_by_state: z.record(z.enum(BATCH_JOB_STATES), z.number().int()),
  tasks_by_state: z.record(z.enum(BATCH_TASK_STATES), z.number().int()),
  tasks_by_type: z.array(z.object({ task_type: z.enum(BATCH_TASK_TYPES), completed: z.number().int(), failed: z.number().int(), queued: z.number().int(), running: z.number().int() })),
  /** Newest first, at most 20. */
  recent_jobs: z.array(BatchJob),
});
export type BatchStats = z.infer<typeof BatchStats>;

export const BatchConcurrencySetting = z.object({
  task_type: z.enum(BATCH_TASK_TYPES),
  concurrency: z.number().int().min(1).max(MAX_BATCH_CONCURRENCY),
});
export type BatchConcurrencySetting = z.infer<typeof BatchConcurrencySetting>;

export const BatchConfigureRequest = z.object({
  settings: z.array(BatchConcurrencySetting).min(1),
});
export type BatchConfigureRequest = z.infer<typeof BatchConfigureRequest>;

export const BatchConfiguration = z.object({ settings: z.array(BatchConcurrencySetting) });
export type BatchConfiguration = z.infer<typeof BatchConfiguration>;

export const BatchTaskTypeInfo = z.object({
  task_type: z.enum(BATCH_TASK_TYPES),
  label: z.string(),
  description: z.string(),
  target: z.enum(['case', 'document', 'case_or_document']),
  concurrency: z.number().int(),
});
export const BatchTaskTypes = z.object({ task_types: z.array(BatchTaskTypeInfo), max_tasks_per_batch: z.number().int() });
export type BatchTaskTypes = z.infer<typeof BatchTaskTypes>;

export const BatchPriorities = z.object({
  priorities: z.array(z.object({ priority: z.enum(BATCH_PRIORITIES), label: z.string(), queue_priority: z.number().int(), description: z.string() })),
  default: z.enum(BATCH_PRIORITIES),
});
export type BatchPriorities = z.infer<typeof BatchPriorities>;

export const BatchCostSavings = z.object({
  /** The engine batch tasks call now: "offline" when no model is configured. */
  engine: z.string(),
  provider: z.string(),
  /** What the provider's batch API takes off its interactive price (0 for the offline engine). */
  batch_discount_percent: z.number(),
  /** What the firm's batch tasks cost (ai_usage recorded while they ran). */
  interactive_cost_usd: z.number(),
  /** The same calls at the provider's batch price. */
  batch_price_cost_usd: z.number(),
  /** interactive − batch price: what the provider's batch API would have saved. */
  potential_savings_usd: z.number(),
  /** Saved so far: tasks call the interactive API, so this is 0 until a batch API is used. */
  realised_savings_usd: z.number(),
  jobs_counted: z.number().int(),
  message: z.string(),
});
export type BatchCostSavings = z.infer<typeof BatchCostSavings>;
