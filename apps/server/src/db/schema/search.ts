import { boolean, index, integer, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';
import { organizations } from './organizations.js';

/**
 * The search engine's derived tables (modules/search/engine). They are rebuilt from
 * document_pages by `npm run search:rebuild` and kept current by the `search.index_document` job;
 * deleting them loses nothing but speed.
 */

/** Every lexeme of a firm's active documents, with how many pages and documents contain it (prefix type-ahead, frequent-word detection). */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    pageCount: integer('page_count').notNull(),
    docCount: integer('doc_count').notNull(),
    /** search_top_pages holds this word's best pages (set once the word is frequent). */
    topBuilt: boolean('top_built').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.word] }),
    // LIKE 'prefix%' needs pattern ops under a non-C collation.
    index('search_vocabulary_prefix_idx').on(t.organizationId, t.word.op('text_pattern_ops')),
  ],
);

/**
 * For frequent words only: the best pages by single-word rank (ts_rank_cd), so a ranked search for
 * a common word reads ~200 rows instead of every matching page.
 */
export const searchTopPages = pgTable(
  'search_top_pages',
  {
    organizationId: uuid('organization_id').notNull(),
    word: text('word').notNull(),
    pageId: uuid('page_id').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    rank: real('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.word, t.pageId] }),
    index('search_top_pages_rank_idx').on(t.organizationId, t.word, t.rank.desc()),
    index('search_top_pages_document_idx').on(t.documentId),
  ],
);

/** What a document contributed to the vocabulary when last indexed, so re-indexing can take it back exactly. */
export const searchDocumentTerms = pgTable(
  'search_document_terms',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    terms: text('terms').array().notNull(),
    /** Pages containing each term (parallel to terms). */
    pageCounts: integer('page_counts').array().notNull(),
  },
  (t) => [index('search_document_terms_org_idx').on(t.organizationId)],
);
