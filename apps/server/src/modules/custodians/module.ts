import { inArray } from 'drizzle-orm';
import type { AppDeps, Module } from '../../deps.js';
import { documents } from '../../db/schema/index.js';
import type { TextChangedSubscriber } from '../documents/pipeline/after-processing.js';
import { runDedup } from './dedup-run.js';
import { caseDedups, requestDedup } from './dedup-work.js';
import { custodianRoutes } from './routes.js';

/** Custodians, de-duplication by family and the culling report. */
export const custodiansModule: Module = {
  name: 'custodians',
  routes: custodianRoutes,
  // One run at a time per server: it reads a whole case's documents.
  workers: (deps: AppDeps) =>
    caseDedups.start(deps, {
      runners: 1,
      run: (payload, signal, attempt) => runDedup(deps, payload, signal, attempt),
      stopWaitMs: 10_000,
    }),
  stop: (deps: AppDeps) => caseDedups.stop(deps),
};

/**
 * For the documents module (the registry passes it on): a document was processed (its family's
 * attachments are now known), changed or went, so its case is de-duplicated again (debounced).
 */
export const custodiansFollowText: TextChangedSubscriber = async (deps, changed) => {
  const found = await deps.db.select({ caseId: documents.caseId, organizationId: documents.organizationId }).from(documents).where(inArray(documents.id, [changed.documentId]));
  for (const d of found) if (d.organizationId === changed.organizationId) await requestDedup(deps, changed.organizationId, d.caseId);
};
