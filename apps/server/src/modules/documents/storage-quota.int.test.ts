import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, ErrorBody } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, postMultipart, sendChunk, sha256 } from './test-support.js';
import { firmStoredBytes } from './storage-quota.js';

/*
 * ASVS 12.1.3: STORAGE_QUOTA_GB_PER_FIRM caps the bytes of a firm's documents. A simple upload, a
 * resumable upload's first chunk and its finalize are refused with 413 in the one error shape when
 * the file would not fit, and nothing is stored; deleting a document makes room; other firms count
 * their own bytes.
 */
const QUOTA_BYTES = Math.floor(0.00001 * 1024 ** 3); // 10,737 bytes
let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let token: string;

beforeAll(async () => {
  server = await createTestServer({ STORAGE_QUOTA_GB_PER_FIRM: '0.00001' });
  firm = await server.createFirm('Quota LLP');
  other = await server.createFirm('Other Quota LLP');
  matter = await createCaseAs(server, firm, 'associate');
  token = await firm.token('associate');
});
afterAll(() => server?.close());

const documentCount = async () => (await server.api<{ total: number }>('GET', `/api/v1/documents?case_id=${matter.id}`, { token })).body.total;

describe('storage quota per firm', () => {
  it('refuses an upload that would pass the quota, stores nothing, and makes room when a document is deleted', async () => {
    const first = await ingestOne(server, matter.id, token, 'first.txt', randomBytes(6000).toString('hex').slice(0, 6000));
    expect(await firmStoredBytes(server.deps.db, firm.organizationId)).toBe(6000);

    const refused = await postMultipart<ErrorBody>(server, `/api/v1/documents/${matter.id}/ingest`, token, {}, [{ filename: 'second.txt', content: 'y'.repeat(6000) }]);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('storage_quota_exceeded');
    expect(refused.body.detail).toMatch(/past its storage quota of 10 KB \(used: 6 KB\)\. Delete documents or ask your administrator\./);
    expect(await documentCount()).toBe(1);

    // A resumable upload is refused at its first chunk (its declared size), before a chunk is kept.
    const file = randomBytes(6000);
    const uploadId = randomUUID();
    const chunk = await sendChunk(server, matter.id, token, { uploadId, file, chunkSize: 3000, index: 0 });
    expect(chunk.status).toBe(413);
    expect(chunk.body.code).toBe('storage_quota_exceeded');
    const status = await server.api('GET', `/api/v1/documents/${matter.id}/uploads/${uploadId}`, { token });
    expect(status.status).toBe(404);

    // Another firm has its own quota.
    const theirs = await createCaseAs(server, other, 'associate');
    await ingestOne(server, theirs.id, await other.token('associate'), 'theirs.txt', 'z'.repeat(6000));

    const deleted = await server.api('DELETE', `/api/v1/documents/${first.id}`, { token: await firm.token('partner') });
    expect(deleted.status).toBeLessThan(300);
    await ingestOne(server, matter.id, token, 'second.txt', 'y'.repeat(6000));
  });

  it('refuses at finalize a resumable upload that no longer fits (room taken while its chunks arrived)', async () => {
    const file = randomBytes(4000);
    const uploadId = randomUUID();
    for (const index of [0, 1]) expect((await sendChunk(server, matter.id, token, { uploadId, file, chunkSize: 2000, index })).status).toBeLessThan(300);
    // 6,000 bytes stored: 4,000 more fit in QUOTA_BYTES until another upload takes 1,000 (11,000 > 10,737).
    expect(QUOTA_BYTES).toBe(10_737);
    await ingestOne(server, matter.id, token, 'meanwhile.txt', 'm'.repeat(1000));
    const finalize = await server.api<ErrorBody>('POST', `/api/v1/documents/${matter.id}/finalize-upload`, { token, body: { upload_id: uploadId, sha256: sha256(file) } });
    expect(finalize.status).toBe(413);
    expect(finalize.body.code).toBe('storage_quota_exceeded');
  });
});
