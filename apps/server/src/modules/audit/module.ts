import type { Module } from '../../deps.js';
import { auditRoutes } from './routes.js';

export const auditModule: Module = { name: 'audit', routes: auditRoutes };
