import type { AppDeps, Module } from '../../deps.js';
import { CLEANUP_CRON, cleanUpStorage } from './cleanup.js';
import { STALLED_AFTER_MS } from './pipeline/heartbeat.js';
import { ocr } from './pipeline/ocr.js';
import { processDocument } from './pipeline/process.js';
import type { PagesReplacedStep } from './pipeline/pages-replaced.js';
import { recoverStalledDocuments, RECOVERY_INTERVAL_MS } from './pipeline/recovery.js';
import { documentRoutes } from './routes.js';

/** Each server's recovery timer (tests run several servers in one process). */
const recoveryTimers = new WeakMap<AppDeps, NodeJS.Timeout>();

async function recover(deps: AppDeps, stalledBefore: Date): Promise<void> {
  try {
    await recoverStalledDocuments(deps, stalledBefore);
  } catch (err) {
    // A failed sweep must not stop the server; the next one tries again.
    deps.log.error({ err }, 'could not recover stalled documents');
  }
}

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
      // Before this server takes any job: with PGlite no other process can be working, so whatever
      // is still "processing" was interrupted; with PostgreSQL only a silent heartbeat says so.
      await recover(deps, deps.database.kind === 'pglite' ? new Date() : new Date(Date.now() - STALLED_AFTER_MS));
      let sweeping = false;
      const timer = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        void recover(deps, new Date(Date.now() - STALLED_AFTER_MS)).finally(() => (sweeping = false));
      }, RECOVERY_INTERVAL_MS);
      timer.unref();
      recoveryTimers.set(deps, timer);

      await deps.jobs.work('document.process', (payload) => processDocument(deps, payload, extensions.pagesReplaced));
      await deps.jobs.work('documents.cleanup', async () => void (await cleanUpStorage(deps)), 10);
      await deps.jobs.schedule('documents.cleanup', CLEANUP_CRON, {});
      // And once now: a server that was down for a day should not wait for the next hour.
      await deps.jobs.send('documents.cleanup', {});
    },
    stop: async (deps) => {
      clearInterval(recoveryTimers.get(deps));
      recoveryTimers.delete(deps);
      await ocr.release();
    },
  };
}
