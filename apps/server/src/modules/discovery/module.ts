import type { Module } from '../../deps.js';
import { requestRoutes } from './requests/routes.js';
import { reviewRoutes } from './review/routes.js';
import { productionRoutes, productionWorkers, productionsSettled } from './productions/routes.js';
import { privilegeLogRoutes } from './privilege-log/routes.js';
import { fieldTemplateRoutes } from './productions/field-templates/routes.js';
import { incomingRoutes, startIncomingWorkers, stopIncomingWorkers } from './incoming/routes.js';

/** Discovery: requests and responses, review coding, productions, the privilege log. */
export const discoveryModule: Module = {
  name: 'discovery',
  routes: (app, deps) => {
    requestRoutes(app, deps);
    reviewRoutes(app, deps);
    productionRoutes(app, deps);
    privilegeLogRoutes(app, deps);
    fieldTemplateRoutes(app, deps);
    incomingRoutes(app, deps);
  },
  // The production job (on the durable queue) and the recovery of productions a crash interrupted.
  // The incoming-production load job and its recovery too.
  workers: async (deps) => {
    await productionWorkers(deps);
    await startIncomingWorkers(deps);
  },
  stop: async (deps) => {
    await productionsSettled(deps);
    await stopIncomingWorkers(deps);
  },
};
