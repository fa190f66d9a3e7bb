import { refuse } from './zip-refusals.js';

/**
 * Random access to an archive that is not in memory: the blob store's file (a range of a local
 * file, or of a bucket's object). A ZIP's directory is at its end and each entry's bytes are found
 * through it, so an archive of gigabytes is read a directory and an entry at a time.
 */
export interface ZipSource {
  readonly size: number;
  /** Exactly `length` bytes from `position` (small reads: a header, the end records, the directory). */
  read(position: number, length: number): Promise<Buffer>;
  /** `length` bytes from `position` as a stream, read as fast as they are taken. */
  stream(position: number, length: number): AsyncIterable<Buffer>;
}

/** Exactly the bytes asked for, or the archive is cut short: a damaged file, never a partial read. */
export async function readExactly(stream: AsyncIterable<Buffer>, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let got = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    got += chunk.length;
  }
  if (got !== length) throw refuse.damaged();
  return Buffer.concat(chunks, got);
}

/** An archive already in memory, read through the same code as one in storage (tests, small volumes). */
export function bufferZipSource(buf: Buffer): ZipSource {
  const slice = (position: number, length: number) => {
    if (position < 0 || length < 0 || position + length > buf.length) throw refuse.damaged();
    return buf.subarray(position, position + length);
  };
  return {
    size: buf.length,
    read: async (position, length) => slice(position, length),
    stream: async function* (position, length) {
      const bytes = slice(position, length);
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, Math.min(bytes.length, at + 64 * 1024));
    },
  };
}
