/**
 * The upload phase's file and its baseline: a file of random bytes written in 8 MB pieces (never
 * whole in memory), and a plain stream copy of it — read, write, no hashing, no HTTP — which is
 * what the chunked upload is compared with.
 */
import { randomFillSync } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

const PIECE = 8 * 1000 * 1000;

export async function writeRandomFile(file: string, bytes: number): Promise<void> {
  const handle = await open(file, 'w');
  try {
    const piece = Buffer.allocUnsafe(PIECE);
    for (let written = 0; written < bytes; ) {
      const n = Math.min(PIECE, bytes - written);
      randomFillSync(piece, 0, n);
      await handle.write(piece, 0, n);
      written += n;
    }
  } finally {
    await handle.close();
  }
}

/** A plain stream copy: what moving the bytes costs with no HTTP, hashing or bookkeeping. */
export async function streamCopy(from: string, to: string): Promise<void> {
  await pipeline(createReadStream(from), createWriteStream(to));
}
