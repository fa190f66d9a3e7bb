import { describe, expect, it } from 'vitest';
import { ChunkedUpload, RETRY_CAP_MS, UNREADABLE_FILE, retryDelayMs, type UploadProgress } from './chunked-uploader';
import { FakeUploadServer, hex, instantEnvironment, memorySource } from './testing/fake-upload-server';
import { UploadHttpError, UploadNetworkError } from './upload-transport';

const CASE = '11111111-1111-4111-8111-111111111111';
const UPLOAD = '22222222-2222-4222-8222-222222222222';
const CHUNK = 1000;

function setup(size = 3500, name = 'brief.txt') {
  const server = new FakeUploadServer();
  const env = instantEnvironment();
  const source = memorySource(name, size);
  const seen: UploadProgress[] = [];
  const upload = new ChunkedUpload({ source, caseId: CASE, uploadId: UPLOAD, transport: server, env, chunkBytes: CHUNK, onChange: (p) => seen.push(p) });
  return { server, env, source, upload, seen };
}

describe('ChunkedUpload', () => {
  it('sends every chunk in order with its checksum fields, then finalizes with the whole-file SHA-256', async () => {
    const { server, source, upload } = setup();
    await upload.start();

    expect(server.calls).toEqual(['status', 'chunk 0', 'chunk 1', 'chunk 2', 'chunk 3', 'finalize']);
    server.chunkRequests.forEach((request, i) => {
      expect(request).toMatchObject({ caseId: CASE, uploadId: UPLOAD, filename: 'brief.txt', contentType: 'text/plain', totalSize: 3500, totalChunks: 4, chunkIndex: i });
      expect(request.chunkSha256).toBe(hex(source.bytes.slice(i * CHUNK, (i + 1) * CHUNK)));
    });
    expect(server.chunkRequests.at(-1)?.bytes.length).toBe(500);
    expect(server.finalizeBodies).toEqual([{ upload_id: UPLOAD, sha256: hex(source.bytes) }]);
    expect(upload.progress).toMatchObject({ phase: 'uploaded', sentBytes: 3500, message: null, resumed: false });
    expect(upload.progress.document?.id).toBe(`doc-${UPLOAD}`);
  });

  it('names the custodian chosen for the file when it finalizes (none is never sent as the uploader)', async () => {
    const server = new FakeUploadServer();
    const custodian = '33333333-3333-4333-8333-333333333333';
    const source = memorySource('mailbox.pst', 1500);
    await new ChunkedUpload({ source, caseId: CASE, uploadId: UPLOAD, transport: server, env: instantEnvironment(), chunkBytes: CHUNK, custodianId: custodian }).start();
    expect(server.finalizeBodies).toEqual([{ upload_id: UPLOAD, sha256: hex(source.bytes), custodian_id: custodian }]);
  });

  it('reports bytes as they go, never backwards within a chunk', async () => {
    const { upload, seen } = setup();
    await upload.start();
    const sent = seen.filter((p) => p.phase === 'uploading').map((p) => p.sentBytes);
    expect(sent).toContain(500); // half of chunk 0 in flight
    expect(sent).toContain(1000);
    expect(Math.max(...sent)).toBe(3500);
  });

  it('skips the chunks the server already has when it resumes, and still hashes the whole file', async () => {
    const { server, source, upload } = setup();
    server.preload(CASE, UPLOAD, source, CHUNK, [0, 2]);
    await upload.start();

    expect(server.calls).toEqual(['status', 'chunk 1', 'chunk 3', 'finalize']);
    expect(server.finalizeBodies[0]?.sha256).toBe(hex(source.bytes));
    expect(upload.progress).toMatchObject({ phase: 'uploaded', resumed: true });
  });

  it('retries after a network error with growing back-off, showing the spec message meanwhile', async () => {
    const { server, env, source, upload, seen } = setup();
    // The server is unreachable twice in a row (1 s, then 2 s), then chunk 1 is cut off (1 s again).
    server.failOnce('status', () => new UploadNetworkError());
    server.failOnce('status', () => new UploadNetworkError());
    server.failOnce('chunk', () => new UploadNetworkError(), 1);
    await upload.start();

    expect(env.delays).toEqual([1000, 2000, 1000]);
    expect(seen.some((p) => p.phase === 'retrying' && p.message === 'Network error occurred')).toBe(true);
    // After the failed chunk it asks again what arrived, so chunk 0 is not sent twice.
    expect(server.calls).toEqual(['status', 'status', 'status', 'chunk 0', 'chunk 1', 'status', 'chunk 1', 'chunk 2', 'chunk 3', 'finalize']);
    expect(server.finalizeBodies[0]?.sha256).toBe(hex(source.bytes));
    expect(upload.progress.phase).toBe('uploaded');
  });

  it('resets the back-off once a chunk gets through, and caps it', async () => {
    const { server, env, upload } = setup();
    server.failOnce('chunk', () => new UploadNetworkError(), 0);
    server.failOnce('chunk', () => new UploadHttpError(503, { detail: 'restarting' }), 2);
    await upload.start();
    expect(env.delays).toEqual([1000, 1000]);
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, RETRY_CAP_MS, RETRY_CAP_MS]);
  });

  it('honours a 429 retry_after', async () => {
    const { server, env, upload } = setup();
    server.failOnce('chunk', () => new UploadHttpError(429, { detail: 'Too many requests', retry_after: 7 }), 0);
    await upload.start();
    expect(env.delays).toEqual([7000]);
    expect(upload.progress.phase).toBe('uploaded');
  });

  it('fails at once with the server detail on a 4xx such as 413', async () => {
    const { server, env, upload } = setup();
    server.failOnce('chunk', () => new UploadHttpError(413, { detail: 'The file is larger than the maximum upload size of 1 GB.', code: 'payload_too_large' }), 0);
    await upload.start();
    expect(upload.progress).toMatchObject({ phase: 'failed', message: 'The file is larger than the maximum upload size of 1 GB.', retryable: false });
    expect(env.delays).toEqual([]);
    expect(server.calls).not.toContain('finalize');
  });

  it("fails with 'Invalid JSON response' when a 2xx body is not the API's JSON", async () => {
    const { server, upload } = setup();
    const { InvalidJsonError } = await import('./upload-transport');
    server.failOnce('finalize', () => new InvalidJsonError());
    await upload.start();
    expect(upload.progress).toMatchObject({ phase: 'failed', message: 'Invalid JSON response', retryable: true });
  });

  it('sends the chunks that finalize reports missing, then finalizes again', async () => {
    const { server, source, upload } = setup();
    server.loseBeforeFinalize = [1, 3];
    await upload.start();
    expect(server.calls).toEqual(['status', 'chunk 0', 'chunk 1', 'chunk 2', 'chunk 3', 'finalize', 'chunk 1', 'chunk 3', 'finalize']);
    expect(server.finalizeBodies.map((b) => b.sha256)).toEqual([hex(source.bytes), hex(source.bytes)]);
    expect(upload.progress.phase).toBe('uploaded');
  });

  it('sends a chunk damaged on the way again', async () => {
    const { server, upload } = setup();
    server.failOnce('chunk', () => new UploadHttpError(422, { detail: 'Chunk 2 did not arrive intact', code: 'checksum_mismatch' }), 2);
    await upload.start();
    expect(server.calls.filter((c) => c === 'chunk 2')).toHaveLength(2);
    expect(upload.progress.phase).toBe('uploaded');
  });

  it('finalizes straight away when the upload was already finished (another tab, an earlier visit)', async () => {
    const { server, source, upload } = setup();
    server.preload(CASE, UPLOAD, source, CHUNK, [0, 1, 2, 3]);
    await server.finalize(CASE, { upload_id: UPLOAD, sha256: hex(source.bytes) }, new AbortController().signal);
    server.calls.length = 0;
    await upload.start();
    expect(server.calls).toEqual(['status', 'finalize']);
    expect(upload.progress).toMatchObject({ phase: 'uploaded', sentBytes: 3500 });
  });

  it('cancel aborts the chunk in flight and says so', async () => {
    const { server, upload } = setup();
    const gate = server.hold(1);
    const done = upload.start();
    await gate.entered;
    upload.cancel();
    await done;
    expect(upload.progress).toMatchObject({ phase: 'cancelled', message: 'Upload cancelled' });
    expect(server.calls).toEqual(['status', 'chunk 0', 'chunk 1']);
    // A cancelled upload does not start again.
    await upload.start();
    expect(server.calls).toHaveLength(3);
  });

  it('pauses mid-chunk and resumes where the server stopped', async () => {
    const { server, source, upload } = setup();
    const gate = server.hold(2);
    const first = upload.start();
    await gate.entered;
    upload.pause();
    await first;
    expect(upload.progress.phase).toBe('paused');

    await upload.start();
    expect(server.calls).toEqual(['status', 'chunk 0', 'chunk 1', 'chunk 2', 'status', 'chunk 2', 'chunk 3', 'finalize']);
    expect(server.finalizeBodies[0]?.sha256).toBe(hex(source.bytes));
    expect(upload.progress.phase).toBe('uploaded');
  });

  it('resuming right after pausing does not lose the resume', async () => {
    const { server, upload } = setup();
    const gate = server.hold(1);
    void upload.start();
    await gate.entered;
    upload.pause();
    await upload.start();
    expect(upload.progress.phase).toBe('uploaded');
  });

  it('fails with a clear message when the file can no longer be read', async () => {
    const { server, source, upload } = setup();
    source.read = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
    await upload.start();
    expect(upload.progress).toMatchObject({ phase: 'failed', message: UNREADABLE_FILE });
    expect(server.calls).toEqual(['status']);
  });
});
