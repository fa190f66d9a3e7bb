import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { AppError } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { loadDocument } from './documents.js';
import { contentDisposition } from './filenames.js';

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

/** The original bytes, streamed from the BlobStore, with Range support for viewers and resumes. */
export async function sendDownload(deps: AppDeps, caller: Caller, documentId: string, rangeHeader: string | undefined, reply: FastifyReply) {
  const { doc } = await loadDocument(deps.db, caller, documentId);
  const blobs = deps.blobs;
  const size = await blobs.size(doc.sha256);
  if (size === null) throw new AppError(410, 'blob_missing', 'The stored file is missing from storage; ask an administrator to restore it from backup.');
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    throw new AppError(416, 'range_not_satisfiable', `The requested range is outside the file (${size} bytes).`, undefined, undefined, {
      'content-range': `bytes */${size}`,
    });
  }
  await recordAudit(deps.db, caller.actor, {
    action: 'document_downloaded',
    resourceType: 'document',
    resourceId: doc.id,
    resourceName: doc.filename,
    details: { case_id: doc.caseId, range: range ? `${range.start}-${range.end}` : null },
  });
  void reply
    .header('content-type', doc.contentType ?? 'application/octet-stream')
    .header('content-disposition', contentDisposition(doc.filename))
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('etag', `"${doc.sha256}"`);
  if (range) {
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
    return reply.send(await blobs.open(doc.sha256, range));
  }
  void reply.header('content-length', String(size));
  return reply.send(await blobs.open(doc.sha256));
}
