import type { AppDeps } from '../../../deps.js';
import { startRecoverableWork, stopRecoverableWork } from '../../../platform/jobs/recoverable-work.js';
import { runProduction } from './job.js';
import { recoverStalledProductions, RECOVERY_INTERVAL_MS, STALLED_AFTER_MS } from './recovery.js';

const WHAT = 'productions';

/**
 * One production at a time per server: stamping and zipping use a core each, and the server has
 * documents to process and searches to answer too. Recovery first (platform/jobs/recoverable-work.ts).
 */
export const startProductionWorkers = (deps: AppDeps): Promise<void> =>
  startRecoverableWork(deps, {
    what: WHAT,
    recover: recoverStalledProductions,
    stalledAfterMs: STALLED_AFTER_MS,
    intervalMs: RECOVERY_INTERVAL_MS,
    // A shutdown waits this long for the build in progress to notice it and stop (between documents).
    queue: { name: 'discovery.production', runners: 1, run: (payload, signal) => runProduction(deps, payload, signal), stopWaitMs: 10_000 },
  });

/**
 * Stops this server's production work: the build in progress stops at its next document and stays
 * running, to be made again (from scratch) on the next start. The server calls it on close.
 */
export const stopProductionWorkers = (deps: AppDeps): Promise<void> => stopRecoverableWork(deps, WHAT);
