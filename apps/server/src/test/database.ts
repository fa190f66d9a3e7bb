import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../db/client.js';

/*
 * PGlite's initdb and the migrations cost about two seconds a database, and the integration suite
 * opens more than a hundred, each test file in its own process: the first process to need one
 * makes a migrated database and leaves its data directory dump in the temp folder, under a name
 * that changes with the migrations and PGlite's version; every database after that starts from
 * the dump (a few hundred milliseconds). The app still runs its migrations on start and finds
 * nothing to do, as on any restart.
 */
let migratedPglite: Promise<Blob> | undefined;
function migratedPgliteDump(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const file = path.join(tmpdir(), `ldd-test-pglite-${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const template = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await template.migrate();
      if (!template.dump) throw new Error('PGlite database without dump()');
      const dump = await template.dump();
      // Written aside and renamed: a process reading it never sees half a file.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await template.close();
    }
  })();
  return migratedPglite;
}

function templateKey(): string {
  const digest = createHash('sha256');
  // PGlite's own package.json (not in its exports): a new version may change the data directory.
  const pgliteMain = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  digest.update(readFileSync(path.join(path.dirname(pgliteMain), '..', 'package.json')));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, name);
    if (statSync(full).isFile()) digest.update(name).update(readFileSync(full));
  }
  return digest.digest('hex').slice(0, 16);
}

/**
 * A fresh database for one test file, with the schema migrated: in-memory PGlite by default, or a
 * new database on the PostgreSQL server in TEST_DATABASE_URL when TEST_DB_DRIVER=postgres
 * (dropped afterwards), copied from a migrated template — or, with `emptyOnPostgres`, with no schema.
 */
export async function openTestDatabase(opts: { emptyOnPostgres?: boolean } = {}): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteDump: await migratedPgliteDump() });
    return { database, drop: async () => undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A restore test needs a database with no schema at all; every other file starts migrated.
    if (opts.emptyOnPostgres) await admin.query(`CREATE DATABASE ${name}`);
    else await createFromTemplate(admin, adminUrl, name);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), pgliteDir: '' });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * On PostgreSQL, a file's database is a copy of a migrated template (CREATE DATABASE … TEMPLATE,
 * a file copy on the server) instead of running every migration again: the first process to need
 * it builds the template under an advisory lock, named after the migrations so a change to them
 * makes a new one. The app still runs its migrations on start and finds nothing to do.
 */
async function createFromTemplate(admin: pg.Client, adminUrl: string, name: string): Promise<void> {
  const template = `ldd_template_${templateKey()}`;
  const lock = `select pg_advisory_lock(hashtext('${template}'))`;
  await admin.query(lock);
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), pgliteDir: '' });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
  } finally {
    await admin.query(`select pg_advisory_unlock(hashtext('${template}'))`);
  }
  // Two files copying the template at the same moment can see each other as "using" it: retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}
