import type { Module } from '../deps.js';
import { authModule } from './auth/module.js';

/** Every feature module, in registration order. */
export const modules: Module[] = [authModule];
