import {
  CreateDiscoveryRequestRequest,
  DiscoveryRequest,
  DiscoveryRequestIdParam,
  DiscoveryRequestList,
  DiscoveryRequestListQuery,
  UpdateDiscoveryRequestRequest,
} from '@app/contract';
import type { App, AppDeps } from '../../../deps.js';
import { callerOf } from '../../../platform/http/caller.js';
import { createRequest, deleteRequest, getRequest, listRequests, updateRequest } from './requests.js';

const tags = ['discovery'];
const read = { permission: 'discovery:read' } as const;
const manage = { permission: 'discovery:manage' } as const;
const base = '/discovery/requests';
const params = DiscoveryRequestIdParam;

/** Discovery requests over HTTP: viewers follow them, paralegals and above change them. */
export function requestRoutes(app: App, deps: AppDeps): void {
  app.get(base, {
    config: read,
    schema: { tags, summary: 'Discovery requests of the cases the caller can see: open ones first, soonest response deadline first', querystring: DiscoveryRequestListQuery, response: { 200: DiscoveryRequestList } },
    handler: (req) => listRequests(deps, callerOf(req), req.query),
  });
  app.post(base, {
    config: manage,
    schema: {
      tags,
      summary: 'Log a set of requests with its numbered items; the response deadline goes on the case calendar (audited)',
      body: CreateDiscoveryRequestRequest,
      response: { 201: DiscoveryRequest },
    },
    handler: async (req, reply) => reply.status(201).send(await createRequest(deps, callerOf(req), req.body)),
  });
  app.get(`${base}/:request_id`, {
    config: read,
    schema: { tags, summary: 'One discovery request with its items, responses and review progress', params, response: { 200: DiscoveryRequest } },
    handler: (req) => getRequest(deps, callerOf(req), req.params.request_id),
  });
  app.put(`${base}/:request_id`, {
    config: manage,
    schema: {
      tags,
      summary: 'Change a request: dates move the deadline, a status closes it, items replace the list (an item keeps its id by number)',
      params,
      body: UpdateDiscoveryRequestRequest,
      response: { 200: DiscoveryRequest },
    },
    handler: (req) => updateRequest(deps, callerOf(req), req.params.request_id, req.body),
  });
  app.delete(`${base}/:request_id`, {
    config: manage,
    schema: { tags, summary: 'Delete a request and its deadline from the calendar (audited)', params, response: { 200: DiscoveryRequest } },
    handler: (req) => deleteRequest(deps, callerOf(req), req.params.request_id),
  });
}
