import type { Module } from '../../deps.js';
import { CLEANUP_CRON, cleanUpStorage } from './cleanup.js';
import { ocr } from './pipeline/ocr.js';
import { processDocument } from './pipeline/process.js';
import { subscribeToTextChanges, type TextChangedSubscriber } from './pipeline/after-processing.js';
import type { PagesReplacedStep } from './pipeline/pages-replaced.js';
import { documentProcessing } from './pipeline/processing-work.js';
import { documentRoutes } from './routes.js';

/** What other modules add to the documents module; the module registry passes it. */
export interface DocumentsExtensions {
  /** Steps in the transaction that replaces a document's page text (pipeline/pages-replaced.ts). */
  pagesReplaced: readonly PagesReplacedStep[];
  /** Told after a document's text landed, changed or went, each catching up on its own (pipeline/after-processing.ts). */
  textChanged: readonly TextChangedSubscriber[];
}

export function documentsModule(extensions: DocumentsExtensions): Module {
  return {
    name: 'documents',
    // Its own plugin scope, so the multipart parser applies to document routes only.
    routes: async (app, deps) => {
      // A web process changes text too (a deletion, a transcript edit): it tells the same subscribers.
      subscribeToTextChanges(deps, extensions.textChanged);
      await app.register(async (scope) => documentRoutes(scope as typeof app, deps));
    },
    workers: async (deps) => {
      // A worker process serves no document routes, yet processing changes text.
      subscribeToTextChanges(deps, extensions.textChanged);
      // The OCR worker thread starts on the first scan and lives until the server closes.
      ocr.retain();
      // Recovery first, then the runners (platform/jobs/durable-work.ts). A document in progress
      // when the server stops is picked up again by the next start's recovery. One firm may hold
      // all runners but one, so another firm's upload never waits behind its backlog or its
      // longest document (platform/jobs/shared-runners.ts).
      const { runners } = deps.config.documentProcessing;
      await documentProcessing.start(deps, {
        runners,
        share: { field: 'organization_id', maxPerKey: Math.max(1, runners - 1) },
        run: (payload, signal, attempt) => processDocument(deps, payload, extensions.pagesReplaced, attempt, signal),
        stopWaitMs: 0,
      });
      await deps.jobs.work('documents.cleanup', async () => void (await cleanUpStorage(deps)), 10);
      await deps.jobs.schedule('documents.cleanup', CLEANUP_CRON, {});
      // And once now: a server that was down for a day should not wait for the next hour.
      await deps.jobs.send('documents.cleanup', {});
    },
    stop: async (deps) => {
      await documentProcessing.stop(deps);
      await ocr.release();
    },
  };
}
