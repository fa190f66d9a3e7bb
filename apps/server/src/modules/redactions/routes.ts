import {
  BatchRedactionRequest,
  BatchRedactionResponse,
  CaseIdParam,
  CreateRedactionRequest,
  ProductionIdParam,
  CreateRedactionSetRequest,
  Redaction,
  RedactionIdParam,
  RedactionListQuery,
  RedactionListResponse,
  RedactionPageParams,
  RedactionPageQuery,
  RedactionPageView,
  RedactionSet,
  RedactionSetIdParam,
  RedactionSetListResponse,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { batchRedact } from './batch.js';
import { redactionPageView } from './page-view.js';
import { sendRedactionLog } from './redaction-log.js';
import { createRedaction, deleteRedaction, listRedactions } from './redactions.js';
import { approveSet, createSet, listSets, reopenSet } from './sets.js';

const tags = ['redactions'];

/** Redaction sets of a case, their redactions, batch redaction and approval. */
export function redactionRoutes(app: App, deps: AppDeps): void {
  app.get('/cases/:case_id/redaction-sets', {
    config: { permission: 'discovery:read' },
    schema: { tags, summary: "The case's redaction sets, oldest first", params: CaseIdParam, response: { 200: RedactionSetListResponse } },
    handler: (req) => listSets(deps, callerOf(req), req.params.case_id),
  });
  app.post('/cases/:case_id/redaction-sets', {
    config: { permission: 'discovery:manage' },
    schema: { tags, summary: 'Start a redaction set for a purpose', params: CaseIdParam, body: CreateRedactionSetRequest, response: { 201: RedactionSet } },
    handler: async (req, reply) => reply.status(201).send(await createSet(deps, callerOf(req), req.params.case_id, req.body)),
  });
  app.post('/redaction-sets/:set_id/approve', {
    config: { permission: 'redactions:approve' },
    schema: { tags, summary: 'Approve a set for production (it is locked until reopened)', params: RedactionSetIdParam, response: { 200: RedactionSet } },
    handler: (req) => approveSet(deps, callerOf(req), req.params.set_id),
  });
  app.post('/redaction-sets/:set_id/reopen', {
    config: { permission: 'redactions:approve' },
    schema: { tags, summary: 'Reopen an approved set to change it', params: RedactionSetIdParam, response: { 200: RedactionSet } },
    handler: (req) => reopenSet(deps, callerOf(req), req.params.set_id),
  });
  app.get('/redaction-sets/:set_id/redactions', {
    config: { permission: 'discovery:read' },
    schema: { tags, summary: "A document's redactions in the set", params: RedactionSetIdParam, querystring: RedactionListQuery, response: { 200: RedactionListResponse } },
    handler: (req) => listRedactions(deps, callerOf(req), req.params.set_id, req.query.document_id),
  });
  app.get('/redaction-sets/:set_id/documents/:document_id/page', {
    config: { permission: 'discovery:read' },
    schema: { tags, summary: "A document's page as produced, with the places of the set's text redactions (audited as document_viewed)", params: RedactionPageParams, querystring: RedactionPageQuery, response: { 200: RedactionPageView } },
    handler: (req) => redactionPageView(deps, callerOf(req), req.params.set_id, req.params.document_id, req.query.page_number),
  });
  app.post('/redaction-sets/:set_id/redactions', {
    config: { permission: 'discovery:manage' },
    schema: { tags, summary: 'Redact a box drawn on a page or a text selection', params: RedactionSetIdParam, body: CreateRedactionRequest, response: { 201: Redaction } },
    handler: async (req, reply) => reply.status(201).send(await createRedaction(deps, callerOf(req), req.params.set_id, req.body)),
  });
  app.post('/redaction-sets/:set_id/batch', {
    config: { permission: 'discovery:manage' },
    schema: { tags, summary: 'Redact every match of a term, a regular expression or a built-in pattern', params: RedactionSetIdParam, body: BatchRedactionRequest, response: { 200: BatchRedactionResponse } },
    handler: (req) => batchRedact(deps, callerOf(req), req.params.set_id, req.body),
  });
  app.get('/discovery/productions/:production_id/redaction-log', {
    config: { permission: 'discovery:read' },
    schema: { tags, summary: "A completed production's redaction log (CSV: Bates page, reason, who redacted)", params: ProductionIdParam },
    handler: (req, reply) => sendRedactionLog(deps, callerOf(req), req.params.production_id, reply),
  });
  app.delete('/redactions/:redaction_id', {
    config: { permission: 'discovery:manage' },
    schema: { tags, summary: 'Remove a redaction from a draft set', params: RedactionIdParam, response: { 200: Redaction } },
    handler: (req) => deleteRedaction(deps, callerOf(req), req.params.redaction_id),
  });
}

