import type { DocumentSummary } from '@app/contract';
import { ChunkedUpload, type UploadEnvironment, type UploadPhase, type UploadProgress, type UploadSource } from './chunked-uploader';
import type { ResumeRegistry } from './resume-registry';
import { CASE_REQUIRED, type UploadTransport } from './upload-transport';

/**
 * The page's list of files: three upload at a time (each one's chunks in order), the rest wait.
 * Framework-free; React reads it through subscribe/getSnapshot (useSyncExternalStore), and each
 * change replaces the snapshot array, so an unchanged list keeps its identity.
 */
export type QueuePhase = UploadPhase | 'refused';

export interface QueueItem {
  key: string;
  caseId: string;
  uploadId: string;
  name: string;
  size: number;
  lastModified: number;
  phase: QueuePhase;
  sentBytes: number;
  message: string | null;
  document: DocumentSummary | null;
  resumed: boolean;
  /** For a failed file: whether Retry can help (see UploadProgress.retryable). */
  retryable: boolean;
}

export interface RefusedFile {
  name: string;
  reason: string;
}

export interface AddResult {
  added: number;
  refused: number;
  /** Files already in the list and still uploading to the same case (not added twice). */
  alreadyQueued: number;
  /** Files that continue an upload remembered from an earlier visit. */
  resumed: number;
}

export interface UploadQueueOptions {
  transport: UploadTransport;
  env: UploadEnvironment;
  registry: ResumeRegistry;
  newUploadId(): string;
  concurrency?: number;
  chunkBytes?: number;
  /** Called when a file has become a document (e.g. to refresh the document lists). */
  onUploaded?(document: DocumentSummary): void;
}

export const UPLOAD_CONCURRENCY = 3;
const PROGRESS_INTERVAL_MS = 100;

/** Phases in which a file still has work ahead (what the leave-page warning protects). */
const UNFINISHED: readonly QueuePhase[] = ['waiting', 'uploading', 'retrying', 'paused', 'finalizing'];
const PAUSABLE: readonly QueuePhase[] = ['waiting', 'uploading', 'retrying', 'finalizing'];
/** Phases a row can be removed from the list in. */
export const SETTLED: readonly QueuePhase[] = ['uploaded', 'failed', 'refused', 'cancelled'];

export const emptyFileReason = (name: string) => `"${name}" is empty (0 bytes); there is nothing to upload.`;

export class UploadQueue {
  private items: QueueItem[] = [];
  private readonly uploads = new Map<string, ChunkedUpload>();
  /** Keys whose run is in progress (uploading, retrying or finalizing, or unwinding a pause). */
  private readonly running = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private nextKey = 1;
  private readonly concurrency: number;
  private readonly lastDrawn = new Map<string, number>();

  constructor(private readonly options: UploadQueueOptions) {
    this.concurrency = options.concurrency ?? UPLOAD_CONCURRENCY;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly QueueItem[] => this.items;

  get hasUnfinished(): boolean {
    return this.items.some((item) => UNFINISHED.includes(item.phase));
  }

  /** Adds files for one case (and the custodian who held them, if named); empty files (and anything in `refused`) get a row that says why. */
  add(sources: readonly UploadSource[], caseId: string | null, refused: readonly RefusedFile[] = [], custodianId: string | null = null): AddResult {
    if (!caseId) throw new Error(CASE_REQUIRED);
    const result: AddResult = { added: 0, refused: refused.length, alreadyQueued: 0, resumed: 0 };
    const rows: QueueItem[] = refused.map((r) => this.row(caseId, '', { name: r.name, size: 0, lastModified: 0 }, 'refused', r.reason));
    for (const source of sources) {
      if (source.size === 0) {
        rows.push(this.row(caseId, '', source, 'refused', emptyFileReason(source.name)));
        result.refused += 1;
        continue;
      }
      const same = (item: QueueItem) =>
        item.caseId === caseId && item.name === source.name && item.size === source.size && item.lastModified === source.lastModified;
      if ([...this.items, ...rows].some((item) => same(item) && UNFINISHED.includes(item.phase))) {
        result.alreadyQueued += 1;
        continue;
      }
      const remembered = this.options.registry.find(caseId, source);
      if (remembered) result.resumed += 1;
      const uploadId = remembered?.uploadId ?? this.options.newUploadId();
      this.options.registry.remember({ caseId, uploadId, name: source.name, size: source.size, lastModified: source.lastModified });
      const row = this.row(caseId, uploadId, source, 'waiting', null);
      const upload = new ChunkedUpload({
        source,
        caseId,
        uploadId,
        transport: this.options.transport,
        env: this.options.env,
        chunkBytes: this.options.chunkBytes,
        fresh: !remembered,
        custodianId,
        onChange: (progress) => this.onProgress(row.key, progress),
      });
      this.uploads.set(row.key, upload);
      rows.push(row);
      result.added += 1;
    }
    if (rows.length > 0) this.setItems([...this.items, ...rows]);
    this.pump();
    return result;
  }

  pause(key: string): void {
    const item = this.find(key);
    if (item && PAUSABLE.includes(item.phase)) this.uploads.get(key)?.pause();
  }

  /** Resumes a paused file, or tries a failed one again (same upload_id: the server keeps its chunks). */
  resume(key: string): void {
    const item = this.find(key);
    if (!item || (item.phase !== 'paused' && item.phase !== 'failed')) return;
    this.patch(key, { phase: 'waiting', message: null });
    this.pump();
  }

  /** Aborts the chunk in flight and drops the row. */
  cancel(key: string): void {
    const item = this.find(key);
    const upload = this.uploads.get(key);
    if (!item || !upload || item.phase === 'uploaded') return;
    upload.cancel();
    this.options.registry.forget(item.uploadId);
    this.drop([key]);
  }

  pauseAll(): void {
    for (const item of this.items) this.pause(item.key);
  }

  resumeAll(): void {
    const paused = this.items.filter((item) => item.phase === 'paused');
    if (paused.length === 0) return;
    const keys = new Set(paused.map((item) => item.key));
    this.setItems(this.items.map((item) => (keys.has(item.key) ? { ...item, phase: 'waiting', message: null } : item)));
    this.pump();
  }

  /** Removes settled rows (uploaded, failed, refused); others are left alone. */
  remove(keys: readonly string[]): void {
    const wanted = new Set(keys);
    const removable = this.items.filter((item) => wanted.has(item.key) && SETTLED.includes(item.phase));
    for (const item of removable) if (item.phase === 'failed') this.options.registry.forget(item.uploadId);
    this.drop(removable.map((item) => item.key));
  }

  /** Stops everything (another person signed in on this tab); their registry keeps the resumable ids. */
  stopAll(): void {
    for (const upload of this.uploads.values()) upload.pause();
    this.uploads.clear();
    this.setItems([]);
  }

  private row(caseId: string, uploadId: string, file: { name: string; size: number; lastModified: number }, phase: QueuePhase, message: string | null): QueueItem {
    const key = `upload-${this.nextKey}`;
    this.nextKey += 1;
    return { key, caseId, uploadId, name: file.name, size: file.size, lastModified: file.lastModified, phase, sentBytes: 0, message, document: null, resumed: false, retryable: phase !== 'refused' };
  }

  private pump(): void {
    for (const item of this.items) {
      if (this.running.size >= this.concurrency) return;
      if (item.phase !== 'waiting' || this.running.has(item.key)) continue;
      const upload = this.uploads.get(item.key);
      if (!upload) continue;
      this.running.add(item.key);
      void upload.start().finally(() => {
        this.running.delete(item.key);
        this.settle(item.key);
        this.pump();
      });
    }
  }

  private settle(key: string): void {
    const upload = this.uploads.get(key);
    // A refused file is not resumable: the server kept nothing of it.
    if (upload?.progress.phase === 'failed' && !upload.progress.retryable) this.options.registry.forget(upload.uploadId);
    if (upload?.progress.phase !== 'uploaded') return;
    this.options.registry.forget(upload.uploadId);
    if (upload.progress.document) this.options.onUploaded?.(upload.progress.document);
  }

  private onProgress(key: string, progress: UploadProgress): void {
    const item = this.find(key);
    if (!item || progress.phase === 'cancelled') return;
    // Byte counts arrive many times a second per file; forty rows need not redraw that often.
    // Any later change carries the latest count, so nothing is lost but intermediate frames.
    const bytesOnly =
      item.phase === progress.phase &&
      item.message === progress.message &&
      item.document === progress.document &&
      item.resumed === progress.resumed &&
      item.retryable === progress.retryable;
    const now = Date.now();
    if (bytesOnly && now - (this.lastDrawn.get(key) ?? 0) < PROGRESS_INTERVAL_MS) return;
    this.lastDrawn.set(key, now);
    this.patch(key, {
      phase: progress.phase,
      sentBytes: progress.sentBytes,
      message: progress.message,
      document: progress.document,
      resumed: progress.resumed,
      retryable: progress.retryable,
    });
  }

  private find(key: string): QueueItem | undefined {
    return this.items.find((item) => item.key === key);
  }

  private patch(key: string, patch: Partial<QueueItem>): void {
    this.setItems(this.items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }

  private drop(keys: readonly string[]): void {
    if (keys.length === 0) return;
    const gone = new Set(keys);
    for (const key of keys) {
      this.uploads.delete(key);
      this.lastDrawn.delete(key);
    }
    this.setItems(this.items.filter((item) => !gone.has(item.key)));
  }

  private setItems(items: QueueItem[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }
}
