import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../../deps.js';
import { documents, type DocumentRow, type MailboxFormat } from '../../../../db/schema/index.js';
import { afterDocumentTextChanged } from '../after-processing.js';
import { explain, ProcessingError } from '../failures.js';
import { firmLimits } from '../limits.js';
import { documentProcessing } from '../processing-work.js';
import { ingestMailbox } from './ingest.js';

async function setState(deps: AppDeps, id: string, set: Partial<typeof documents.$inferInsert>) {
  await deps.db.update(documents).set({ ...set, updatedAt: new Date() }).where(eq(documents.id, id));
}

/**
 * A mailbox upload as durable work: it runs under the document's lease (its row heartbeats while
 * the mailbox is read), and a run that dies — a crash, a kill, a restart — is run again by the
 * stalled-work recovery and carries on from the mailbox's checkpoint. It is not held to the
 * one-document time limit (a large mailbox takes longer than any document): each of its messages is.
 */
export async function processMailbox(deps: AppDeps, doc: DocumentRow, format: MailboxFormat, signal?: AbortSignal): Promise<void> {
  await setState(deps, doc.id, { status: 'processing', failureReason: null });
  try {
    const limits = await firmLimits(deps, doc.organizationId);
    const outcome = await documentProcessing.withLease(deps, doc.id, async () => doc, () => ingestMailbox(deps, doc, format, limits, signal));
    if (outcome === undefined || outcome.interrupted) return; // read by this server already, or stopping: the next start carries on
    await afterDocumentTextChanged(deps, doc.organizationId, doc.id);
  } catch (err) {
    const failure = err instanceof ProcessingError ? err : explain(err, format);
    deps.log.warn({ err, document: doc.id }, 'mailbox processing failed');
    await setState(deps, doc.id, { status: 'failed', failureReason: failure.message, progress: 0 });
    if (!failure.permanent) throw err;
  }
}
