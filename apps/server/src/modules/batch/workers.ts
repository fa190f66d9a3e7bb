import type { AppDeps } from '../../deps.js';
import { startRecoverableWork, stopRecoverableWork } from '../../platform/jobs/recoverable-work.js';
import { runLane } from './lane.js';
import { recoverBatches, RECOVERY_INTERVAL_MS, STALLED_AFTER_MS } from './recovery.js';

const WHAT = 'batch tasks';
/** Lanes one server runs at once (a firm's concurrency setting is per batch and task type, up to this per server). */
const RUNNERS = 4;

export const startBatchWorkers = (deps: AppDeps): Promise<void> =>
  startRecoverableWork(deps, {
    what: WHAT,
    recover: recoverBatches,
    stalledAfterMs: STALLED_AFTER_MS,
    intervalMs: RECOVERY_INTERVAL_MS,
    // Stopping waits for the task in progress; the lane then ends and recovery queues it again on the next start.
    queue: { name: 'batch.lane', runners: RUNNERS, run: (payload, signal) => runLane(deps, payload, signal), stopWaitMs: 10_000 },
  });

export const stopBatchWorkers = (deps: AppDeps): Promise<void> => stopRecoverableWork(deps, WHAT);
