import type { Module } from '../../deps.js';
import { routes } from './routes.js';

/** System status: metrics and engineering endpoints (issue 18 §5, spec §7). */
export const metricsModule: Module = {
  name: 'metrics',
  routes,
};
