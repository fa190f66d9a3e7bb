import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { closeSync, createWriteStream, mkdtempSync, openSync, readFileSync, rmSync, writeSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { migrationsFolder, openDatabase, rows, sql, type Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { createBlobStore } from '../../platform/storage/blob-stores.js';
import type { BlobStore } from '../../platform/storage/blob-store.js';
import { startTestS3, type TestS3 } from '../../platform/storage/test-s3-server.js';
import { openTestDatabase } from '../../test/database.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../../modules/cases/test-support.js';
import { ingestOne, settledDocument } from '../../modules/documents/test-support.js';
import { createBackup, type BackupResult } from './backup.js';
import { MANIFEST_ENTRY, blobEntryName, type Manifest } from './manifest.js';
import { RestoreRefusedError, restoreBackup, type RestoreResult } from './restore.js';
import { prepareTargetSchema } from './prepare-schema.js';
import { appliedSchemaVersion, latestSchemaVersion } from './schema-version.js';
import { TarWriter, listTarEntries, openTarEntry } from './tar.js';
import { verifyInstallation } from './verify.js';

// PostgreSQL runs use an S3 bucket (s3rver) on both sides, as a scaled-out firm would; PGlite
// runs keep files in the data directory, the embedded default.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const ENCRYPTION_KEY = 'ab'.repeat(32);

const EML = [
  'From: counsel@opposing.test',
  'To: partner@firm.test',
  'Subject: Exhibits for the backup test',
  'Date: Mon, 2 Nov 2026 10:00:00 +0000',
  'Message-ID: <backup-test@opposing.test>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="BOUNDARY"',
  '',
  '--BOUNDARY',
  'Content-Type: text/plain',
  '',
  'Please find the signed lease attached.',
  '--BOUNDARY',
  'Content-Type: text/plain; name="lease-note.txt"',
  'Content-Disposition: attachment; filename="lease-note.txt"',
  '',
  'The lease was signed on 3 March 2026 by both parties.',
  '--BOUNDARY--',
  '',
].join('\r\n');

async function tableCounts(database: Database, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rows<{ n: string | number }>(database.db, sql`select count(*) as n from ${sql.identifier(table)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL + S3' : 'PGlite + local files'})`, () => {
  let source: TestServer;
  let sourceS3: TestS3 | undefined;
  let targetS3: TestS3 | undefined;
  let target: { database: Database; blobs: BlobStore; dataDir: string; drop: () => Promise<void> };
  let firmId: string;
  const work = mkdtempSync(path.join(tmpdir(), 'ldd-backup-test-'));
  const archive = path.join(work, 'firm.tar');
  let backup: BackupResult;
  let restored: RestoreResult;

  beforeAll(async () => {
    if (onPostgres) [sourceS3, targetS3] = await Promise.all([startTestS3('source'), startTestS3('target')]);
    source = await createTestServer({ ENCRYPTION_KEY, ...(sourceS3?.env ?? {}) });
    const firm = await source.createFirm('Backup & Restore LLP');
    firmId = firm.organizationId;
    const token = await firm.token('associate');
    // A two-factor secret (its value does not matter here): the archive then needs the same key.
    await source.deps.db.update(users).set({ totpSecretEnc: 'encrypted-elsewhere' }).where(eq(users.id, firm.users.partner.id));
    const matter = await createCaseAs(source, firm, 'associate');
    const memo = await ingestOne(source, matter.id, token, 'memo.txt', 'The tenant paid rent late in January and February.');
    const mail = await ingestOne(source, matter.id, token, 'exhibits.eml', EML);
    await settledDocument(source, memo.id, token);
    await settledDocument(source, mail.id, token);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'ldd-restore-'));
    const { database, drop } = await openTestDatabase();
    await database.migrate();
    const blobStore = targetS3 ? createBlobStore({ dataDir, blobStore: { kind: 's3', bucket: targetS3.bucket, region: 'us-east-1', endpoint: targetS3.endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true } }) : createBlobStore({ dataDir, blobStore: { kind: 'local' } });
    target = { database, blobs: blobStore, dataDir, drop };

    backup = await createBackup({ config: source.deps.config, database: source.deps.database, blobs: source.deps.blobs, out: archive });
    restored = await restoreBackup({ config: { encryptionKey: Buffer.from(ENCRYPTION_KEY, 'hex') }, database, blobs: blobStore, file: archive });
  });

  afterAll(async () => {
    await source?.close();
    target?.blobs.close();
    await target?.database.close();
    await target?.drop();
    await Promise.all([sourceS3?.close(), targetS3?.close()]);
    rmSync(work, { recursive: true, force: true });
    if (target) rmSync(target.dataDir, { recursive: true, force: true });
  });

  it('writes one tar archive: the tables, every file by its SHA-256, and the manifest last', async () => {
    const names = execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(names.at(-1)).toBe(MANIFEST_ENTRY);
    const m = backup.manifest;
    expect(m.schema.migration).toMatch(/^\d{4}_/);
    expect(m.source).toEqual({ database: onPostgres ? 'postgres' : 'pglite', blobStore: onPostgres ? 's3' : 'local' });
    // The e-mail, its attachment and the memo: three files, each under its own hash.
    expect(m.blobs.length).toBeGreaterThanOrEqual(3);
    for (const blob of m.blobs) expect(names).toContain(blobEntryName(blob.sha256));
    const order = m.tables.map((t) => t.name);
    expect(order.indexOf('organizations')).toBeLessThan(order.indexOf('users'));
    expect(order.indexOf('cases')).toBeLessThan(order.indexOf('documents'));
    expect(order).not.toContain('rate_limit_hits');
    expect(order).not.toContain('upload_chunks');
    // Which store the installation registered belongs to the installation, not to its data.
    expect(order).not.toContain('blob_store_registration');
    expect(m.tables.find((t) => t.name === 'documents')?.rows).toBe(3);
  });

  it('audits backup_created in the firm’s chain before the snapshot, so the archive holds that row', async () => {
    const [row] = await rows<{ action: string; resource_name: string }>(
      target.database.db,
      sql`select action, resource_name from audit_logs where chain = ${firmId} order by sequence desc limit 1`,
    );
    expect(row).toEqual({ action: 'backup_created', resource_name: 'firm.tar' });
  });

  it('restores every row and file, and verifies document hashes and the audit chain', async () => {
    const v = restored.verification;
    expect(v.ok).toBe(true);
    expect(v.documentFiles).toBe(3);
    expect(v.documentFilesMatching).toBe(3);
    expect(v.chains.find((c) => c.chain === firmId)).toMatchObject({ intact: true });
    const tables = backup.manifest.tables.map((t) => t.name);
    const expected = Object.fromEntries(backup.manifest.tables.map((t) => [t.name, t.rows]));
    expect(await tableCounts(target.database, tables)).toEqual(expected);
    // The family survives: the attachment still points at its e-mail (parents load first).
    const [family] = await rows<{ n: string | number }>(target.database.db, sql`select count(*) as n from documents where parent_id is not null`);
    expect(Number(family?.n)).toBe(1);
    // Generated columns are recomputed: the restored file names are searchable.
    const [hit] = await rows<{ n: string | number }>(target.database.db, sql`select count(*) as n from documents where name_search @@ plainto_tsquery('english', 'memo')`);
    expect(Number(hit?.n)).toBe(1);
  });

  it('refuses a second restore onto the now non-empty installation, changing nothing', async () => {
    const before = await tableCounts(target.database, ['documents', 'audit_logs']);
    await expect(
      restoreBackup({ config: { encryptionKey: Buffer.from(ENCRYPTION_KEY, 'hex') }, database: target.database, blobs: target.blobs, file: archive }),
    ).rejects.toThrow(/needs an empty installation/);
    expect(await tableCounts(target.database, ['documents', 'audit_logs'])).toEqual(before);
  });

  it('refuses a damaged archive, and an ENCRYPTION_KEY that cannot read its two-factor secrets, before writing anything', async () => {
    const damaged = path.join(work, 'damaged.tar');
    writeFileSync(damaged, readFileSync(archive));
    const entry = (await listTarEntries(damaged)).find((e) => e.name.includes('-documents.jsonl.gz'));
    if (!entry) throw new Error('no documents entry');
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.from([0x00, 0xff, 0x00]), 0, 3, entry.offset + Math.floor(entry.size / 2));
    closeSync(fd);
    const before = await tableCounts(target.database, ['documents', 'audit_logs']);
    const attempt = (file: string, key: string) =>
      restoreBackup({ config: { encryptionKey: Buffer.from(key, 'hex') }, database: target.database, blobs: target.blobs, file });
    // The archive is checked before the installation, so the (already restored) target serves here.
    await expect(attempt(damaged, ENCRYPTION_KEY)).rejects.toThrow(/damaged: database\/\d+-documents.jsonl.gz does not match its checksum/);
    await expect(attempt(damaged, ENCRYPTION_KEY)).rejects.toBeInstanceOf(RestoreRefusedError);
    expect(backup.manifest.encryptedValues).toBe(1);
    await expect(attempt(archive, 'cd'.repeat(32))).rejects.toThrow(/two-factor secret\(s\) encrypted with another ENCRYPTION_KEY/);
    expect(await tableCounts(target.database, ['documents', 'audit_logs'])).toEqual(before);
  });

  it.runIf(!onPostgres)('verification reports a file whose bytes no longer match the document’s hash', async () => {
    const [doc] = await rows<{ sha256: string }>(target.database.db, sql`select sha256 from documents where filename = 'memo.txt'`);
    const sha = doc?.sha256 ?? '';
    const file = path.join(target.dataDir, 'blobs', sha.slice(0, 2), sha);
    writeFileSync(file, 'tampered');
    const v = await verifyInstallation(target.database, target.blobs);
    expect(v.ok).toBe(false);
    expect(v.mismatched).toEqual([sha]);
  });

  // The commands an administrator runs (npm run restore / backup), on an embedded database on disk.
  it.runIf(!onPostgres)('npm run restore then npm run backup on the restored data dir: the figures they print', async () => {
    const run = promisify(execFile);
    const dataDir = mkdtempSync(path.join(work, 'cli-'));
    // An embedded database on disk, started from the suite's migrated template (initdb takes seconds).
    const template = await openTestDatabase();
    const dump = await template.database.dump?.();
    await template.database.close();
    const onDisk = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), pgliteDump: dump });
    await onDisk.close();
    const cli = (...args: string[]) =>
      run(path.resolve('node_modules/.bin/tsx'), ['apps/server/src/ops/backup/cli.ts', ...args], {
        env: { ...process.env, DATA_DIR: dataDir, ENCRYPTION_KEY, BLOB_STORE: 'local', DATABASE_URL: '', LOG_LEVEL: 'silent' },
      });
    const restoredOut = await cli('restore', archive);
    expect(restoredOut.stdout).toMatch(/Documents' files: 3 of 3 match their SHA-256\./);
    expect(restoredOut.stdout).toMatch(/Audit chains: (\d+) of \1 intact/);
    expect(restoredOut.stdout).toContain('Verified.');

    const again = path.join(work, 'again.tar');
    const backedUp = await cli('backup', '--out', again);
    expect(backedUp.stdout).toMatch(/Wrote .*again\.tar: [\d.]+ MB in [\d.]+ s\./);
    const entries = (await listTarEntries(again)).map((e) => e.name);
    expect(entries).toEqual(expect.arrayContaining(backup.manifest.blobs.map((b) => blobEntryName(b.sha256))));
  });

  // A PostgreSQL database with no schema at all (PGlite runs start migrated).
  it.runIf(onPostgres)('an archive from an older release loads at its own migration, then the newer migrations run', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    const previous = journal.entries.at(-2);
    if (!previous) throw new Error('one migration only');
    // What the previous release's backup would hold: without the tables the newest migration creates
    // (empty here). Its other changes add columns to tables of which this archive has no row, or
    // columns with defaults, so the remaining rows fit the previous schema as they are.
    const newest = readFileSync(path.join(migrationsFolder, `${journal.entries.at(-1)!.tag}.sql`), 'utf8');
    const created = new Set([...newest.matchAll(/CREATE TABLE "(\w+)"/g)].map((m) => m[1]!));
    const kept = backup.manifest.tables.filter((t) => !created.has(t.name));
    const keptEntries = new Set(kept.map((t) => t.entry));
    const older = path.join(work, 'older.tar');
    const tar = new TarWriter(createWriteStream(older));
    for (const entry of await listTarEntries(archive)) {
      const tableEntry = entry.name.startsWith('database/');
      if (entry.name !== MANIFEST_ENTRY && (!tableEntry || keptEntries.has(entry.name))) await tar.addStream(entry.name, entry.size, openTarEntry(archive, entry));
    }
    const manifest: Manifest = { ...backup.manifest, tables: kept, schema: { migration: previous.tag, appliedAt: previous.when } };
    await tar.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
    await tar.finish();

    const { database, drop } = await openTestDatabase({ emptyOnPostgres: true });
    const store = createBlobStore({ dataDir: mkdtempSync(path.join(work, 'older-')), blobStore: { kind: 'local' } });
    try {
      expect(await prepareTargetSchema(database, manifest)).toEqual({ upgradeAfterRestore: true });
      expect((await appliedSchemaVersion(database.db)).migration).toBe(previous.tag);
      const result = await restoreBackup({ config: { encryptionKey: Buffer.from(ENCRYPTION_KEY, 'hex') }, database, blobs: store, file: older });
      expect(result.verification.ok).toBe(true);
      await database.migrate();
      expect(await appliedSchemaVersion(database.db)).toEqual(latestSchemaVersion());
      expect((await verifyInstallation(database, store)).ok).toBe(true);
      // Now it holds rows: refused before any migration.
      await expect(prepareTargetSchema(database, manifest)).rejects.toThrow(/needs an empty installation/);
    } finally {
      store.close();
      await database.close();
      await drop();
    }
    // An empty database already at the newest schema cannot take the older archive.
    const migrated = await openTestDatabase();
    try {
      await migrated.database.migrate();
      await expect(prepareTargetSchema(migrated.database, manifest)).rejects.toThrow(/needs a database with no schema yet/);
    } finally {
      await migrated.database.close();
      await migrated.drop();
    }
  });
});
