import type { Module } from '../../deps.js';
import { redactionRoutes } from './routes.js';

export const redactionsModule: Module = {
  name: 'redactions',
  routes: redactionRoutes,
};
