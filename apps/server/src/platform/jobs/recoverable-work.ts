import type { AppDeps } from '../../deps.js';
import type { JobAttempt } from './queue.js';
import type { JobName, JobPayload } from './registry.js';
import type { FairShare } from './shared-runners.js';

/*
 * Long work on the durable queue that must survive a crash (document processing, transcription,
 * productions): each run writes a heartbeat, and a sweep puts back the runs whose worker died.
 * The sweep runs once before this server takes any job — with PGlite no other process can be
 * working, so whatever is still running was interrupted; with PostgreSQL other servers may be, so
 * only a heartbeat older than `stalledAfterMs` says a worker died — and then every `intervalMs`.
 * Stopping aborts the runs in progress (each stops at its next safe point and stays running, for
 * the next start to pick up) and waits for them up to `stopWaitMs`.
 *
 * On PostgreSQL the job queue also retries, within a minute, an active job whose worker process
 * died, whatever its work's state (queue.ts startLivenessSweep, liveness.ts) — including one killed
 * after its work's last commit, which the heartbeat sweep (unfinished work only) never sees.
 */

export interface RecoverableQueue<N extends JobName> {
  name: N;
  /** Runs at once per server. */
  runners: number;
  /**
   * Share the runners fairly between firms: at most `maxPerKey` runs with the same payload
   * `field` at once, claimed by priority (shared-runners.ts). Without it, pg-boss's own workers.
   */
  share?: FairShare;
  /** `attempt`: which run of the job this is (a last one may fail the work with a reason). */
  run(payload: JobPayload<N>, signal: AbortSignal, attempt: JobAttempt): Promise<void>;
  /** How long stopping waits for the runs in progress to reach a safe point. */
  stopWaitMs: number;
}

export interface RecoverableWork<N extends JobName> {
  /** Names the work in logs ("could not recover stalled <what>"). */
  what: string;
  /** Puts back the runs whose heartbeat is older than `stalledBefore`. */
  recover(deps: AppDeps, stalledBefore: Date): Promise<unknown>;
  stalledAfterMs: number;
  intervalMs: number;
  /** The queue this work runs on; none when the module registers its own handler. */
  queue?: RecoverableQueue<N>;
}

interface Running {
  shutdown: AbortController;
  inflight: Set<Promise<void>>;
  timer: NodeJS.Timeout;
  stopWaitMs: number;
}

/** Per server (tests run several in one process), per kind of work. */
const running = new WeakMap<AppDeps, Map<string, Running>>();

async function sweep(deps: AppDeps, what: string, recover: RecoverableWork<JobName>['recover'], stalledBefore: Date): Promise<void> {
  try {
    await recover(deps, stalledBefore);
  } catch (err) {
    // A failed sweep must not stop the server; the next one tries again.
    deps.log.error({ err }, `could not recover stalled ${what}`);
  }
}

export async function startRecoverableWork<N extends JobName>(deps: AppDeps, work: RecoverableWork<N>): Promise<void> {
  const stalledBefore = () => new Date(Date.now() - work.stalledAfterMs);
  await sweep(deps, work.what, work.recover, deps.database.kind === 'pglite' ? new Date() : stalledBefore());
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void sweep(deps, work.what, work.recover, stalledBefore()).finally(() => (sweeping = false));
  }, work.intervalMs);
  timer.unref();
  const queue = work.queue;
  const state: Running = { shutdown: new AbortController(), inflight: new Set(), timer, stopWaitMs: work.queue?.stopWaitMs ?? 0 };
  const byWork = running.get(deps) ?? new Map<string, Running>();
  byWork.set(work.what, state);
  running.set(deps, byWork);
  if (!queue) return;
  const handler = async (payload: JobPayload<N>, _jobId: string, attempt: JobAttempt) => {
    const run = queue.run(payload, state.shutdown.signal, attempt);
    state.inflight.add(run);
    try {
      await run;
    } finally {
      state.inflight.delete(run);
    }
  };
  if (queue.share) await deps.jobs.workShared(queue.name, handler, { runners: queue.runners, share: queue.share });
  else for (let i = 0; i < queue.runners; i++) await deps.jobs.work(queue.name, handler);
}

export async function stopRecoverableWork(deps: AppDeps, what: string): Promise<void> {
  const state = running.get(deps)?.get(what);
  if (!state) return;
  running.get(deps)?.delete(what);
  clearInterval(state.timer);
  state.shutdown.abort();
  if (state.inflight.size === 0) return;
  const settled = Promise.allSettled([...state.inflight]);
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, state.stopWaitMs).unref())]);
}
