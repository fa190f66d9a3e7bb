import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustodianKind } from '@app/contract';
import { createdAt, id, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { users } from './users.js';

/**
 * A person or a source (a mailbox, a shared drive) a case's documents were collected from. A
 * document's custodian is who held it (documents.custodian_id), never the person who uploaded it.
 */
export const custodians = pgTable(
  'custodians',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CustodianKind>().notNull().default('person'),
    email: text('email'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custodians_case_name_key').on(t.caseId, sql`lower(${t.name})`), index('custodians_org_idx').on(t.organizationId)],
);
export type CustodianRow = typeof custodians.$inferSelect;
