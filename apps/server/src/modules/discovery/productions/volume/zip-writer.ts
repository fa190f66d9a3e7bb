import { createReadStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/**
 * The volume's ZIP, streamed with yazl: entries are written in the order they are added, each
 * read only when its turn comes (addReadStreamLazy), so nothing waits in memory but the entries
 * queued ahead of the writer. Page images and text files are staged as temp files under the
 * work directory and deleted as soon as they are in the archive; the builder waits (`drain`)
 * whenever more than MAX_PENDING_ENTRIES or MAX_PENDING_BYTES of staged files are queued, so
 * temp space and open files stay bounded however large the volume.
 */
const MAX_PENDING_ENTRIES = 400;
const MAX_PENDING_BYTES = 256 * 1024 * 1024;

export interface Staged {
  file: string;
  size: number;
}

export class VolumeZip {
  private readonly zip = new ZipFile();
  private readonly done: Promise<void>;
  private pendingEntries = 0;
  private pendingBytes = 0;
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

  private release(bytes: number): void {
    this.pendingEntries -= 1;
    this.pendingBytes -= bytes;
    this.wake();
  }

  private check(): void {
    if (this.failure) throw this.failure instanceof Error ? this.failure : new Error(String(this.failure));
  }

  /** Writes bytes to a temp file; nothing is in the archive until `add`. */
  async stage(bytes: Uint8Array): Promise<Staged> {
    this.seq += 1;
    const file = path.join(this.workDir, `${this.seq}.part`);
    await writeFile(file, bytes);
    return { file, size: bytes.length };
  }

  /** A staged file into the archive; the temp file goes once it is written. */
  add(staged: Staged, zipPath: string, compress: boolean): void {
    this.check();
    this.pendingEntries += 1;
    this.pendingBytes += staged.size;
    this.entries += 1;
    this.zip.addReadStreamLazy(zipPath, { mtime: this.mtime, compress, size: staged.size }, (cb) => {
      const stream = createReadStream(staged.file);
      stream.once('close', () => {
        void rm(staged.file, { force: true });
        this.release(staged.size);
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
          stream.once('close', () => this.release(0));
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
