import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { custodians, documents, type DocumentRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import type { BlobStore } from '../../platform/storage/blob-store.js';
import type { Caller } from '../../platform/http/caller.js';
import { fieldError } from '../../platform/http/errors.js';
import { detectType, type Detection } from './detect.js';
import { extensionOf } from './filenames.js';

export interface StoredFile {
  sha256: string;
  size: number;
  filename: string;
  originalFilename: string;
  contentType: string | null;
  via: 'chunked' | 'multipart' | 'email_attachment' | 'archive_member' | 'mailbox_item' | 'demo_seed';
  /** The e-mail (or archive) this file came out of (a family's child). */
  parentId?: string;
  /** The custodian (of the same case) who held it; a family's child takes its parent's. */
  custodianId?: string | null;
  /** Where it sat in what was collected: a mailbox folder, a path inside a ZIP. */
  sourcePath?: string;
}

/** Who registers a document: a user's request, or the pipeline acting for the e-mail's uploader. */
export type Registrar = Pick<Caller, 'organizationId' | 'actor'> & { userId: string | null };

/** What a document whose bytes are already in the case says about it. */
export const DUPLICATE_WARNING = 'An identical file is already in this case; this copy is flagged as a duplicate.';

/** Runs outside the transaction: it reads the blob from disk. */
export function sniff(blobs: BlobStore, file: StoredFile): Promise<Detection> {
  return detectType(blobs, file.sha256, extensionOf(file.filename));
}

/**
 * Records a stored file as a document of the case, in the caller's transaction, with its audit
 * row. Identical bytes already in the case are flagged (duplicate_of), never dropped.
 */
export async function registerDocument(tx: Tx, caller: Registrar, caseId: string, file: StoredFile, detection: Detection): Promise<DocumentRow> {
  const [original] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.caseId, caseId), eq(documents.sha256, file.sha256), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt))
    .limit(1);
  const custodianId = await custodianFor(tx, caseId, file);
  const warnings = [...detection.warnings];
  if (original) warnings.push(DUPLICATE_WARNING);
  const metadata: Record<string, unknown> = { uploaded_via: file.via };
  if (file.originalFilename !== file.filename) metadata.original_filename = file.originalFilename;
  const [row] = await tx
    .insert(documents)
    .values({
      organizationId: caller.organizationId,
      caseId,
      parentId: file.parentId ?? null,
      filename: file.filename,
      extension: extensionOf(file.filename),
      contentType: detection.mime ?? file.contentType,
      detectedType: detection.detectedType,
      sizeBytes: file.size,
      sha256: file.sha256,
      // Every registered document gets a processing job right after its transaction commits.
      status: 'queued',
      duplicateOf: original?.id ?? null,
      warnings,
      metadata,
      uploadedBy: caller.userId,
      custodianId,
      sourcePath: file.sourcePath ?? null,
    })
    .returning();
  if (!row) throw new Error('document insert failed');
  await appendAudit(tx, caller.actor, {
    action: 'document_uploaded',
    resourceType: 'document',
    resourceId: row.id,
    resourceName: row.filename,
    details: { case_id: caseId, size_bytes: file.size, sha256: file.sha256, via: file.via, duplicate_of: row.duplicateOf, ...(custodianId ? { custodian_id: custodianId } : {}), ...(file.parentId ? { parent_id: file.parentId } : {}) },
  });
  return row;
}

/**
 * The document's custodian: the one named for the upload, which must be a custodian of the same
 * case (else a 400 on custodian_id and nothing is recorded); for a family's child, its parent's,
 * so an e-mail's attachments and a mailbox's messages belong to whoever held the upload. None by
 * default: the uploader is never taken for the custodian.
 */
async function custodianFor(tx: Tx, caseId: string, file: StoredFile): Promise<string | null> {
  if (file.custodianId) {
    const [found] = await tx
      .select({ id: custodians.id })
      .from(custodians)
      .where(and(eq(custodians.id, file.custodianId), eq(custodians.caseId, caseId)));
    if (!found) throw fieldError('custodian_id', 'No such custodian in this case');
    return found.id;
  }
  if (!file.parentId) return null;
  const [parent] = await tx.select({ custodianId: documents.custodianId }).from(documents).where(eq(documents.id, file.parentId));
  return parent?.custodianId ?? null;
}
