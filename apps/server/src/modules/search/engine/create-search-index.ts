import type { Database } from '../../../db/client.js';
import type { SearchIndex } from '../../../platform/search/search-index.js';
import { PostgresSearchIndex } from './postgres-search-index.js';

/** The engine in use (see docs/benchmarks.md for why). */
export function createSearchIndex(database: Database): SearchIndex {
  return new PostgresSearchIndex(database);
}
