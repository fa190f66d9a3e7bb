import type { Module } from '../../deps.js';
import { routes } from './routes.js';

/** System status: metrics and engineering endpoints. */
export const metricsModule: Module = {
  name: 'metrics',
  routes,
};
