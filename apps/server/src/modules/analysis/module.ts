import type { Module } from '../../deps.js';
import { analysisRoutes } from './routes.js';
import { runTask } from './tasks.js';

/** Document and case analyses (offline rules, a model when configured) and queued analysis tasks. */
export const analysisModule: Module = {
  name: 'analysis',
  routes: (app, deps) => analysisRoutes(app, deps),
  workers: async (deps) => {
    await deps.jobs.work('analysis.run_task', (payload) => runTask(deps, payload));
  },
};
