import { createReadStream, createWriteStream, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.js';
import { rows, sql, type Database } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';
import { appendAudit, systemActor, type AuditActor } from '../../platform/audit/audit-log.js';
import type { BlobStore } from '../../platform/storage/blob-store.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_ENTRY,
  blobEntryName,
  encryptionKeyCheck,
  tableEntryName,
  type Manifest,
} from './manifest.js';
import { appliedSchemaVersion } from './schema-version.js';
import { exportTable } from './table-data.js';
import { listTables } from './tables.js';
import { TarWriter } from './tar.js';

export interface BackupInput {
  config: Pick<Config, 'encryptionKey' | 'version' | 'blobStore'>;
  database: Database;
  blobs: BlobStore;
  /** The archive to write; it appears under this name only once complete. */
  out: string;
  progress?: (message: string) => void;
}

export interface BackupResult {
  file: string;
  archiveBytes: number;
  seconds: number;
  manifest: Manifest;
}

/**
 * Writes one tar archive: every table as gzipped JSON lines (one consistent snapshot), every blob
 * of the store (checked against its SHA-256 name on the way), and manifest.json last, with the
 * row counts and checksums restore verifies.
 */
export async function createBackup(input: BackupInput): Promise<BackupResult> {
  const started = performance.now();
  const { database, blobs, out } = input;
  const progress = input.progress ?? (() => undefined);
  const db = database.db;
  const createdAt = new Date();
  await appliedSchemaVersion(db); // an installation that never started has nothing to back up: say so first

  // Before the snapshot, so the archive holds the row that records it.
  await recordBackupCreated(database, path.basename(out), createdAt);

  const work = mkdtempSync(path.join(tmpdir(), 'ldd-backup-'));
  const partial = `${out}.partial`;
  try {
    const snapshot = await db.transaction(
      async (tx) => {
        const schema = await appliedSchemaVersion(tx);
        const tables = await listTables(tx);
        const exported: Manifest['tables'] = [];
        for (const [index, table] of tables.entries()) {
          const entry = tableEntryName(index, table.name);
          const result = await exportTable(tx, table, path.join(work, path.basename(entry)));
          exported.push({ name: table.name, entry, ...result });
          progress(`  ${table.name}: ${result.rows} rows`);
        }
        const [encrypted] = await rows<{ n: number | string }>(tx, sql`select count(*) as n from users where totp_secret_enc is not null`);
        return { schema, tables: exported, encryptedValues: Number(encrypted?.n ?? 0) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    const tar = new TarWriter(createWriteStream(partial));
    for (const table of snapshot.tables) {
      const file = path.join(work, path.basename(table.entry));
      const sha256 = await tar.addStream(table.entry, statSync(file).size, createReadStream(file), createdAt);
      if (sha256 !== table.sha256) throw new Error(`${table.entry} changed on disk while the archive was written`);
    }

    const archived: Manifest['blobs'] = [];
    const missing: string[] = [];
    for await (const blob of blobs.list()) {
      const size = await blobs.size(blob.sha256);
      if (size === null) {
        missing.push(blob.sha256); // deleted since it was listed (the clean-up job, a purge)
        continue;
      }
      const sha256 = await tar.addStream(blobEntryName(blob.sha256), size, await blobs.open(blob.sha256), blob.modifiedAt);
      if (sha256 !== blob.sha256) throw new Error(`blob ${blob.sha256} is damaged in the store: its bytes hash to ${sha256}`);
      archived.push({ sha256, size });
      if (archived.length % 500 === 0) progress(`  ${archived.length} blobs`);
    }

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: input.config.version,
      source: { database: database.kind, blobStore: input.config.blobStore.kind },
      schema: snapshot.schema,
      encryptionKeyCheck: encryptionKeyCheck(input.config.encryptionKey),
      encryptedValues: snapshot.encryptedValues,
      tables: snapshot.tables,
      blobs: archived,
      blobsMissing: missing,
    };
    await tar.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), createdAt);
    await tar.finish();
    renameSync(partial, out);
    return { file: out, archiveBytes: statSync(out).size, seconds: (performance.now() - started) / 1000, manifest };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * One `backup_created` row in every firm's chain: a backup copies every firm's data, and each
 * firm's administrators read only their own trail, so each trail says its data left in an archive.
 * An installation without firms records it in the system chain.
 */
async function recordBackupCreated(database: Database, archive: string, at: Date): Promise<void> {
  const firms = await database.db.select({ id: organizations.id }).from(organizations);
  const details = { archive, host: hostname() };
  await database.db.transaction(async (tx) => {
    const actors: AuditActor[] = firms.length > 0 ? firms.map((f) => systemActor(f.id, 'backup')) : [{ ...systemActor('', 'backup'), organizationId: null }];
    for (const actor of actors) {
      await appendAudit(tx, actor, { action: 'backup_created', resourceType: 'system', resourceName: archive, details, timestamp: at });
    }
  });
}
