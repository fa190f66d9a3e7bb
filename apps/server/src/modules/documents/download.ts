import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { contentDisposition } from '../../platform/http/attachment.js';
import { blobRange, sendBlob } from '../../platform/http/byte-ranges.js';
import type { Caller } from '../../platform/http/caller.js';
import { loadDocument } from './documents.js';
import { assertServable } from './quarantine.js';

/** The original bytes, streamed from the BlobStore, with Range support for viewers and resumes. */
export async function sendDownload(deps: AppDeps, caller: Caller, documentId: string, rangeHeader: string | undefined, reply: FastifyReply) {
  const { doc } = await loadDocument(deps.db, caller, documentId);
  assertServable(doc, deps.config.malwareScanner !== null);
  const bytes = await blobRange(deps.blobs, doc.sha256, rangeHeader, 'The stored file');
  const { range } = bytes;
  await recordAudit(deps.db, caller.actor, {
    action: 'document_downloaded',
    resourceType: 'document',
    resourceId: doc.id,
    resourceName: doc.filename,
    details: { case_id: doc.caseId, range: range ? `${range.start}-${range.end}` : null },
  });
  return sendBlob(reply, deps.blobs, doc.sha256, bytes, {
    contentType: doc.contentType ?? 'application/octet-stream',
    contentDisposition: contentDisposition(doc.filename),
  });
}
