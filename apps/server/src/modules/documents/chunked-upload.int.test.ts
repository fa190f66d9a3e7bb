import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, DocumentSummary, ErrorBody, UploadStatus } from '@app/contract';
import { createServer, type Server } from '../../server.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditRowsFor } from '../organization/test-support.js';
import { createCaseAs } from '../cases/test-support.js';
import { sendChunk, sha256 } from './test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreign: Case;
let token: string;
const CHUNK = 1000;

beforeAll(async () => {
  server = await createTestServer({ MAX_UPLOAD_BYTES: String(100_000) });
  firm = await server.createFirm('Chunks LLP');
  other = await server.createFirm('Other Chunks LLP');
  matter = await createCaseAs(server, firm, 'associate');
  foreign = await createCaseAs(server, other, 'partner');
  token = await firm.token('associate');
});
afterAll(() => server?.close());

const finalize = (caseId: string, uploadId: string, hash: string, as = token) =>
  server.api<DocumentSummary & ErrorBody & { missing_chunks?: number[] }>('POST', `/api/v1/documents/${caseId}/finalize-upload`, {
    token: as,
    body: { upload_id: uploadId, sha256: hash },
  });

describe('resumable chunked upload', () => {
  it('accepts chunks in any order, tells what is missing, refuses a bad checksum and finishes idempotently', async () => {
    const file = randomBytes(2500);
    const uploadId = randomUUID();
    const opts = { uploadId, file, chunkSize: CHUNK, filename: 'exhibits/../Exhibit\u0000 12.bin' };
    const last = await sendChunk(server, matter.id, token, { ...opts, index: 2 });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ received_chunks: [2], missing_chunks: [0, 1], filename: 'Exhibit 12.bin', already_received: false });
    const first = await sendChunk(server, matter.id, token, { ...opts, index: 0 });
    expect(first.body.missing_chunks).toEqual([1]);
    const again = await sendChunk(server, matter.id, token, { ...opts, index: 0 });
    expect(again.body).toMatchObject({ already_received: true, received_chunks: [0, 2] });

    const status = await server.api<UploadStatus>('GET', `/api/v1/documents/${matter.id}/uploads/${uploadId}`, { token });
    expect(status.body).toMatchObject({ missing_chunks: [1], received_bytes: 1500, total_chunks: 3 });

    const missing = await finalize(matter.id, uploadId, sha256(file));
    expect(missing.status).toBe(409);
    expect(missing.body.missing_chunks).toEqual([1]);
    expect(missing.body.detail).toContain('Chunks 1 have not arrived');

    const corrupt = await sendChunk(server, matter.id, token, { ...opts, index: 1, checksum: sha256('something else') });
    expect(corrupt.status).toBe(422);
    expect((corrupt.body as unknown as ErrorBody).code).toBe('checksum_mismatch');
    expect((await sendChunk(server, matter.id, token, { ...opts, index: 1 })).body.missing_chunks).toEqual([]);

    const wrongHash = await finalize(matter.id, uploadId, sha256('not the file'));
    expect(wrongHash.status).toBe(422);
    expect(wrongHash.body.errors?.[0]?.field).toBe('sha256');

    const done = await finalize(matter.id, uploadId, sha256(file));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ filename: 'Exhibit 12.bin', size_bytes: 2500, sha256: sha256(file), metadata: { uploaded_via: 'chunked' } });
    const repeat = await finalize(matter.id, uploadId, sha256(file));
    expect(repeat.body.id).toBe(done.body.id);
    expect((await auditRowsFor(server, firm.organizationId, 'document_uploaded')).filter((r) => r.resourceId === done.body.id)).toHaveLength(1);

    const download = await server.app.inject({ method: 'GET', url: `/api/v1/documents/${done.body.id}/download`, headers: { authorization: `Bearer ${token}` } });
    expect(sha256(download.rawPayload)).toBe(sha256(file));
  });

  it('answers 413 for a declared size over the maximum, 400 for an empty file or bad fields', async () => {
    const big = await sendChunk(server, matter.id, token, { uploadId: randomUUID(), file: Buffer.alloc(100_001), chunkSize: 50_001, index: 0 });
    expect(big.status).toBe(413);
    const empty = await sendChunk(server, matter.id, token, { uploadId: randomUUID(), file: Buffer.alloc(0), chunkSize: 10, index: 0 });
    expect(empty.status).toBe(400);
    const outOfRange = await sendChunk(server, matter.id, token, { uploadId: randomUUID(), file: Buffer.alloc(10, 1), chunkSize: 10, index: 5 });
    expect(outOfRange.status).toBe(400);
    expect((outOfRange.body as unknown as ErrorBody).errors?.[0]?.field).toBe('chunk_index');
    const badFinalize = await server.api<ErrorBody>('POST', `/api/v1/documents/${matter.id}/finalize-upload`, { token, body: { upload_id: 'x', sha256: 'y' } });
    expect(badFinalize.status).toBe(400);
    expect(badFinalize.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['upload_id', 'sha256']));
  });

  it('answers 403 to a viewer and 404 for another firm case or upload', async () => {
    const file = Buffer.from('hello');
    expect((await sendChunk(server, matter.id, await firm.token('viewer'), { uploadId: randomUUID(), file, chunkSize: 10, index: 0 })).status).toBe(403);
    expect((await sendChunk(server, foreign.id, await firm.token('admin'), { uploadId: randomUUID(), file, chunkSize: 10, index: 0 })).status).toBe(404);
    const theirs = randomUUID();
    await sendChunk(server, foreign.id, await other.token('partner'), { uploadId: theirs, file, chunkSize: 10, index: 0 });
    expect((await server.api('GET', `/api/v1/documents/${matter.id}/uploads/${theirs}`, { token })).status).toBe(404);
    expect((await finalize(matter.id, theirs, sha256(file))).status).toBe(404);
  });

  it('resumes across a server restart on the same data dir and database', async () => {
    const file = randomBytes(3000);
    const uploadId = randomUUID();
    const opts = { uploadId, file, chunkSize: CHUNK };
    await sendChunk(server, matter.id, token, { ...opts, index: 0 });
    await sendChunk(server, matter.id, token, { ...opts, index: 1 });

    // "Stop the process": the app and its queue go away; files and database stay.
    await server.app.close();
    await server.deps.jobs.stop();
    const restarted: Server = await createServer(server.deps.config, { database: server.deps.database });
    const call = async <T>(method: 'GET' | 'POST', url: string, body?: object) => {
      const res = await restarted.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
      return { status: res.statusCode, body: JSON.parse(res.body) as T };
    };
    try {
      const status = await call<UploadStatus>('GET', `/api/v1/documents/${matter.id}/uploads/${uploadId}`);
      expect(status.body.missing_chunks).toEqual([2]);
      const onNewServer = { ...server, app: restarted.app } as TestServer;
      expect((await sendChunk(onNewServer, matter.id, token, { ...opts, index: 2 })).status).toBe(200);
      const done = await call<DocumentSummary>('POST', `/api/v1/documents/${matter.id}/finalize-upload`, { upload_id: uploadId, sha256: sha256(file) });
      expect(done.status).toBe(200);
      expect(done.body.sha256).toBe(sha256(file));
    } finally {
      await restarted.app.close();
      await restarted.deps.jobs.stop();
      restarted.deps.mailer.close();
    }
  });
});
