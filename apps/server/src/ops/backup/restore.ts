import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { BlobStore } from '../../platform/storage/blob-store.js';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, MANIFEST_ENTRY, ManifestSchema, blobEntryName, encryptionKeyCheck, type Manifest } from './manifest.js';
import { appliedSchemaVersion } from './schema-version.js';
import { importTable } from './table-data.js';
import { isBackedUp, listTables, nonEmptyTables } from './tables.js';
import { listTarEntries, openTarEntry, type TarEntry } from './tar.js';
import { verifyInstallation, type RestoreVerification } from './verify.js';

/** Restore would not start: nothing was written. The message says why and what to do. */
export class RestoreRefusedError extends Error {}

export interface RestoreInput {
  config: Pick<Config, 'encryptionKey'>;
  /** Opened and migrated to this build's schema (an empty installation). */
  database: Database;
  blobs: BlobStore;
  file: string;
  progress?: (message: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  blobsWritten: number;
  seconds: number;
  verification: RestoreVerification;
}

/**
 * Loads an archive onto an empty installation: checks everything it can before writing anything
 * (format, schema version, encryption key, emptiness, every table part's checksum), then the
 * blobs (each verified against its SHA-256 by the store as it is written), then every table in
 * one transaction, then verifies the result.
 */
export async function restoreBackup(input: RestoreInput): Promise<RestoreResult> {
  const started = performance.now();
  const { database, blobs, file } = input;
  const progress = input.progress ?? (() => undefined);
  const entries = new Map((await listTarEntries(file)).map((e) => [e.name, e]));
  const manifest = await readManifest(file, entries);

  // First the archive itself (complete, undamaged), then whether this installation can take it.
  for (const table of manifest.tables) {
    const digest = createHash('sha256');
    for await (const chunk of openTarEntry(file, required(entries, table.entry))) digest.update(chunk as Buffer);
    if (digest.digest('hex') !== table.sha256) throw new RestoreRefusedError(`The archive is damaged: ${table.entry} does not match its checksum.`);
  }
  for (const blob of manifest.blobs) required(entries, blobEntryName(blob.sha256));

  const target = await appliedSchemaVersion(database.db);
  if (target.appliedAt !== manifest.schema.appliedAt) {
    throw new RestoreRefusedError(
      `The archive's database is at migration ${manifest.schema.migration}; this installation is at ${target.migration}. ` +
        'Restore onto a new, empty database with `npm run restore`, which loads an older archive at its own migration and then upgrades it.',
    );
  }
  if (manifest.encryptedValues > 0 && manifest.encryptionKeyCheck !== encryptionKeyCheck(input.config.encryptionKey)) {
    throw new RestoreRefusedError(
      `The archive holds ${manifest.encryptedValues} two-factor secret(s) encrypted with another ENCRYPTION_KEY. ` +
        'Set ENCRYPTION_KEY to the original key (or copy DATA_DIR/secrets/encryption-key from the old installation) and run restore again.',
    );
  }
  const tables = new Map((await listTables(database.db)).map((t) => [t.name, t]));
  const toLoad = manifest.tables.filter((t) => isBackedUp(t.name));
  for (const table of toLoad) {
    if (!tables.has(table.name)) throw new RestoreRefusedError(`The archive has table ${table.name}, which this installation does not.`);
  }
  const occupied = await nonEmptyTables(database.db, [...tables.values()]);
  if (occupied.length > 0) throw notEmptyError(occupied);
  const inArchive = new Set(manifest.blobs.map((b) => b.sha256));
  for await (const blob of blobs.list()) {
    if (!inArchive.has(blob.sha256)) {
      throw new RestoreRefusedError(
        `Restore needs an empty file store, but it holds ${blob.sha256}, which is not in the archive. Use an empty bucket or DATA_DIR; nothing was changed.`,
      );
    }
  }

  let blobsWritten = 0;
  for (const blob of manifest.blobs) {
    if ((await blobs.size(blob.sha256)) !== null) continue; // written by an earlier, interrupted restore of this archive
    await blobs.put(openTarEntry(file, required(entries, blobEntryName(blob.sha256))), { expectedSha256: blob.sha256 });
    blobsWritten += 1;
    if (blobsWritten % 500 === 0) progress(`  ${blobsWritten} of ${manifest.blobs.length} blobs`);
  }
  progress(`  ${blobsWritten} blobs written`);

  let restoredRows = 0;
  await database.db.transaction(async (tx) => {
    for (const table of toLoad) {
      const info = tables.get(table.name);
      if (!info) throw new Error(`unknown table ${table.name}`);
      const count = await importTable(tx, info, openTarEntry(file, required(entries, table.entry)));
      if (count !== table.rows) throw new Error(`${table.name}: ${count} rows read, the manifest says ${table.rows}`);
      restoredRows += count;
      if (count > 0) progress(`  ${table.name}: ${count} rows`);
    }
  });

  const verification = await verifyInstallation(database, blobs);
  return { manifest, rows: restoredRows, blobsWritten, seconds: (performance.now() - started) / 1000, verification };
}

export function notEmptyError(occupiedTables: string[]): RestoreRefusedError {
  return new RestoreRefusedError(
    `Restore needs an empty installation, but these tables hold rows: ${occupiedTables.join(', ')}. ` +
      'Point DATABASE_URL (or DATA_DIR) at a new, empty database; nothing was changed.',
  );
}

function required(entries: Map<string, TarEntry>, name: string): TarEntry {
  const entry = entries.get(name);
  if (!entry) throw new RestoreRefusedError(`The archive is incomplete: ${name} is missing.`);
  return entry;
}

/** The archive's manifest, read without loading anything (the CLI prepares the schema from it). */
export async function readArchiveManifest(file: string): Promise<Manifest> {
  return readManifest(file, new Map((await listTarEntries(file)).map((e) => [e.name, e])));
}

async function readManifest(file: string, entries: Map<string, TarEntry>): Promise<Manifest> {
  const entry = entries.get(MANIFEST_ENTRY);
  if (!entry) throw new RestoreRefusedError(`${file} has no ${MANIFEST_ENTRY}: not a complete backup archive.`);
  const chunks: Buffer[] = [];
  for await (const chunk of openTarEntry(file, entry)) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const parsed = ManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new RestoreRefusedError(`${MANIFEST_ENTRY} is not a manifest this version understands.`);
  if (parsed.data.format !== ARCHIVE_FORMAT || parsed.data.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new RestoreRefusedError(`Archive format version ${parsed.data.formatVersion} is newer than this application reads (${ARCHIVE_FORMAT_VERSION}).`);
  }
  return parsed.data;
}
