import { Readable } from 'node:stream';
import type { ProcessingLimits } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { rows, sql, type DbOrTx, type Tx } from '../../../db/client.js';
import { documents, type DocumentRow } from '../../../db/schema/index.js';
import type { Detection } from '../detect.js';
import { sanitizeFilename, storableOriginal } from '../filenames.js';
import { registerDocument, sniff, type StoredFile } from '../register.js';
import type { EmailAttachment } from './email.js';
import { tooManyFamilyDocuments } from './limits.js';

/** An e-mail attached to an e-mail attached to …: past this depth attachments are not unpacked. */
export const MAX_FAMILY_DEPTH = 8;

export interface PendingChild {
  file: StoredFile;
  detection: Detection;
  /** An archive member's path inside its archive. */
  sourcePath?: string;
}

/** How deep in a family the document sits (0 for an uploaded file). */
export const familyDepth = (doc: DocumentRow): number => (typeof doc.metadata.family_depth === 'number' ? doc.metadata.family_depth : 0);

/**
 * How many documents the upload `doc` belongs to has made so far: every live descendant of the
 * family's root (the uploaded file, or a message of an uploaded mailbox: a mailbox is not one
 * family but one per message, held to a ceiling of its own), however deeply nested, the root
 * itself not counted. The walk up is at most MAX_FAMILY_DEPTH steps; the walk down uses the
 * parent index.
 */
export async function familyDocumentCount(db: DbOrTx, doc: Pick<DocumentRow, 'id'>): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`with recursive up as (
          select id, parent_id, (metadata->>'mailbox_index') is not null as mailbox_item from documents where id = ${doc.id}
          union all
          select d.id, d.parent_id, (d.metadata->>'mailbox_index') is not null from documents d join up on d.id = up.parent_id where not up.mailbox_item
        ),
        down as (
          select d.id, d.deleted_at from documents d where d.parent_id = (select id from up where parent_id is null or mailbox_item limit 1)
          union all
          select d.id, d.deleted_at from documents d join down on d.parent_id = down.id
        )
        select count(*) filter (where deleted_at is null) as n from down`,
  );
  return Number(row?.n ?? 0);
}

/** The live children `doc` already has (a reprocessed e-mail's attachments are not added twice). */
export async function childCount(db: DbOrTx, doc: Pick<DocumentRow, 'id'>): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, sql`select count(*) as n from documents where parent_id = ${doc.id} and deleted_at is null`);
  return Number(row?.n ?? 0);
}

/**
 * Refuses `attachments` more documents in `doc`'s upload family past the firm's limit, before any
 * is stored. A reprocessed file's children already there are not counted twice. Two members of one
 * family read at the same moment may together pass the limit by one's attachments (a soft limit).
 */
export async function assertFamilyRoom(db: DbOrTx, doc: DocumentRow, attachments: number, limits: ProcessingLimits): Promise<void> {
  const added = Math.max(0, attachments - (await childCount(db, doc)));
  if (added === 0) return;
  const total = (await familyDocumentCount(db, doc)) + added;
  if (total > limits.max_family_documents) throw tooManyFamilyDocuments(total, limits.max_family_documents);
}

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
      via: a.sourcePath === undefined ? 'email_attachment' : 'archive_member',
      parentId: parent.id,
      ...(a.sourcePath === undefined ? {} : { sourcePath: a.sourcePath }),
    };
    pending.push({ file, detection: await sniff(blobs, file), ...(a.sourcePath === undefined ? {} : { sourcePath: a.sourcePath }) });
  }
  return pending;
}

/** One child's identity within its parent: its bytes, its name, and (an archive member) its path. */
const childKey = (sha256: string, filename: string, sourcePath: unknown) => `${sha256}/${filename}/${typeof sourcePath === 'string' ? sourcePath : ''}`;

/**
 * Records the attachments (or archive members) as child documents of the parent, in the caller's
 * transaction, audited as uploads by the parent's uploader. Reprocessing the parent adds only
 * children it does not already have (same name, bytes and archive path), so a family never
 * doubles. Children are created a millisecond apart, in the order given (an archive's order, an
 * e-mail's attachment order), so every list by creation time shows them in that order.
 */
export async function addChildren(tx: Tx, parent: DocumentRow, pending: PendingChild[]): Promise<DocumentRow[]> {
  const existing = await tx
    .select({ filename: documents.filename, sha256: documents.sha256, sourcePath: documents.sourcePath, metadata: documents.metadata })
    .from(documents)
    .where(and(eq(documents.parentId, parent.id), isNull(documents.deletedAt)));
  // Children recorded before source_path was a column kept it in metadata.
  const have = new Set(existing.map((c) => childKey(c.sha256, c.filename, c.sourcePath ?? c.metadata.source_path)));
  const base = Date.now();
  const registrar = {
    organizationId: parent.organizationId,
    userId: parent.uploadedBy,
    actor: { organizationId: parent.organizationId, userId: parent.uploadedBy, userEmail: null, userName: null, sessionId: null, ipAddress: null, userAgent: 'document pipeline' },
  };
  const created: DocumentRow[] = [];
  for (const { file, detection, sourcePath } of pending) {
    const key = childKey(file.sha256, file.filename, sourcePath);
    if (have.has(key)) continue;
    have.add(key);
    const row = await registerDocument(tx, registrar, parent.caseId, file, detection);
    const metadata = { ...row.metadata, family_depth: familyDepth(parent) + 1 };
    const createdAt = new Date(base + created.length);
    await tx.update(documents).set({ metadata, createdAt, updatedAt: createdAt }).where(eq(documents.id, row.id));
    created.push({ ...row, metadata, createdAt, updatedAt: createdAt });
  }
  return created;
}
