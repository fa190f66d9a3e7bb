import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DatFieldName } from '@app/contract';
import { createdAt, id, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** A DAT field list saved for a recipient (their ESI protocol), chosen again for their next production. */
export const productionFieldTemplates = pgTable(
  'production_field_templates',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    recipient: text('recipient').notNull(),
    fields: jsonb('fields').$type<DatFieldName[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('production_field_templates_name_key').on(t.organizationId, sql`lower(${t.recipient})`, sql`lower(${t.name})`)],
);
export type ProductionFieldTemplateRow = typeof productionFieldTemplates.$inferSelect;
