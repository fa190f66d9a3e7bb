import type { Module } from '../../deps.js';
import { routes } from './routes.js';

/** Cost analytics, budgets and the price table (issue 18 §3, spec §7 /cost-analytics). */
export const costAnalyticsModule: Module = {
  name: 'cost-analytics',
  routes,
};
