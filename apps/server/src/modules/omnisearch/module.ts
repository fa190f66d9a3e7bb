import { OmnisearchQuery, OmnisearchResponse } from '@app/contract';
import type { Module } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { omnisearch } from './omnisearch.js';

/** The top bar's type-ahead (omnisearch). */
export const omnisearchModule: Module = {
  name: 'omnisearch',
  routes: (app, deps) => {
    app.get('/search/omnisearch', {
      config: { permission: 'search:use' },
      schema: {
        tags: ['search'],
        summary: 'Cases, documents, people and events matching typed text (selected case first, then relevance)',
        querystring: OmnisearchQuery,
        response: { 200: OmnisearchResponse },
      },
      handler: async (req) => ({ results: await omnisearch(deps, callerOf(req), req.query) }),
    });
  },
};
