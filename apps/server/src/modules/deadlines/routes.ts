import {
  CaseCourt,
  CaseDeadlines,
  CaseIdParam,
  CaseTriggerParam,
  ClosureIdParam,
  CourtClosureChange,
  CourtClosureList,
  CreateCourtClosureRequest,
  CreateDeadlineTriggerRequest,
  DeadlineTrigger,
  UpdateCaseCourtRequest,
  UpdateDeadlineTriggerRequest,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { createClosure, deleteClosure, listClosures } from './closures.js';
import { getCaseCourt, updateCaseCourt } from './court-settings.js';
import { caseDeadlines, createTrigger, deleteTrigger, updateTrigger } from './triggers.js';

const tags = ['deadlines'];

/** Court-rule deadlines: triggers and their deadlines per case, the case's court, the firm's closure days. */
export function deadlineRoutes(app: App, deps: AppDeps): void {
  app.get('/cases/:case_id/deadlines', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: "The case's triggers, the deadlines each sets with its working in words, and the court", params: CaseIdParam, response: { 200: CaseDeadlines } },
    handler: (req) => caseDeadlines(deps, callerOf(req), req.params.case_id),
  });
  app.post('/cases/:case_id/deadline-triggers', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: 'Add a trigger; its deadlines are computed and put on the timeline', params: CaseIdParam, body: CreateDeadlineTriggerRequest, response: { 201: DeadlineTrigger } },
    handler: async (req, reply) => reply.status(201).send(await createTrigger(deps, callerOf(req), req.params.case_id, req.body)),
  });
  app.patch('/cases/:case_id/deadline-triggers/:trigger_id', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: 'Move a trigger (date, service, period); every deadline it set is recomputed', params: CaseTriggerParam, body: UpdateDeadlineTriggerRequest, response: { 200: DeadlineTrigger } },
    handler: (req) => updateTrigger(deps, callerOf(req), req.params.case_id, req.params.trigger_id, req.body),
  });
  app.delete('/cases/:case_id/deadline-triggers/:trigger_id', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: 'Remove a trigger and take its deadlines off the timeline', params: CaseTriggerParam, response: { 200: DeadlineTrigger } },
    handler: (req) => deleteTrigger(deps, callerOf(req), req.params.case_id, req.params.trigger_id),
  });
  app.get('/cases/:case_id/court', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: "The court the case's deadlines are counted for", params: CaseIdParam, response: { 200: CaseCourt } },
    handler: (req) => getCaseCourt(deps, callerOf(req), req.params.case_id),
  });
  app.put('/cases/:case_id/court', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: "Set the case's court (name, time zone, Inauguration Day); its deadlines are recomputed", params: CaseIdParam, body: UpdateCaseCourtRequest, response: { 200: CaseCourt } },
    handler: (req) => updateCaseCourt(deps, callerOf(req), req.params.case_id, req.body),
  });
  app.get('/organization/court-closures', {
    config: { permission: 'organization:read' },
    schema: { tags, summary: "The firm's court closure days", response: { 200: CourtClosureList } },
    handler: (req) => listClosures(deps, callerOf(req)),
  });
  app.post('/organization/court-closures', {
    config: { permission: 'organization:manage' },
    schema: { tags, summary: 'Add a court closure day; the deadlines it can move are recomputed', body: CreateCourtClosureRequest, response: { 201: CourtClosureChange } },
    handler: async (req, reply) => reply.status(201).send(await createClosure(deps, callerOf(req), req.body)),
  });
  app.delete('/organization/court-closures/:closure_id', {
    config: { permission: 'organization:manage' },
    schema: { tags, summary: 'Remove a court closure day; the deadlines it moved are recomputed', params: ClosureIdParam, response: { 200: CourtClosureChange } },
    handler: (req) => deleteClosure(deps, callerOf(req), req.params.closure_id),
  });
}
