import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { contentDisposition, sendAttachment } from './attachment.js';
import { blobRange, parseRange, sendBlob } from './byte-ranges.js';
import { installErrorHandling } from './error-handler.js';

describe('contentDisposition', () => {
  it('keeps the exact UTF-8 name beside an ASCII fallback without quotes or backslashes', () => {
    expect(contentDisposition('Déposition "finale"\\v2.pdf')).toBe(
      `attachment; filename="D_position _finale__v2.pdf"; filename*=UTF-8''D%C3%A9position%20%22finale%22%5Cv2.pdf`,
    );
    expect(contentDisposition("it's (1).mp3", 'inline')).toBe(`inline; filename="it's (1).mp3"; filename*=UTF-8''it%27s%20%281%29.mp3`);
  });
});

describe('parseRange', () => {
  it('reads one range, an open end or a suffix, and refuses what lies outside the file', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    // Several ranges, or another unit: the whole file.
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});

describe('sending files', () => {
  let app: FastifyInstance;
  let root: string;
  const bytes = Buffer.from('0123456789abcdefghij');
  let sha256: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'attachment-test-'));
    const blobs = new LocalBlobStore(root);
    sha256 = (await blobs.put(Readable.from([bytes]))).sha256;
    app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/report', (_request, reply) => sendAttachment(reply, { body: Buffer.from('a,b\n1,2\n'), contentType: 'text/csv; charset=utf-8', filename: 'Rapport é.csv' }));
    app.get('/stream', (_request, reply) => sendAttachment(reply, { body: Readable.from(['{"rows":', '[]}']), contentType: 'application/json', filename: 'audit.json' }));
    app.get<{ Params: { sha: string } }>('/blob/:sha', async (request, reply) => {
      const found = await blobRange(blobs, request.params.sha, request.headers.range, 'The recording');
      return sendBlob(reply, blobs, request.params.sha, found, { contentType: 'audio/wav', contentDisposition: contentDisposition('a.wav', 'inline') });
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends a file made in memory to save, with its length, private and never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/report' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(contentDisposition('Rapport é.csv'));
    expect(res.headers['content-length']).toBe('8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe('a,b\n1,2\n');
  });

  it('streams a file made as it is sent, with the same disposition and caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/stream' });
    expect(res.headers['content-disposition']).toBe(contentDisposition('audit.json'));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe('{"rows":[]}');
  });

  it('sends stored bytes whole or the range asked for', async () => {
    const whole = await app.inject({ method: 'GET', url: `/blob/${sha256}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers.etag).toBe(`"${sha256}"`);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await app.inject({ method: 'GET', url: `/blob/${sha256}`, headers: { range: 'bytes=10-14' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-14/20');
    expect(part.headers['content-length']).toBe('5');
    expect(part.body).toBe('abcde');
  });

  it('answers 416 with the size for a range outside the bytes, 410 when the bytes are gone', async () => {
    const outside = await app.inject({ method: 'GET', url: `/blob/${sha256}`, headers: { range: 'bytes=20-' } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */20');
    const gone = await app.inject({ method: 'GET', url: `/blob/${'0'.repeat(64)}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'blob_missing', detail: expect.stringContaining('The recording is missing') });
  });
});
