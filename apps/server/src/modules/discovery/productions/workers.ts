import type { AppDeps } from '../../../deps.js';
import { productionBuilds } from './build-work.js';
import { runProduction } from './job.js';

/**
 * One production at a time per server: stamping and zipping use a core each, and the server has
 * documents to process and searches to answer too. Recovery first (platform/jobs/durable-work.ts).
 */
export const startProductionWorkers = (deps: AppDeps): Promise<void> =>
  productionBuilds.start(deps, {
    runners: 1,
    run: (payload, signal) => runProduction(deps, payload, signal),
    // A shutdown waits this long for the build in progress to notice it and stop (between documents).
    stopWaitMs: 10_000,
  });

/**
 * Stops this server's production work: the build in progress stops at its next document and stays
 * running, to be made again (from scratch) on the next start. The server calls it on close.
 */
export const stopProductionWorkers = (deps: AppDeps): Promise<void> => productionBuilds.stop(deps);
