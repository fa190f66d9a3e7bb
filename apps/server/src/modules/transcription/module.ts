import type { AppDeps, Module } from '../../deps.js';
import type { PagesReplacedStep } from '../documents/pipeline/pages-replaced.js';
import { transcriptionRoutes } from './routes.js';
import { transcriptionRuns } from './run-work.js';
import { runTranscription } from './worker.js';

/**
 * Jobs run at once per server. A four-hour recording holds a runner for hours; with a second one an
 * import (seconds) or a short recording does not wait behind it. Not more: the engine is the
 * bottleneck (whisper.cpp works one window at a time; a hosted API is rate limited).
 */
const RUNNERS = 2;

/** How long a shutdown waits for the engine call in progress, so a finished window is kept. */
const STOP_WAIT_MS = 30_000;

/** What other modules add to transcription; the module registry passes it. */
export interface TranscriptionExtensions {
  /** Steps in the transaction that replaces a document's page text (a transcript's pages are rewritten). */
  pagesReplaced: readonly PagesReplacedStep[];
}

/** Transcription: jobs, the worker that runs them, transcripts and their exports. */
export const transcriptionModule = (extensions: TranscriptionExtensions): Module => ({
  name: 'transcription',
  routes: (app, deps) => transcriptionRoutes(app, deps, { pagesReplaced: extensions.pagesReplaced }),
  // Recovery first, then the runners (platform/jobs/durable-work.ts).
  workers: (deps) =>
    transcriptionRuns.start(deps, {
      runners: RUNNERS,
      run: (payload, signal) => runTranscription(deps, payload, signal, extensions.pagesReplaced),
      stopWaitMs: STOP_WAIT_MS,
    }),
  stop: stopTranscriptionWorkers,
});

/**
 * Stops this server's transcription work: the job in progress stops between windows (ffmpeg is
 * killed; an engine call in progress may finish, so its window is kept and the next start does not
 * pay for it again) and stays running for the next start to resume. The server calls it on close;
 * a test that restarts a server calls it before stopping the queue.
 */
export const stopTranscriptionWorkers = (deps: AppDeps): Promise<void> => transcriptionRuns.stop(deps);
