import type { Module } from '../../deps.js';
import type { TextChangedSubscriber } from '../documents/pipeline/after-processing.js';
import { backfillEmbeddings } from './backfill.js';
import { embedDocument } from './embed-document.js';
import { semanticSearchRoutes } from './routes.js';
import { vectorSupport } from './vector-support.js';

/** Every ten minutes: catches documents whose embed job was lost and finishes an engine change. */
const BACKFILL_CRON = '*/10 * * * *';

/** Page-chunk embeddings (background jobs) and semantic / hybrid document search. */
export const semanticSearchModule: Module = {
  name: 'semantic-search',
  routes: async (app, deps) => {
    const support = await vectorSupport(deps.database);
    if (support.warning) deps.log.warn(support.warning);
    semanticSearchRoutes(app, deps);
  },
  workers: async (deps) => {
    await deps.jobs.work('embeddings.embed_document', async (payload) => {
      await embedDocument(deps, payload.organization_id, payload.document_id);
    });
    await deps.jobs.work('embeddings.backfill', async () => {
      const outcome = await backfillEmbeddings(deps);
      if (outcome.queued > 0 || outcome.removedChunks > 0) deps.log.info(outcome, 'embeddings backfill');
    });
    await deps.jobs.schedule('embeddings.backfill', BACKFILL_CRON, {});
    // At start-up: documents processed before embeddings existed, or embedded by another engine.
    await deps.jobs.send('embeddings.backfill', {});
  },
};

/** For the documents module (the registry passes it on): a document's text changed, so its chunks are embedded again. */
export const embeddingsFollowText: TextChangedSubscriber = (deps, changed) =>
  deps.jobs.send('embeddings.embed_document', { organization_id: changed.organizationId, document_id: changed.documentId });
