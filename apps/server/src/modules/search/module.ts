import type { Module } from '../../deps.js';

/** Issue 5 groundwork: routes and workers are added by this module's owner. */
export const searchModule: Module = {
  name: 'search',
  routes: () => undefined,
};
