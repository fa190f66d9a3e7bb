import type { Module } from '../../deps.js';
import { registerBudgetMail } from '../../platform/ai/usage.js';
import { routes } from './routes.js';

/** Cost analytics, budgets and the price table (issue 18 §3, spec §7 /cost-analytics). */
export const costAnalyticsModule: Module = {
  name: 'cost-analytics',
  routes(app, deps) {
    // Budget alerts raised while recording usage are e-mailed through this server's job queue.
    registerBudgetMail(deps.db, deps.jobs, deps.config.publicUrl);
    routes(app, deps);
  },
};
