import type { Module } from '../../deps.js';
import { conflictRoutes } from './routes.js';

/** Parties of a matter, firm-wide conflict checks and clearance. */
export const conflictsModule: Module = {
  name: 'conflicts',
  routes: conflictRoutes,
};
