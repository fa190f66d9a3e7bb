import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createBlobStore } from '../../platform/storage/blob-stores.js';
import type { BlobStore } from '../../platform/storage/blob-store.js';
import { createBackup } from './backup.js';
import { prepareTargetSchema } from './prepare-schema.js';
import { RestoreRefusedError, readArchiveManifest, restoreBackup } from './restore.js';
import { SchemaMissingError, latestSchemaVersion } from './schema-version.js';
import { DataDirLockedError } from '../../platform/data-dir/lock.js';

/*
 * npm run backup [-- --out FILE]   one archive of the database and every stored file
 * npm run restore -- FILE          onto an empty installation, then verified
 *
 * Both read the same environment as the server (DATABASE_URL or DATA_DIR, BLOB_STORE and S3_*,
 * ENCRYPTION_KEY). Exit codes: 0 done and verified, 1 failed or a verification mismatch,
 * 2 refused before anything was written (bad arguments, a non-empty target, another schema).
 */

const say = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const USAGE = 'usage: backup [--out FILE] | restore FILE';

async function open(config: Config): Promise<{ database: Database; blobs: BlobStore; close: () => Promise<void> }> {
  // The same database and store the server uses (server.ts opens DATA_DIR/db for PGlite).
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  const blobs = createBlobStore(config);
  return {
    database,
    blobs,
    close: async () => {
      blobs.close();
      await database.close();
    },
  };
}

async function backup(config: Config, args: string[]): Promise<number> {
  const outIndex = args.indexOf('--out');
  if (outIndex !== -1 && !args[outIndex + 1]) throw new UsageError(USAGE);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(outIndex !== -1 ? String(args[outIndex + 1]) : `backup-${stamp}.tar`);
  // Checked before the database is opened: a missing folder would otherwise end in a raw ENOENT.
  if (!existsSync(path.dirname(out))) throw new UsageError(`The folder ${path.dirname(out)} does not exist: create it, or choose another --out.`);
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'db'))) {
    // Opening would create an empty embedded database there (and take seconds) only to find nothing.
    throw new SchemaMissingError(`No embedded database in ${config.dataDir}/db (is DATA_DIR right, or DATABASE_URL missing?): there is nothing to back up.`);
  }
  const { database, blobs, close } = await open(config);
  try {
    say(`Backing up (${database.kind}, ${config.blobStore.kind} files) to ${out}`);
    const result = await createBackup({ config, database, blobs, out, progress: say });
    const m = result.manifest;
    const rowsTotal = m.tables.reduce((n, t) => n + t.rows, 0);
    const blobBytes = m.blobs.reduce((n, b) => n + b.size, 0);
    say(`Schema ${m.schema.migration}; ${m.tables.length} tables, ${rowsTotal} rows; ${m.blobs.length} files (${mb(blobBytes)}).`);
    if (m.blobsMissing.length > 0) say(`${m.blobsMissing.length} file(s) were deleted from the store while the backup ran (not referenced any more).`);
    say(`Wrote ${out}: ${mb(result.archiveBytes)} in ${result.seconds.toFixed(1)} s.`);
    return 0;
  } finally {
    await close();
  }
}

async function restore(config: Config, args: string[]): Promise<number> {
  const file = args[0];
  if (!file || args.length !== 1) throw new UsageError(USAGE);
  const { database, blobs, close } = await open(config);
  try {
    const archive = path.resolve(file);
    const manifest = await readArchiveManifest(archive);
    // The archive's schema (this build's, or an older release's on a database with none yet).
    const { upgradeAfterRestore } = await prepareTargetSchema(database, manifest);
    say(`Restoring ${archive} (migration ${manifest.schema.migration}) into ${database.kind} with ${config.blobStore.kind} files`);
    const result = await restoreBackup({ config, database, blobs, file: archive, progress: say });
    if (upgradeAfterRestore) {
      await database.migrate();
      say(`Upgraded the restored database from ${manifest.schema.migration} to ${latestSchemaVersion().migration}.`);
    }
    const v = result.verification;
    say(`Restored ${result.rows} rows and ${result.blobsWritten} files in ${result.seconds.toFixed(1)} s (archive made ${result.manifest.createdAt}).`);
    say(`Documents' files: ${v.documentFilesMatching} of ${v.documentFiles} match their SHA-256.`);
    for (const sha of v.missing) say(`  MISSING ${sha}`);
    for (const sha of v.mismatched) say(`  MISMATCH ${sha}`);
    const intact = v.chains.filter((c) => c.intact).length;
    say(`Audit chains: ${intact} of ${v.chains.length} intact (${v.chains.reduce((n, c) => n + c.checked, 0)} rows checked).`);
    for (const c of v.chains.filter((x) => !x.intact)) say(`  BROKEN ${c.chain}: ${c.problem ?? ''}`);
    say(v.ok ? 'Verified.' : 'Verification FAILED.');
    return v.ok ? 0 : 1;
  } finally {
    await close();
  }
}

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    const config = loadConfig();
    if (command === 'backup') return await backup(config, args);
    if (command === 'restore') return await restore(config, args);
    throw new UsageError(USAGE);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      // PGlite is one process's files: the server must be stopped for a consistent, undamaged copy.
      console.error(`npm run ${command ?? ''} needs the server stopped on the embedded database. ${err.message}`);
      return 2;
    }
    if (err instanceof UsageError || err instanceof ConfigError || err instanceof RestoreRefusedError || err instanceof SchemaMissingError) {
      console.error(err.message);
      return 2;
    }
    console.error(err instanceof Error ? `Failed: ${err.message}` : err);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
