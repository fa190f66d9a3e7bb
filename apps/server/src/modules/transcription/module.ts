import type { AppDeps, Module } from '../../deps.js';
import type { PagesReplacedStep } from '../documents/pipeline/pages-replaced.js';
import { recoverStalledTranscriptions, RECOVERY_INTERVAL_MS, STALLED_AFTER_MS } from './recovery.js';
import { transcriptionRoutes } from './routes.js';
import { runTranscription } from './worker.js';

/** What each server's workers hold (tests run several servers in one process). */
interface Running {
  shutdown: AbortController;
  inflight: Set<Promise<void>>;
  timer: NodeJS.Timeout;
}
const running = new WeakMap<AppDeps, Running>();

/**
 * Jobs run at once per server. A four-hour recording holds a runner for hours; with a second one an
 * import (seconds) or a short recording does not wait behind it. Not more: the engine is the
 * bottleneck (whisper.cpp works one window at a time; a hosted API is rate limited).
 */
const RUNNERS = 2;

/** How long a shutdown waits for the engine call in progress, so a finished window is kept. */
const STOP_WAIT_MS = 30_000;

async function recover(deps: AppDeps, stalledBefore: Date): Promise<void> {
  try {
    await recoverStalledTranscriptions(deps, stalledBefore);
  } catch (err) {
    // A failed sweep must not stop the server; the next one tries again.
    deps.log.error({ err }, 'could not recover stalled transcriptions');
  }
}

/** What other modules add to transcription; the module registry passes it. */
export interface TranscriptionExtensions {
  /** Steps in the transaction that replaces a document's page text (a transcript's pages are rewritten). */
  pagesReplaced: readonly PagesReplacedStep[];
}

/** Transcription (issue 15): jobs, the worker that runs them, transcripts and their exports. */
export const transcriptionModule = (extensions: TranscriptionExtensions): Module => ({
  name: 'transcription',
  routes: (app, deps) => transcriptionRoutes(app, deps, { pagesReplaced: extensions.pagesReplaced }),
  workers: async (deps) => {
    // PGlite: no other process can hold the database, so whatever still runs was interrupted.
    // PostgreSQL: other servers may be working; only a silent heartbeat says a worker died.
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
    const handler = async (payload: { organization_id: string; job_id: string }) => {
      const run = runTranscription(deps, payload, state.shutdown.signal, extensions.pagesReplaced);
      state.inflight.add(run);
      try {
        await run;
      } finally {
        state.inflight.delete(run);
      }
    };
    for (let i = 0; i < RUNNERS; i++) await deps.jobs.work('transcription.run', handler);
  },
  stop: stopTranscriptionWorkers,
});

/**
 * Stops this server's transcription work: the job in progress stops between windows (ffmpeg is
 * killed; an engine call in progress may finish, so its window is kept and the next start does not
 * pay for it again) and stays running for the next start to resume. The server calls it on close;
 * a test that restarts a server calls it before stopping the queue.
 */
export async function stopTranscriptionWorkers(deps: AppDeps): Promise<void> {
  const state = running.get(deps);
  if (!state) return;
  running.delete(deps);
  clearInterval(state.timer);
  state.shutdown.abort();
  const settled = Promise.allSettled([...state.inflight]);
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
}
