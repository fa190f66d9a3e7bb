import { boolean, doublePrecision, index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { organizations } from './organizations.js';
import { documents } from './documents.js';

/**
 * One row per model or embedding call: what cost analytics reads. Never updated;
 * rows outlive the cases and users they mention, so those columns are plain uuids.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    caseId: uuid('case_id'),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    feature: text('feature').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    /** Seconds of audio sent to a speech-to-text engine (transcription is priced per minute). */
    audioSeconds: doublePrecision('audio_seconds').notNull().default(0),
    costUsd: doublePrecision('cost_usd').notNull().default(0),
    priced: boolean('priced').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('ai_usage_org_idx').on(t.organizationId, t.createdAt), index('ai_usage_user_idx').on(t.userId, t.createdAt)],
);
export type AiUsageRow = typeof aiUsage.$inferSelect;

/**
 * A passage of a page (a few hundred words, overlapping) and its embedding. The vector is a plain
 * real[] so the same schema serves PostgreSQL without pgvector; where pgvector exists the search
 * casts it (and an expression index may be built at run time).
 */
export const pageChunks = pgTable(
  'page_chunks',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    caseId: uuid('case_id').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    chunkIndex: integer('chunk_index').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    text: text('text').notNull(),
    /** Engine id that produced `embedding` (e.g. local-hash-v1); null until embedded. */
    engine: text('engine'),
    dimensions: integer('dimensions'),
    embedding: real('embedding').array(),
    embeddedAt: ts('embedded_at'),
  },
  (t) => [
    uniqueIndex('page_chunks_doc_page_chunk_key').on(t.documentId, t.pageNumber, t.chunkIndex),
    index('page_chunks_org_engine_idx').on(t.organizationId, t.engine),
    index('page_chunks_case_idx').on(t.caseId),
  ],
);
export type PageChunkRow = typeof pageChunks.$inferSelect;
