import type { Module } from '../../deps.js';
import { twoFactorRoutes } from './routes.js';

export const twoFactorModule: Module = { name: 'two-factor', routes: twoFactorRoutes };
