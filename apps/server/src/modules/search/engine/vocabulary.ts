import { sql } from 'drizzle-orm';
import type { DocumentSearchFilters } from '@app/contract';
import { rows, type DbOrTx } from '../../../db/client.js';
import type { SearchScope } from '../../../platform/search/search-index.js';
import type { ParsedQuery } from './query-parser.js';
import { hasCollectionFilter, lexemesOf, pgArray } from './sql-fragments.js';
import { prefixPattern } from '../../../db/like-patterns.js';

/** A positive query word (or a prefix's expansion) as the firm's vocabulary knows it. */
export interface VocabularyEntry {
  word: string;
  /** An expansion of a typed prefix, not a typed word. */
  prefix: boolean;
  page_count: number;
  doc_count: number;
  /** The word has a stored best-pages list (search_top_pages). */
  top_built: boolean;
  /** Pages in that list. */
  top_count: number;
}

interface EntryRow extends Omit<VocabularyEntry, 'page_count' | 'doc_count' | 'top_count'> {
  page_count: number | string;
  doc_count: number | string;
  top_count: number | string;
}

const MAX_EXPANSIONS = 8;

/** The vocabulary entries of a query's positive words (`anyWord`: their normalised OR) and its prefixes' most frequent listed expansions. */
export async function vocabularyOf(db: DbOrTx, organizationId: string, anyWord: string): Promise<VocabularyEntry[]> {
  const { lexemes, prefixes } = lexemesOf(anyWord);
  // Literal patterns (not built in SQL) so the text_pattern_ops index serves them as key ranges.
  const startsWith = prefixes.length
    ? sql.join(
        prefixes.map((p) => sql`v.word like ${prefixPattern(p)}`),
        sql` or `,
      )
    : sql`false`;
  const found = await rows<EntryRow>(
    db,
    sql`select v.word, false as prefix, v.page_count, v.doc_count, v.top_built,
        (select count(*) from search_top_pages t where t.organization_id = v.organization_id and t.word = v.word) as top_count
      from search_vocabulary v where v.organization_id = ${organizationId} and v.word = any(${pgArray(lexemes)}::text[])
      union all
      (select v.word, true, v.page_count, v.doc_count, v.top_built, 0 from search_vocabulary v
        where v.organization_id = ${organizationId} and v.top_built and (${startsWith})
        order by v.page_count desc limit ${MAX_EXPANSIONS})`,
  );
  return found.map((r) => ({ ...r, page_count: Number(r.page_count), doc_count: Number(r.doc_count), top_count: Number(r.top_count) }));
}

/** A lone prefix query (`'indem':*`): every page of its expansions' lists matches it. */
export const isLonePrefix = (normalised: string): boolean => /^'(?:[^']|'')+':\*$/.test(normalised);

/**
 * Whose stored best pages seed the ranking candidates when the match sample was capped:
 * - a lone prefix: its frequent expansions (their pages match by construction);
 * - alternatives (OR): the frequent words of every side, rarest first, at most four lists;
 * - otherwise every word must match, so the rarest frequent word's list: its best pages are the
 *   likeliest to hold the others too, and reading one list keeps the cost at ~200 pages.
 */
export function candidateWords(entries: VocabularyEntry[], parsed: ParsedQuery, normalised: string): string[] {
  const listed = entries.filter((e) => e.top_built);
  const expansions = listed.filter((e) => e.prefix).map((e) => e.word);
  if (isLonePrefix(normalised)) return expansions;
  const words = listed.filter((e) => !e.prefix).sort((a, b) => a.page_count - b.page_count).map((e) => e.word);
  const alternatives = parsed.clauses.some((c) => !c.negated && c.alternatives.length > 1);
  if (alternatives) return [...words, ...expansions].slice(0, 4);
  return words.length ? words.slice(0, 1) : expansions.slice(0, 2);
}

/**
 * The search is narrower than the firm's live documents (assigned cases only, or any filter): then
 * firm-wide word counts do not apply and the stored lists must be joined to the documents.
 */
export const isScoped = (scope: SearchScope, f: DocumentSearchFilters): boolean =>
  scope.caseIds !== null || Boolean(f.case_id || f.file_type?.length || f.status?.length || f.date_from || f.date_to || f.author) || hasCollectionFilter(f);
