import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError } from './blob-store.js';

/**
 * Streams `source` into `file`, hashing as it goes; past `maxBytes` it stops and deletes the
 * partial file. Used for blobs and for upload chunks alike.
 */
export async function writeHashed(source: Readable, file: string, maxBytes = Number.POSITIVE_INFINITY): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new BlobTooLargeError(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, tap, createWriteStream(file, { flags: 'wx' }));
  } catch (err) {
    await unlink(file).catch(() => undefined);
    throw err;
  }
  return { sha256: hash.digest('hex'), size };
}
