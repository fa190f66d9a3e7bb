import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectAuthBridge } from '../../lib/api-client';
import { InvalidJsonError, UploadHttpError, UploadNetworkError, type ChunkRequest } from './upload-transport';
import { xhrTransport } from './xhr-transport';

type Answer = { status: number; body: string } | 'network-error';

/** Just enough of XMLHttpRequest: answers are scripted, requests recorded. */
class FakeXhr {
  static answers: Answer[] = [];
  static sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private readonly headers: Record<string, string> = {};

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, body });
    const answer = FakeXhr.answers.shift() ?? 'network-error';
    queueMicrotask(() => {
      if (answer === 'network-error') {
        this.onerror?.();
        return;
      }
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const CASE = '11111111-1111-4111-8111-111111111111';
const UPLOAD = '22222222-2222-4222-8222-222222222222';
const request: ChunkRequest = {
  caseId: CASE,
  uploadId: UPLOAD,
  filename: 'Deposition of R. Voss.pdf',
  contentType: 'application/pdf',
  totalSize: 1000,
  totalChunks: 2,
  chunkIndex: 1,
  chunkSha256: 'a'.repeat(64),
  bytes: new Uint8Array(400),
};
const status = JSON.stringify({ upload_id: UPLOAD, case_id: CASE, received_chunks: [1], missing_chunks: [0], received_bytes: 400, document_id: null });

let token: string | null;
const refreshSession = vi.fn(async () => {
  token = 'fresh-token';
});
const onSessionExpired = vi.fn();
const signal = () => new AbortController().signal;

beforeEach(() => {
  token = 'old-token';
  FakeXhr.answers = [];
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  connectAuthBridge({ getAccessToken: () => token, refreshSession, onSessionExpired });
});
afterEach(() => {
  vi.unstubAllGlobals();
  connectAuthBridge(null);
  refreshSession.mockClear();
});

describe('xhrTransport.sendChunk', () => {
  it('posts the multipart fields and the chunk with the bearer token, and reports progress in chunk bytes', async () => {
    FakeXhr.answers = [{ status: 200, body: status }];
    const progress: number[] = [];
    const answer = await xhrTransport.sendChunk(request, (n) => progress.push(n), signal());
    expect(answer.received_chunks).toEqual([1]);
    const [sent] = FakeXhr.sent;
    expect(sent?.url).toBe(`/api/v1/documents/${CASE}/upload-chunk`);
    expect(sent?.headers.Authorization).toBe('Bearer old-token');
    const form = sent!.body;
    expect(Object.fromEntries(['upload_id', 'filename', 'total_size', 'total_chunks', 'chunk_index', 'chunk_sha256', 'content_type'].map((k) => [k, form.get(k)]))).toEqual({
      upload_id: UPLOAD,
      filename: 'Deposition of R. Voss.pdf',
      total_size: '1000',
      total_chunks: '2',
      chunk_index: '1',
      chunk_sha256: 'a'.repeat(64),
      content_type: 'application/pdf',
    });
    expect((form.get('chunk') as Blob).size).toBe(400);
    expect(progress).toEqual([200]);
  });

  it('refreshes the session once on a 401 and sends again with the new token', async () => {
    FakeXhr.answers = [{ status: 401, body: '{"detail":"Unauthorized"}' }, { status: 200, body: status }];
    await xhrTransport.sendChunk(request, () => undefined, signal());
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent.map((s) => s.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer fresh-token']);
  });

  it('gives up with the session-expired message when the retry is refused too', async () => {
    FakeXhr.answers = [{ status: 401, body: '' }, { status: 401, body: '' }];
    const error = await xhrTransport.sendChunk(request, () => undefined, signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadHttpError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired, please login again' });
  });

  it("says 'Invalid JSON response' when a 2xx body is not JSON", async () => {
    FakeXhr.answers = [{ status: 200, body: '<html>proxy login</html>' }];
    const error = await xhrTransport.sendChunk(request, () => undefined, signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidJsonError);
    expect((error as Error).message).toBe('Invalid JSON response');
  });

  it("carries the server's detail and code on an error status", async () => {
    FakeXhr.answers = [{ status: 413, body: JSON.stringify({ detail: 'The file is larger than the maximum upload size of 2 GB.', code: 'payload_too_large' }) }];
    const error = await xhrTransport.sendChunk(request, () => undefined, signal()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large', message: 'The file is larger than the maximum upload size of 2 GB.' });
  });

  it("reports a dropped connection as 'Network error occurred'", async () => {
    FakeXhr.answers = ['network-error'];
    const error = await xhrTransport.sendChunk(request, () => undefined, signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadNetworkError);
    expect((error as Error).message).toBe('Network error occurred');
  });

  it('aborts when its signal does', async () => {
    FakeXhr.answers = [{ status: 200, body: status }];
    const controller = new AbortController();
    const pending = xhrTransport.sendChunk(request, () => undefined, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'Upload cancelled' });
  });
});

describe('xhrTransport.status and finalize', () => {
  const json = (status: number, body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('reads an unknown upload (404) as "nothing arrived yet"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(404, { detail: 'Upload not found', code: 'not_found' })));
    expect(await xhrTransport.status(CASE, UPLOAD, signal())).toBeNull();
  });

  it('turns a 409 chunks_missing answer into an error listing the chunks', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(409, { detail: 'Chunks 0 have not arrived', code: 'chunks_missing', missing_chunks: [0] })));
    const error = await xhrTransport.finalize(CASE, { upload_id: UPLOAD, sha256: 'b'.repeat(64) }, signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadHttpError);
    expect((error as UploadHttpError).missingChunks).toEqual([0]);
  });

  it('treats an unreachable server as a network error and a non-JSON answer as invalid', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(xhrTransport.status(CASE, UPLOAD, signal())).rejects.toBeInstanceOf(UploadNetworkError);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html></html>', { status: 200 })));
    await expect(xhrTransport.finalize(CASE, { upload_id: UPLOAD, sha256: 'b'.repeat(64) }, signal())).rejects.toBeInstanceOf(InvalidJsonError);
  });
});
