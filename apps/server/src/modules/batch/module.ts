import type { Module } from '../../deps.js';
import { routes } from './routes.js';
import { startBatchWorkers, stopBatchWorkers } from './workers.js';

/** Batch jobs (/batch): lanes on the durable queue, recovered after a restart. */
export const batchModule: Module = {
  name: 'batch',
  routes,
  workers: (deps) => startBatchWorkers(deps),
  stop: (deps) => stopBatchWorkers(deps),
};
