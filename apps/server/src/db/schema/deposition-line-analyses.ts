import { index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { LineAnalysis } from '@app/contract';
import { createdAt } from './columns.js';
import { depositionSegments } from './deposition.js';

/**
 * What the deposition assistant made of a testimony line once it read it (the flags raised on it,
 * the engine that judged it). A line without a row has not been analysed yet. Beside the segment,
 * not a column of it: lines are stored as they arrive and analysed a moment later by another writer.
 */
export const depositionLineAnalyses = pgTable(
  'deposition_line_analyses',
  {
    segmentId: uuid('segment_id')
      .primaryKey()
      .references(() => depositionSegments.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    line: integer('line').notNull(),
    analysis: jsonb('analysis').$type<LineAnalysis>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deposition_line_analyses_session_idx').on(t.sessionId, t.line)],
);
export type DepositionLineAnalysisRow = typeof depositionLineAnalyses.$inferSelect;
