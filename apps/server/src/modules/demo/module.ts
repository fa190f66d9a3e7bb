import type { Module } from '../../deps.js';
import { demoRoutes } from './routes.js';

/** The demo firm's sign-in help; the firm itself is seeded by server.ts in demo mode. */
export const demoModule: Module = { name: 'demo', routes: demoRoutes };
