import type { DocumentSummary, FinalizeUploadRequest, UploadStatus } from '@app/contract';

/**
 * What the chunked uploader needs from the server, as an interface: the browser uses
 * `xhr-transport.ts`, the unit tests a fake. Every method rejects with one of the errors below,
 * or with an AbortError when its signal aborts (pause, cancel).
 */
export interface UploadTransport {
  /** What the server holds of an upload; null when it has none of it yet (404). */
  status(caseId: string, uploadId: string, signal: AbortSignal): Promise<UploadStatus | null>;
  /** Sends one chunk; `onProgress` gets the bytes of this chunk sent so far. */
  sendChunk(request: ChunkRequest, onProgress: (sentBytes: number) => void, signal: AbortSignal): Promise<UploadStatus>;
  /** Joins the chunks into a document (finalizing a finished upload again returns the same document). */
  finalize(caseId: string, body: FinalizeUploadRequest, signal: AbortSignal): Promise<DocumentSummary>;
}

/** One chunk with the multipart fields of `UploadChunkFields` (packages/contract). */
export interface ChunkRequest {
  caseId: string;
  uploadId: string;
  filename: string;
  contentType: string | null;
  totalSize: number;
  totalChunks: number;
  chunkIndex: number;
  chunkSha256: string;
  bytes: Uint8Array;
}

// Upload messages, word for word.
export const NETWORK_ERROR = 'Network error occurred';
export const INVALID_JSON = 'Invalid JSON response';
export const UPLOAD_CANCELLED = 'Upload cancelled';
export const CASE_REQUIRED = 'case_id is required in FormData';
export const SESSION_EXPIRED = 'Session expired, please login again';

/** The request never got an answer: offline, connection reset, server restarting, stalled. */
export class UploadNetworkError extends Error {
  constructor(message = NETWORK_ERROR) {
    super(message);
    this.name = 'UploadNetworkError';
  }
}

/** A 2xx answer whose body is not the JSON the API promises (a proxy's page, a truncated body). */
export class InvalidJsonError extends Error {
  constructor() {
    super(INVALID_JSON);
    this.name = 'InvalidJsonError';
  }
}

/** The server answered with an error status; `message` is its `detail`. */
export class UploadHttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: unknown) {
    const record = isRecord(body) ? body : {};
    const detail = typeof record.detail === 'string' ? record.detail : null;
    super(status === 401 ? SESSION_EXPIRED : (detail ?? `HTTP error! status: ${status}`));
    this.name = 'UploadHttpError';
    this.status = status;
    this.code = typeof record.code === 'string' ? record.code : undefined;
    this.body = record;
  }

  /** The chunk indexes a 409 `chunks_missing` answer lists. */
  get missingChunks(): number[] {
    const list = this.body.missing_chunks;
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  }

  /** A 429's `retry_after` in seconds, when given. */
  get retryAfterSeconds(): number | null {
    const value = this.body.retry_after;
    return typeof value === 'number' && value > 0 ? value : null;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function abortError(): DOMException {
  return new DOMException(UPLOAD_CANCELLED, 'AbortError');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A light shape check (no zod on this page): enough to tell an API answer from anything else. */
export function looksLikeUploadStatus(value: unknown): value is UploadStatus {
  return isRecord(value) && typeof value.upload_id === 'string' && Array.isArray(value.received_chunks) && Array.isArray(value.missing_chunks);
}

export function looksLikeDocument(value: unknown): value is DocumentSummary {
  return isRecord(value) && typeof value.id === 'string' && typeof value.status === 'string' && typeof value.filename === 'string';
}
