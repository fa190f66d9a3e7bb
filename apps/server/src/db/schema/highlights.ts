import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { HighlightColour } from '@app/contract';
import { createdAt, id, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { documents } from './documents.js';
import { users } from './users.js';

/** A marked passage of a document page (character range of the page text), shared with the team. */
export const highlights = pgTable(
  'highlights',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    quote: text('quote').notNull(),
    colour: text('colour').$type<HighlightColour>().notNull().default('yellow'),
    note: text('note'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('highlights_case_idx').on(t.caseId, t.createdAt), index('highlights_document_idx').on(t.documentId, t.pageNumber)],
);
export type HighlightRow = typeof highlights.$inferSelect;
