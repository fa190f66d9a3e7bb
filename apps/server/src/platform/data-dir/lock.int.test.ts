import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/database.js';
import { DataDirLockedError, STALE_MS, lockFileFor, type LockHolder } from './lock.js';

/*
 * The embedded database's directory is one process's: a second server, or a backup or
 * restore beside a running server, is refused and told which process holds it; a claim left by a
 * process that died is taken over; closing the database gives the claim up. PostgreSQL has no lock.
 */

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const ENCRYPTION_KEY = 'ab'.repeat(32);

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('the embedded database directory lock', () => {
  let work: string;
  let dataDir: string;
  let dbDir: string;
  let dump: Blob | undefined;
  const open = () => openDatabase({ pgliteDir: dbDir, ...(existsSync(dbDir) || !dump ? {} : { pgliteDump: dump }) });
  const holder = (): LockHolder => JSON.parse(readFileSync(lockFileFor(dbDir), 'utf8')) as LockHolder;
  const env = () => ({ ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, ENCRYPTION_KEY, BLOB_STORE: 'local', DATABASE_URL: '', LOG_LEVEL: 'silent' });

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'ldd-lock-'));
    dataDir = path.join(work, 'data');
    dbDir = path.join(dataDir, 'db');
    // Started from the suite's migrated template: initdb on disk would take seconds.
    const template = await openTestDatabase();
    dump = await template.database.dump?.();
    await template.database.close();
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('refuses a second open while held, names the holder, and gives the claim up on close', async () => {
    const first = await open();
    try {
      expect(holder()).toMatchObject({ pid: process.pid, hostname: hostname() });
      const second = open();
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`The embedded database in ${dbDir} is in use by process ${process.pid} on this machine`);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFileFor(dbDir))).toBe(false);
    const again = await open();
    await again.close();
  });

  it('npm start, npm run backup and npm run restore are refused while a server holds it, writing nothing', { timeout: 120_000 }, async () => {
    const server = await open();
    try {
      const out = path.join(work, 'refused.tar');
      const failure = (e: unknown) => e as { code: number; stderr: string };
      // The three at once: each is a process start (seconds), and each must be refused on its own.
      const [started, backup, restore] = await Promise.all([
        run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env: { ...env(), PORT: '0' }, timeout: 100_000 }).catch(failure),
        run(TSX, ['apps/server/src/ops/backup/cli.ts', 'backup', '--out', out], { env: env() }).catch(failure),
        run(TSX, ['apps/server/src/ops/backup/cli.ts', 'restore', out], { env: env() }).catch(failure),
      ]);
      expect(started).toMatchObject({ code: 1 });
      expect(started.stderr).toContain(`Not starting: The embedded database in ${dbDir} is in use by process ${process.pid} on this machine`);
      expect(backup).toMatchObject({ code: 2 });
      expect(backup.stderr).toContain(`npm run backup needs the server stopped on the embedded database. The embedded database in ${dbDir} is in use by process ${process.pid}`);
      expect(existsSync(out)).toBe(false);
      expect(existsSync(`${out}.partial`)).toBe(false);
      expect(restore).toMatchObject({ code: 2 });
      expect(restore.stderr).toContain('npm run restore needs the server stopped');
      // The refusals left the holder's claim alone.
      expect(holder().pid).toBe(process.pid);
      await server.ping();
    } finally {
      await server.close();
    }
  });

  it('takes over a claim whose process died, and one from another machine that stopped its heartbeat', async () => {
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(exited.stdout);
    const stale: LockHolder = { pid: deadPid, hostname: hostname(), startedAt: '2026-01-01T00:00:00.000Z', command: 'main.ts', procStart: '1', token: 'dead' };
    writeFileSync(lockFileFor(dbDir), JSON.stringify(stale));
    let database: Database = await open();
    expect(holder()).toMatchObject({ pid: process.pid, hostname: hostname() });
    await database.close();

    // Another machine's claim (a shared volume): honoured while its file is touched, then lapsed.
    const remote: LockHolder = { ...stale, pid: 1, hostname: 'other-host.example', token: 'remote' };
    writeFileSync(lockFileFor(dbDir), JSON.stringify(remote));
    await expect(open()).rejects.toThrow(/in use by process 1 on host other-host\.example .* its claim lapses 60 s after its last heartbeat/);
    const lapsed = new Date(Date.now() - STALE_MS - 1000);
    utimesSync(lockFileFor(dbDir), lapsed, lapsed);
    database = await open();
    expect(holder().token).not.toBe('remote');
    await database.close();
  });
});
