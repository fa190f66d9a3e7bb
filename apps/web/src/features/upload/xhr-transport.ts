import type { DocumentSummary, UploadStatus } from '@app/contract';
import { ApiError, api, buildUrl, currentAccessToken, refreshTokensOnce } from '../../lib/api-client';
import {
  InvalidJsonError,
  UploadHttpError,
  UploadNetworkError,
  abortError,
  isAbortError,
  looksLikeDocument,
  looksLikeUploadStatus,
  type ChunkRequest,
  type UploadTransport,
} from './upload-transport';

/**
 * The browser transport. Chunks go by XMLHttpRequest because fetch() still reports no upload
 * progress; the two small JSON calls go through the app's API client (token, 401 → refresh).
 */

/** A chunk that makes no progress for this long is treated as a dropped connection and retried. */
const STALL_MS = 60_000;

export const xhrTransport: UploadTransport = {
  async status(caseId, uploadId, signal) {
    try {
      const body = await api.get<unknown>(`/documents/${caseId}/uploads/${uploadId}`, { signal });
      if (!looksLikeUploadStatus(body)) throw new InvalidJsonError();
      return body;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw translate(error);
    }
  },

  async finalize(caseId, body, signal) {
    try {
      const document = await api.post<unknown>(`/documents/${caseId}/finalize-upload`, body, { signal });
      if (!looksLikeDocument(document)) throw new InvalidJsonError();
      return document as DocumentSummary;
    } catch (error) {
      throw translate(error);
    }
  },

  async sendChunk(request, onProgress, signal) {
    const sentToken = currentAccessToken();
    const first = await postChunk(request, sentToken, onProgress, signal);
    if (first.status !== 401) return readChunkAnswer(first);
    // One refresh (shared with every other call that failed meanwhile), one retry.
    const current = currentAccessToken();
    if (!current || current === sentToken) {
      try {
        await refreshTokensOnce();
      } catch {
        throw new UploadHttpError(401, first.body);
      }
    }
    return readChunkAnswer(await postChunk(request, currentAccessToken(), onProgress, signal));
  },
};

interface RawAnswer {
  status: number;
  body: unknown;
}

function readChunkAnswer(answer: RawAnswer): UploadStatus {
  if (answer.status < 200 || answer.status >= 300) throw new UploadHttpError(answer.status, answer.body);
  if (!looksLikeUploadStatus(answer.body)) throw new InvalidJsonError();
  return answer.body;
}

function chunkForm(request: ChunkRequest): FormData {
  const form = new FormData();
  // Text fields first: the server checks the declared size before it stores a byte of the chunk.
  form.append('upload_id', request.uploadId);
  form.append('filename', request.filename);
  form.append('total_size', String(request.totalSize));
  form.append('total_chunks', String(request.totalChunks));
  form.append('chunk_index', String(request.chunkIndex));
  form.append('chunk_sha256', request.chunkSha256);
  if (request.contentType) form.append('content_type', request.contentType);
  form.append('chunk', new Blob([request.bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }), 'chunk');
  return form;
}

function postChunk(request: ChunkRequest, token: string | null, onProgress: (sent: number) => void, signal: AbortSignal): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const rearm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, STALL_MS);
    };
    const onAbort = () => xhr.abort();
    const settle = () => {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', onAbort);
    };

    xhr.open('POST', buildUrl(`/documents/${request.caseId}/upload-chunk`));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      rearm();
      // The multipart envelope adds a few hundred bytes: scale to the chunk's own size.
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * request.bytes.length));
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadNetworkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(stalled ? new UploadNetworkError() : abortError());
    };
    signal.addEventListener('abort', onAbort);
    rearm();
    xhr.send(chunkForm(request));
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function translate(error: unknown): unknown {
  if (isAbortError(error) || error instanceof InvalidJsonError) return error;
  if (error instanceof ApiError) return error.status === 0 ? new UploadNetworkError() : new UploadHttpError(error.status, error.body);
  return error;
}
