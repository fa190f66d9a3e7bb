import {
  IncomingProduction,
  IncomingProductionDetail,
  IncomingProductionIdParam,
  IncomingProductionList,
  IncomingProductionListQuery,
  LoadIncomingRequest,
  ReparseIncomingRequest,
} from '@app/contract';
import multipart from '@fastify/multipart';
import type { App, AppDeps } from '../../../deps.js';
import { callerOf } from '../../../platform/http/caller.js';
import { getIncoming, listIncoming } from './read.js';
import { reparseVolume, uploadVolume } from './upload.js';
import { runIncomingLoad, startLoad } from './load.js';
import { incomingLoads } from './load-work.js';

const tags = ['discovery'];
const read = { permission: 'discovery:read' } as const;
const manage = { permission: 'discovery:manage' } as const;

/**
 * Incoming productions: upload a volume (parsed at once), adjust the delimiters, confirm the
 * field map (202: the load runs in the background), follow it.
 */
export function incomingRoutes(app: App, deps: AppDeps): void {
  app.get('/discovery/incoming-productions', {
    config: read,
    schema: { tags, summary: "A case's incoming productions, newest first", querystring: IncomingProductionListQuery, response: { 200: IncomingProductionList } },
    handler: (req) => listIncoming(deps, callerOf(req), req.query.case_id),
  });
  // The volume upload in a plugin scope of its own, so the multipart parser applies to it only.
  void app.register(async (plugin) => {
    const scope = plugin as App;
    await scope.register(multipart, { limits: { fileSize: deps.config.maxUploadBytes + 1 } });
    scope.post('/discovery/incoming-productions', {
      config: manage,
      schema: {
        tags,
        summary: "Upload the other side's volume (multipart: case_id, file = a ZIP with DAT, OPT, images, text, natives): its DAT is read and a field map suggested",
        response: { 201: IncomingProduction },
      },
      handler: async (req, reply) => reply.status(201).send(await uploadVolume(deps, callerOf(req), req)),
    });
  });
  app.get('/discovery/incoming-productions/:incoming_id', {
    config: read,
    schema: { tags, summary: 'An incoming production with its loaded documents (Bates ranges) and refused rows', params: IncomingProductionIdParam, response: { 200: IncomingProductionDetail } },
    handler: (req) => getIncoming(deps, callerOf(req), req.params.incoming_id),
  });
  app.post('/discovery/incoming-productions/:incoming_id/parse', {
    config: manage,
    schema: { tags, summary: 'Read the DAT again with other delimiters', params: IncomingProductionIdParam, body: ReparseIncomingRequest, response: { 200: IncomingProduction } },
    handler: (req) => reparseVolume(deps, callerOf(req), req.params.incoming_id, req.body),
  });
  app.post('/discovery/incoming-productions/:incoming_id/load', {
    config: manage,
    schema: { tags, summary: 'Confirm the delimiters and field map and load the volume in the background', params: IncomingProductionIdParam, body: LoadIncomingRequest, response: { 202: IncomingProduction } },
    handler: async (req, reply) => reply.status(202).send(await startLoad(deps, callerOf(req), req.params.incoming_id, req.body)),
  });
}

/** One load at a time per server (reading images and building PDFs uses a core); recovery first. */
export const startIncomingWorkers = (deps: AppDeps): Promise<void> =>
  incomingLoads.start(deps, { runners: 1, run: (payload, signal) => runIncomingLoad(deps, payload, signal), stopWaitMs: 10_000 });
export const stopIncomingWorkers = (deps: AppDeps): Promise<void> => incomingLoads.stop(deps);
