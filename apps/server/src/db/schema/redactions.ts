import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { RedactionReason, RedactionSetStatus, RedactionSource } from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { documents } from './documents.js';
import { users } from './users.js';
import { productions } from './discovery.js';

/** A case's redactions for one purpose (e.g. "Production to Northwind"); a production burns in one approved set. */
export const redactionSets = pgTable(
  'redaction_sets',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    purpose: text('purpose'),
    status: text('status').$type<RedactionSetStatus>().notNull().default('draft'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: ts('approved_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('redaction_sets_case_idx').on(t.caseId, t.createdAt), index('redaction_sets_org_idx').on(t.organizationId)],
);
export type RedactionSetRow = typeof redactionSets.$inferSelect;

/**
 * One hidden part of a page: a box (0..1 page coordinates from the top-left) or a span of the
 * page text (offsets and the quoted text, cut from the stored page server-side).
 */
export const redactions = pgTable(
  'redactions',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => redactionSets.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
    start: integer('start'),
    end: integer('end'),
    quote: text('quote'),
    reason: text('reason').$type<RedactionReason>().notNull(),
    source: text('source').$type<RedactionSource>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('redactions_set_document_idx').on(t.setId, t.documentId, t.pageNumber), index('redactions_document_idx').on(t.documentId)],
);
export type RedactionRow = typeof redactions.$inferSelect;

/** The redaction set a production burns in (at most one; none: nothing is redacted). */
export const productionRedactionSets = pgTable(
  'production_redaction_sets',
  {
    productionId: uuid('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => redactionSets.id),
    /** The redaction log, written when the volume is built: Bates page, reasons, authors (never the redacted text). */
    log: jsonb('log').$type<{ bates: string; document: string; reasons: string; authors: string; document_id?: string; reason_codes?: RedactionReason[] }[]>(),
  },
  (t) => [primaryKey({ columns: [t.productionId] }), index('production_redaction_sets_set_idx').on(t.setId)],
);
