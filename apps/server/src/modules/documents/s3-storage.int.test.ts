import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSummary } from '@app/contract';
import { startTestS3, type TestS3 } from '../../platform/storage/test-s3-server.js';
import { createCaseAs } from '../cases/test-support.js';
import { makePdf, matterForUploads, postMultipart, sendChunk, sha256 } from './test-support.js';

let s3: TestS3;

beforeAll(async () => {
  s3 = await startTestS3();
});
// afterAll hooks run in reverse order: the server (opened below) closes before its bucket.
afterAll(() => s3?.close());
const bed = matterForUploads('Bucket LLP', () => s3.env);

const inBucket = async () => {
  const keys: string[] = [];
  for await (const blob of bed.server.deps.blobs.list()) keys.push(blob.sha256);
  return keys;
};
const localBlobs = () => {
  try {
    return readdirSync(path.join(bed.server.dataDir, 'blobs'), { recursive: true }).map(String).filter((f) => /[0-9a-f]{64}$/.test(f));
  } catch {
    return [];
  }
};

describe('BLOB_STORE=s3', () => {
  it('ingests into the bucket, processes from it and downloads from it, with ranges', async () => {
    const pdf = makePdf(['MOTION FOR SUMMARY JUDGMENT', 'STATEMENT OF UNDISPUTED FACTS']);
    const doc = await bed.upload('msj.pdf', pdf);
    expect(await inBucket()).toContain(sha256(pdf));
    expect(localBlobs()).toEqual([]);
    const done = await bed.settled(doc.id);
    expect(done).toMatchObject({ status: 'processed', page_count: 2 });
    expect(done.pages[1]?.text).toBe('STATEMENT OF UNDISPUTED FACTS');

    const full = await bed.server.app.inject({ method: 'GET', url: `/api/v1/documents/${doc.id}/download`, headers: { authorization: `Bearer ${bed.token}` } });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(pdf)).toBe(true);
    const part = await bed.server.app.inject({ method: 'GET', url: `/api/v1/documents/${doc.id}/download`, headers: { authorization: `Bearer ${bed.token}`, range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.4');
    expect(part.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
  });

  it('finalizes a chunked upload into the bucket (chunks are staged on local disk meanwhile)', async () => {
    const file = randomBytes(5000);
    const uploadId = randomUUID();
    for (const index of [0, 1, 2]) expect((await sendChunk(bed.server, bed.matter.id, bed.token, { uploadId, file, chunkSize: 2000, index, filename: 'exhibit.bin' })).status).toBe(200);
    expect(readdirSync(path.join(bed.server.dataDir, 'uploads', uploadId)).sort()).toEqual(['0', '1', '2']);
    const done = await bed.server.api<DocumentSummary>('POST', `/api/v1/documents/${bed.matter.id}/finalize-upload`, { token: bed.token, body: { upload_id: uploadId, sha256: sha256(file) } });
    expect(done.status).toBe(200);
    expect(await inBucket()).toContain(sha256(file));
    const download = await bed.server.app.inject({ method: 'GET', url: `/api/v1/documents/${done.body.id}/download`, headers: { authorization: `Bearer ${bed.token}` } });
    expect(sha256(download.rawPayload)).toBe(sha256(file));
  });

  it('puts nothing in the bucket when the form names a case the user may not upload to', async () => {
    const other = await bed.server.createFirm('Elsewhere LLP');
    const theirs = await createCaseAs(bed.server, other, 'partner');
    const content = `privileged ${randomUUID()}`;
    const res = await postMultipart(bed.server, '/api/v1/documents/upload', bed.token, {}, [{ filename: 'note.txt', content }]);
    expect(res.status).toBe(400);
    const refused = await postMultipart(bed.server, '/api/v1/documents/upload', bed.token, {}, [{ filename: 'note.txt', content }], { case_id: theirs.id });
    expect(refused.status).toBe(404);
    expect(await inBucket()).not.toContain(sha256(content));
    expect(readdirSync(path.join(bed.server.dataDir, 'blob-staging'))).toEqual([]);
  });
});
