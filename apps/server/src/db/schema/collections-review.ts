import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import type { InclusiveReason } from '@app/contract';
import { ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { documents } from './documents.js';

export type CaseReviewStatus = 'idle' | 'waiting' | 'running' | 'failed';

/**
 * Per case: the near-duplicate threshold, and where the recompute of threads and near-duplicate
 * groups stands. It is durable work (its row is the work's state, `updated_at` the heartbeat):
 * `requested_at` moves on every text change of the case, so a run that started before the last
 * change knows it must run again.
 */
export const caseReviewStates = pgTable(
  'case_review_states',
  {
    caseId: uuid('case_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    nearDuplicateThreshold: real('near_duplicate_threshold').notNull().default(0.9),
    status: text('status').$type<CaseReviewStatus>().notNull().default('idle'),
    requestedAt: ts('requested_at'),
    startedAt: ts('started_at'),
    computedAt: ts('computed_at'),
    failureReason: text('failure_reason'),
    documentCount: integer('document_count').notNull().default(0),
    emailCount: integer('email_count').notNull().default(0),
    threadCount: integer('thread_count').notNull().default(0),
    nearDuplicateGroupCount: integer('near_duplicate_group_count').notNull().default(0),
    /** A sample of the case's boilerplate lines (as written), for the screen and for entity extraction. */
    boilerplateLines: jsonb('boilerplate_lines').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    durationMs: integer('duration_ms'),
    updatedAt: updatedAt(),
  },
  (t) => [index('case_review_states_status_idx').on(t.status, t.updatedAt)],
);
export type CaseReviewStateRow = typeof caseReviewStates.$inferSelect;

/** Per document of a case: its place in an e-mail thread and its near-duplicate group, as last computed. */
export const documentReviewFacets = pgTable(
  'document_review_facets',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The thread's first message (a document id); null for a document that is not an e-mail. */
    threadId: uuid('thread_id'),
    threadParentId: uuid('thread_parent_id'),
    threadPosition: integer('thread_position'),
    threadDepth: integer('thread_depth'),
    threadLink: text('thread_link'),
    inclusive: boolean('inclusive'),
    inclusiveReason: text('inclusive_reason').$type<InclusiveReason>(),
    containedIn: uuid('contained_in'),
    /** The group's pivot (a document id); null when the document has no near-duplicate. */
    nearDuplicatePivotId: uuid('near_duplicate_pivot_id'),
    nearDuplicateSimilarity: real('near_duplicate_similarity'),
    computedAt: ts('computed_at').notNull().defaultNow(),
  },
  (t) => [
    index('document_review_facets_thread_idx').on(t.caseId, t.threadId, t.threadPosition),
    index('document_review_facets_near_dup_idx').on(t.caseId, t.nearDuplicatePivotId),
  ],
);
export type DocumentReviewFacetRow = typeof documentReviewFacets.$inferSelect;
