import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../../deps.js';
import type { Tx } from '../../../../db/client.js';
import { documents, type DocumentRow } from '../../../../db/schema/index.js';
import { sanitizeFilename, storableOriginal } from '../../filenames.js';
import { registerDocument, type Registrar, type StoredFile } from '../../register.js';
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

/** We wrote every item as an RFC 5322 message: no sniffing needed to know what it is. */
const EML = { detectedType: 'eml', mime: 'message/rfc822', warnings: [] as string[] };

/**
 * Records stored items as documents of the mailbox, in the caller's transaction (the one that moves
 * the checkpoint), audited as uploads by the mailbox's uploader. Each item keeps its folder
 * (source_path), its place in the mailbox (mailbox_index) and the mailbox's custodian; items are
 * created a millisecond apart in walk order, so every list by creation time shows the mailbox's order.
 */
export async function recordItems(tx: Tx, mailbox: DocumentRow, stored: StoredItem[]): Promise<DocumentRow[]> {
  const registrar: Registrar = {
    organizationId: mailbox.organizationId,
    userId: mailbox.uploadedBy,
    actor: { organizationId: mailbox.organizationId, userId: mailbox.uploadedBy, userEmail: null, userName: null, sessionId: null, ipAddress: null, userAgent: 'mailbox reader' },
  };
  // Creation times continue from the mailbox's own, one millisecond per item index.
  const base = mailbox.createdAt.getTime() + 1;
  const created: DocumentRow[] = [];
  for (const { item, file } of stored) {
    const row = await registerDocument(tx, registrar, mailbox.caseId, file, EML);
    const metadata = {
      ...row.metadata,
      family_depth: familyDepth(mailbox) + 1,
      mailbox_index: item.index,
      mailbox_item_kind: item.kind,
      source_path: item.folder,
    };
    const createdAt = new Date(base + item.index);
    const set = {
      metadata,
      sourcePath: item.folder,
      custodianId: mailbox.custodianId,
      warnings: [...row.warnings, ...item.warnings],
      createdAt,
      // Now, not the creation time: the stalled-work sweep reads a waiting document's updated_at.
      updatedAt: new Date(),
    };
    await tx.update(documents).set(set).where(eq(documents.id, row.id));
    created.push({ ...row, ...set });
  }
  return created;
}
