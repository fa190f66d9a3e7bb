import type { Module } from '../../deps.js';
import { teamRoutes } from './routes.js';

export const teamModule: Module = { name: 'team', routes: teamRoutes };
