import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { documentPages, documents, type DocumentRow } from '../../../db/schema/index.js';
import { blobStoreFor } from '../../../platform/storage/local-blob-store.js';
import { parseEmail } from './email.js';
import { explain } from './failures.js';
import { extractDocx, extractHtml, extractImage, extractText, IMAGE_TYPES, supportedType, type ExtractedPage } from './extract.js';
import { addChildren, familyDepth, MAX_FAMILY_DEPTH, storeAttachments, type PendingChild } from './family.js';
import { extractPdf } from './pdf.js';
import { extractDelimited, extractXlsx } from './spreadsheet.js';

const PAGE_INSERT_BATCH = 200;

/** After the upload's transaction has committed: one processing job per document. */
export async function enqueueProcessing(deps: AppDeps, docs: Pick<DocumentRow, 'id' | 'organizationId'>[]): Promise<void> {
  for (const doc of docs) {
    try {
      await deps.jobs.send('document.process', { organization_id: doc.organizationId, document_id: doc.id });
    } catch (err) {
      deps.log.error({ err, document: doc.id }, 'could not queue document processing');
      await deps.db
        .update(documents)
        .set({ status: 'failed', failureReason: 'The document could not be queued for processing. Use Reprocess to try again.', updatedAt: new Date() })
        .where(eq(documents.id, doc.id));
    }
  }
}

async function setState(deps: AppDeps, id: string, set: Partial<typeof documents.$inferInsert>) {
  await deps.db.update(documents).set({ ...set, updatedAt: new Date() }).where(eq(documents.id, id));
}

async function readBlob(deps: AppDeps, sha256: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await blobStoreFor(deps.config.dataDir).open(sha256)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The worker: uploaded bytes → text per page → full-text index (the tsvector column is generated
 * by Postgres). A bad file ends as `failed` with a reason, never as a crashed worker; an unknown
 * error is rethrown so the queue retries with back-off.
 */
export async function processDocument(deps: AppDeps, payload: { organization_id: string; document_id: string }): Promise<void> {
  const [doc] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, payload.document_id), eq(documents.organizationId, payload.organization_id)));
  if (!doc || doc.deletedAt) return; // deleted (or never this firm's): nothing to do
  const type = doc.detectedType;
  if (!supportedType(type)) {
    await setState(deps, doc.id, { status: 'unsupported', progress: 100, failureReason: null, processedAt: new Date() });
    return;
  }
  await setState(deps, doc.id, { status: 'processing', progress: 0, failureReason: null });
  try {
    const blobs = blobStoreFor(deps.config.dataDir);
    let pages: ExtractedPage[];
    let info: Record<string, unknown> = {};
    let warnings: string[] = [];
    let children: PendingChild[] = [];
    if (type === 'pdf') {
      // OCR'd pages take seconds each: report progress by time, not only every tenth page.
      let reported = Date.now();
      const result = await extractPdf(await readBlob(deps, doc.sha256), async (done, total) => {
        if (done < total && (done % 10 === 0 || Date.now() - reported > 1000)) {
          reported = Date.now();
          await setState(deps, doc.id, { progress: Math.floor((done / total) * 95) });
        }
      });
      pages = result.pages;
      info = result.info;
    } else if (type === 'docx') {
      pages = await extractDocx(await blobs.open(doc.sha256));
    } else if (type === 'xlsx') {
      pages = await extractXlsx(await blobs.open(doc.sha256));
    } else if (type === 'csv' || type === 'tsv') {
      pages = await extractDelimited(await blobs.open(doc.sha256), type);
    } else if (type === 'eml') {
      const mail = await parseEmail(await blobs.open(doc.sha256));
      pages = mail.pages;
      info = mail.info;
      warnings = mail.warnings;
      if (familyDepth(doc) < MAX_FAMILY_DEPTH) children = await storeAttachments(deps, doc, mail.attachments);
      else if (mail.attachments.length) warnings.push('This e-mail is nested too deeply inside other e-mails; its attachments were not added as documents.');
    } else if (IMAGE_TYPES.has(type)) {
      pages = await extractImage(await blobs.open(doc.sha256), type);
    } else if (type === 'html' || type === 'htm') {
      pages = await extractHtml(await blobs.open(doc.sha256));
    } else {
      pages = await extractText(await blobs.open(doc.sha256));
    }
    const added = await deps.db.transaction(async (tx) => {
      await tx.delete(documentPages).where(eq(documentPages.documentId, doc.id));
      for (let i = 0; i < pages.length; i += PAGE_INSERT_BATCH) {
        await tx.insert(documentPages).values(
          pages
            .slice(i, i + PAGE_INSERT_BATCH)
            .map((p) => ({ organizationId: doc.organizationId, documentId: doc.id, pageNumber: p.pageNumber, text: p.text, ocr: p.ocr ?? false })),
        );
      }
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
    // A family's children are processed as documents of their own, queued once the rows exist.
    await enqueueProcessing(deps, added);
  } catch (err) {
    const failure = explain(err, type);
    deps.log.warn({ err, document: doc.id }, 'document processing failed');
    await setState(deps, doc.id, { status: 'failed', failureReason: failure.message, progress: 0 });
    if (!failure.permanent) throw err;
  }
}
