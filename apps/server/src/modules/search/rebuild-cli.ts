import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { createSearchIndex } from './engine/create-search-index.js';

/**
 * `npm run search:rebuild [organization-id]`: recomputes the search engine's derived tables from
 * the documents' pages, on the configured database (DATABASE_URL, else the PGlite in DATA_DIR).
 * With PGlite, stop the server first: the data directory has one user at a time.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const started = performance.now();
    await createSearchIndex(database).rebuild(process.argv[2] ?? null);
    console.warn(`search index rebuilt in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('search:rebuild failed:', err);
  process.exit(1);
});
