import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@app/contract';
import { rows, type DbOrTx } from '../../../db/client.js';
import { documentDate, fileVector, pageVector, pgArray } from './sql-fragments.js';

/**
 * Ranking strategies. Postgres ranks by reading every matching row's tsvector (~16 µs a row in
 * PGlite), so a common word over 100k pages costs ~300 ms if ranked naively (DESIGN.md §8):
 * - few matches (≤ rankCap pages): rank them all, exactly;
 * - one frequent word: read its precomputed best pages (search_top_pages), exactly;
 * - otherwise: rank a capped candidate set — the best pages of every frequent word of the query
 *   plus the first matches the GIN index yields — and say the order is approximate.
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
  sort: SearchSort;
  limit: number;
  offset: number;
}

const orderBy = (sort: SearchSort): SQL =>
  sort === 'date_desc'
    ? sql`order by ${documentDate} desc, d.id`
    : sort === 'date_asc'
      ? sql`order by ${documentDate} asc, d.id`
      : sql`order by score desc, d.id`;

/** File-name matches read per query: a name word shared by thousands of documents must not cost a scan of them all. */
export const NAME_CAP = 200;

/**
 * Pages that match, restricted by the document conditions: at most `cap` by page text, plus the
 * pages of at most NAME_CAP documents whose file name holds a query word (their page text and name
 * together match). Two separately capped lists: a UNION of both, capped as a whole, had to read and
 * de-duplicate every match before its LIMIT (2+ s for a common word at 100k documents).
 */
export function matchingPages(ctx: Pick<RankContext, 'organizationId' | 'tsquery' | 'anyWord' | 'docWhere'>, cap: number): SQL {
  const byText = sql`(select p.id from document_pages p join documents d on d.id = p.document_id
    where p.organization_id = ${ctx.organizationId} and p.search @@ ${ctx.tsquery}::tsquery and ${ctx.docWhere} limit ${cap})`;
  if (!ctx.anyWord) return byText;
  return sql`${byText} union all (select p.id from (select d.id, d.filename from documents d
      where ${fileVector} @@ ${ctx.anyWord}::tsquery and ${ctx.docWhere} limit ${NAME_CAP}) d
    join document_pages p on p.document_id = d.id
    where not p.search @@ ${ctx.tsquery}::tsquery and ${pageVector} @@ ${ctx.tsquery}::tsquery)`;
}

/** Page rank with the file name: the name's words count again on their own (a title match says much). */
export const scoreOf = (ctx: Pick<RankContext, 'tsquery' | 'anyWord'>): SQL =>
  sql`max(ts_rank_cd(${pageVector}, ${ctx.tsquery}::tsquery)) + ts_rank_cd(${fileVector}, ${ctx.anyWord}::tsquery)`;

/** Ranks every matching page (small match sets). */
export async function rankAll(db: DbOrTx, ctx: RankContext): Promise<RankedDocument[]> {
  return rows<RankedDocument>(
    db,
    // Materialised so the planner ranks only the matches instead of testing every page's combined vector.
    sql`with m as materialized (${matchingPages(ctx, 1_000_000)})
      select d.id as document_id, ${scoreOf(ctx)} as score
      from m join document_pages p on p.id = m.id join documents d on d.id = p.document_id
      group by d.id ${orderBy(ctx.sort)} limit ${ctx.limit} offset ${ctx.offset}`,
  );
}

/** Ranks a capped candidate set: the frequent words' best pages plus the first `cap` matches. */
export async function rankCandidates(db: DbOrTx, ctx: RankContext, frequentWords: string[], cap: number): Promise<RankedDocument[]> {
  const fromTop = frequentWords.length
    ? sql`select t.page_id as id from search_top_pages t where t.organization_id = ${ctx.organizationId} and t.word = any(${pgArray(frequentWords)}::text[]) union `
    : sql``;
  return rows<RankedDocument>(
    db,
    sql`with cand as (${fromTop}(${matchingPages(ctx, cap)}))
      select d.id as document_id, ${scoreOf(ctx)} as score
      from cand join document_pages p on p.id = cand.id join documents d on d.id = p.document_id
      where ${pageVector} @@ ${ctx.tsquery}::tsquery and ${ctx.docWhere}
      group by d.id ${orderBy(ctx.sort)} limit ${ctx.limit} offset ${ctx.offset}`,
  );
}

/**
 * One frequent word: its best pages are stored. Returns null when the stored list cannot answer
 * (the filters or scope left fewer documents than the page asks for, and the list is truncated).
 */
export async function rankFromTopPages(db: DbOrTx, ctx: RankContext, word: string, listSize: number, topK: number): Promise<RankedDocument[] | null> {
  const found = await rows<RankedDocument>(
    db,
    sql`select d.id as document_id, max(t.rank) + 2 * ts_rank_cd(${fileVector}, ${ctx.tsquery}::tsquery) as score
      from search_top_pages t join documents d on d.id = t.document_id
      where t.organization_id = ${ctx.organizationId} and t.word = ${word} and ${ctx.docWhere}
      group by d.id order by score desc, d.id limit ${ctx.limit} offset ${ctx.offset}`,
  );
  if (found.length < ctx.limit && listSize >= topK) return null;
  return found;
}
