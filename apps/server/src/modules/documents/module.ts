import type { Module } from '../../deps.js';
import { startRecoverableWork, stopRecoverableWork } from '../../platform/jobs/recoverable-work.js';
import { CLEANUP_CRON, cleanUpStorage } from './cleanup.js';
import { STALLED_AFTER_MS } from './pipeline/heartbeat.js';
import { ocr } from './pipeline/ocr.js';
import { processDocument } from './pipeline/process.js';
import type { PagesReplacedStep } from './pipeline/pages-replaced.js';
import { recoverStalledDocuments, RECOVERY_INTERVAL_MS } from './pipeline/recovery.js';
import { documentRoutes } from './routes.js';

const WHAT = 'documents';

/** What other modules add to the documents module; the module registry passes it. */
export interface DocumentsExtensions {
  /** Steps in the transaction that replaces a document's page text (pipeline/pages-replaced.ts). */
  pagesReplaced: readonly PagesReplacedStep[];
}

export function documentsModule(extensions: DocumentsExtensions): Module {
  return {
    name: 'documents',
    // Its own plugin scope, so the multipart parser applies to document routes only.
    routes: async (app, deps) => {
      await app.register(async (scope) => documentRoutes(scope as typeof app, deps));
    },
    workers: async (deps) => {
      // The OCR worker thread starts on the first scan and lives until the server closes.
      ocr.retain();
      // Recovery first, then the runner (platform/jobs/recoverable-work.ts). A document in progress
      // when the server stops is picked up again by the next start's recovery.
      await startRecoverableWork(deps, {
        what: WHAT,
        recover: recoverStalledDocuments,
        stalledAfterMs: STALLED_AFTER_MS,
        intervalMs: RECOVERY_INTERVAL_MS,
        queue: { name: 'document.process', runners: 1, run: (payload, _signal, attempt) => processDocument(deps, payload, extensions.pagesReplaced, attempt), stopWaitMs: 0 },
      });
      await deps.jobs.work('documents.cleanup', async () => void (await cleanUpStorage(deps)), 10);
      await deps.jobs.schedule('documents.cleanup', CLEANUP_CRON, {});
      // And once now: a server that was down for a day should not wait for the next hour.
      await deps.jobs.send('documents.cleanup', {});
    },
    stop: async (deps) => {
      await stopRecoverableWork(deps, WHAT);
      await ocr.release();
    },
  };
}
