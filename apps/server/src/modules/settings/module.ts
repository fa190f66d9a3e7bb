import type { Module } from '../../deps.js';
import { settingsRoutes } from './routes.js';

export const settingsModule: Module = { name: 'settings', routes: settingsRoutes };
