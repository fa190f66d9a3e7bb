import type { Module } from '../../deps.js';
import type { TextChangedSubscriber } from '../documents/pipeline/after-processing.js';
import { routes } from './routes.js';
import { refreshAfterDocument } from './service.js';

/** Lawyer analysis (/lawyer-analysis). */
export const lawyerAnalysisModule: Module = {
  name: 'lawyer-analysis',
  routes,
  workers: async (deps) => {
    await deps.jobs.work('lawyer_analysis.refresh', async (payload) => {
      const outcome = await refreshAfterDocument(deps, payload.organization_id, payload.document_id);
      if (outcome === 'refreshed') deps.log.info({ document: payload.document_id }, 'lawyer analysis brought up to date after a new document');
    });
  },
};

/**
 * For the documents module (the registry passes it on): a case with a lawyer analysis gets its new
 * version, and its alerts, without anyone asking, when one of its documents' text changed.
 */
export const lawyerAnalysisFollowsText: TextChangedSubscriber = (deps, changed) =>
  deps.jobs.send('lawyer_analysis.refresh', { organization_id: changed.organizationId, document_id: changed.documentId });
