import type { AppDeps } from '../../../deps.js';
import { runProduction } from './job.js';
import { recoverStalledProductions, RECOVERY_INTERVAL_MS, STALLED_AFTER_MS } from './recovery.js';

/** What each server's production worker holds (tests run several servers in one process). */
interface Running {
  shutdown: AbortController;
  inflight: Set<Promise<void>>;
  timer: NodeJS.Timeout;
}
const running = new WeakMap<AppDeps, Running>();

/** How long a shutdown waits for the build in progress to notice it and stop (between documents). */
const STOP_WAIT_MS = 10_000;

async function recover(deps: AppDeps, stalledBefore: Date): Promise<void> {
  try {
    await recoverStalledProductions(deps, stalledBefore);
  } catch (err) {
    // A failed sweep must not stop the server; the next one tries again.
    deps.log.error({ err }, 'could not recover stalled productions');
  }
}

/**
 * One production at a time per server: stamping and zipping use a core each, and the server has
 * documents to process and searches to answer too. Recovery first: on PGlite (one process per
 * database) whatever still runs was interrupted; on PostgreSQL only a silent heartbeat says so.
 */
export async function startProductionWorkers(deps: AppDeps): Promise<void> {
  await recover(deps, deps.database.kind === 'pglite' ? new Date() : new Date(Date.now() - STALLED_AFTER_MS));
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void recover(deps, new Date(Date.now() - STALLED_AFTER_MS)).finally(() => (sweeping = false));
  }, RECOVERY_INTERVAL_MS);
  timer.unref();
  const state: Running = { shutdown: new AbortController(), inflight: new Set(), timer };
  running.set(deps, state);
  await deps.jobs.work('discovery.production', async (payload) => {
    const run = runProduction(deps, payload, state.shutdown.signal);
    state.inflight.add(run);
    try {
      await run;
    } finally {
      state.inflight.delete(run);
    }
  });
}

/**
 * Stops this server's production work: the build in progress stops at its next document and stays
 * running, to be made again (from scratch) on the next start. The server calls it on close.
 */
export async function stopProductionWorkers(deps: AppDeps): Promise<void> {
  const state = running.get(deps);
  if (!state) return;
  running.delete(deps);
  clearInterval(state.timer);
  state.shutdown.abort();
  const settled = Promise.allSettled([...state.inflight]);
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
}
