import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt } from './columns.js';
import { documents } from './documents.js';
import { organizations } from './organizations.js';

export type MailboxFormat = 'pst' | 'ost' | 'mbox';

/**
 * A mailbox upload being read into documents: the checkpoint of its walk. `items_done` items of the
 * walk have their documents; each batch of item documents commits with the new count, so a restart
 * carries on after them and never makes an item twice.
 */
export const mailboxIngests = pgTable(
  'mailbox_ingests',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    format: text('format').$type<MailboxFormat>().notNull(),
    itemsDone: integer('items_done').notNull().default(0),
    itemsTotal: integer('items_total'),
    /** Items per folder ("Inbox/Projects": 12), written when the walk ends. */
    folders: jsonb('folders').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('mailbox_ingests_org_idx').on(t.organizationId),
    check('mailbox_ingests_format_check', sql`${t.format} IN ('pst', 'ost', 'mbox')`),
    check('mailbox_ingests_items_done_check', sql`${t.itemsDone} >= 0`),
  ],
);
export type MailboxIngestRow = typeof mailboxIngests.$inferSelect;
