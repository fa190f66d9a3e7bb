import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/*
 * Batch: a job of many tasks over existing work (analysis, entities, embeddings,
 * transcription, summaries, re-index), run at a priority on the durable queue, cancellable at the
 * next task boundary. Task types and states are the contract's (schemas/batch.ts).
 */

export const batchJobs = pgTable(
  'batch_jobs',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priority: text('priority').notNull(),
    state: text('state').notNull().default('queued'),
    taskCount: integer('task_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    /** What the tasks cost, and what the same calls would have cost at interactive prices. */
    costUsd: doublePrecision('cost_usd').notNull().default(0),
    interactiveCostUsd: doublePrecision('interactive_cost_usd').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelRequestedAt: ts('cancel_requested_at'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('batch_jobs_org_idx').on(t.organizationId, t.createdAt)],
);
export type BatchJobRow = typeof batchJobs.$inferSelect;

export const batchTasks = pgTable(
  'batch_tasks',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batchJobs.id, { onDelete: 'cascade' }),
    /** Position in the submitted list (tasks run in this order within a priority). */
    seq: integer('seq').notNull(),
    taskType: text('task_type').notNull(),
    caseId: uuid('case_id'),
    documentId: uuid('document_id'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').notNull().default('queued'),
    error: text('error'),
    costUsd: doublePrecision('cost_usd').notNull().default(0),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('batch_tasks_batch_seq_key').on(t.batchId, t.seq), index('batch_tasks_org_state_idx').on(t.organizationId, t.state)],
);
export type BatchTaskRow = typeof batchTasks.$inferSelect;

/** How many tasks of one type a firm's batches run at once (administrators change it). */
export const batchSettings = pgTable(
  'batch_settings',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskType: text('task_type').notNull(),
    concurrency: integer('concurrency').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.taskType] })],
);
export type BatchSettingRow = typeof batchSettings.$inferSelect;
