import type { Module } from '../../deps.js';
import { highlightRoutes } from './routes.js';

export const highlightsModule: Module = {
  name: 'highlights',
  routes: highlightRoutes,
};
