import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadinessResponse } from '@app/contract';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { createServer } from '../../server.js';
import { BlobStoreMismatchError } from './store-registration.js';

/*
 * Web servers and a worker on one database must see one blob store. With the default local store
 * and a DATA_DIR per process, an upload through one web server would be missing for the worker,
 * which retried it with ENOENT for ever; now a process whose store is not the registered one does
 * not start, and says why.
 */
describe('one blob store for every process on a database', () => {
  let web: TestServer;
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'ldd-other-data-'));
  beforeAll(async () => {
    web = await createTestServer({ PROCESS_ROLE: 'web' });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('registers the first process\'s store in the database', async () => {
    const mine = await web.deps.blobs.identity();
    const { rows } = await web.deps.database.executeSql('select slot, store_id, description from blob_store_registration');
    expect(rows).toEqual([{ slot: 'primary', store_id: mine.id, description: mine.where }]);
    expect(mine.where).toContain(path.join(web.dataDir, 'blobs'));
  });

  it.each(['web', 'worker'] as const)('refuses to start a %s process with its own DATA_DIR, naming both stores', async (role) => {
    const config = { ...web.deps.config, processRole: role, dataDir: elsewhere };
    const started = createServer(config, { database: web.deps.database });
    await expect(started).rejects.toBeInstanceOf(BlobStoreMismatchError);
    const message = await started.catch((err: Error) => err.message);
    expect(message).toContain(path.join(web.dataDir, 'blobs'));
    expect(message).toContain(path.join(elsewhere, 'blobs'));
    expect(message).toMatch(/same files.*shared volume.*BLOB_STORE=s3/s);
    // The refusal registered nothing new: the first store stays the installation's.
    const { rows } = await web.deps.database.executeSql('select store_id from blob_store_registration');
    expect(rows).toEqual([{ store_id: (await web.deps.blobs.identity()).id }]);
  });

  it('is not ready while its blob store is not the registered one (a shared volume came unmounted)', async () => {
    const blobs = path.join(web.dataDir, 'blobs');
    const ready = async () => {
      const res = await web.api('GET', '/api/v1/health/ready');
      return { status: res.status, body: res.body as ReadinessResponse };
    };
    expect((await ready()).status).toBe(200);
    renameSync(blobs, `${blobs}-mounted`);
    try {
      const { status, body } = await ready();
      expect(status).toBe(503);
      expect(body.failed).toEqual(['storage']);
      expect(body.checks.storage).toMatchObject({ ok: false, error: 'store_mismatch' });
    } finally {
      rmSync(blobs, { recursive: true, force: true });
      renameSync(`${blobs}-mounted`, blobs);
    }
    expect((await ready()).status).toBe(200);
  });
});
