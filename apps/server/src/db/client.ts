import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import { dbTraceEnabled, tracePglite } from './db-trace.js';
import { admitPgliteCalls, turnAdmissionEnabled } from './turn-admission.js';
import { acquireDataDirLock } from '../platform/data-dir/lock.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Raw SQL for pg-boss, which brings its own schema and statements. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  /** Pool for pg-boss on PostgreSQL (it manages its own connections there). */
  connectionString?: string;
  /**
   * PostgreSQL only: a second small pool whose sessions never choose a sequential scan, for the
   * search engine's reads (see modules/search/engine). Without it (PGlite, one connection) the
   * engine sets the same thing per read transaction, which costs three extra round trips a call.
   */
  indexReads?: Db;
  migrate(): Promise<void>;
  /** PGlite only: the data directory as one file (tests start each database from a migrated one). */
  dump?: () => Promise<Blob | File>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` for tests. */
  pgliteDir: string;
  /** PGlite only: start from this data directory dump (PGlite `dumpDataDir`), not an empty one. */
  pgliteDump?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.pgliteDir, opts.pgliteDump);
}

async function openPglite(dataDir: string, dump: Blob | undefined): Promise<Database> {
  // A directory on disk is one process's (memory:// test databases are each their own): see platform/data-dir/lock.ts.
  const lock = dataDir.includes('://') ? undefined : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { vector, pg_trgm }, ...(dump ? { loadDataDir: dump } : {}) });
  } catch (err) {
    lock?.release();
    throw err;
  }
  // One call at a time, in arrival order, one per event-loop turn: see turn-admission.ts.
  if (turnAdmissionEnabled()) admitPgliteCalls(client);
  if (dbTraceEnabled()) tracePglite(client); // outside the admission, so its queue counts as waiting
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement with parameters; exec() takes many without.
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined); // an idle client's error must not crash the process
  return pool;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = newPool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const indexPool = newPool({ connectionString: url, max: 4, options: '-c enable_seqscan=off' });
  return {
    kind: 'postgres',
    db,
    indexReads: drizzlePg(indexPool, { schema }) as unknown as Db,
    connectionString: url,
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values as unknown[])).rows }),
    migrate: async () => {
      // Several servers may start at once: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), indexPool.end()]);
    },
  };
}

/** Rows of a raw query, whichever driver answered it. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
