import type { Module } from '../../deps.js';
import { invitationRoutes } from './invitation-routes.js';
import { organizationRoutes } from './routes.js';

export const organizationModule: Module = {
  name: 'organization',
  routes: (app, deps) => {
    organizationRoutes(app, deps);
    invitationRoutes(app, deps);
  },
};
