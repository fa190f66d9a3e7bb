import type { Module } from '../../deps.js';
import { routes } from './routes.js';

/** Dashboard (issue 18 §1, spec §7 /dashboard). */
export const dashboardModule: Module = {
  name: 'dashboard',
  routes,
};
