import type { Module } from '../../deps.js';
import { routes } from './routes.js';
import { refreshAfterDocument } from './service.js';

/** Lawyer analysis (issue 18 §2, spec §7 /lawyer-analysis). */
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
