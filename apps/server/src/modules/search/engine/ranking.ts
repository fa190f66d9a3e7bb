import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@app/contract';
import { rows, type DbOrTx } from '../../../db/client.js';
import type { DocumentFacts } from './facets.js';
import { fileVector, pageVector, pgArray } from './sql-fragments.js';

/**
 * Ranking strategies. Postgres ranks by reading every matching row's tsvector (~16 µs a row in
 * PGlite, more for each further expression over it), so a common word over 100k pages costs
 * ~300 ms if ranked naively (measured at 100k documents). Every page is therefore read at most once per search:
 * - the match sample (first `countCap` matches the GIN index yields) is scored as it is read;
 * - few matches (the sample is the whole set): the sample is ranked, exactly;
 * - one frequent word: its precomputed best pages (search_top_pages) answer, exactly;
 * - otherwise the sample plus stored best pages of the query's frequent words are ranked, and the
 *   response says the order is approximate.
 */

export interface RankedDocument {
  document_id: string;
  score: number;
}

export interface RankContext {
  organizationId: string;
  /** Normalised tsquery text (cast with ::tsquery, never re-parsed from user text). */
  tsquery: string;
  /** Any positive word of the query (finds documents by file name; empty text when none). */
  anyWord: string;
  docWhere: SQL;
  /** docWhere narrows beyond the firm's live documents (assigned cases, filters). */
  scoped: boolean;
  sort: SearchSort;
  limit: number;
  offset: number;
}

/** A matching page with its rank for the query. */
export interface ScoredPage {
  page_id: string;
  document_id: string;
  score: number;
}

interface ScoredRow {
  page_id: string;
  document_id: string;
  score: number | string;
}

const scored = (found: ScoredRow[]): ScoredPage[] => found.map((r) => ({ ...r, score: Number(r.score) }));

/** File-name matches read per query: a name word shared by thousands of documents must not cost a read of them all. */
export const NAME_CAP = 50;

/**
 * The match sample: the first `cap` + 1 pages the GIN index yields (ranked as they are read), and
 * the pages of at most NAME_CAP documents whose file name holds a query word and whose page text
 * and name together match (a page search alone would miss them). Two separately capped reads: a
 * UNION capped as a whole had to read and de-duplicate every match before its LIMIT.
 */
export async function sampleMatches(db: DbOrTx, ctx: RankContext, cap: number): Promise<{ pages: ScoredPage[]; truncated: boolean }> {
  const byText = await rows<ScoredRow>(
    db,
    sql`select p.id as page_id, p.document_id, ts_rank_cd(p.search, ${ctx.tsquery}::tsquery) as score
      from document_pages p join documents d on d.id = p.document_id
      where p.organization_id = ${ctx.organizationId} and p.search @@ ${ctx.tsquery}::tsquery and ${ctx.docWhere} limit ${cap + 1}`,
  );
  const byName = ctx.anyWord
    ? await rows<ScoredRow>(
        db,
        sql`select p.id as page_id, p.document_id, ts_rank_cd(${pageVector}, ${ctx.tsquery}::tsquery) as score
          from (select d.id, d.name_search from documents d where ${fileVector} @@ ${ctx.anyWord}::tsquery and ${ctx.docWhere} limit ${NAME_CAP}) d
          join document_pages p on p.document_id = d.id
          where not p.search @@ ${ctx.tsquery}::tsquery and ${pageVector} @@ ${ctx.tsquery}::tsquery`,
      )
    : [];
  return { pages: [...scored(byText.slice(0, cap)), ...scored(byName)], truncated: byText.length > cap };
}

/** Each document's best page score. */
export function bestScoreByDocument(pages: ScoredPage[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const p of pages) best.set(p.document_id, Math.max(best.get(p.document_id) ?? 0, p.score));
  return best;
}

/**
 * A word in the file name counts twice a word on the page (names like "Notice of Breach.pdf" say
 * what a document is). Every ranking path adds NAME_WEIGHT × the name's rank, so the stored-list
 * answers and the sample's answers agree.
 */
export const NAME_WEIGHT = 2;

/** Documents by their best page's rank plus a file-name bonus, or by date; one page of them. */
export function rankPages(pages: ScoredPage[], facts: Map<string, DocumentFacts>, ctx: Pick<RankContext, 'sort' | 'limit' | 'offset'>): RankedDocument[] {
  const ranked = [...bestScoreByDocument(pages)].flatMap(([id, pageScore]) => {
    const fact = facts.get(id);
    return fact ? [{ document_id: id, score: pageScore + NAME_WEIGHT * fact.name_score, date: fact.date }] : [];
  });
  const byId = (a: { document_id: string }, b: { document_id: string }) => (a.document_id < b.document_id ? -1 : a.document_id > b.document_id ? 1 : 0);
  ranked.sort((a, b) =>
    ctx.sort === 'date_desc' ? b.date - a.date || byId(a, b) : ctx.sort === 'date_asc' ? a.date - b.date || byId(a, b) : b.score - a.score || byId(a, b),
  );
  return ranked.slice(ctx.offset, ctx.offset + ctx.limit).map(({ document_id, score }) => ({ document_id, score }));
}

/**
 * Stored best pages of frequent words, as extra ranking candidates when the sample is capped.
 * `prefixOnly`: the words are a lone prefix's expansions, so every listed page matches and its
 * stored one-word rank stands in (no page is read). Otherwise each listed page is checked against
 * the whole query and ranked.
 */
export async function storedCandidates(db: DbOrTx, ctx: RankContext, words: string[], prefixOnly: boolean): Promise<ScoredPage[]> {
  if (words.length === 0) return [];
  const listed = sql`t.organization_id = ${ctx.organizationId} and t.word = any(${pgArray(words)}::text[])`;
  if (prefixOnly) {
    return scored(
      await rows<ScoredRow>(
        db,
        // The lists only ever hold the firm's live documents: without a narrower scope no join is needed.
        ctx.scoped
          ? sql`select t.page_id, t.document_id, t.rank as score from search_top_pages t join documents d on d.id = t.document_id where ${listed} and ${ctx.docWhere}`
          : sql`select t.page_id, t.document_id, t.rank as score from search_top_pages t where ${listed}`,
      ),
    );
  }
  return scored(
    await rows<ScoredRow>(
      db,
      sql`select p.id as page_id, p.document_id, ts_rank_cd(p.search, ${ctx.tsquery}::tsquery) as score
        from (select distinct t.page_id from search_top_pages t where ${listed}) t
        join document_pages p on p.id = t.page_id join documents d on d.id = p.document_id
        where p.search @@ ${ctx.tsquery}::tsquery and ${ctx.docWhere}`,
    ),
  );
}

/**
 * One frequent word: its best pages are stored. Returns null when the stored list cannot answer
 * (the filters or scope left fewer documents than the page asks for, and the list is truncated).
 */
export async function rankFromTopPages(db: DbOrTx, ctx: RankContext, word: string, listSize: number, topK: number): Promise<RankedDocument[] | null> {
  const found = await rows<RankedDocument>(
    db,
    sql`select d.id as document_id, max(t.rank) + ${NAME_WEIGHT} * ts_rank_cd(${fileVector}, ${ctx.tsquery}::tsquery) as score
      from search_top_pages t join documents d on d.id = t.document_id
      where t.organization_id = ${ctx.organizationId} and t.word = ${word} and ${ctx.docWhere}
      group by d.id order by score desc, d.id limit ${ctx.limit} offset ${ctx.offset}`,
  );
  if (found.length < ctx.limit && listSize >= topK) return null;
  return found;
}
