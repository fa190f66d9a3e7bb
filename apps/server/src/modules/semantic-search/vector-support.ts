import type { Database } from '../../db/client.js';

export interface VectorSupport {
  index: 'pgvector' | 'exact';
  /** Why pgvector is not used, for the system page; null when it is. */
  warning: string | null;
}

export const NO_PGVECTOR_WARNING = 'pgvector is not installed on this PostgreSQL server: semantic search uses an exact scan';

// Keyed by the database handle: a test process opens many, each with its own extensions.
const detected = new WeakMap<Database, Promise<VectorSupport>>();

/**
 * Enables pgvector when the server offers it (bundled in PGlite; optional on PostgreSQL, where
 * creating it may need rights we lack). Done at start-up rather than in a migration so a server
 * without the extension still migrates and runs, with the exact scan.
 */
export function vectorSupport(database: Database): Promise<VectorSupport> {
  let found = detected.get(database);
  if (!found) {
    found = detect(database);
    detected.set(database, found);
  }
  return found;
}

async function detect(database: Database): Promise<VectorSupport> {
  try {
    const { rows } = await database.executeSql(`select 1 as ok from pg_available_extensions where name = 'vector'`);
    if (rows.length === 0) return { index: 'exact', warning: NO_PGVECTOR_WARNING };
    await database.executeSql('create extension if not exists vector');
    return { index: 'pgvector', warning: null };
  } catch (err) {
    // Two servers starting at once race on CREATE EXTENSION; the loser still finds it installed.
    const installed = await database.executeSql(`select 1 as ok from pg_extension where extname = 'vector'`).catch(() => ({ rows: [] }));
    if (installed.rows.length > 0) return { index: 'pgvector', warning: null };
    const reason = err instanceof Error ? err.message : String(err);
    return { index: 'exact', warning: `pgvector could not be enabled (${reason}): semantic search uses an exact scan` };
  }
}
