/**
 * The benchmark's app databases, loaded and with the search engine's derived tables rebuilt.
 * PGlite: a data dir cached under bench/.cache keyed by document count, corpus version and a hash
 * of the migrations, so a re-run skips the load; the rebuild is repeated only when the engine's
 * sources changed since (or with --rebuild). PostgreSQL: a
 * dedicated `bench_search` database on the server DATABASE_URL points at, created fresh and dropped
 * afterwards.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { createSearchIndex } from '../../apps/server/src/modules/search/engine/create-search-index.js';
import { CORPUS_VERSION } from './corpus.js';
import { loadCorpus, type LoadStats } from './load-postgres.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CACHE_DIR = path.join(root, 'bench/.cache');
const MIGRATIONS = path.join(root, 'apps/server/drizzle');
const ENGINE = path.join(root, 'apps/server/src/modules/search/engine');
const BENCH_DB = 'bench_search';

export interface BenchDatabase {
  database: Database;
  /** null when the PGlite cache was reused. */
  load: (LoadStats & { openMs: number }) | null;
  /** Time of SearchIndex.rebuild(null); null when the cached PGlite data dir was already rebuilt by the same engine code. */
  rebuildMs: number | null;
  /** Drops the PostgreSQL database (no-op for PGlite); call after the database is closed. */
  dispose(): Promise<void>;
}

function hashOf(dir: string, suffix: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).filter((f) => f.endsWith(suffix)).sort()) {
    hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Builds the engine's derived tables; a failure is reported, not fatal (the engine may be mid-rewrite). */
async function rebuild(database: Database): Promise<number | null> {
  const started = performance.now();
  try {
    await createSearchIndex(database).rebuild(null);
    return performance.now() - started;
  } catch (err) {
    console.log(`  rebuild(null) failed: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

interface Marker extends LoadStats {
  createdAt: string;
  /** Hash of the engine's sources that last rebuilt the derived tables in this data dir. */
  rebuiltWith?: string;
}

const progressLine = (total: number) => (done: number) => {
  if (done % 10_000 === 0 || done === total) process.stdout.write(`\r  loaded ${done}/${total} documents`);
};

export async function openPgliteBench(total: number, forceRebuild: boolean): Promise<BenchDatabase> {
  const key = `pglite-${total}-v${CORPUS_VERSION}-${hashOf(MIGRATIONS, '.sql')}`;
  const dir = path.join(CACHE_DIR, key);
  const markerFile = `${dir}.json`;
  const engineHash = hashOf(ENGINE, '.ts');
  mkdirSync(CACHE_DIR, { recursive: true });
  if (existsSync(markerFile) && existsSync(dir)) {
    const marker = JSON.parse(readFileSync(markerFile, 'utf8')) as Marker;
    const database = await openDatabase({ pgliteDir: dir });
    await database.migrate();
    let rebuildMs: number | null = null;
    if (marker.rebuiltWith !== engineHash || forceRebuild) {
      rebuildMs = await rebuild(database);
      if (rebuildMs !== null) writeFileSync(markerFile, JSON.stringify({ ...marker, rebuiltWith: engineHash }, null, 2));
    }
    return { database, load: null, rebuildMs, dispose: async () => undefined };
  }
  // A half-loaded dir from an interrupted run is useless: start over.
  rmSync(dir, { recursive: true, force: true });
  const opened = performance.now();
  const database = await openDatabase({ pgliteDir: dir });
  await database.migrate();
  const openMs = performance.now() - opened;
  const stats = await loadCorpus(database, total, progressLine(total));
  process.stdout.write('\n');
  const rebuildMs = await rebuild(database);
  const marker: Marker = { ...stats, createdAt: new Date().toISOString(), ...(rebuildMs !== null ? { rebuiltWith: engineHash } : {}) };
  writeFileSync(markerFile, JSON.stringify(marker, null, 2));
  return { database, load: { ...stats, openMs }, rebuildMs, dispose: async () => undefined };
}

/** The same server URL, pointing at database `name`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on a connection of its own, e.g. create or drop a benchmark database. */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function openPostgresBench(adminUrl: string, total: number): Promise<BenchDatabase> {
  await admin(adminUrl, `drop database if exists ${BENCH_DB} with (force)`);
  await admin(adminUrl, `create database ${BENCH_DB}`);
  const opened = performance.now();
  const database = await openDatabase({ url: withDatabase(adminUrl, BENCH_DB), pgliteDir: '' });
  await database.migrate();
  const openMs = performance.now() - opened;
  const stats = await loadCorpus(database, total, progressLine(total));
  process.stdout.write('\n');
  const rebuildMs = await rebuild(database);
  // A server's autovacuum would vacuum the freshly loaded tables within minutes (and merge the GIN
  // index's pending list, which every search scans until then). Done here, so the timings do not
  // depend on whether autovacuum happens to run during a cell.
  const vacuumStarted = performance.now();
  await database.executeSql('vacuum analyze');
  console.log(`  vacuum analyze: ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  return {
    database,
    load: { ...stats, openMs },
    rebuildMs,
    dispose: () => admin(adminUrl, `drop database if exists ${BENCH_DB} with (force)`),
  };
}

/**
 * Runs `measure` on a fresh migrated PGlite data dir, then (when DATABASE_URL is set) on a fresh
 * PostgreSQL database named `benchDb`, removing each afterwards: the frame of the scale benchmarks.
 */
export async function onFreshBackends<R>(name: string, benchDb: string, measure: (backend: 'pglite' | 'postgres', database: Database) => Promise<R>): Promise<[string, R][]> {
  const results: [string, R][] = [];
  console.log('\n== pglite (fresh data dir)');
  const dir = mkdtempSync(path.join(tmpdir(), `ldd-bench-${name}-`));
  try {
    const pglite = await openDatabase({ pgliteDir: dir });
    await pglite.migrate();
    results.push(['pglite', await measure('pglite', pglite)]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('\n(DATABASE_URL not set: PostgreSQL skipped)');
    return results;
  }
  console.log(`\n== postgres (fresh ${benchDb} database)`);
  await admin(url, `drop database if exists ${benchDb} with (force)`);
  await admin(url, `create database ${benchDb}`);
  try {
    const postgres = await openDatabase({ url: withDatabase(url, benchDb), pgliteDir: '' });
    await postgres.migrate();
    results.push(['postgres', await measure('postgres', postgres)]);
  } finally {
    await admin(url, `drop database if exists ${benchDb} with (force)`);
  }
  return results;
}
