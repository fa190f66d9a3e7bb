import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DocumentSearchRequest, DocumentSearchResponse } from '@app/contract';
import { rows, type Database, type DbOrTx } from '../../../db/client.js';
import type { DocumentSuggestion, SearchIndex, SearchScope } from '../../../platform/search/search-index.js';
import { indexOneDocument, rebuildFirm } from './derived-tables.js';
import { countAndFacets } from './facets.js';
import { hydrateHits } from './hits.js';
import { parseQuery } from './query-parser.js';
import { rankAll, rankCandidates, rankFromTopPages, type RankContext, type RankedDocument } from './ranking.js';
import { documentConditions, lexemesOf, pgArray } from './sql-fragments.js';
import { suggestDocuments } from './suggest.js';

export interface EngineOptions {
  /** Below this many matching pages every match is ranked exactly. */
  rankCap: number;
  /** Counting and facets stop after this many matching pages (then marked as estimates). */
  countCap: number;
  /** GIN matches added to the candidate set when ranking is capped. */
  candidateCap: number;
  /** Words in at least this many pages get a stored best-pages list. */
  frequentPages: number;
  topK: number;
}

export const DEFAULT_ENGINE_OPTIONS: EngineOptions = { rankCap: 500, countCap: 500, candidateCap: 300, frequentPages: 500, topK: 200 };

interface Normalised {
  q: string;
  any_word: string;
  lexemes: string[] | null;
  prefixes: string;
}

const emptyResponse = (request: DocumentSearchRequest, terms: string[], started: number, warnings: string[]): DocumentSearchResponse => ({
  mode: 'keyword',
  total: 0,
  total_is_estimate: false,
  page: request.page,
  page_size: request.page_size,
  hits: [],
  facets: { case: [], file_type: [], status: [], year: [] },
  terms,
  embedding_engine: null,
  took_ms: Math.round(performance.now() - started),
  warnings,
});

/** Postgres full-text search in the main database (GIN over document_pages.search) plus derived tables for speed. */
export class PostgresSearchIndex implements SearchIndex {
  readonly engine = 'postgres-fts';
  private readonly options: EngineOptions;

  constructor(
    private readonly database: Database,
    options: Partial<EngineOptions> = {},
  ) {
    this.options = { ...DEFAULT_ENGINE_OPTIONS, ...options };
  }

  private get db() {
    return this.database.db;
  }

  async searchDocuments(scope: SearchScope, request: DocumentSearchRequest): Promise<DocumentSearchResponse> {
    const started = performance.now();
    const parsed = parseQuery(request.q);
    const terms = [...parsed.terms, ...parsed.prefixes.map((p) => `${p}*`)];
    if (!parsed.tsquery) return emptyResponse(request, terms, started, ['Add at least one word to search for; a minus only leaves words out.']);
    if (scope.caseIds?.length === 0) return emptyResponse(request, terms, started, []);

    const prefixQuery = parsed.prefixes.map((p) => `${p}:*`).join(' | ');
    const anyWord = [...parsed.terms, ...parsed.prefixes.map((p) => `${p}:*`)].join(' | ');
    const [norm] = await rows<Normalised>(
      this.db,
      sql`select to_tsquery('english', ${parsed.tsquery})::text as q, to_tsquery('english', ${anyWord})::text as any_word,
        tsvector_to_array(to_tsvector('english', ${parsed.terms.join(' ')})) as lexemes,
        to_tsquery('english', ${prefixQuery})::text as prefixes`,
    );
    if (!norm?.q) return emptyResponse(request, terms, started, ['Only very common words were entered (like "the" or "of"); add a more specific word.']);

    const ctx: RankContext = {
      organizationId: scope.organizationId,
      tsquery: norm.q,
      anyWord: norm.any_word,
      docWhere: documentConditions(scope, request),
      sort: request.sort,
      limit: request.page_size,
      offset: (request.page - 1) * request.page_size,
    };
    const warnings: string[] = [];
    const { counted, hits } = await this.db.transaction(async (tx) => {
      // The planner costs a tsvector match in a sequential scan far too low (detoasting ~30 µs a
      // row), so with a LIMIT it walks the table for a common word (0.4 s at 100k) instead of the GIN index.
      await tx.execute(sql`set local enable_seqscan = off`);
      const counted = await countAndFacets(tx, ctx, this.options.countCap);
      let ranked: RankedDocument[] = [];
      if (counted.total > 0 && ctx.offset < counted.total) {
        if (!counted.estimate && counted.pages <= this.options.rankCap) ranked = await rankAll(tx, ctx);
        else {
          ranked = (await this.rankFrequent(tx, ctx)) ?? [];
          if (ranked.length === 0) {
            const frequent = await this.frequentWordsOf(tx, scope.organizationId, norm.q);
            ranked = await rankCandidates(tx, ctx, frequent, this.options.candidateCap);
            warnings.push('Very many documents match: the best of a large sample are shown. Add words or filters for an exact order.');
          }
        }
      }
      const hits = await hydrateHits(tx, ranked, norm.q, {
        terms: parsed.terms,
        prefixes: parsed.prefixes,
        lexemes: new Set(norm.lexemes ?? []),
        lexemePrefixes: lexemesOf(norm.prefixes ?? '').prefixes,
      });
      return { counted, hits };
    });
    return {
      ...emptyResponse(request, terms, started, warnings),
      total: counted.total,
      total_is_estimate: counted.estimate,
      hits,
      facets: counted.facets,
      took_ms: Math.round(performance.now() - started),
    };
  }

  /** A one-word query on a frequent word, by relevance: answered from the stored best pages (exact). */
  private async rankFrequent(db: DbOrTx, ctx: RankContext): Promise<RankedDocument[] | null> {
    const single = /^'((?:[^']|'')+)'$/.exec(ctx.tsquery);
    if (!single || ctx.sort !== 'relevance') return null;
    const word = single[1]!.replace(/''/g, "'");
    const [entry] = await rows<{ n: number | string }>(
      db,
      sql`select (select count(*) from search_top_pages t where t.organization_id = v.organization_id and t.word = v.word) as n
        from search_vocabulary v where v.organization_id = ${ctx.organizationId} and v.word = ${word} and v.top_built`,
    );
    if (!entry) return null;
    return rankFromTopPages(db, ctx, word, Number(entry.n), this.options.topK);
  }

  /** The query's words (and prefix expansions) that have stored best pages: they seed the candidate set. */
  private async frequentWordsOf(db: DbOrTx, organizationId: string, normalised: string): Promise<string[]> {
    const { lexemes, prefixes } = lexemesOf(normalised);
    const found = await rows<{ word: string }>(
      db,
      sql`select word from search_vocabulary where organization_id = ${organizationId} and top_built and word = any(${pgArray(lexemes)}::text[])
        union all
        (select word from search_vocabulary, unnest(${pgArray(prefixes)}::text[]) as p
          where organization_id = ${organizationId} and top_built and word like replace(replace(p, '_', '\\_'), '%', '\\%') || '%'
          order by page_count desc limit 8)`,
    );
    return found.map((r) => r.word);
  }

  suggestDocuments(scope: SearchScope, text: string, options: { limit: number; caseId?: string }): Promise<DocumentSuggestion[]> {
    if (scope.caseIds?.length === 0) return Promise.resolve([]);
    return suggestDocuments(this.db, scope, text, options);
  }

  indexDocument(organizationId: string, documentId: string): Promise<void> {
    return indexOneDocument(this.db, organizationId, documentId, this.options);
  }

  async rebuild(organizationId: string | null): Promise<void> {
    const firms = organizationId
      ? [organizationId]
      : (await rows<{ id: string }>(this.db, sql`select id from organizations order by id`)).map((r) => r.id);
    for (const firm of firms) await rebuildFirm(this.db, firm, this.options);
  }

  /** True when pages exist but the derived tables were never built (a fresh upgrade): start-up queues a rebuild. */
  async needsRebuild(): Promise<boolean> {
    const [r] = await rows<{ pages: boolean; vocab: boolean }>(
      this.db,
      sql`select exists (select 1 from document_pages) as pages, exists (select 1 from search_vocabulary) as vocab`,
    );
    return Boolean(r?.pages && !r.vocab);
  }
}
