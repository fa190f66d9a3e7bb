import type { Module } from '../../deps.js';
import { routes } from './routes.js';

/** Batch jobs (issue 18 §4, spec §7 /batch). */
export const batchModule: Module = {
  name: 'batch',
  routes,
};
