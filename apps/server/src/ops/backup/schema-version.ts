import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, rows, sql, type Database, type DbOrTx } from '../../db/client.js';

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const raw = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return raw.entries;
}

export interface SchemaVersion {
  /** The migration's tag, e.g. 0018_audit_retention_trigger. */
  migration: string;
  /** drizzle's record of it (the journal's `when`), which is what the database stores. */
  appliedAt: number;
}

export class SchemaMissingError extends Error {}

/** The newest migration applied to this database (drizzle records each by its journal timestamp). */
export async function appliedSchemaVersion(db: DbOrTx): Promise<SchemaVersion> {
  const [table] = await rows<{ name: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  const [last] = table?.name
    ? await rows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)
    : [];
  if (!last) throw new SchemaMissingError('The database has no application schema (the server has never started on it): there is nothing to back up.');
  const appliedAt = Number(last.created_at);
  const entry = journal().find((e) => e.when === appliedAt);
  return { migration: entry?.tag ?? `unknown (${appliedAt})`, appliedAt };
}

/** The newest migration this build of the app knows. */
export function latestSchemaVersion(): SchemaVersion {
  const last = journal().at(-1);
  if (!last) throw new Error('no migrations in the journal');
  return { migration: last.tag, appliedAt: last.when };
}

/** The migration the archive was made at, if this build has it (an older or the same version). */
export function knownSchemaVersion(appliedAt: number): SchemaVersion | null {
  const entry = journal().find((e) => e.when === appliedAt);
  return entry ? { migration: entry.tag, appliedAt: entry.when } : null;
}

/**
 * Migrates an empty database up to `target` only, not to the newest: an archive from an older
 * release is loaded into the schema it was written for, and the usual migrations then bring it
 * up to date. drizzle applies every migration its journal lists, so it is given a copy of the
 * migrations folder whose journal ends at `target`.
 */
export async function migrateUpTo(database: Database, target: SchemaVersion): Promise<void> {
  const entries = journal();
  const last = entries.findIndex((e) => e.when === target.appliedAt);
  if (last === -1) throw new Error(`migration ${target.migration} is not in this build`);
  const folder = mkdtempSync(path.join(tmpdir(), 'ldd-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const raw = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...raw, entries: raw.entries.slice(0, last + 1) }));
    // Database.db is the driver's own drizzle instance; its type is the common PgDatabase.
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
