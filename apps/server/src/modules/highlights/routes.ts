import { CaseIdParam, CreateHighlightRequest, Highlight, HighlightIdParam, HighlightListQuery, HighlightListResponse, UpdateHighlightRequest } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { createHighlight, deleteHighlight, getHighlight, listHighlights, updateHighlight } from './highlights.js';

const tags = ['highlights'];

/** Passages marked in a case's documents. */
export function highlightRoutes(app: App, deps: AppDeps): void {
  app.get('/cases/:case_id/highlights', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: "The case's highlights, oldest first (filter by document or tag)", params: CaseIdParam, querystring: HighlightListQuery, response: { 200: HighlightListResponse } },
    handler: (req) => listHighlights(deps, callerOf(req), req.params.case_id, req.query),
  });
  app.post('/cases/:case_id/highlights', {
    config: { permission: 'highlights:write' },
    schema: { tags, summary: 'Highlight a passage of a document page', params: CaseIdParam, body: CreateHighlightRequest, response: { 201: Highlight } },
    handler: async (req, reply) => reply.status(201).send(await createHighlight(deps, callerOf(req), req.params.case_id, req.body)),
  });
  app.get('/highlights/:highlight_id', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: 'One highlight', params: HighlightIdParam, response: { 200: Highlight } },
    handler: (req) => getHighlight(deps, callerOf(req), req.params.highlight_id),
  });
  app.put('/highlights/:highlight_id', {
    config: { permission: 'highlights:write' },
    schema: { tags, summary: "Change a highlight's colour, note or tags (its author or a case manager)", params: HighlightIdParam, body: UpdateHighlightRequest, response: { 200: Highlight } },
    handler: (req) => updateHighlight(deps, callerOf(req), req.params.highlight_id, req.body),
  });
  app.delete('/highlights/:highlight_id', {
    config: { permission: 'highlights:write' },
    schema: { tags, summary: 'Remove a highlight (its author or a case manager)', params: HighlightIdParam, response: { 200: Highlight } },
    handler: (req) => deleteHighlight(deps, callerOf(req), req.params.highlight_id),
  });
}
