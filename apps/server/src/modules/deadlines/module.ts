import type { Module } from '../../deps.js';
import { deadlineRoutes } from './routes.js';

/** Court-rule deadlines: triggers, the deadlines they set (case events with their working), courts and closure days. */
export const deadlinesModule: Module = {
  name: 'deadlines',
  routes: deadlineRoutes,
};
