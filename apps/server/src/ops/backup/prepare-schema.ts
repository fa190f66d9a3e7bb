import type { Database } from '../../db/client.js';
import type { Manifest } from './manifest.js';
import { RestoreRefusedError, notEmptyError } from './restore.js';
import { listTables, nonEmptyTables } from './tables.js';
import { SchemaMissingError, appliedSchemaVersion, knownSchemaVersion, latestSchemaVersion, migrateUpTo } from './schema-version.js';

/**
 * Brings the target's schema to the archive's migration before restore: this build's newest when
 * the archive is that recent; the archive's own when it comes from an older release and the
 * target has no schema yet (the caller then runs the remaining migrations after the load, as
 * a server start would). True when those remaining migrations are still to run.
 */
export async function prepareTargetSchema(database: Database, manifest: Manifest): Promise<{ upgradeAfterRestore: boolean }> {
  const latest = latestSchemaVersion();
  const current = await appliedSchemaVersion(database.db).catch((err: unknown) => {
    if (err instanceof SchemaMissingError) return null;
    throw err;
  });
  // A database with a schema may be someone's installation: refuse it before migrating anything.
  if (current) {
    const occupied = await nonEmptyTables(database.db, await listTables(database.db));
    if (occupied.length > 0) throw notEmptyError(occupied);
  }
  if (manifest.schema.appliedAt === latest.appliedAt) {
    await database.migrate();
    return { upgradeAfterRestore: false };
  }
  const archived = knownSchemaVersion(manifest.schema.appliedAt);
  if (!archived || manifest.schema.appliedAt > latest.appliedAt) {
    throw new RestoreRefusedError(
      `The archive was made at migration ${manifest.schema.migration}, which this version of the application (at ${latest.migration}) does not know. ` +
        'Restore it with the version that made it, or a newer one.',
    );
  }
  if (current && current.appliedAt !== archived.appliedAt) {
    throw new RestoreRefusedError(
      `The archive was made at migration ${archived.migration}, older than this application's ${latest.migration}. ` +
        `It is loaded at its own migration and then upgraded, which needs a database with no schema yet; this one is at ${current.migration}. ` +
        'Use a new, empty database (or DATA_DIR); nothing was changed.',
    );
  }
  if (!current) await migrateUpTo(database, archived);
  return { upgradeAfterRestore: true };
}
