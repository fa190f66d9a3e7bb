import type { FastifyReply } from 'fastify';
import type { BlobStore } from '../storage/blob-store.js';
import { AppError } from './errors.js';

/**
 * Stored bytes sent with Range support (RFC 9110): viewers seek in a recording, a download resumes.
 * Every module that serves a stored file (documents, a recording's media, a production's archive)
 * answers ranges, a missing blob and an unsatisfiable range the same way.
 */

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range (start-end, start-, or -suffix). Several ranges are answered with the whole
 * file, which RFC 9110 allows; a range outside the file is "unsatisfiable".
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, a, b] = match;
  if (!a && !b) return null;
  if (!a) {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b ? Math.min(Number(b), size - 1) : size - 1;
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * The size of stored bytes and the one range asked for: 410 when the bytes are gone from storage
 * (`missing` says what), 416 when the range lies outside them.
 */
export async function blobRange(blobs: BlobStore, sha256: string, rangeHeader: string | undefined, missing: string): Promise<{ size: number; range: ByteRange | null }> {
  const size = await blobs.size(sha256);
  if (size === null) throw new AppError(410, 'blob_missing', `${missing} is missing from storage; ask an administrator to restore it from backup.`);
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    throw new AppError(416, 'range_not_satisfiable', `The requested range is outside the file (${size} bytes).`, undefined, undefined, {
      'content-range': `bytes */${size}`,
    });
  }
  return { size, range };
}

/** Streams stored bytes, whole (200) or the range (206), private and never cached, tagged by hash. */
export async function sendBlob(
  reply: FastifyReply,
  blobs: BlobStore,
  sha256: string,
  { size, range }: { size: number; range: ByteRange | null },
  headers: { contentType: string; contentDisposition: string },
) {
  void reply
    .header('content-type', headers.contentType)
    .header('content-disposition', headers.contentDisposition)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('etag', `"${sha256}"`);
  if (range) {
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
    return reply.send(await blobs.open(sha256, range));
  }
  void reply.header('content-length', String(size));
  return reply.send(await blobs.open(sha256));
}
