import { Readable } from 'node:stream';
import { createInflateRaw, crc32 } from 'node:zlib';
import { ProcessingError } from './failures.js';
import { refuse } from './zip-refusals.js';

/** What the inflater needs to know of an entry: the size and CRC-32 it must come out as. */
export interface InflatableEntry {
  name: string;
  method: number;
  crc32: number;
  uncompressedSize: number;
}

/** Output chunk of the inflater: the most one entry holds in memory while it is only checked. */
const CHUNK_BYTES = 64 * 1024;

/** An error of the compressed bytes' source (a disk or a bucket), not of their content: never "damaged". */
class SourceFailed extends Error {
  constructor(readonly original: unknown) {
    super('reading the archive failed');
  }
}

async function* guarded(source: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  try {
    for await (const chunk of source) yield chunk;
  } catch (err) {
    throw new SourceFailed(err);
  }
}

/**
 * Inflates one entry, handing each chunk to `sink` and stopping the moment the output passes the
 * size the entry declared — whatever the headers claim, no more bytes than that are produced. The
 * size and CRC-32 must then be exactly those declared. The compressed bytes come whole (an archive
 * in memory) or as a stream (an archive read from storage, a chunk at a time, with backpressure:
 * the stream is read only as fast as the inflated chunks are taken, and a sink returning a
 * promise is waited for before the next chunk is inflated).
 */
export async function inflateCapped(entry: InflatableEntry, compressed: Buffer | AsyncIterable<Buffer>, sink: (chunk: Buffer) => void | Promise<void>): Promise<void> {
  const tooBig = () => refuse.bomb(`its part ${entry.name} inflates past the ${entry.uncompressedSize.toLocaleString('en-US')} bytes it declares`);
  let size = 0;
  let crc = 0;
  const take = (chunk: Buffer) => {
    size += chunk.length;
    if (size > entry.uncompressedSize) throw tooBig();
    crc = crc32(chunk, crc);
    return sink(chunk);
  };
  try {
    if (entry.method === 0) {
      if (Buffer.isBuffer(compressed)) await take(compressed);
      else for await (const chunk of guarded(compressed)) await take(chunk);
    } else {
      const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES });
      let input: Readable | null = null;
      if (Buffer.isBuffer(compressed)) inflater.end(compressed);
      else {
        input = Readable.from(guarded(compressed), { objectMode: false });
        input.on('error', (err) => inflater.destroy(err));
        input.pipe(inflater);
      }
      try {
        // Backpressure: zlib produces the next chunk only once this loop has taken the last one.
        for await (const chunk of inflater) {
          const taken = take(chunk as Buffer);
          // A sink that returns a promise is a slower consumer (a stream to storage): wait for it.
          if (taken) await taken;
        }
      } finally {
        inflater.destroy();
        input?.destroy();
      }
    }
  } catch (err) {
    if (err instanceof ProcessingError) throw err;
    if (err instanceof SourceFailed) throw err.original;
    throw refuse.damaged(); // zlib's own error: the deflate stream is corrupt or cut short
  }
  if (size !== entry.uncompressedSize || crc !== entry.crc32) throw refuse.damaged();
}
