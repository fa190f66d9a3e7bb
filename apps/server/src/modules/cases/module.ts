import type { Module } from '../../deps.js';
import { caseEventRoutes } from './event-routes.js';
import { caseRoutes } from './routes.js';

export const casesModule: Module = {
  name: 'cases',
  routes: (app, deps) => {
    caseRoutes(app, deps);
    caseEventRoutes(app, deps);
  },
};
