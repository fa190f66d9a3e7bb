import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DocumentStatus } from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';
import { cases } from './cases.js';
import { custodians } from './custodians.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A stored file of a matter. The bytes live in the BlobStore under `sha256`; deleting is soft
 * (deleted_at) so the audit trail and a duplicate's original keep pointing at something.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => documents.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    /**
     * The file name's words for ranked search (names like "Notice of Breach.pdf" say what a document
     * is), stemmed; stored so ranking never re-parses names. Separators become spaces first: the
     * parser reads "trust-memo.txt" as one file token, so "memo" would not find it.
     */
    nameSearch: tsvector('name_search').generatedAlwaysAs(sql`to_tsvector('english', regexp_replace(regexp_replace("filename", '[.][[:alnum:]]{1,5}$', ''), '[-_./]+', ' ', 'g'))`),
    /**
     * The same words unstemmed, extension included, for type-ahead: a word being typed ("depositi")
     * is a prefix of the name's word ("deposition") but not of its stem ("deposit"). A GIN prefix
     * look-up reads a few posting lists where a trigram ILIKE intersected a dozen long ones.
     */
    nameWords: tsvector('name_words').generatedAlwaysAs(sql`to_tsvector('simple', regexp_replace("filename", '[-_./]+', ' ', 'g'))`),
    extension: text('extension'),
    contentType: text('content_type'),
    detectedType: text('detected_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('uploaded'),
    failureReason: text('failure_reason'),
    duplicateOf: uuid('duplicate_of'),
    pageCount: integer('page_count'),
    progress: integer('progress').notNull().default(0),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    /** Who held the document when it was collected (a person or a source); never the uploader. */
    custodianId: uuid('custodian_id').references(() => custodians.id, { onDelete: 'set null' }),
    /** Where it sat in what was collected: a mailbox folder, a path inside a ZIP. */
    sourcePath: text('source_path'),
    /** A family root's content hash: its sha256, then its children's family hashes in order. */
    familyHash: text('family_hash'),
    /**
     * Set on each member of a family that de-duplication suppressed: the matching member of the
     * copy kept. Unlike duplicate_of (identical bytes flagged at upload, whatever the family), it
     * follows the case's de-duplication scope and is recomputed when that changes.
     */
    // No foreign key (a restore orders a table by one reference to itself, parent_id): the
    // de-duplication job owns this pointer and recomputes it when the case's documents change.
    dedupOf: uuid('dedup_of'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    processedAt: ts('processed_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('documents_case_idx').on(t.caseId, t.createdAt),
    index('documents_org_idx').on(t.organizationId, t.createdAt),
    index('documents_case_sha_idx').on(t.caseId, t.sha256),
    index('documents_parent_idx').on(t.parentId),
    index('documents_custodian_idx').on(t.caseId, t.custodianId),
    index('documents_dedup_of_idx').on(t.dedupOf).where(sql`${t.dedupOf} is not null`),
    index('documents_case_family_hash_idx').on(t.caseId, t.familyHash).where(sql`${t.familyHash} is not null`),
    // The storage clean-up asks "does any document still use these bytes?" by hash alone.
    index('documents_sha_idx').on(t.sha256),
    index('documents_name_search_idx').using('gin', t.nameSearch).with({ fastupdate: false }),
    index('documents_name_words_idx').using('gin', t.nameWords).with({ fastupdate: false }),
    // The dashboard counts a firm's live documents by status and processing week: with the case
    // id in the index too, an index-only scan answers it for a partner and an associate alike.
    index('documents_dashboard_idx').on(t.organizationId, t.status, t.processedAt, t.caseId).where(sql`${t.deletedAt} is null`),
  ],
);
export type DocumentRow = typeof documents.$inferSelect;

/** Extracted text, one row per page, with its full-text vector (generated by Postgres). */
export const documentPages = pgTable(
  'document_pages',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull(),
    ocr: boolean('ocr').notNull().default(false),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', "text")`),
  },
  (t) => [
    uniqueIndex('document_pages_doc_page_key').on(t.documentId, t.pageNumber),
    index('document_pages_search_idx').using('gin', t.search),
    index('document_pages_org_idx').on(t.organizationId),
  ],
);
export type DocumentPageRow = typeof documentPages.$inferSelect;

/**
 * A chunked upload in progress. The chunks are files under DATA_DIR/uploads/<id>/; this row and
 * its chunk rows are what survive a restart, so the client can ask what arrived and carry on.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    filename: text('filename').notNull(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type'),
    totalSize: bigint('total_size', { mode: 'number' }).notNull(),
    totalChunks: integer('total_chunks').notNull(),
    documentId: uuid('document_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('upload_sessions_case_idx').on(t.caseId)],
);
export type UploadSessionRow = typeof uploadSessions.$inferSelect;

export const uploadChunks = pgTable(
  'upload_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('upload_chunks_key').on(t.uploadId, t.chunkIndex)],
);
export type UploadChunkRow = typeof uploadChunks.$inferSelect;
