import {
  BATCH_PRIORITIES,
  BATCH_QUEUE_PRIORITY,
  BATCH_TASK_TARGETS,
  BATCH_TASK_TYPES,
  BatchConfiguration,
  BatchConfigureRequest,
  BatchCostSavings,
  BatchJob,
  BatchJobDetail,
  BatchJobIdParam,
  BatchPriorities,
  BatchStats,
  BatchSubmitMultipleRequest,
  BatchSubmitMultipleResponse,
  BatchSubmitRequest,
  BatchTaskTypes,
  MAX_BATCH_TASKS,
  type BatchPriority,
  type BatchTaskType,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { batchSettings } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { callerOf } from '../../platform/http/caller.js';
import { cancelBatch } from './cancel.js';
import { costSavings } from './costs.js';
import { batchStats, getJob } from './read.js';
import { concurrencyByType, settingsList } from './settings.js';
import { submitBatches } from './submit.js';

const tags = ['batch'];
const manage = { permission: 'batch:manage' } as const;

const TASK_TYPE_TEXT: Record<BatchTaskType, { label: string; description: string }> = {
  analysis: { label: 'Analysis', description: "A document's analysis, or a case's summary, people and document mix" },
  entity_extraction: { label: 'Entity extraction', description: "People, organisations, places, money, dates and citations across a case's documents" },
  embeddings: { label: 'Embeddings', description: "Re-embeds a document's passages for semantic search" },
  transcription: { label: 'Transcription', description: 'Starts a transcription of a recording (or imports a transcript)' },
  summarisation: { label: 'Summarisation', description: "Makes and stores a document's summary" },
  reindex: { label: 'Re-index', description: "Brings a document's entry in the search index up to date" },
};
const PRIORITY_TEXT: Record<BatchPriority, string> = {
  low: 'Runs when nothing more urgent is waiting',
  normal: 'The default',
  high: 'Ahead of normal and low batches',
  urgent: 'Ahead of every other batch',
};

/** Batch jobs: administrators only (batch:manage). */
export function routes(app: App, deps: AppDeps): void {
  app.post('/batch/submit', {
    config: manage,
    schema: { tags, summary: `Submit a batch of up to ${MAX_BATCH_TASKS} tasks (202; poll its status)`, body: BatchSubmitRequest, response: { 202: BatchJob } },
    handler: async (req, reply) => {
      const [job] = await submitBatches(deps, callerOf(req), [req.body]);
      return reply.status(202).send(job!);
    },
  });
  app.post('/batch/submit-multiple', {
    config: manage,
    schema: { tags, summary: 'Submit several batches at once (all targets are checked first)', body: BatchSubmitMultipleRequest, response: { 202: BatchSubmitMultipleResponse } },
    handler: async (req, reply) => reply.status(202).send({ jobs: await submitBatches(deps, callerOf(req), req.body.jobs) }),
  });
  app.get('/batch/job/:job_id', {
    config: manage,
    schema: { tags, summary: "A batch's state and progress, with every task's", params: BatchJobIdParam, response: { 200: BatchJobDetail } },
    handler: (req) => getJob(deps, callerOf(req), req.params.job_id),
  });
  const cancel = {
    config: manage,
    schema: { tags, summary: 'Cancel a batch: queued tasks stop now, running ones at their end (409 once finished)', params: BatchJobIdParam, response: { 200: BatchJobDetail } },
  } as const;
  app.post('/batch/job/:job_id/cancel', { ...cancel, handler: (req) => cancelBatch(deps, callerOf(req), req.params.job_id) });
  app.delete('/batch/job/:job_id', { ...cancel, handler: (req) => cancelBatch(deps, callerOf(req), req.params.job_id) });
  app.get('/batch/stats', {
    config: manage,
    schema: { tags, summary: "The firm's batches and tasks by state and type, and the 20 newest batches", response: { 200: BatchStats } },
    handler: (req) => batchStats(deps, callerOf(req)),
  });
  app.get('/batch/configure', {
    config: manage,
    schema: { tags, summary: 'How many tasks of each type a batch runs at once', response: { 200: BatchConfiguration } },
    handler: async (req) => ({ settings: settingsList(await concurrencyByType(deps.db, callerOf(req).organizationId)) }),
  });
  app.post('/batch/configure', {
    config: manage,
    schema: { tags, summary: 'Set how many tasks of a type a batch runs at once (1–8)', body: BatchConfigureRequest, response: { 200: BatchConfiguration } },
    handler: async (req) => {
      const caller = callerOf(req);
      await deps.db.transaction(async (tx) => {
        const before = await concurrencyByType(tx, caller.organizationId);
        for (const s of req.body.settings)
          await tx
            .insert(batchSettings)
            .values({ organizationId: caller.organizationId, taskType: s.task_type, concurrency: s.concurrency, updatedBy: caller.userId })
            .onConflictDoUpdate({
              target: [batchSettings.organizationId, batchSettings.taskType],
              set: { concurrency: s.concurrency, updatedBy: caller.userId, updatedAt: new Date() },
            });
        await appendAudit(tx, caller.actor, {
          action: 'system_config_changed',
          resourceType: 'system',
          resourceName: 'Batch concurrency',
          details: { change: 'batch_concurrency', settings: req.body.settings.map((s) => ({ ...s, previous: before[s.task_type] })) },
        });
      });
      return { settings: settingsList(await concurrencyByType(deps.db, caller.organizationId)) };
    },
  });
  app.get('/batch/task-types', {
    config: manage,
    schema: { tags, summary: 'The task types a batch may hold, what each works on, and its concurrency', response: { 200: BatchTaskTypes } },
    handler: async (req) => {
      const concurrency = await concurrencyByType(deps.db, callerOf(req).organizationId);
      return {
        task_types: BATCH_TASK_TYPES.map((t) => ({ task_type: t, ...TASK_TYPE_TEXT[t], target: BATCH_TASK_TARGETS[t], concurrency: concurrency[t] })),
        max_tasks_per_batch: MAX_BATCH_TASKS,
      };
    },
  });
  app.get('/batch/priorities', {
    config: manage,
    schema: { tags, summary: 'Batch priorities and the queue priority each maps onto', response: { 200: BatchPriorities } },
    handler: () => ({
      priorities: BATCH_PRIORITIES.map((p) => ({ priority: p, label: p[0]!.toUpperCase() + p.slice(1), queue_priority: BATCH_QUEUE_PRIORITY[p], description: PRIORITY_TEXT[p] })),
      default: 'normal' as const,
    }),
  });
  app.get('/batch/cost-savings', {
    config: manage,
    schema: { tags, summary: "Batch tasks' cost at interactive and at batch prices (0 for the offline engine, said plainly)", response: { 200: BatchCostSavings } },
    handler: (req) => costSavings(deps, callerOf(req)),
  });
}
