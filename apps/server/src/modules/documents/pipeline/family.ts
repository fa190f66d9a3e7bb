import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import type { Tx } from '../../../db/client.js';
import { documents, type DocumentRow } from '../../../db/schema/index.js';
import type { Detection } from '../detect.js';
import { sanitizeFilename, storableOriginal } from '../filenames.js';
import { registerDocument, sniff, type StoredFile } from '../register.js';
import type { EmailAttachment } from './email.js';

/** An e-mail attached to an e-mail attached to …: past this depth attachments are not unpacked. */
export const MAX_FAMILY_DEPTH = 8;

export interface PendingChild {
  file: StoredFile;
  detection: Detection;
}

/** How deep in a family the document sits (0 for an uploaded file). */
export const familyDepth = (doc: DocumentRow): number => (typeof doc.metadata.family_depth === 'number' ? doc.metadata.family_depth : 0);

/**
 * Stores each attachment's bytes in the BlobStore and sniffs its real type. Runs before (and
 * outside) the transaction that records the children: it touches the disk, not the database.
 */
export async function storeAttachments(deps: AppDeps, parent: DocumentRow, attachments: EmailAttachment[]): Promise<PendingChild[]> {
  const blobs = deps.blobs;
  const pending: PendingChild[] = [];
  for (const a of attachments) {
    const stored = await blobs.put(Readable.from([a.content]));
    const filename = sanitizeFilename(a.filename);
    const file: StoredFile = {
      sha256: stored.sha256,
      size: stored.size,
      filename,
      originalFilename: storableOriginal(a.filename),
      contentType: a.contentType,
      via: 'email_attachment',
      parentId: parent.id,
    };
    pending.push({ file, detection: await sniff(blobs, file) });
  }
  return pending;
}

/**
 * Records the attachments as child documents of the e-mail, in the caller's transaction, audited
 * as uploads by the e-mail's uploader. Reprocessing the e-mail adds only children it does not
 * already have (same name and bytes), so a family never doubles.
 */
export async function addChildren(tx: Tx, parent: DocumentRow, pending: PendingChild[]): Promise<DocumentRow[]> {
  const existing = await tx
    .select({ filename: documents.filename, sha256: documents.sha256 })
    .from(documents)
    .where(and(eq(documents.parentId, parent.id), isNull(documents.deletedAt)));
  const have = new Set(existing.map((c) => `${c.sha256}/${c.filename}`));
  const registrar = {
    organizationId: parent.organizationId,
    userId: parent.uploadedBy,
    actor: { organizationId: parent.organizationId, userId: parent.uploadedBy, userEmail: null, userName: null, sessionId: null, ipAddress: null, userAgent: 'document pipeline' },
  };
  const created: DocumentRow[] = [];
  for (const { file, detection } of pending) {
    const key = `${file.sha256}/${file.filename}`;
    if (have.has(key)) continue;
    have.add(key);
    const row = await registerDocument(tx, registrar, parent.caseId, file, detection);
    const metadata = { ...row.metadata, family_depth: familyDepth(parent) + 1 };
    await tx.update(documents).set({ metadata }).where(eq(documents.id, row.id));
    created.push({ ...row, metadata });
  }
  return created;
}
