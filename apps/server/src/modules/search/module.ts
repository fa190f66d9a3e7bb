import type { Module } from '../../deps.js';
import type { TextChangedSubscriber } from '../documents/pipeline/after-processing.js';
import { searchRoutes } from './routes.js';

/** Keyword search: /search/documents and /search/cases, and the workers that keep the index's derived tables current. */
export const searchModule: Module = {
  name: 'search',
  routes: (app, deps) => searchRoutes(app, deps),
  workers: async (deps) => {
    await deps.jobs.work('search.index_document', (payload) => deps.search.indexDocument(payload.organization_id, payload.document_id));
    await deps.jobs.work('search.rebuild', (payload) => deps.search.rebuild(payload.organization_id));
    // An upgraded installation has pages but no derived tables yet: build them in the background.
    if (await deps.search.needsRebuild?.()) await deps.jobs.send('search.rebuild', { organization_id: null });
  },
};

/** For the documents module (the registry passes it on): a document's text changed, so its index entry is brought up to date. */
export const searchFollowsText: TextChangedSubscriber = (deps, changed) =>
  deps.jobs.send('search.index_document', { organization_id: changed.organizationId, document_id: changed.documentId });
