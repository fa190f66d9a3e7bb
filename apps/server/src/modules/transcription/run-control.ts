import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { transcriptionJobs, type TranscriptionJobRow } from '../../db/schema/index.js';
import type { PagesReplacedStep } from '../documents/pipeline/pages-replaced.js';

/** How often a running engine call looks whether its job was cancelled (one indexed read). */
const CANCEL_POLL_MS = 2000;

/** Someone cancelled the job: the worker stops where it is and cleans up (not a failure). */
export class JobCancelled extends Error {
  constructor() {
    super('The transcription was cancelled');
    this.name = 'JobCancelled';
  }
}

/** The server is shutting down: the job stays running and resumes on the next start. */
export class ServerStopping extends Error {
  constructor() {
    super('The server is shutting down; the transcription carries on when it starts again');
    this.name = 'ServerStopping';
  }
}

/** What run-media and run-import use to report progress and to notice a cancel or a shutdown. */
export interface RunControl {
  /** Between steps (windows): throws JobCancelled or ServerStopping when the job should stop. */
  checkpoint(): Promise<void>;
  /** Updates the job row (only while it is still running: a cancel wins). */
  update(set: Partial<typeof transcriptionJobs.$inferInsert>): Promise<void>;
  /** Aborted when the server shuts down (ffmpeg is killed; an engine call is let finish). */
  shutdown: AbortSignal;
  /**
   * A signal aborted when someone cancels the job while a long step (an engine call) runs; the
   * engines enforce their own timeout (TRANSCRIPTION_TIMEOUT_SECONDS). Call stop() after the step.
   */
  watchCancel(): { signal: AbortSignal; stop(): void };
  /** Other modules' steps when a document's page text is replaced (the registry passes them). */
  pagesReplaced: readonly PagesReplacedStep[];
}

export function runControl(deps: AppDeps, job: TranscriptionJobRow, shutdown: AbortSignal, pagesReplaced: readonly PagesReplacedStep[]): RunControl {
  return {
    shutdown,
    pagesReplaced,
    checkpoint: async () => {
      if (shutdown.aborted) throw new ServerStopping();
      const [row] = await deps.db.select({ state: transcriptionJobs.state }).from(transcriptionJobs).where(eq(transcriptionJobs.id, job.id));
      if (!row || row.state === 'cancelled') throw new JobCancelled();
    },
    watchCancel: () => {
      const controller = new AbortController();
      const timer = setInterval(() => {
        void deps.db
          .select({ state: transcriptionJobs.state })
          .from(transcriptionJobs)
          .where(eq(transcriptionJobs.id, job.id))
          .then(([row]) => {
            if (!row || row.state === 'cancelled') controller.abort(new JobCancelled());
          })
          .catch(() => undefined);
      }, CANCEL_POLL_MS);
      timer.unref();
      return { signal: controller.signal, stop: () => clearInterval(timer) };
    },
    update: async (set) => {
      await deps.db
        .update(transcriptionJobs)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(transcriptionJobs.id, job.id), eq(transcriptionJobs.state, 'running')));
    },
  };
}
