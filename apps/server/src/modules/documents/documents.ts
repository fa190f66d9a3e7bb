import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DocumentDetail, DocumentListQuery, DocumentSummary } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { cases, documentPages, documents, type DocumentRow } from '../../db/schema/index.js';
import { appendAudit, recordAudit } from '../../platform/audit/audit-log.js';
import { notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCase, loadCaseAs, type CaseAccess } from '../cases/access.js';
import { visibleCasesSql } from '../../platform/policy/case-policy.js';
import { containsPattern } from '../../db/like-patterns.js';
import { presentDocument } from './present.js';
import { enqueueProcessing } from './pipeline/process.js';
import { afterDocumentTextChanged } from './pipeline/after-processing.js';

/** A live document the caller may see (through its case); otherwise 404, whatever the reason. */
export async function loadDocument(db: DbOrTx, caller: Caller, documentId: string): Promise<{ doc: DocumentRow; access: CaseAccess }> {
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt)));
  if (!doc) throw notFound('Document');
  return { doc, access: await loadCaseAs(db, caller, doc.caseId, 'Document') };
}

export async function listDocuments(deps: AppDeps, caller: Caller, query: DocumentListQuery): Promise<{ documents: DocumentSummary[]; total: number }> {
  if (query.case_id) await loadCase(deps.db, caller, query.case_id);
  const conditions: (SQL | undefined)[] = [eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt), visibleCasesSql(caller)];
  if (query.case_id) conditions.push(eq(documents.caseId, query.case_id));
  if (query.status) conditions.push(eq(documents.status, query.status));
  if (query.type) conditions.push(or(eq(documents.extension, query.type), eq(documents.detectedType, query.type)));
  if (query.q) conditions.push(ilike(documents.filename, containsPattern(query.q)));
  const where = and(...conditions);
  const [total] = await deps.db.select({ n: count() }).from(documents).innerJoin(cases, eq(cases.id, documents.caseId)).where(where);
  const rows = await deps.db
    .select({ doc: documents })
    .from(documents)
    .innerJoin(cases, eq(cases.id, documents.caseId))
    .where(where)
    .orderBy(desc(documents.createdAt), asc(documents.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { documents: rows.map((r) => presentDocument(r.doc)), total: total?.n ?? 0 };
}

/** Metadata, page texts and processing state; reading privileged material is audited. */
export async function viewDocument(deps: AppDeps, caller: Caller, documentId: string): Promise<DocumentDetail> {
  const { doc } = await loadDocument(deps.db, caller, documentId);
  const pages = await deps.db
    .select({ page_number: documentPages.pageNumber, text: documentPages.text, ocr: documentPages.ocr })
    .from(documentPages)
    .where(eq(documentPages.documentId, doc.id))
    .orderBy(asc(documentPages.pageNumber));
  const children = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.parentId, doc.id), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt));
  await recordAudit(deps.db, caller.actor, {
    action: 'document_viewed',
    resourceType: 'document',
    resourceId: doc.id,
    resourceName: doc.filename,
    details: { case_id: doc.caseId },
  });
  return { ...presentDocument(doc), pages, children: children.map(presentDocument) };
}

/** Soft delete: the row, its bytes and its audit trail stay; it leaves every list. Children go with it. */
export async function deleteDocument(deps: AppDeps, caller: Caller, documentId: string): Promise<{ id: string; deleted_at: string }> {
  const deleted = await deps.db.transaction(async (tx) => {
    const { doc, access } = await loadDocument(tx, caller, documentId);
    assertMayOnCase(caller, access, 'deleteDocuments');
    const now = new Date();
    const family = await tx.select({ id: documents.id }).from(documents).where(and(eq(documents.parentId, doc.id), isNull(documents.deletedAt)));
    await tx
      .update(documents)
      .set({ deletedAt: now, updatedAt: now })
      .where(inArray(documents.id, [doc.id, ...family.map((f) => f.id)]));
    await appendAudit(tx, caller.actor, {
      action: 'document_deleted',
      resourceType: 'document',
      resourceId: doc.id,
      resourceName: doc.filename,
      details: { case_id: doc.caseId, attachments_deleted: family.length },
    });
    return { id: doc.id, deleted_at: now.toISOString(), removed: [doc.id, ...family.map((f) => f.id)] };
  });
  // The search index and embeddings drop the deleted documents in their own jobs, after commit.
  for (const id of deleted.removed) await afterDocumentTextChanged(deps, caller.organizationId, id);
  return { id: deleted.id, deleted_at: deleted.deleted_at };
}

/** Reprocess: the same bytes through the pipeline again (after a fix, or a failure that may pass now). */
export async function reprocessDocument(deps: AppDeps, caller: Caller, documentId: string): Promise<DocumentSummary> {
  const row = await deps.db.transaction(async (tx) => {
    const { doc, access } = await loadDocument(tx, caller, documentId);
    assertMayOnCase(caller, access, 'reprocessDocuments');
    const [updated] = await tx
      .update(documents)
      .set({ status: 'queued', progress: 0, failureReason: null, updatedAt: new Date() })
      .where(eq(documents.id, doc.id))
      .returning();
    await appendAudit(tx, caller.actor, {
      action: 'document_updated',
      resourceType: 'document',
      resourceId: doc.id,
      resourceName: doc.filename,
      details: { change: 'reprocess', previous_status: doc.status },
    });
    return updated ?? doc;
  });
  await enqueueProcessing(deps, [row]);
  return presentDocument(row);
}
