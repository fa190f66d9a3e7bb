import { createReadStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/**
 * The volume's ZIP, streamed with yazl: entries are written in the order they are added, each
 * read only when its turn comes (addReadStreamLazy), so nothing waits but the entries queued
 * ahead of the writer. Page images and text files are staged before they go in: small ones in
 * memory (up to MAX_MEMORY_BYTES queued in all — a temp file per page cost more in system calls
 * than stamping the page), larger ones as temp files under the work directory, deleted once in
 * the archive. The builder waits (`drain`) whenever more than MAX_PENDING_ENTRIES or
 * MAX_PENDING_BYTES are queued, so memory, temp space and open files stay bounded however large
 * the volume.
 */
const MAX_PENDING_ENTRIES = 400;
const MAX_PENDING_BYTES = 256 * 1024 * 1024;
const MAX_MEMORY_BYTES = 48 * 1024 * 1024;
const MAX_IN_MEMORY_ENTRY = 1024 * 1024;

export type Staged = { size: number } & ({ bytes: Uint8Array; file?: undefined } | { file: string; bytes?: undefined });

export class VolumeZip {
  private readonly zip = new ZipFile();
  private readonly done: Promise<void>;
  private pendingEntries = 0;
  private pendingBytes = 0;
  private memoryBytes = 0;
  private waiter: (() => void) | null = null;
  private failure: unknown = null;
  private seq = 0;
  entries = 0;

  constructor(
    out: Writable,
    private readonly workDir: string,
    private readonly mtime: Date,
  ) {
    const output = this.zip.outputStream as Readable;
    // yazl reports a failed entry on the ZipFile, not on its output: end the output with it.
    this.zip.on('error', (err: Error) => output.destroy(err));
    this.done = pipeline(output, out);
    this.done.catch((err: unknown) => {
      this.failure = err;
      this.wake();
    });
  }

  private wake(): void {
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  private release(staged: Staged | null): void {
    this.pendingEntries -= 1;
    if (staged) {
      this.pendingBytes -= staged.size;
      if (staged.bytes) this.memoryBytes -= staged.size;
    }
    this.wake();
  }

  private check(): void {
    if (this.failure) throw this.failure instanceof Error ? this.failure : new Error(String(this.failure));
  }

  /** Holds bytes (in memory or a temp file) for `add`; nothing is in the archive until then. */
  async stage(bytes: Uint8Array): Promise<Staged> {
    if (bytes.length <= MAX_IN_MEMORY_ENTRY && this.memoryBytes + bytes.length <= MAX_MEMORY_BYTES) {
      this.memoryBytes += bytes.length;
      return { bytes, size: bytes.length };
    }
    this.seq += 1;
    const file = path.join(this.workDir, `${this.seq}.part`);
    await writeFile(file, bytes);
    return { file, size: bytes.length };
  }

  /** Staged bytes that will not go in after all (a document that failed half way). */
  async discard(staged: readonly Staged[]): Promise<void> {
    for (const item of staged) {
      if (item.file === undefined) this.memoryBytes -= item.size;
      else await rm(item.file, { force: true });
    }
  }

  /** A staged file into the archive; the temp file goes once it is written. */
  add(staged: Staged, zipPath: string, compress: boolean): void {
    this.check();
    this.pendingEntries += 1;
    this.pendingBytes += staged.size;
    this.entries += 1;
    this.zip.addReadStreamLazy(zipPath, { mtime: this.mtime, compress, size: staged.size }, (cb) => {
      const { file, bytes } = staged;
      const stream = file === undefined ? Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)], { objectMode: false }) : createReadStream(file);
      stream.once('close', () => {
        if (file !== undefined) void rm(file, { force: true });
        this.release(staged);
      });
      cb(null, stream);
    });
  }

  /** A stream opened only when the archive reaches it (a native straight from the blob store). */
  addLazy(zipPath: string, open: () => Promise<Readable>, compress: boolean): void {
    this.check();
    this.pendingEntries += 1;
    this.entries += 1;
    this.zip.addReadStreamLazy(zipPath, { mtime: this.mtime, compress }, (cb) => {
      open().then(
        (stream) => {
          stream.once('close', () => this.release(null));
          cb(null, stream);
        },
        (err: unknown) => cb(err, Readable.from([])),
      );
    });
  }

  /** Waits until the archive has caught up enough to take more. */
  async drain(): Promise<void> {
    for (;;) {
      this.check();
      if (this.pendingEntries <= MAX_PENDING_ENTRIES && this.pendingBytes <= MAX_PENDING_BYTES) return;
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
  }

  /** The central directory, then waits until the last byte is in `out`. */
  async finish(): Promise<void> {
    this.check();
    this.zip.end();
    await this.done;
  }

  /** Stops writing (a failed build): `out` is destroyed with the error. */
  abort(err: unknown): void {
    if (this.failure) return;
    this.failure = err;
    (this.zip.outputStream as Readable).destroy(err instanceof Error ? err : new Error(String(err)));
  }
}
