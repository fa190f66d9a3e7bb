import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../storage/blob-store.js';

/**
 * Copies a stored blob to a local file for ffmpeg. Why a copy and not a pipe into ffmpeg's stdin:
 * an MP4 or MOV written by a phone or camera keeps its index (the moov atom) at the end, and
 * ffmpeg can only read such a file with seeking, which a pipe cannot do; S3 blobs are not files at
 * all. The copy is streamed, so a 4 GB video never sits in memory.
 */
export async function copyBlobToFile(blobs: BlobStore, sha256: string, filePath: string): Promise<void> {
  const source = await blobs.open(sha256);
  await pipeline(source, createWriteStream(filePath));
}
