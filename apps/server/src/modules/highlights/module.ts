import type { Module } from '../../deps.js';
import { reanchorHighlights } from './reanchor.js';
import { highlightRoutes } from './routes.js';

export const highlightsModule: Module = {
  name: 'highlights',
  routes: highlightRoutes,
};

/**
 * For the documents module's page transaction (the registry passes it on): when processing rewrites
 * a document's text, its highlights follow their words, or the move is rolled back with the pages.
 */
export const highlightsFollowPageText = reanchorHighlights;
