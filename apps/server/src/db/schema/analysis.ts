import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisTask } from '@app/contract';
import { createdAt, id, updatedAt } from './columns.js';
import { organizations } from './organizations.js';

/**
 * A stored analysis (document, case, timeline, entities, gaps) of one subject. `fingerprint` sums up
 * the inputs (documents and their processing times, case events); a result is re-used while the
 * fingerprint still matches and recomputed when the documents change.
 */
export const analysisResults = pgTable(
  'analysis_results',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    engine: text('engine').notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('analysis_results_kind_subject_key').on(t.kind, t.subjectId)],
);
export type AnalysisResultRow = typeof analysisResults.$inferSelect;

/** Advanced analysis: a queued analysis with progress (the job carries the task id). */
export const analysisTasks = pgTable(
  'analysis_tasks',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    kind: text('kind').$type<AnalysisTask['kind']>().notNull(),
    targetId: uuid('target_id').notNull(),
    force: boolean('force').notNull().default(false),
    status: text('status').$type<AnalysisTask['status']>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    result: jsonb('result'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('analysis_tasks_org_idx').on(t.organizationId, t.createdAt)],
);
export type AnalysisTaskRow = typeof analysisTasks.$inferSelect;
