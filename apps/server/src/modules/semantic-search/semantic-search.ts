import { sql } from 'drizzle-orm';
import type { DocumentSearchHit, DocumentSearchResponse, DocumentSearchFilters, FacetCount } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { LOCAL_HASH_ENGINE_ID } from '../../platform/ai/local-hash-embedder.js';
import type { SearchScope } from '../../platform/search/search-index.js';
import { nearestDocuments, type NearestDocument } from './nearest-chunks.js';
import { chunkSnippet, queryTerms } from './snippets.js';
import { queryRows } from './sql-rows.js';
import { vectorSupport } from './vector-support.js';

/** Documents considered per query: enough for paging and facets, bounded for the exact scan's sort. */
export const SEMANTIC_CANDIDATES = 500;

/**
 * Below this a local-hash match shares only incidental word pieces ("tion", "the"), not a topic;
 * measured on the demo corpus, a nonsense query's best passage scores under 0.09, a topical one 0.15–0.25. Model embeddings are ranked only.
 */
export function minSimilarityFor(engine: string): number {
  return engine === LOCAL_HASH_ENGINE_ID ? 0.1 : 0;
}

export interface SemanticRequest extends DocumentSearchFilters {
  q: string;
  page: number;
  page_size: number;
}

export interface SemanticResult {
  response: DocumentSearchResponse;
  /** Every candidate, best first, for rank fusion. */
  ranked: NearestDocument[];
}

/** Nearest passages to the query among what the caller may see, one hit per document (its best passage). */
export async function semanticSearch(deps: AppDeps, scope: SearchScope, userId: string, request: SemanticRequest, limit = SEMANTIC_CANDIDATES): Promise<SemanticResult> {
  const started = performance.now();
  const engine = deps.ai.embeddings;
  const terms = queryTerms(request.q);
  const warnings: string[] = [];
  const [vector] = await engine.embed([request.q], { organizationId: scope.organizationId, userId, caseId: request.case_id ?? null, feature: 'search' });
  let ranked: NearestDocument[] = [];
  if (!vector || !vector.some((x) => x !== 0)) {
    warnings.push('The query has no words the semantic engine can compare; try keyword search.');
  } else {
    const support = await vectorSupport(deps.database);
    ranked = await nearestDocuments(deps.db, support, {
      scope,
      filters: request,
      vector,
      engine: engine.id,
      minSimilarity: minSimilarityFor(engine.id),
      limit,
    });
    const waiting = await reembedPending(deps, scope.organizationId, engine.id);
    if (waiting > 0) warnings.push(`${waiting} document(s) are still being embedded with ${engine.id}; they are missing from semantic results until then.`);
  }
  const from = (request.page - 1) * request.page_size;
  const response: DocumentSearchResponse = {
    mode: 'semantic',
    total: ranked.length,
    total_is_estimate: ranked.length >= limit,
    page: request.page,
    page_size: request.page_size,
    hits: ranked.slice(from, from + request.page_size).map((d) => semanticHit(d, terms)),
    facets: facetsOf(ranked),
    terms,
    embedding_engine: engine.id,
    took_ms: Math.round((performance.now() - started) * 10) / 10,
    warnings,
  };
  return { response, ranked };
}

export function semanticHit(d: NearestDocument, terms: string[]): DocumentSearchHit {
  return {
    document_id: d.documentId,
    case_id: d.caseId,
    case_name: d.caseName,
    filename: d.filename,
    detected_type: d.detectedType,
    status: d.status,
    created_at: d.createdAt.toISOString(),
    document_date: d.hasDocumentDate ? `${d.documentDay}T00:00:00.000Z` : null,
    author: d.author,
    score: Math.round(d.similarity * 10_000) / 10_000,
    snippets: [chunkSnippet(d, terms)],
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function count(values: { value: string; label: string }[]): FacetCount[] {
  const map = new Map<string, FacetCount>();
  for (const v of values) {
    const f = map.get(v.value) ?? { ...v, count: 0 };
    f.count++;
    map.set(v.value, f);
  }
  return [...map.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export function facetsOf(docs: NearestDocument[]): DocumentSearchResponse['facets'] {
  return {
    case: count(docs.map((d) => ({ value: d.caseId, label: d.caseName }))),
    file_type: count(docs.filter((d) => d.detectedType).map((d) => ({ value: d.detectedType ?? '', label: (d.detectedType ?? '').toUpperCase() }))),
    status: count(docs.map((d) => ({ value: d.status, label: capitalise(d.status) }))),
    year: count(docs.map((d) => ({ value: d.documentDay.slice(0, 4), label: d.documentDay.slice(0, 4) }))),
    // Custodian counts come from the keyword engine (hybrid mode); nearest passages do not read custodians.
    custodian: [],
  };
}

/** Documents of the firm whose chunks another engine produced (a re-embed in progress). */
async function reembedPending(deps: AppDeps, organizationId: string, engine: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    deps.db,
    sql`select count(distinct document_id) as n from page_chunks where organization_id = ${organizationId} and (engine <> ${engine} or engine is null)`,
  );
  return Number(row?.n ?? 0);
}
