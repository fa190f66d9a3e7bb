import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DocumentSearchRequest, DocumentSearchResponse } from '@app/contract';
import { rows, type Database, type DbOrTx } from '../../../db/client.js';
import type { DocumentSuggestion, SearchIndex, SearchScope } from '../../../platform/search/search-index.js';
import { indexOneDocument, rebuildFirm } from './derived-tables.js';
import { documentFacts, facetsOf } from './facets.js';
import { hydrateHits } from './hits.js';
import { parseQuery } from './query-parser.js';
import { bestScoreByDocument, rankFromTopPages, rankPages, sampleMatches, storedCandidates, type RankContext, type RankedDocument } from './ranking.js';
import { documentConditions, lexemesOf } from './sql-fragments.js';
import { candidateWords, isLonePrefix, isScoped, vocabularyOf } from './vocabulary.js';
import { suggestDocuments } from './suggest.js';

export interface EngineOptions {
  /** The match sample: counting, facets and exact ranking read at most this many matching pages (past it, estimates). */
  countCap: number;
  /** Words in at least this many pages get a stored best-pages list. */
  frequentPages: number;
  topK: number;
}

export const DEFAULT_ENGINE_OPTIONS: EngineOptions = { countCap: 150, frequentPages: 500, topK: 200 };

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
  facets: { case: [], file_type: [], status: [], year: [], custodian: [] },
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

  /**
   * Runs a search's reads with sequential scans ruled out. The planner costs a tsvector match in a
   * sequential scan far too low (detoasting ~30 µs a row), so with a LIMIT it walks the table for a
   * common word (0.4 s at 100k) instead of using the GIN index; PGlite's statistics are also stale
   * (no autovacuum). On PostgreSQL a dedicated pool has the setting per session, so reads need no
   * transaction and may run side by side (`concurrent`); on PGlite it is set per read transaction.
   */
  private onIndexes<T>(read: (db: DbOrTx, concurrent: boolean) => Promise<T>): Promise<T> {
    const pool = this.database.indexReads;
    if (pool) return read(pool, true);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return read(tx, false);
    });
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
      scoped: isScoped(scope, request),
      sort: request.sort,
      limit: request.page_size,
      offset: (request.page - 1) * request.page_size,
    };
    const warnings: string[] = [];
    const { total, estimate, facets, hits } = await this.onIndexes(async (tx) => {
      const sample = await sampleMatches(tx, ctx, this.options.countCap);
      const facts = await documentFacts(tx, [...new Set(sample.pages.map((p) => p.document_id))], ctx.anyWord);
      const facets = facetsOf(facts.values());
      let total = facts.size;
      let estimate = sample.truncated;
      let ranked: RankedDocument[] = [];
      if (!sample.truncated || ctx.sort !== 'relevance') {
        ranked = rankPages(sample.pages, facts, ctx);
        if (sample.truncated) warnings.push('Very many documents match: sorted by date within a large sample. Add words or filters to see them all in order.');
      } else {
        const words = await vocabularyOf(tx, scope.organizationId, norm.any_word);
        const single = /^'((?:[^']|'')+)'$/.exec(norm.q);
        const entry = single ? words.find((w) => !w.prefix && w.word === single[1]!.replace(/''/g, "'")) : undefined;
        if (entry && !ctx.scoped) {
          total = Math.max(total, entry.doc_count);
          estimate = false;
        }
        const exact = entry?.top_built ? await rankFromTopPages(tx, ctx, entry.word, entry.top_count, this.options.topK) : null;
        if (exact) ranked = exact;
        else {
          const extra = await storedCandidates(tx, ctx, candidateWords(words, parsed, norm.q), isLonePrefix(norm.q));
          // Facts (file-name bonus) only for the extra documents that could make this page of results.
          const wanted = (ctx.offset + ctx.limit) * 2;
          const best = bestScoreByDocument(extra.filter((p) => !facts.has(p.document_id)));
          const missing = [...best].sort((a, b) => b[1] - a[1]).slice(0, wanted).map(([id]) => id);
          for (const [id, fact] of await documentFacts(tx, missing, ctx.anyWord)) facts.set(id, fact);
          ranked = rankPages([...sample.pages, ...extra.filter((p) => facts.has(p.document_id))], facts, ctx);
          warnings.push('Very many documents match: the best of a large sample are shown. Add words or filters for an exact order.');
        }
      }
      // Ranked straight from the stored lists: those documents' facts may not have been read yet.
      const unread = ranked.map((r) => r.document_id).filter((id) => !facts.has(id));
      for (const [id, fact] of await documentFacts(tx, unread, ctx.anyWord)) facts.set(id, fact);
      const hits = await hydrateHits(tx, ranked, facts, norm.q, {
        terms: parsed.terms,
        prefixes: parsed.prefixes,
        lexemes: new Set(norm.lexemes ?? []),
        lexemePrefixes: lexemesOf(norm.prefixes ?? '').prefixes,
      });
      return { total, estimate, facets, hits };
    });
    return {
      ...emptyResponse(request, terms, started, warnings),
      total,
      total_is_estimate: estimate,
      hits,
      facets,
      took_ms: Math.round(performance.now() - started),
    };
  }

  suggestDocuments(scope: SearchScope, text: string, options: { limit: number; caseId?: string }): Promise<DocumentSuggestion[]> {
    if (scope.caseIds?.length === 0) return Promise.resolve([]);
    return this.onIndexes((db, concurrent) => suggestDocuments(db, scope, text, { ...options, concurrent }));
  }

  indexDocument(organizationId: string, documentId: string): Promise<void> {
    return indexOneDocument(this.db, organizationId, documentId, this.options);
  }

  async rebuild(organizationId: string | null): Promise<void> {
    const firms = organizationId
      ? [organizationId]
      : (await rows<{ id: string }>(this.db, sql`select id from organizations order by id`)).map((r) => r.id);
    for (const firm of firms) await rebuildFirm(this.db, firm, this.options);
    // A rebuild rewrites these tables wholesale: fresh statistics at once, so plans do not rest on
    // those of the tables before the rewrite until maintenance gets to them (~0.5 s at 100k
    // documents in PGlite). Not what made a fresh PGlite slow: that was a GIN pending list (0009).
    await rows(this.db, sql`analyze search_vocabulary, search_top_pages`);
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
