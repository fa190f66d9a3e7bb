import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { mailboxIngests, type MailboxFormat, type MailboxIngestRow } from '../../../../db/schema/index.js';

/** The mailbox's checkpoint, created on its first read (a reread after a crash finds the one it left). */
export async function openCheckpoint(db: DbOrTx, doc: { id: string; organizationId: string }, format: MailboxFormat): Promise<MailboxIngestRow> {
  await db.insert(mailboxIngests).values({ documentId: doc.id, organizationId: doc.organizationId, format }).onConflictDoNothing();
  const [row] = await db.select().from(mailboxIngests).where(eq(mailboxIngests.documentId, doc.id));
  if (!row) throw new Error('mailbox checkpoint missing');
  return row;
}

/** Moves the checkpoint past the items whose documents the same transaction has just made. */
export async function advanceCheckpoint(db: DbOrTx, documentId: string, itemsDone: number, itemsTotal: number | null): Promise<void> {
  await db.update(mailboxIngests).set({ itemsDone, itemsTotal, updatedAt: new Date() }).where(eq(mailboxIngests.documentId, documentId));
}

/** The walk reached the end (or a point it cannot pass): what it found, per folder. */
export async function finishCheckpoint(db: DbOrTx, documentId: string, folders: Record<string, number>): Promise<void> {
  await db.update(mailboxIngests).set({ folders, finishedAt: new Date(), updatedAt: new Date() }).where(eq(mailboxIngests.documentId, documentId));
}
