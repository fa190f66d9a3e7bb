import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, DocumentSummary } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startTestS3, type TestS3 } from '../../platform/storage/test-s3-server.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, makePdf, postMultipart, sendChunk, settledDocument, sha256 } from './test-support.js';

let s3: TestS3;
let server: TestServer;
let firm: TestFirm;
let matter: Case;
let token: string;

beforeAll(async () => {
  s3 = await startTestS3();
  server = await createTestServer(s3.env);
  firm = await server.createFirm('Bucket LLP');
  matter = await createCaseAs(server, firm, 'associate');
  token = await firm.token('associate');
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const inBucket = async () => {
  const keys: string[] = [];
  for await (const blob of server.deps.blobs.list()) keys.push(blob.sha256);
  return keys;
};
const localBlobs = () => {
  try {
    return readdirSync(path.join(server.dataDir, 'blobs'), { recursive: true }).map(String).filter((f) => /[0-9a-f]{64}$/.test(f));
  } catch {
    return [];
  }
};

describe('BLOB_STORE=s3', () => {
  it('ingests into the bucket, processes from it and downloads from it, with ranges', async () => {
    const pdf = makePdf(['MOTION FOR SUMMARY JUDGMENT', 'STATEMENT OF UNDISPUTED FACTS']);
    const doc = await ingestOne(server, matter.id, token, 'msj.pdf', pdf);
    expect(await inBucket()).toContain(sha256(pdf));
    expect(localBlobs()).toEqual([]);
    const done = await settledDocument(server, doc.id, token);
    expect(done).toMatchObject({ status: 'processed', page_count: 2 });
    expect(done.pages[1]?.text).toBe('STATEMENT OF UNDISPUTED FACTS');

    const full = await server.app.inject({ method: 'GET', url: `/api/v1/documents/${doc.id}/download`, headers: { authorization: `Bearer ${token}` } });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(pdf)).toBe(true);
    const part = await server.app.inject({ method: 'GET', url: `/api/v1/documents/${doc.id}/download`, headers: { authorization: `Bearer ${token}`, range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.4');
    expect(part.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
  });

  it('finalizes a chunked upload into the bucket (chunks are staged on local disk meanwhile)', async () => {
    const file = randomBytes(5000);
    const uploadId = randomUUID();
    for (const index of [0, 1, 2]) expect((await sendChunk(server, matter.id, token, { uploadId, file, chunkSize: 2000, index, filename: 'exhibit.bin' })).status).toBe(200);
    expect(readdirSync(path.join(server.dataDir, 'uploads', uploadId)).sort()).toEqual(['0', '1', '2']);
    const done = await server.api<DocumentSummary>('POST', `/api/v1/documents/${matter.id}/finalize-upload`, { token, body: { upload_id: uploadId, sha256: sha256(file) } });
    expect(done.status).toBe(200);
    expect(await inBucket()).toContain(sha256(file));
    const download = await server.app.inject({ method: 'GET', url: `/api/v1/documents/${done.body.id}/download`, headers: { authorization: `Bearer ${token}` } });
    expect(sha256(download.rawPayload)).toBe(sha256(file));
  });

  it('puts nothing in the bucket when the form names a case the user may not upload to', async () => {
    const other = await server.createFirm('Elsewhere LLP');
    const theirs = await createCaseAs(server, other, 'partner');
    const content = `privileged ${randomUUID()}`;
    const res = await postMultipart(server, '/api/v1/documents/upload', token, {}, [{ filename: 'note.txt', content }]);
    expect(res.status).toBe(400);
    const refused = await postMultipart(server, '/api/v1/documents/upload', token, {}, [{ filename: 'note.txt', content }], { case_id: theirs.id });
    expect(refused.status).toBe(404);
    expect(await inBucket()).not.toContain(sha256(content));
    expect(readdirSync(path.join(server.dataDir, 'blob-staging'))).toEqual([]);
  });
});
