import { useSyncExternalStore } from 'react';
import type { TranscriptionJob, TranscriptionKind } from '@app/contract';
import { ApiError, api } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { browserEnvironment, newUploadId } from '../upload/browser-environment';
import { fileSource } from '../upload/chunked-uploader';
import { localStorageRegistry } from '../upload/resume-registry';
import { UploadQueue, type QueueItem, type RefusedFile } from '../upload/upload-queue';
import { xhrTransport } from '../upload/xhr-transport';

/**
 * The files dropped on /transcription: each goes up through the app's resumable upload (the same
 * queue, transport and resume rules as /upload), then becomes a transcription job. Like /upload's
 * queue it lives outside React, per person and tab, so opening a transcript while a two-hour video
 * still uploads does not stop it; and the job is asked for here, not by a component, so it is
 * asked for exactly once even when no one is looking at the page.
 */
export interface TranscriptionFile {
  upload: QueueItem;
  kind: TranscriptionKind;
  /** The job once the server accepted it. */
  job: TranscriptionJob | null;
  /** Why the job could not be started (the upload itself went fine). */
  startError: string | null;
  /** Whether asking again can help: the server was unreachable or failing, not refusing. */
  startRetryable: boolean;
  starting: boolean;
}

/** What the job is asked to assume about the recording (both optional: the engine detects the language). */
export interface RecordingOptions {
  language?: string;
  speaker_count?: number;
}

interface StartState {
  kind: TranscriptionKind;
  options: RecordingOptions;
  job: TranscriptionJob | null;
  startError: string | null;
  startRetryable: boolean;
  starting: boolean;
}

/** A dropped connection or a restarting server is tried again a few times; a refusal (4xx) is final. */
const START_ATTEMPTS = 5;
const START_RETRY_MS = 1500;

export class TranscriptionUploads {
  readonly queue: UploadQueue;
  private readonly starts = new Map<string, StartState>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly TranscriptionFile[] = [];

  constructor(userId: string, private readonly onJobStarted: (job: TranscriptionJob) => void = () => undefined) {
    this.queue = new UploadQueue({
      transport: {
        ...xhrTransport,
        // Says what the file is for, so the server refuses one it cannot transcribe (a text file
        // named .wav) before it becomes a document, keeping nothing of it.
        finalize: (caseId, body, signal) => xhrTransport.finalize(caseId, { ...body, for_transcription: this.kindOfUpload(body.upload_id) }, signal),
      },
      env: browserEnvironment,
      // Its own list of resumable uploads, so /upload does not offer to resume these.
      registry: localStorageRegistry(`${userId}.transcription`),
      newUploadId,
    });
    this.queue.subscribe(() => this.onQueueChange());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly TranscriptionFile[] => this.snapshot;

  /** Files for one case, each with what it becomes (media for the engine, or an import). */
  add(files: readonly { file: File; kind: TranscriptionKind }[], caseId: string, refused: readonly RefusedFile[], options: RecordingOptions = {}): void {
    const before = new Set(this.queue.getSnapshot().map((item) => item.key));
    const kinds = new Map(files.map(({ file, kind }) => [`${file.name}\u0000${file.size}\u0000${file.lastModified}`, kind]));
    this.queue.add(
      files.map(({ file }) => fileSource(file)),
      caseId,
      refused,
    );
    for (const item of this.queue.getSnapshot()) {
      if (before.has(item.key) || this.starts.has(item.key)) continue;
      const kind = kinds.get(`${item.name}\u0000${item.size}\u0000${item.lastModified}`) ?? 'media';
      this.starts.set(item.key, { kind, options: kind === 'media' ? options : {}, job: null, startError: null, startRetryable: false, starting: false });
    }
    this.publish();
  }

  /** Asks again for the job of an uploaded file whose start failed. */
  retryStart(key: string): void {
    const state = this.starts.get(key);
    const item = this.queue.getSnapshot().find((i) => i.key === key);
    if (!state || !item?.document || state.starting) return;
    void this.start(item, state);
  }

  /** Drops settled rows from the list (the jobs stay in the case's list). */
  remove(key: string): void {
    this.queue.remove([key]);
    this.starts.delete(key);
    this.publish();
  }

  stopAll(): void {
    this.queue.stopAll();
    this.starts.clear();
    this.publish();
  }

  private kindOfUpload(uploadId: string): TranscriptionKind {
    const item = this.queue.getSnapshot().find((i) => i.uploadId === uploadId);
    return (item && this.starts.get(item.key)?.kind) ?? 'media';
  }

  private onQueueChange(): void {
    for (const item of this.queue.getSnapshot()) {
      const state = this.starts.get(item.key);
      if (state && item.phase === 'uploaded' && item.document && !state.job && !state.starting && state.startError === null) void this.start(item, state);
    }
    this.publish();
  }

  private async start(item: QueueItem, state: StartState): Promise<void> {
    const documentId = item.document?.id;
    if (!documentId) return;
    this.patch(item.key, { starting: true, startError: null });
    for (let attempt = 1; ; attempt += 1) {
      try {
        const job = await api.post<TranscriptionJob>('/transcription/create', { case_id: item.caseId, document_id: documentId, kind: state.kind, ...state.options });
        this.patch(item.key, { job, starting: false });
        this.onJobStarted(job);
        return;
      } catch (error) {
        const busy = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (busy && attempt < START_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS * attempt));
          continue;
        }
        this.patch(item.key, { starting: false, startError: errorMessage(error, 'The transcription could not be started.'), startRetryable: busy });
        return;
      }
    }
  }

  private patch(key: string, patch: Partial<StartState>): void {
    const state = this.starts.get(key);
    if (!state) return;
    this.starts.set(key, { ...state, ...patch });
    this.publish();
  }

  private publish(): void {
    this.snapshot = this.queue.getSnapshot().map((upload) => {
      const state = this.starts.get(upload.key);
      return {
        upload,
        kind: state?.kind ?? 'media',
        job: state?.job ?? null,
        startError: state?.startError ?? null,
        startRetryable: state?.startRetryable ?? false,
        starting: state?.starting ?? false,
      };
    });
    for (const listener of this.listeners) listener();
  }
}

let current: { userId: string; uploads: TranscriptionUploads } | null = null;
let afterStart: (job: TranscriptionJob) => void = () => undefined;

/** What to do when a job starts (the page sets it once with the app's query client). */
export function setAfterJobStart(callback: (job: TranscriptionJob) => void): void {
  afterStart = callback;
}

export function transcriptionUploadsFor(userId: string): TranscriptionUploads {
  if (current?.userId === userId) return current.uploads;
  current?.uploads.stopAll();
  const uploads = new TranscriptionUploads(userId, (job) => afterStart(job));
  current = { userId, uploads };
  return uploads;
}

export function useTranscriptionFiles(uploads: TranscriptionUploads): readonly TranscriptionFile[] {
  return useSyncExternalStore(uploads.subscribe, uploads.getSnapshot, uploads.getSnapshot);
}
