import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobChecksumError, type BlobStore, type PutOptions, type StoredBlob } from './blob-store.js';
import { writeHashed } from './hashing-writer.js';

const SHA256 = /^[0-9a-f]{64}$/;

/** Blobs under <root>/<aa>/<sha256>; writes land in <root>/.tmp first and are renamed into place. */
export class LocalBlobStore implements BlobStore {
  private readonly tmp: string;

  constructor(private readonly root: string) {
    this.tmp = path.join(root, '.tmp');
  }

  private pathOf(sha256: string): string {
    // The key comes from our own database, but a path is built from it: never let it escape.
    if (!SHA256.test(sha256)) throw new Error('invalid blob key');
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  async put(source: Readable, options: PutOptions = {}): Promise<StoredBlob> {
    await mkdir(this.tmp, { recursive: true });
    const tmpFile = path.join(this.tmp, `${randomUUID()}.part`);
    const written = await writeHashed(source, tmpFile, options.maxBytes);
    try {
      if (options.expectedSha256 && options.expectedSha256 !== written.sha256) {
        throw new BlobChecksumError(options.expectedSha256, written.sha256);
      }
      const final = this.pathOf(written.sha256);
      await mkdir(path.dirname(final), { recursive: true });
      // Same content, same name: an existing blob is simply replaced by identical bytes.
      await rename(tmpFile, final);
      return written;
    } catch (err) {
      await unlink(tmpFile).catch(() => undefined);
      throw err;
    }
  }

  async open(sha256: string, range?: { start: number; end: number }): Promise<Readable> {
    const file = this.pathOf(sha256);
    await stat(file);
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async size(sha256: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(sha256))).size;
    } catch {
      return null;
    }
  }

  async head(sha256: string, bytes: number): Promise<Buffer> {
    const handle = await open(this.pathOf(sha256), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async delete(sha256: string): Promise<void> {
    await unlink(this.pathOf(sha256)).catch(() => undefined);
  }
}

const stores = new Map<string, LocalBlobStore>();
/** One store per data dir (DATA_DIR/blobs). */
export function blobStoreFor(dataDir: string): BlobStore {
  const root = path.join(dataDir, 'blobs');
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new LocalBlobStore(root)));
  return store;
}
