import { randomUUID } from 'node:crypto';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobChecksumError, type PutOptions, type StagedBlob, type StoredBlob } from './blob-store.js';
import { writeHashed } from './hashing-writer.js';

export interface StagedFile {
  file: string;
  sha256: string;
  size: number;
}

/**
 * A local directory where incoming bytes are written and hashed before they enter a store: the
 * SHA-256 (the blob's name) is only known once the last byte has arrived.
 */
export class StagingArea {
  constructor(readonly dir: string) {}

  async receive(source: Readable, options: PutOptions = {}): Promise<StagedFile> {
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${randomUUID()}.part`);
    const written = await writeHashed(source, file, options.maxBytes);
    if (options.expectedSha256 && options.expectedSha256 !== written.sha256) {
      await unlink(file).catch(() => undefined);
      throw new BlobChecksumError(options.expectedSha256, written.sha256);
    }
    return { file, ...written };
  }

  async remove(file: string): Promise<void> {
    await unlink(file).catch(() => undefined);
  }

  async sweep(cutoff: Date): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith('.part')) continue;
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtime < cutoff) {
        await unlink(file).catch(() => undefined);
        removed += 1;
      }
    }
    return removed;
  }
}

/**
 * What every store does the same way: bytes enter through a staging area, so put() is stage()
 * then commit(), and the staging file is gone afterwards whether or not the commit worked. A store
 * says how a staged file enters it (stage()) and how it keeps, reads and deletes blobs.
 */
export abstract class StagingBlobStore {
  protected constructor(protected readonly staging: StagingArea) {}

  abstract stage(source: Readable, options?: PutOptions): Promise<StagedBlob>;

  async put(source: Readable, options: PutOptions = {}): Promise<StoredBlob> {
    const staged = await this.stage(source, options);
    try {
      await staged.commit();
    } finally {
      await staged.discard();
    }
    return { sha256: staged.sha256, size: staged.size };
  }

  sweepStaging(cutoff: Date): Promise<number> {
    return this.staging.sweep(cutoff);
  }
}
