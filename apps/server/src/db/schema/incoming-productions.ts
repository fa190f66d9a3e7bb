import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { IncomingDelimiters, IncomingFieldMap, IncomingProductionStatus, IncomingRowError } from '@app/contract';
import { createdAt, id, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { users } from './users.js';
import { documents } from './documents.js';

/**
 * The other side's volume being loaded into a case: the uploaded ZIP (in the BlobStore), the
 * delimiters and field map the user confirmed, and what the load did (rows loaded, rows refused
 * with their reasons). `updated_at` is the load job's heartbeat.
 */
export const incomingProductions = pgTable(
  'incoming_productions',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id),
    filename: text('filename').notNull(),
    zipSha256: text('zip_sha256').notNull(),
    status: text('status').$type<IncomingProductionStatus>().notNull().default('parsed'),
    datPath: text('dat_path').notNull(),
    optPath: text('opt_path'),
    delimiters: jsonb('delimiters').$type<IncomingDelimiters>().notNull(),
    header: jsonb('header').$type<string[]>().notNull().default([]),
    preview: jsonb('preview').$type<Record<string, string>[]>().notNull().default([]),
    fieldMap: jsonb('field_map').$type<IncomingFieldMap>().notNull().default({}),
    rowCount: integer('row_count').notNull().default(0),
    loadedCount: integer('loaded_count').notNull().default(0),
    rowErrors: jsonb('row_errors').$type<IncomingRowError[]>().notNull().default([]),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('incoming_productions_case_idx').on(t.caseId, t.createdAt), index('incoming_productions_status_idx').on(t.status, t.updatedAt)],
);
export type IncomingProductionRow = typeof incomingProductions.$inferSelect;

/** A document loaded from an incoming volume: its Bates range and the DAT row as sent. */
export const incomingProductionDocuments = pgTable(
  'incoming_production_documents',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    caseId: uuid('case_id').notNull(),
    incomingId: uuid('incoming_id')
      .notNull()
      .references(() => incomingProductions.id, { onDelete: 'cascade' }),
    batesBegin: text('bates_begin').notNull(),
    batesEnd: text('bates_end').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('incoming_production_documents_incoming_idx').on(t.incomingId, t.batesBegin), index('incoming_production_documents_case_bates_idx').on(t.caseId, t.batesBegin)],
);
export type IncomingProductionDocumentRow = typeof incomingProductionDocuments.$inferSelect;
