import { z } from 'zod';
import { AdvancedSearchRequest, AiEnginesStatus, DocumentSearchResponse, DocumentSearchFilters, VectorSearchRequest, type SearchMode } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { loadCase } from '../cases/access.js';
import { callerOf, type Caller } from '../../platform/http/caller.js';
import { searchScopeFor } from '../search/scope.js';
import { advancedSearch } from './advanced-search.js';
import { enginesStatus } from './engines-status.js';
import { semanticSearch } from './semantic-search.js';

const tags = ['search'];

/** A querystring gives one string for `?file_type=pdf,docx` and an array for repeated params. */
const listParam = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v), schema);
const queryFilters = {
  file_type: listParam(DocumentSearchFilters.shape.file_type),
  status: listParam(DocumentSearchFilters.shape.status),
};
const VectorSearchQuery = VectorSearchRequest.extend(queryFilters);
const AdvancedSearchQuery = AdvancedSearchRequest.extend(queryFilters);

/** The caller's search scope; a case filter naming a case they cannot reach answers 404 like any other. */
async function scopeFor(deps: AppDeps, caller: Caller, caseId: string | undefined) {
  if (caseId) await loadCase(deps.db, caller, caseId);
  return searchScopeFor(deps.db, caller);
}

async function audited(deps: AppDeps, caller: Caller, mode: SearchMode, request: { q: string; case_id?: string | undefined }, response: DocumentSearchResponse) {
  const { q, ...filters } = request;
  await recordAudit(deps.db, caller.actor, {
    action: 'search_performed',
    resourceType: 'search',
    resourceName: q.slice(0, 200),
    details: { mode, query: q, filters, total: response.total, embedding_engine: response.embedding_engine },
  });
  return response;
}

/** Semantic (nearest passages) and advanced (keyword, semantic or hybrid) document search, and the engines' status. */
export function semanticSearchRoutes(app: App, deps: AppDeps): void {
  const vector = async (caller: Caller, request: VectorSearchRequest) => {
    const scope = await scopeFor(deps, caller, request.case_id);
    const { response } = await semanticSearch(deps, scope, caller.userId, request);
    return audited(deps, caller, 'semantic', request, response);
  };
  const advanced = async (caller: Caller, request: AdvancedSearchRequest) => {
    const scope = await scopeFor(deps, caller, request.case_id);
    return audited(deps, caller, request.mode, request, await advancedSearch(deps, scope, caller.userId, request));
  };

  app.post('/search/vector', {
    config: { permission: 'search:use' },
    schema: { tags, summary: 'Documents whose passages are nearest in meaning to the query (embeddings), best passage as snippet', body: VectorSearchRequest, response: { 200: DocumentSearchResponse } },
    handler: (req) => vector(callerOf(req), req.body),
  });
  app.get('/search/vector', {
    config: { permission: 'search:use' },
    schema: { tags, summary: 'Semantic search with the request in the querystring', querystring: VectorSearchQuery, response: { 200: DocumentSearchResponse } },
    handler: (req) => vector(callerOf(req), req.query),
  });
  app.post('/search/advanced', {
    config: { permission: 'search:use' },
    schema: {
      tags,
      summary: 'Keyword, semantic or hybrid search (reciprocal rank fusion of keyword and semantic ranks, k = 60) with every filter',
      body: AdvancedSearchRequest,
      response: { 200: DocumentSearchResponse },
    },
    handler: (req) => advanced(callerOf(req), req.body),
  });
  app.get('/search/advanced', {
    config: { permission: 'search:use' },
    schema: { tags, summary: 'Advanced search with the request in the querystring', querystring: AdvancedSearchQuery, response: { 200: DocumentSearchResponse } },
    handler: (req) => advanced(callerOf(req), req.query),
  });
  app.get('/search/engines', {
    config: { permission: 'search:use' },
    schema: { tags, summary: 'Language model and embedding engine in use, vector index, embedding progress and warnings', response: { 200: AiEnginesStatus } },
    handler: (req) => enginesStatus(deps, callerOf(req)),
  });
}
