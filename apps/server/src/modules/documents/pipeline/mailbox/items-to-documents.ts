import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../../deps.js';
import type { Tx } from '../../../../db/client.js';
import { documents, type DocumentRow } from '../../../../db/schema/index.js';
import { appendAuditMany } from '../../../../platform/audit/audit-log.js';
import { extensionOf, sanitizeFilename, storableOriginal } from '../../filenames.js';
import { DUPLICATE_WARNING, type StoredFile } from '../../register.js';
import { familyDepth } from '../family.js';
import type { MailboxItem } from './mailbox-item.js';

/** An item whose bytes are stored, waiting for its row. */
export interface StoredItem {
  item: Omit<MailboxItem, 'content'>;
  file: StoredFile;
}

/** Writes the item's .eml to the BlobStore (outside any transaction: it touches the disk). */
export async function storeItem(deps: AppDeps, mailbox: DocumentRow, item: MailboxItem): Promise<StoredItem> {
  const stored = await deps.blobs.put(Readable.from([item.content]));
  const { content: _bytes, ...rest } = item;
  return {
    item: rest,
    file: {
      sha256: stored.sha256,
      size: stored.size,
      filename: sanitizeFilename(item.filename),
      originalFilename: storableOriginal(item.filename),
      contentType: 'message/rfc822',
      via: 'mailbox_item',
      parentId: mailbox.id,
    },
  };
}

/**
 * Records stored items as documents of the mailbox, in the caller's transaction (the one that moves
 * the checkpoint), audited as uploads by the mailbox's uploader — the rows registerDocument writes
 * for an upload, written for the whole batch at once (a mailbox has thousands of items, and a row
 * at a time cost four statements each under the firm's audit lock). Each item keeps its folder
 * (source_path), its place in the mailbox (mailbox_index) and the mailbox's custodian; creation
 * times follow the mailbox's order. Identical bytes already in the case (or earlier in the batch)
 * are flagged as duplicates, never dropped.
 */
export async function recordItems(tx: Tx, mailbox: DocumentRow, stored: StoredItem[]): Promise<DocumentRow[]> {
  if (stored.length === 0) return [];
  const shas = [...new Set(stored.map((s) => s.file.sha256))];
  const earlier = await tx
    .select({ id: documents.id, sha256: documents.sha256 })
    .from(documents)
    .where(and(eq(documents.caseId, mailbox.caseId), inArray(documents.sha256, shas), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt));
  const originals = new Map<string, string>();
  for (const e of earlier) if (!originals.has(e.sha256)) originals.set(e.sha256, e.id);

  const base = mailbox.createdAt.getTime() + 1;
  const now = new Date();
  const values = stored.map(({ item, file }) => {
    const id = randomUUID();
    const duplicateOf = originals.get(file.sha256) ?? null;
    if (!duplicateOf) originals.set(file.sha256, id);
    const metadata: Record<string, unknown> = {
      uploaded_via: file.via,
      ...(file.originalFilename !== file.filename ? { original_filename: file.originalFilename } : {}),
      family_depth: familyDepth(mailbox) + 1,
      mailbox_index: item.index,
      mailbox_item_kind: item.kind,
      source_path: item.folder,
    };
    return {
      id,
      organizationId: mailbox.organizationId,
      caseId: mailbox.caseId,
      parentId: mailbox.id,
      filename: file.filename,
      extension: extensionOf(file.filename),
      contentType: 'message/rfc822',
      // Written by the mailbox reader as RFC 5322: no sniffing needed to know what it is.
      detectedType: 'eml',
      sizeBytes: file.size,
      sha256: file.sha256,
      status: 'queued' as const,
      duplicateOf,
      warnings: [...item.warnings, ...(duplicateOf ? [DUPLICATE_WARNING] : [])],
      metadata,
      sourcePath: item.folder,
      custodianId: mailbox.custodianId,
      uploadedBy: mailbox.uploadedBy,
      createdAt: new Date(base + item.index),
      // Now, not the creation time: the stalled-work sweep reads a waiting document's updated_at.
      updatedAt: now,
    };
  });
  const rows = await tx.insert(documents).values(values).returning();
  const actor = { organizationId: mailbox.organizationId, userId: mailbox.uploadedBy, userEmail: null, userName: null, sessionId: null, ipAddress: null, userAgent: 'mailbox reader' };
  await appendAuditMany(
    tx,
    actor,
    rows.map((row) => ({
      action: 'document_uploaded',
      resourceType: 'document',
      resourceId: row.id,
      resourceName: row.filename,
      details: { case_id: row.caseId, size_bytes: row.sizeBytes, sha256: row.sha256, via: 'mailbox_item', duplicate_of: row.duplicateOf, parent_id: mailbox.id },
    })),
  );
  return rows;
}
