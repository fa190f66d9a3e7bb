import type { Module } from '../../deps.js';
import { authRoutes } from './routes.js';

export const authModule: Module = { name: 'auth', routes: authRoutes };
