import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { UPLOAD_CHUNK_BYTES, type DocumentSummary } from '@app/contract';
import {
  INVALID_JSON,
  InvalidJsonError,
  NETWORK_ERROR,
  UPLOAD_CANCELLED,
  UploadHttpError,
  UploadNetworkError,
  abortError,
  isAbortError,
  type UploadTransport,
} from './upload-transport';

/**
 * One file's resumable upload, framework-free (the queue and the page sit on top).
 *
 * The server keeps every verified chunk on disk under a client-chosen upload_id, so "resume" is
 * always the same move: ask which chunks it has, send the others, finalize. That one move covers a
 * pause, a dropped network, a server restart and a page reload (with the same upload_id). Chunks
 * go one after another; the whole-file SHA-256 is computed incrementally while they are read, so a
 * 2 GB file never sits in memory — only the chunk in flight does.
 */

/** The file as the uploader reads it: in slices, never whole. */
export interface UploadSource {
  name: string;
  size: number;
  type: string;
  lastModified: number;
  read(start: number, end: number): Promise<Uint8Array>;
}

export function fileSource(file: File): UploadSource {
  return {
    name: file.name,
    size: file.size,
    type: file.type,
    lastModified: file.lastModified,
    read: async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()),
  };
}

export interface UploadEnvironment {
  /** Waits before another attempt: `ms`, or until the connection is back when offline; rejects on abort. */
  waitToRetry(ms: number, signal: AbortSignal): Promise<void>;
  /** SHA-256 of one chunk, lowercase hex. */
  digestChunk(bytes: Uint8Array): Promise<string>;
}

export type UploadPhase = 'waiting' | 'uploading' | 'retrying' | 'paused' | 'finalizing' | 'uploaded' | 'failed' | 'cancelled';

export interface UploadProgress {
  phase: UploadPhase;
  /** Bytes the server holds plus the bytes of the chunk in flight. */
  sentBytes: number;
  totalBytes: number;
  /** What went wrong ('Network error occurred', the server's detail, 'Upload cancelled'). */
  message: string | null;
  /** Set once finalized: the document the file became. */
  document: DocumentSummary | null;
  /** True when the server already held part of this upload (a resume). */
  resumed: boolean;
  /**
   * When failed: whether trying again can help (a damaged chunk, a garbled answer, an expired
   * session). False when the server refused the file itself (400 "not an audio recording", 413,
   * no right to upload): the same bytes would be refused again.
   */
  retryable: boolean;
}

export interface ChunkedUploadOptions {
  source: UploadSource;
  caseId: string;
  uploadId: string;
  transport: UploadTransport;
  env: UploadEnvironment;
  chunkBytes?: number;
  /**
   * The upload id was made just now, so the server holds nothing of it: the first pass sends
   * without asking first (that question could only be answered 404, which browsers log as an error).
   */
  fresh?: boolean;
  /** The custodian who held the file (sent when the upload is finalized); none when left out. */
  custodianId?: string | null;
  onChange?(progress: UploadProgress): void;
}

/** 1 s, 2 s, 4 s … capped at 30 s: quick after a blip, gentle on a server that is restarting. */
export const RETRY_CAP_MS = 30_000;
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), RETRY_CAP_MS);
}

/** A corrupted chunk is sent again this many times before the file fails. */
const CHECKSUM_RETRIES = 3;
/** Finalize answered "chunks missing" after we sent them: give up after this many rounds. */
const FINALIZE_ROUNDS = 3;

export const UNREADABLE_FILE = 'The file could not be read; it may have been moved or changed. Choose it again.';

export class ChunkedUpload {
  readonly source: UploadSource;
  readonly caseId: string;
  readonly uploadId: string;
  private readonly custodianId: string | null;
  private readonly transport: UploadTransport;
  private readonly env: UploadEnvironment;
  private readonly chunkBytes: number;
  private readonly totalChunks: number;
  private readonly onChange: ((progress: UploadProgress) => void) | undefined;

  private state: UploadProgress;
  private controller: AbortController | null = null;
  private running: Promise<void> | null = null;
  /** Whole-file hash state: chunks [0, hashedChunks) have been fed to it, in order. */
  private readonly hasher = sha256.create();
  private hashedChunks = 0;
  private fileSha256: string | null = null;
  private failuresInARow = 0;
  private askServerFirst: boolean;

  constructor(options: ChunkedUploadOptions) {
    this.source = options.source;
    this.caseId = options.caseId;
    this.uploadId = options.uploadId;
    this.custodianId = options.custodianId ?? null;
    this.transport = options.transport;
    this.env = options.env;
    this.chunkBytes = options.chunkBytes ?? UPLOAD_CHUNK_BYTES;
    this.totalChunks = Math.max(1, Math.ceil(this.source.size / this.chunkBytes));
    this.onChange = options.onChange;
    this.askServerFirst = !options.fresh;
    this.state = { phase: 'waiting', sentBytes: 0, totalBytes: this.source.size, message: null, document: null, resumed: false, retryable: true };
  }

  get progress(): UploadProgress {
    return this.state;
  }

  /** Runs until the file is uploaded, fails, or is paused or cancelled. Calling it while running is a no-op. */
  start(): Promise<void> {
    if (this.running && !this.controller?.signal.aborted) return this.running;
    if (this.isFinal()) return Promise.resolve();
    // Resumed right after a pause: the aborted run is still unwinding; start once it has.
    const previous = this.running ?? Promise.resolve();
    const controller = new AbortController();
    this.controller = controller;
    const run: Promise<void> = previous
      .then(() => (controller.signal.aborted ? undefined : this.run(controller.signal)))
      .finally(() => {
        if (this.running === run) this.running = null;
        if (this.controller === controller) this.controller = null;
      });
    this.running = run;
    return run;
  }

  /** Stops sending (the chunk in flight is aborted); `start()` continues where the server stopped. */
  pause(): void {
    if (this.isFinal()) return;
    this.controller?.abort();
    this.update({ phase: 'paused', message: null });
  }

  cancel(): void {
    if (this.state.phase === 'uploaded') return;
    this.controller?.abort();
    this.update({ phase: 'cancelled', message: UPLOAD_CANCELLED });
  }

  private isFinal(): boolean {
    return this.state.phase === 'uploaded' || this.state.phase === 'cancelled';
  }

  private update(patch: Partial<UploadProgress>): void {
    this.state = { ...this.state, ...patch };
    this.onChange?.(this.state);
  }

  private async run(signal: AbortSignal): Promise<void> {
    this.failuresInARow = 0;
    this.update({ phase: 'uploading', message: null, retryable: true });
    for (;;) {
      try {
        const document = await this.attempt(signal);
        stopIfAborted(signal);
        this.update({ phase: 'uploaded', document, sentBytes: this.source.size, message: null });
        return;
      } catch (error) {
        // Paused or cancelled: that call already set the phase.
        if (signal.aborted || isAbortError(error)) return;
        const delay = this.retryDelayFor(error);
        if (delay === null) {
          this.update({ phase: 'failed', message: failureMessage(error), retryable: !isRefusal(error) });
          return;
        }
        this.update({ phase: 'retrying', message: error instanceof InvalidJsonError ? INVALID_JSON : NETWORK_ERROR });
        try {
          await this.env.waitToRetry(delay, signal);
        } catch {
          return;
        }
        this.update({ phase: 'uploading', message: null });
      }
    }
  }

  /** Milliseconds to wait before trying again, or null when trying again cannot help. */
  private retryDelayFor(error: unknown): number | null {
    const transient =
      error instanceof UploadNetworkError ||
      (error instanceof UploadHttpError && (error.status >= 500 || error.status === 408 || error.status === 429));
    if (!transient) return null;
    this.failuresInARow += 1;
    const backoff = retryDelayMs(this.failuresInARow);
    const asked = error instanceof UploadHttpError ? error.retryAfterSeconds : null;
    return asked ? Math.max(backoff, asked * 1000) : backoff;
  }

  /** One pass: learn what the server has, send the rest, finalize. */
  private async attempt(signal: AbortSignal): Promise<DocumentSummary> {
    // After any pass (even one cut off after its first chunk) the server may hold part of it.
    const remote = this.askServerFirst ? await this.transport.status(this.caseId, this.uploadId, signal) : null;
    this.askServerFirst = true;
    stopIfAborted(signal);
    const finishedRemotely = remote?.document_id != null;
    const have = new Set(remote?.received_chunks ?? []);
    let confirmed = finishedRemotely ? this.source.size : (remote?.received_bytes ?? 0);
    if (confirmed > 0 && !this.state.resumed && this.state.sentBytes === 0) this.update({ resumed: true });
    this.update({ sentBytes: confirmed });

    let skipSending = finishedRemotely;
    for (let index = 0; index < this.totalChunks; index += 1) {
      // Already hashed and already on the server: nothing to read.
      if (index < this.hashedChunks && (have.has(index) || skipSending)) continue;
      const bytes = await this.readChunk(index);
      stopIfAborted(signal);
      if (index === this.hashedChunks) {
        this.hasher.update(bytes);
        this.hashedChunks += 1;
      }
      if (skipSending || have.has(index)) continue;
      const outcome = await this.sendChunk(index, bytes, confirmed, signal);
      stopIfAborted(signal);
      if (outcome === 'finished') {
        // Another tab or an earlier visit finalized it: keep reading only to complete the hash.
        skipSending = true;
        continue;
      }
      confirmed += bytes.length;
      have.add(index);
      this.failuresInARow = 0;
      this.update({ sentBytes: confirmed });
    }
    return this.finalize(signal);
  }

  private async finalize(signal: AbortSignal): Promise<DocumentSummary> {
    if (!this.fileSha256) this.fileSha256 = bytesToHex(this.hasher.digest());
    this.update({ phase: 'finalizing', sentBytes: this.source.size });
    for (let round = 1; ; round += 1) {
      try {
        return await this.transport.finalize(this.caseId, { upload_id: this.uploadId, sha256: this.fileSha256, ...(this.custodianId ? { custodian_id: this.custodianId } : {}) }, signal);
      } catch (error) {
        if (!(error instanceof UploadHttpError && error.code === 'chunks_missing') || round > FINALIZE_ROUNDS) throw error;
        // The server lost or never got some chunks (e.g. a restart mid-write): send exactly those.
        this.update({ phase: 'uploading' });
        for (const index of error.missingChunks) {
          const bytes = await this.readChunk(index);
          await this.sendChunk(index, bytes, this.source.size - this.chunkSize(index), signal);
          stopIfAborted(signal);
        }
        this.update({ phase: 'finalizing', sentBytes: this.source.size });
      }
    }
  }

  private async sendChunk(index: number, bytes: Uint8Array, confirmedBefore: number, signal: AbortSignal): Promise<'sent' | 'finished'> {
    const chunkSha256 = await this.env.digestChunk(bytes);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.transport.sendChunk(
          {
            caseId: this.caseId,
            uploadId: this.uploadId,
            filename: this.source.name,
            contentType: this.source.type || null,
            totalSize: this.source.size,
            totalChunks: this.totalChunks,
            chunkIndex: index,
            chunkSha256,
            bytes,
          },
          (sent) => {
            if (!signal.aborted) this.update({ sentBytes: confirmedBefore + Math.min(sent, bytes.length) });
          },
          signal,
        );
        return 'sent';
      } catch (error) {
        if (error instanceof UploadHttpError && error.code === 'upload_finished') return 'finished';
        // The bytes were damaged on the way: the same bytes, sent again, usually arrive intact.
        const damaged = error instanceof UploadHttpError && error.status === 422 && error.code === 'checksum_mismatch';
        if (!damaged || attempt >= CHECKSUM_RETRIES) throw error;
      }
    }
  }

  private chunkSize(index: number): number {
    return Math.min(this.chunkBytes, this.source.size - index * this.chunkBytes);
  }

  private async readChunk(index: number): Promise<Uint8Array> {
    const start = index * this.chunkBytes;
    try {
      return await this.source.read(start, Math.min(start + this.chunkBytes, this.source.size));
    } catch {
      throw new UnreadableFileError();
    }
  }
}

/** A reply can land just as the person pauses: once aborted, a run changes nothing more. */
function stopIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw abortError();
}

class UnreadableFileError extends Error {
  constructor() {
    super(UNREADABLE_FILE);
    this.name = 'UnreadableFileError';
  }
}

/**
 * The server refused the file itself: sending it again would be refused again. Not a refusal: an
 * expired session (401), a damaged chunk or lost chunks, a timeout or rate limit (handled above).
 */
function isRefusal(error: unknown): boolean {
  if (error instanceof UnreadableFileError) return true;
  if (!(error instanceof UploadHttpError) || error.status < 400 || error.status >= 500) return false;
  return error.status !== 401 && error.code !== 'checksum_mismatch' && error.code !== 'chunks_missing';
}

function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return NETWORK_ERROR;
}
