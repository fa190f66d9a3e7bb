import {
  CaseEvent,
  CaseEventParams,
  CaseEventsQuery,
  CaseEventsResponse,
  CaseIdParam,
  CreateCaseEventRequest,
  UpdateCaseEventRequest,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from './events.js';

const tags = ['cases'];

/** Hearings, deadlines, depositions, filings and meetings of one case. */
export function caseEventRoutes(app: App, deps: AppDeps): void {
  app.get('/cases/:case_id/events', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: "The case's timeline, oldest first", params: CaseIdParam, querystring: CaseEventsQuery, response: { 200: CaseEventsResponse } },
    handler: async (req) => {
      const events = await listEvents(deps, callerOf(req), req.params.case_id, req.query);
      return { events, total: events.length };
    },
  });
  app.post('/cases/:case_id/events', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: 'Add an event to the case', params: CaseIdParam, body: CreateCaseEventRequest, response: { 201: CaseEvent } },
    handler: async (req, reply) => reply.status(201).send(await createEvent(deps, callerOf(req), req.params.case_id, req.body)),
  });
  app.get('/cases/:case_id/events/:event_id', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: 'One event (the ?event= deep link)', params: CaseEventParams, response: { 200: CaseEvent } },
    handler: (req) => getEvent(deps, callerOf(req), req.params.case_id, req.params.event_id),
  });
  app.put('/cases/:case_id/events/:event_id', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: 'Change an event', params: CaseEventParams, body: UpdateCaseEventRequest, response: { 200: CaseEvent } },
    handler: (req) => updateEvent(deps, callerOf(req), req.params.case_id, req.params.event_id, req.body),
  });
  app.delete('/cases/:case_id/events/:event_id', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: 'Remove an event', params: CaseEventParams, response: { 200: CaseEvent } },
    handler: (req) => deleteEvent(deps, callerOf(req), req.params.case_id, req.params.event_id),
  });
}
