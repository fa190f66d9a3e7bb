import type { Module } from '../../deps.js';
import { oidcRoutes } from './routes.js';

export const oidcModule: Module = { name: 'oidc', routes: oidcRoutes };
