import {
  Case,
  CaseIdParam,
  CaseListQuery,
  CaseListResponse,
  CasePermissionsResponse,
  CaseStats,
  CreateCaseRequest,
  CreateCaseResponse,
  DeleteCaseQuery,
  DeleteCaseResponse,
  SetCasePermissionRequest,
  SuggestionsQuery,
  SuggestionsResponse,
  UpdateCaseRequest,
  UserCasesResponse,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { createCase, deleteCase, updateCase, viewCase } from './cases.js';
import { listCases, listMyCases } from './list.js';
import { caseStats, suggestions, type SuggestionKind } from './metadata.js';
import { getCaseTeam, setCasePermission } from './team.js';

const tags = ['cases'];

export function caseRoutes(app: App, deps: AppDeps): void {
  // Clients write the collection with or without a trailing slash; both spellings answer.
  for (const url of ['/cases', '/cases/']) {
    app.get(url, {
      config: { permission: 'cases:read' },
      schema: { tags, summary: 'Cases I can see, filtered, sorted and paged', querystring: CaseListQuery, response: { 200: CaseListResponse } },
      handler: async (req) => {
        const result = await listCases(deps.db, callerOf(req), req.query);
        return { ...result, page: req.query.page, page_size: req.query.page_size };
      },
    });
    app.post(url, {
      config: { permission: 'cases:create' },
      schema: { tags, summary: 'Open a new matter (the creator is assigned with manage access)', body: CreateCaseRequest, response: { 201: CreateCaseResponse } },
      handler: async (req, reply) => reply.status(201).send(await createCase(deps, callerOf(req), req.body)),
    });
  }

  app.get('/cases/stats', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: 'Counts by status and priority over the cases I can see', response: { 200: CaseStats } },
    handler: (req) => caseStats(deps.db, callerOf(req)),
  });

  app.get('/cases/user/cases', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: 'Open cases I am assigned to', response: { 200: UserCasesResponse } },
    handler: async (req) => {
      const mine = await listMyCases(deps.db, callerOf(req));
      return { cases: mine, total: mine.length };
    },
  });

  for (const kind of ['courts', 'attorneys', 'tags'] as const satisfies readonly SuggestionKind[]) {
    app.get(`/cases/metadata/${kind}/suggestions`, {
      config: { permission: 'cases:read' },
      schema: { tags, summary: `Distinct ${kind} already used, for type-ahead`, querystring: SuggestionsQuery, response: { 200: SuggestionsResponse } },
      handler: async (req) => ({ suggestions: await suggestions(deps.db, callerOf(req), kind, req.query.q, req.query.limit) }),
    });
  }

  app.get('/cases/:case_id', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: 'One case (audited as case_viewed)', params: CaseIdParam, response: { 200: Case } },
    handler: (req) => viewCase(deps, callerOf(req), req.params.case_id),
  });

  app.put('/cases/:case_id', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: 'Update a case (edit or manage access)', params: CaseIdParam, body: UpdateCaseRequest, response: { 200: Case } },
    handler: (req) => updateCase(deps, callerOf(req), req.params.case_id, req.body),
  });

  app.delete('/cases/:case_id', {
    config: { permission: 'cases:delete' },
    schema: {
      tags,
      summary: 'Archive a case; with ?hard=true (administrators) delete it permanently',
      params: CaseIdParam,
      querystring: DeleteCaseQuery,
      response: { 200: DeleteCaseResponse },
    },
    handler: (req) => deleteCase(deps, callerOf(req), req.params.case_id, req.query.hard),
  });

  app.get('/cases/:case_id/permissions', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: 'Who is assigned to the case, with access levels', params: CaseIdParam, response: { 200: CasePermissionsResponse } },
    handler: (req) => getCaseTeam(deps, callerOf(req), req.params.case_id),
  });

  app.post('/cases/:case_id/permissions', {
    config: { permission: 'cases:update' },
    schema: {
      tags,
      summary: 'Assign a colleague (read, edit, manage) or remove them (none); partner+ or manage access',
      params: CaseIdParam,
      body: SetCasePermissionRequest,
      response: { 200: CasePermissionsResponse },
    },
    handler: (req) => setCasePermission(deps, callerOf(req), req.params.case_id, req.body),
  });
}
