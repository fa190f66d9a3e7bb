import type { Module } from '../../deps.js';
import { routes } from './routes.js';

/** Lawyer analysis (issue 18 §2, spec §7 /lawyer-analysis). */
export const lawyerAnalysisModule: Module = {
  name: 'lawyer-analysis',
  routes,
};
