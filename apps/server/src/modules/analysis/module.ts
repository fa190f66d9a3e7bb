import type { Module } from '../../deps.js';

/** Issue 5 groundwork: routes and workers are added by this module's owner. */
export const analysisModule: Module = {
  name: 'analysis',
  routes: () => undefined,
};
