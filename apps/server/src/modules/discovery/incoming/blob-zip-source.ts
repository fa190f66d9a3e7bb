import type { BlobStore } from '../../../platform/storage/blob-store.js';
import { readExactly, type ZipSource } from '../../documents/pipeline/zip-volume.js';

/**
 * A stored volume as a ZIP source: ranges of the blob store's file (a local file, or a bucket's
 * object), so a volume of gigabytes is read a directory, a header and an entry at a time.
 */
export function blobZipSource(blobs: BlobStore, sha256: string, size: number): ZipSource {
  const range = (position: number, length: number) => ({ start: position, end: position + length - 1 });
  return {
    size,
    read: async (position, length) => (length === 0 ? Buffer.alloc(0) : readExactly(await blobs.open(sha256, range(position, length)), length)),
    stream: async function* (position, length) {
      if (length === 0) return;
      let got = 0;
      for await (const chunk of await blobs.open(sha256, range(position, length))) {
        got += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (got !== length) throw new Error(`the stored volume ${sha256} ended before byte ${position + length}`);
    },
  };
}
