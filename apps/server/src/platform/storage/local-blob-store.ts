import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertBlobKey, isBlobKey, type BlobInfo, type BlobStore, type PutOptions, type StagedBlob, type StoreIdentity } from './blob-store.js';
import { newMarkerText, parseMarker, STORE_MARKER } from './store-marker.js';
import { StagingArea, StagingBlobStore } from './staging-area.js';
import { readFileHead } from './file-head.js';

/** Blobs under <root>/<aa>/<sha256>; writes land in <root>/.tmp first and are renamed into place. */
export class LocalBlobStore extends StagingBlobStore implements BlobStore {
  constructor(private readonly root: string) {
    // Inside the root: same file system, so moving a staged file into place is an atomic rename.
    super(new StagingArea(path.join(root, '.tmp')));
  }

  private pathOf(sha256: string): string {
    assertBlobKey(sha256);
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  async stage(source: Readable, options: PutOptions = {}): Promise<StagedBlob> {
    const { file, sha256, size } = await this.staging.receive(source, options);
    let committed = false;
    return {
      sha256,
      size,
      commit: async () => {
        if (committed) return;
        const final = this.pathOf(sha256);
        await mkdir(path.dirname(final), { recursive: true });
        // Same content, same name: an existing blob is replaced by identical bytes (and looks new
        // to the clean-up job, which is what a fresh upload of those bytes should mean).
        await rename(file, final);
        committed = true;
      },
      discard: async () => {
        if (!committed) await this.staging.remove(file);
      },
    };
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

  head(sha256: string, bytes: number): Promise<Buffer> {
    return readFileHead(this.pathOf(sha256), bytes);
  }

  async delete(sha256: string, options: { onlyIfOlderThan?: Date } = {}): Promise<boolean> {
    const file = this.pathOf(sha256);
    if (options.onlyIfOlderThan) {
      const info = await stat(file).catch(() => null);
      if (!info || info.mtime >= options.onlyIfOlderThan) return false;
    }
    try {
      await unlink(file);
      return true;
    } catch {
      return false;
    }
  }

  async *list(): AsyncIterable<BlobInfo> {
    const prefixes = await readdir(this.root).catch(() => [] as string[]);
    for (const prefix of prefixes) {
      if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
      const names = await readdir(path.join(this.root, prefix)).catch(() => [] as string[]);
      for (const name of names) {
        if (!isBlobKey(name)) continue;
        const info = await stat(path.join(this.root, prefix, name)).catch(() => null);
        if (info) yield { sha256: name, modifiedAt: info.mtime };
      }
    }
  }

  async identity(): Promise<StoreIdentity> {
    const marker = path.join(this.root, STORE_MARKER);
    const where = `the directory ${this.root}`;
    await mkdir(this.root, { recursive: true });
    // Written whole under a private name, then linked into place: link() fails if a marker is
    // already there, so of processes starting together on one shared volume exactly one writes it,
    // and no process ever reads half a marker.
    const draft = path.join(this.root, `${STORE_MARKER}.${randomUUID()}`);
    await writeFile(draft, newMarkerText(), { flag: 'wx' });
    try {
      await link(draft, marker);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await unlink(draft).catch(() => undefined);
    }
    return { id: parseMarker(await readFile(marker, 'utf8'), where), where };
  }

  close(): void {
    // Nothing held open between calls.
  }
}
