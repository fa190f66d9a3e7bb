import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { documentPages, documents, type DocumentRow } from '../../../db/schema/index.js';
import { explain, ProcessingError, UnsupportedFormatError } from './failures.js';
import { supportedType } from './extract.js';
import { addChildren, assertFamilyRoom, familyDepth, MAX_FAMILY_DEPTH, storeAttachments, type PendingChild } from './family.js';
import { assertWithinLimits, firmLimits, withTimeLimit } from './limits.js';
import { enqueueProcessing } from './enqueue.js';
import { documentProcessing } from './processing-work.js';
import { readDocument } from './read-document.js';
import { storableDeep } from '../../../db/storable-text.js';
import { afterDocumentTextChanged } from './after-processing.js';
import type { PagesReplacedStep } from './pages-replaced.js';
import { mediaKind, TRANSCRIPT_TYPE } from './media.js';
import { unsupportedReason } from './unsupported.js';
import { scanBeforeReading } from './malware-scan.js';
import { isLastAttempt, type JobAttempt } from '../../../platform/jobs/queue.js';
import { isMailboxType } from './mailbox/ingest.js';
import { processMailbox } from './mailbox/process-mailbox.js';

const PAGE_INSERT_BATCH = 200;

// Callers that queue documents have always found it here.
export { enqueueProcessing } from './enqueue.js';

async function setState(deps: AppDeps, id: string, set: Partial<typeof documents.$inferInsert>) {
  await deps.db.update(documents).set({ ...set, updatedAt: new Date() }).where(eq(documents.id, id));
}

/**
 * The worker: uploaded bytes → text per page → full-text index (the tsvector column is generated
 * by Postgres). A bad file ends as `failed` with a reason, never as a crashed worker; an unknown
 * error is rethrown so the queue retries with back-off. `pagesReplaced`: other modules' steps in
 * the transaction that writes the pages (pages-replaced.ts). `attempt`: which run of the job this
 * is, so that the last one can fail the document with a reason instead of leaving it waiting.
 * `signal`: the server is stopping; a mailbox stops between batches and carries on at the next start.
 */
export async function processDocument(
  deps: AppDeps,
  payload: { organization_id: string; document_id: string },
  pagesReplaced: readonly PagesReplacedStep[],
  attempt: JobAttempt,
  signal?: AbortSignal,
): Promise<void> {
  const [found] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, payload.document_id), eq(documents.organizationId, payload.organization_id)));
  if (!found || found.deletedAt) return; // deleted (or never this firm's): nothing to do
  let doc: DocumentRow;
  try {
    // First, whatever the file is (an infected video is caught too): no byte is read unscanned.
    doc = await scanBeforeReading(deps, found);
  } catch (err) {
    if (!(err instanceof ProcessingError)) throw err;
    if (!err.permanent && !isLastAttempt(attempt)) {
      // The scanner is unreachable: the job fails and pg-boss retries it with back-off; the
      // document stays `processing`, with no text read.
      deps.log.warn({ err, document: found.id, attempt }, 'malware scan unavailable; processing will be retried');
      throw err;
    }
    await setState(deps, found.id, { status: 'failed', failureReason: err.message, progress: 0 });
    return;
  }
  const type = doc.detectedType;
  if (type === TRANSCRIPT_TYPE) {
    // A transcript's pages are written by the transcription module from its segments; processing
    // it again (Reprocess) only brings the search index up to date.
    await setState(deps, doc.id, { status: 'processed', progress: 100, failureReason: null });
    await afterDocumentTextChanged(deps, doc.organizationId, doc.id);
    return;
  }
  const media = mediaKind(type);
  if (media) {
    // Audio and video have no text of their own: they are kept and played, and become text on the
    // Transcription page (a transcript document of the same case).
    const note = `This is ${media === 'audio' ? 'an audio recording' : 'a video'}: it has no text to read here. Transcribe it on the Transcription page to search its words.`;
    await setState(deps, doc.id, {
      status: 'processed',
      progress: 100,
      pageCount: 0,
      failureReason: null,
      processedAt: new Date(),
      warnings: [...new Set([...doc.warnings, note])],
      metadata: { ...doc.metadata, media_kind: media },
    });
    return;
  }
  // A mailbox (PST, OST, mbox) becomes a document per item, in batches with a checkpoint.
  if (isMailboxType(type)) return processMailbox(deps, doc, type, signal);
  if (!supportedType(type)) {
    await setState(deps, doc.id, { status: 'unsupported', progress: 100, failureReason: unsupportedReason(type), processedAt: new Date() });
    return;
  }
  await setState(deps, doc.id, { status: 'processing', progress: 0, failureReason: null });
  try {
    // What this document may cost the firm (pages, OCR pages, text, family) and this server (time).
    const limits = await firmLimits(deps, doc.organizationId);
    const { timeoutSeconds } = deps.config.documentProcessing;
    // OCR'd pages take seconds each: report progress by time, not only every tenth page.
    let reported = Date.now();
    const onPdfPage = async (done: number, total: number) => {
      if (done < total && (done % 10 === 0 || Date.now() - reported > 1000)) {
        reported = Date.now();
        await setState(deps, doc.id, { progress: Math.floor((done / total) * 95) });
      }
    };
    // The row heartbeats while the file is read (processing-work.ts tells a live worker from a dead one by it).
    const added = await documentProcessing.withLease(deps, doc.id, async () => doc, async () => {
      // Extracted text and metadata may hold NULs (PDF strings, Word runs): stored cleaned.
      const content = storableDeep(await withTimeLimit(timeoutSeconds, (signal) => readDocument(deps, doc, type, onPdfPage, { limits, signal })));
      const { pages, info } = content;
      assertWithinLimits(pages, limits);
      const warnings = [...content.warnings];
      let children: PendingChild[] = [];
      if (content.attachments.length > 0) {
        if (familyDepth(doc) < MAX_FAMILY_DEPTH) {
          await assertFamilyRoom(deps.db, doc, content.attachments.length, limits);
          children = await storeAttachments(deps, doc, content.attachments);
        } else warnings.push('This file is nested too deeply inside other e-mails or archives; its attachments or files were not added as documents.');
      }
      return deps.db.transaction(async (tx) => {
        await tx.delete(documentPages).where(eq(documentPages.documentId, doc.id));
        for (let i = 0; i < pages.length; i += PAGE_INSERT_BATCH) {
          await tx.insert(documentPages).values(
            pages
              .slice(i, i + PAGE_INSERT_BATCH)
              .map((p) => ({ organizationId: doc.organizationId, documentId: doc.id, pageNumber: p.pageNumber, text: p.text, ocr: p.ocr ?? false })),
          );
        }
        // What other modules keep about the old text follows it (a reprocessed document's
        // highlights move to their words), in this transaction.
        for (const step of pagesReplaced) await step(tx, doc, pages);
        const now = new Date();
        await tx
          .update(documents)
          .set({
            status: 'processed',
            progress: 100,
            pageCount: pages.length,
            failureReason: null,
            processedAt: now,
            updatedAt: now,
            warnings: [...new Set([...doc.warnings, ...warnings])],
            metadata: { ...doc.metadata, ...info, page_count: pages.length },
          })
          .where(eq(documents.id, doc.id));
        return addChildren(tx, doc, children);
      });
    });
    if (added === undefined) return; // this server is reading it already
    await afterDocumentTextChanged(deps, doc.organizationId, doc.id);
    // A family's children are processed as documents of their own, queued once the rows exist.
    await enqueueProcessing(deps, added);
  } catch (err) {
    if (err instanceof UnsupportedFormatError) {
      await setState(deps, doc.id, { status: 'unsupported', progress: 100, failureReason: err.message, processedAt: new Date() });
      return;
    }
    const failure = explain(err, type);
    deps.log.warn({ err, document: doc.id }, 'document processing failed');
    await setState(deps, doc.id, { status: 'failed', failureReason: failure.message, progress: 0 });
    if (!failure.permanent) throw err;
  }
}
