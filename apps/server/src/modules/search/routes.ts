import { CaseSearchRequest, CaseSearchResponse, DocumentSearchQuery, DocumentSearchRequest, DocumentSearchResponse } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { searchCases } from './case-search.js';
import { auditedDocumentSearch, auditSearch } from './service.js';

const tags = ['search'];

/** Keyword document search (GET with a query string or POST with a JSON body) and case search. */
export function searchRoutes(app: App, deps: AppDeps): void {
  app.get('/search/documents', {
    config: { permission: 'search:use' },
    schema: { tags, summary: 'Full-text document search with filters, facets and highlighted passages', querystring: DocumentSearchQuery, response: { 200: DocumentSearchResponse } },
    handler: (req) => auditedDocumentSearch(deps, callerOf(req), req.query),
  });
  app.post('/search/documents', {
    config: { permission: 'search:use' },
    schema: { tags, summary: 'Full-text document search (the same request as a JSON body)', body: DocumentSearchRequest, response: { 200: DocumentSearchResponse } },
    handler: (req) => auditedDocumentSearch(deps, callerOf(req), req.body),
  });
  app.get('/search/cases', {
    config: { permission: 'search:use' },
    schema: { tags, summary: 'Cases I can see by name, client, docket number, parties or description', querystring: CaseSearchRequest, response: { 200: CaseSearchResponse } },
    handler: async (req) => {
      const caller = callerOf(req);
      const result = await searchCases(deps.db, caller, req.query.q, req.query.limit);
      await auditSearch(deps, caller, { kind: 'cases', query: req.query.q, filters: {}, result_count: result.total });
      return result;
    },
  });
}
