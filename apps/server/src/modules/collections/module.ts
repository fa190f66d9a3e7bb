import type { AppDeps, Module } from '../../deps.js';
import type { TextChangedSubscriber } from '../documents/pipeline/after-processing.js';
import { casesOfDocuments } from './review-documents.js';
import { runCaseReview } from './review-run.js';
import { caseReviews, requestReview } from './review-work.js';
import { collectionRoutes } from './routes.js';

/** Reviewing collections: e-mail threads, near-duplicate groups, the case's review list. */
export const collectionsModule: Module = {
  name: 'collections',
  routes: collectionRoutes,
  // One recompute at a time per server: it reads a whole case and uses a core.
  workers: (deps: AppDeps) =>
    caseReviews.start(deps, {
      runners: 1,
      run: (payload, signal, attempt) => runCaseReview(deps, payload, signal, attempt),
      stopWaitMs: 10_000,
    }),
  stop: (deps: AppDeps) => caseReviews.stop(deps),
};

/**
 * For the documents module (the registry passes it on): a document's text landed, changed or went,
 * so its case's threads and near-duplicate groups are worked out again (debounced, review-work.ts).
 */
export const collectionsFollowText: TextChangedSubscriber = async (deps, changed) => {
  for (const caseId of await casesOfDocuments(deps, changed.organizationId, [changed.documentId])) await requestReview(deps, changed.organizationId, caseId);
};
