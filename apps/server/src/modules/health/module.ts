import type { Module } from '../../deps.js';
import { healthRoutes } from './routes.js';

export const healthModule: Module = { name: 'health', routes: healthRoutes };
