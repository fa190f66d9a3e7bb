import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { DocumentSummary, UploadStatus } from '@app/contract';
import type { UploadEnvironment, UploadSource } from '../chunked-uploader';
import { UploadHttpError, abortError, type ChunkRequest, type UploadTransport } from '../upload-transport';

/**
 * Test double for the unit tests only: an in-memory server that behaves like
 * apps/server/src/modules/documents/chunked-upload.ts (verifies each chunk's and the whole file's
 * SHA-256, lists missing chunks), with one-shot faults and gates to hold a chunk in flight.
 */
type Method = 'status' | 'chunk' | 'finalize';

interface Session {
  caseId: string;
  filename: string;
  totalSize: number;
  totalChunks: number;
  chunks: Map<number, Uint8Array>;
  documentId: string | null;
}

interface Fault {
  on: Method;
  chunkIndex?: number;
  error: () => unknown;
}

export const hex = (bytes: Uint8Array) => bytesToHex(sha256(bytes));

export class FakeUploadServer implements UploadTransport {
  readonly sessions = new Map<string, Session>();
  /** Every call in order: 'status', 'chunk 3', 'finalize'. */
  readonly calls: string[] = [];
  readonly chunkRequests: ChunkRequest[] = [];
  readonly finalizeBodies: { upload_id: string; sha256: string; custodian_id?: string | null }[] = [];
  private faults: Fault[] = [];
  private gates: { index: number; filename: string | undefined; open: Promise<void>; entered: Promise<void>; markEntered(): void }[] = [];
  /** Chunks to "lose" (as a crash mid-write would) just before the next finalize. */
  loseBeforeFinalize: number[] = [];

  /** The next call of `on` (for that chunk, if given) fails with `error()`. */
  failOnce(on: Method, error: () => unknown, chunkIndex?: number): void {
    this.faults.push({ on, error, chunkIndex });
  }

  /** Holds chunk `index` (of `filename`, if given) in flight until released or aborted; `entered` resolves once it is. */
  hold(index: number, filename?: string): { entered: Promise<void>; release(): void } {
    let release!: () => void;
    let markEntered!: () => void;
    const open = new Promise<void>((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (markEntered = resolve));
    this.gates.push({ index, filename, open, entered, markEntered });
    return { entered, release };
  }

  /** Pretends earlier visits already sent these chunks of `source` under `uploadId`. */
  preload(caseId: string, uploadId: string, source: { name: string; bytes: Uint8Array }, chunkBytes: number, indexes: number[]): void {
    const totalChunks = Math.max(1, Math.ceil(source.bytes.length / chunkBytes));
    const session: Session = { caseId, filename: source.name, totalSize: source.bytes.length, totalChunks, chunks: new Map(), documentId: null };
    for (const i of indexes) session.chunks.set(i, source.bytes.slice(i * chunkBytes, (i + 1) * chunkBytes));
    this.sessions.set(uploadId, session);
  }

  async status(caseId: string, uploadId: string, signal: AbortSignal): Promise<UploadStatus | null> {
    this.calls.push('status');
    await this.enter('status', undefined, signal);
    const session = this.sessions.get(uploadId);
    return session && session.caseId === caseId ? this.statusOf(uploadId, session) : null;
  }

  async sendChunk(request: ChunkRequest, onProgress: (sent: number) => void, signal: AbortSignal): Promise<UploadStatus> {
    this.calls.push(`chunk ${request.chunkIndex}`);
    this.chunkRequests.push(request);
    await this.enter('chunk', request.chunkIndex, signal, request.filename);
    if (hex(request.bytes) !== request.chunkSha256) throw new UploadHttpError(422, { detail: 'checksum mismatch', code: 'checksum_mismatch' });
    let session = this.sessions.get(request.uploadId);
    if (session?.documentId) throw new UploadHttpError(409, { detail: 'This upload is already finished', code: 'upload_finished' });
    if (!session) {
      session = {
        caseId: request.caseId,
        filename: request.filename,
        totalSize: request.totalSize,
        totalChunks: request.totalChunks,
        chunks: new Map(),
        documentId: null,
      };
      this.sessions.set(request.uploadId, session);
    }
    onProgress(Math.floor(request.bytes.length / 2));
    session.chunks.set(request.chunkIndex, request.bytes);
    onProgress(request.bytes.length);
    return this.statusOf(request.uploadId, session);
  }

  async finalize(caseId: string, body: { upload_id: string; sha256: string; custodian_id?: string | null }, signal: AbortSignal): Promise<DocumentSummary> {
    this.calls.push('finalize');
    this.finalizeBodies.push(body);
    await this.enter('finalize', undefined, signal);
    const session = this.sessions.get(body.upload_id);
    if (!session || session.caseId !== caseId) throw new UploadHttpError(404, { detail: 'Upload not found', code: 'not_found' });
    for (const i of this.loseBeforeFinalize.splice(0)) session.chunks.delete(i);
    if (!session.documentId) {
      const missing = this.statusOf(body.upload_id, session).missing_chunks;
      if (missing.length > 0) throw new UploadHttpError(409, { detail: 'Chunks have not arrived', code: 'chunks_missing', missing_chunks: missing });
      const whole = new Uint8Array(session.totalSize);
      let offset = 0;
      for (let i = 0; i < session.totalChunks; i += 1) {
        const chunk = session.chunks.get(i)!;
        whole.set(chunk, offset);
        offset += chunk.length;
      }
      if (hex(whole) !== body.sha256) throw new UploadHttpError(422, { detail: 'The assembled file does not match its SHA-256', code: 'checksum_mismatch' });
      session.documentId = `doc-${body.upload_id}`;
    }
    return fakeDocument(session.documentId, caseId, session.filename, session.totalSize, body.sha256);
  }

  private async enter(on: Method, chunkIndex: number | undefined, signal: AbortSignal, filename?: string): Promise<void> {
    if (signal.aborted) throw abortError();
    const fault = this.faults.findIndex((f) => f.on === on && (f.chunkIndex === undefined || f.chunkIndex === chunkIndex));
    if (fault >= 0) {
      const [f] = this.faults.splice(fault, 1);
      throw f!.error();
    }
    const gate = on === 'chunk' ? this.gates.find((g) => g.index === chunkIndex && (g.filename === undefined || g.filename === filename)) : undefined;
    if (gate) {
      this.gates = this.gates.filter((g) => g !== gate);
      gate.markEntered();
      await new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(abortError()));
        void gate.open.then(resolve);
      });
    }
  }

  private statusOf(uploadId: string, session: Session): UploadStatus {
    const received = [...session.chunks.keys()].sort((a, b) => a - b);
    const missing = [...Array(session.totalChunks).keys()].filter((i) => !session.chunks.has(i));
    const done = session.documentId !== null;
    return {
      upload_id: uploadId,
      case_id: session.caseId,
      filename: session.filename,
      total_size: session.totalSize,
      total_chunks: session.totalChunks,
      received_chunks: done ? [] : received,
      missing_chunks: done ? [] : missing,
      received_bytes: done ? session.totalSize : received.reduce((n, i) => n + session.chunks.get(i)!.length, 0),
      document_id: session.documentId,
    };
  }
}

export function fakeDocument(id: string, caseId: string, filename: string, size: number, sha: string): DocumentSummary {
  return {
    id,
    organization_id: '00000000-0000-4000-8000-0000000000aa',
    case_id: caseId,
    parent_id: null,
    filename,
    extension: filename.split('.').pop() ?? null,
    content_type: null,
    detected_type: null,
    size_bytes: size,
    sha256: sha,
    status: 'queued',
    failure_reason: null,
    duplicate_of: null,
    custodian_id: null,
    source_path: null,
    dedup_of: null,
    page_count: null,
    progress: 0,
    warnings: [],
    metadata: {},
    uploaded_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    processed_at: null,
  };
}

/** A file made of predictable bytes, read in slices like a browser File. */
export function memorySource(name: string, size: number, lastModified = 1_700_000_000_000): UploadSource & { bytes: Uint8Array } {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + name.length) % 251;
  return { name, size, type: 'text/plain', lastModified, bytes, read: async (start, end) => bytes.slice(start, end) };
}

/** Retries happen at once; the delays asked for are recorded. */
export function instantEnvironment(): UploadEnvironment & { delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    async waitToRetry(ms, signal) {
      delays.push(ms);
      if (signal.aborted) throw abortError();
    },
    digestChunk: async (bytes) => hex(bytes),
  };
}
