import type { AdvancedSearchRequest, DocumentSearchHit, DocumentSearchResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { SearchScope } from '../../platform/search/search-index.js';
import { reciprocalRankFusion } from './rank-fusion.js';
import { semanticHit, semanticSearch } from './semantic-search.js';
import { queryTerms } from './snippets.js';

/** How deep each side ranks before fusing: a document below both lists' depth cannot make the page anyway. */
const FUSION_DEPTH = 100;

/**
 * Keyword → the lexical engine as is; semantic → nearest passages; hybrid → both ranked with the
 * same filters and fused by reciprocal rank (k = 60). Hybrid takes facets and snippets from the
 * lexical side (they show why a document matched), the nearest passage when only semantics found it.
 */
export async function advancedSearch(deps: AppDeps, scope: SearchScope, userId: string, request: AdvancedSearchRequest): Promise<DocumentSearchResponse> {
  if (request.mode === 'keyword') return { ...(await deps.search.searchDocuments(scope, request)), mode: 'keyword', embedding_engine: null };
  if (request.mode === 'semantic') return (await semanticSearch(deps, scope, userId, request)).response;

  const started = performance.now();
  const [lexical, semantic] = await Promise.all([
    deps.search.searchDocuments(scope, { ...request, sort: 'relevance', page: 1, page_size: FUSION_DEPTH }),
    semanticSearch(deps, scope, userId, { ...request, page: 1, page_size: FUSION_DEPTH }, FUSION_DEPTH),
  ]);
  const lexicalHits = new Map(lexical.hits.map((h) => [h.document_id, h]));
  const vectorHits = new Map(semantic.ranked.map((d) => [d.documentId, d]));
  const terms = lexical.terms.length > 0 ? lexical.terms : queryTerms(request.q);
  const fused = reciprocalRankFusion([lexical.hits.map((h) => h.document_id), semantic.ranked.map((d) => d.documentId)]);
  const hits: DocumentSearchHit[] = [];
  for (const { id, score } of fused) {
    const lexicalHit = lexicalHits.get(id);
    const nearest = vectorHits.get(id);
    const base = lexicalHit && lexicalHit.snippets.length > 0 ? lexicalHit : nearest ? semanticHit(nearest, terms) : lexicalHit;
    if (base) hits.push({ ...base, score: Math.round(score * 1_000_000) / 1_000_000 });
  }
  const ordered = request.sort === 'relevance' ? hits : [...hits].sort(byDate(request.sort));
  const from = (request.page - 1) * request.page_size;
  return {
    mode: 'hybrid',
    total: Math.max(hits.length, lexical.total),
    total_is_estimate: lexical.total_is_estimate || semantic.response.total_is_estimate || lexical.total > lexical.hits.length,
    page: request.page,
    page_size: request.page_size,
    hits: ordered.slice(from, from + request.page_size),
    facets: lexical.facets,
    terms,
    embedding_engine: deps.ai.embeddings.id,
    took_ms: Math.round((performance.now() - started) * 10) / 10,
    warnings: [...new Set([...lexical.warnings, ...semantic.response.warnings])],
  };
}

const dateOf = (h: DocumentSearchHit) => h.document_date ?? h.created_at;
function byDate(sort: 'date_desc' | 'date_asc'): (a: DocumentSearchHit, b: DocumentSearchHit) => number {
  return sort === 'date_asc' ? (a, b) => dateOf(a).localeCompare(dateOf(b)) : (a, b) => dateOf(b).localeCompare(dateOf(a));
}
