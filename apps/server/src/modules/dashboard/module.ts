import type { Module } from '../../deps.js';
import { announceFirmDataChanged } from '../../platform/firm-data/changed.js';
import type { TextChangedSubscriber } from '../documents/pipeline/after-processing.js';
import { routes } from './routes.js';

/** Dashboard (/dashboard). */
export const dashboardModule: Module = {
  name: 'dashboard',
  routes,
};

/**
 * For the documents module (the registry passes it on): a document's text changing (processed in
 * the worker, quarantined, deleted) changes the firm's figures, so every server's kept answers go.
 */
export const dashboardFollowsText: TextChangedSubscriber = (deps, changed) => announceFirmDataChanged(deps.live, changed.organizationId);
