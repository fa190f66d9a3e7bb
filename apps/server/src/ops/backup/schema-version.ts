import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder, rows, sql, type DbOrTx } from '../../db/client.js';

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
