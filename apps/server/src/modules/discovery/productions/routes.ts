import { CreateProductionRequest, NextBates, NextBatesQuery, Production, ProductionDetail, ProductionIdParam, ProductionList, ProductionListQuery } from '@app/contract';
import type { App, AppDeps } from '../../../deps.js';
import { callerOf } from '../../../platform/http/caller.js';
import { createProduction } from './create.js';
import { getProduction, listProductions, nextBates, sendProductionDownload } from './read.js';
import { startProductionWorkers, stopProductionWorkers } from './workers.js';

const tags = ['discovery'];
const read = { permission: 'discovery:read' } as const;
const manage = { permission: 'discovery:manage' } as const;

/**
 * Productions: made once (202: the job builds the volume), never changed or
 * deleted; the list is their history and a completed one downloads any time.
 */
export function productionRoutes(app: App, deps: AppDeps): void {
  app.get('/discovery/productions', {
    config: read,
    schema: { tags, summary: 'Productions of the cases the caller can see, newest first', querystring: ProductionListQuery, response: { 200: ProductionList } },
    handler: (req) => listProductions(deps, callerOf(req), req.query),
  });
  app.post('/discovery/productions', {
    config: manage,
    schema: {
      tags,
      summary: 'Make a production: privileged documents are withheld, the Bates range is reserved, the volume is built in the background',
      body: CreateProductionRequest,
      response: { 202: Production },
    },
    handler: async (req, reply) => reply.status(202).send(await createProduction(deps, callerOf(req), req.body)),
  });
  app.get('/discovery/productions/:production_id', {
    config: read,
    schema: { tags, summary: 'A production with its documents (Bates ranges) and what was withheld', params: ProductionIdParam, response: { 200: ProductionDetail } },
    handler: (req) => getProduction(deps, callerOf(req), req.params.production_id),
  });
  app.get('/discovery/productions/:production_id/download', {
    config: read,
    schema: { tags, summary: "A completed production's volume as a ZIP (Range requests)", params: ProductionIdParam },
    handler: (req, reply) => sendProductionDownload(deps, callerOf(req), req.params.production_id, req.headers.range, reply),
  });
  app.get('/discovery/bates/next', {
    config: read,
    schema: { tags, summary: 'The next free Bates number for a prefix in the firm', querystring: NextBatesQuery, response: { 200: NextBates } },
    handler: (req) => nextBates(deps, callerOf(req), req.query.prefix),
  });
}

/** The production job on the durable queue, and the recovery of productions a crash interrupted. */
export const productionWorkers = (deps: AppDeps): Promise<void> => startProductionWorkers(deps);
export const productionsSettled = (deps: AppDeps): Promise<void> => stopProductionWorkers(deps);
