import { open, type FileHandle } from 'node:fs/promises';
import type { LoadFileEncoding } from '@app/contract';
import { encode } from './encode.js';

const FLUSH_AT = 64 * 1024;

/** A load file built row by row in a temp file, encoded as it goes (rows are never all in memory). */
export class LoadFileWriter {
  private handle: FileHandle | null = null;
  private buffered: string[] = [];
  private length = 0;

  constructor(
    readonly file: string,
    private readonly encoding: LoadFileEncoding,
  ) {}

  async write(text: string): Promise<void> {
    this.buffered.push(text);
    this.length += text.length;
    if (this.length >= FLUSH_AT) await this.flush();
  }

  private async flush(): Promise<void> {
    this.handle ??= await open(this.file, 'w');
    const bytes = encode(this.buffered.join(''), this.encoding);
    this.buffered = [];
    this.length = 0;
    await this.handle.write(bytes);
  }

  /** Flushes and closes; returns the file's size. */
  async close(): Promise<number> {
    await this.flush();
    const { size } = await this.handle!.stat();
    await this.handle!.close();
    this.handle = null;
    return size;
  }

  async discard(): Promise<void> {
    await this.handle?.close().catch(() => undefined);
    this.handle = null;
  }
}
