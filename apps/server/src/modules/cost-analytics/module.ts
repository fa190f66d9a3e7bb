import type { Module } from '../../deps.js';
import { routes } from './routes.js';

/** Cost analytics, budgets and the price table (/cost-analytics). */
export const costAnalyticsModule: Module = {
  name: 'cost-analytics',
  routes,
};
