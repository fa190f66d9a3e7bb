import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { custodians } from './custodians.js';
import { documents } from './documents.js';

/**
 * Every custodian who held a copy of a kept document: its own custodian and those of the copies
 * de-duplication suppressed in its favour. "All custodians" of a document is one look-up here; the
 * rows are rebuilt whenever the case is de-duplicated again.
 */
export const documentHolders = pgTable(
  'document_holders',
  {
    organizationId: uuid('organization_id').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    custodianId: uuid('custodian_id')
      .notNull()
      .references(() => custodians.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'document_holders_pk', columns: [t.documentId, t.custodianId] }), index('document_holders_case_idx').on(t.caseId, t.custodianId)],
);
export type DocumentHolderRow = typeof documentHolders.$inferSelect;
