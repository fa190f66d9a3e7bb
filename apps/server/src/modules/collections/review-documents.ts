import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DocumentNearDuplicatesResponse, DocumentThreadResponse, NearDuplicateDiffResponse, CaseReviewState, UpdateReviewSettingsRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { caseReviewStates, documentPages, documentReviewFacets, documents } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCase } from '../cases/access.js';
import { loadDocument } from '../documents/documents.js';
import { diffWords, sideBySide } from './diff.js';
import { emailColumns } from './email-columns.js';
import { emailBody } from './review-compute.js';
import { emailHeadersOf } from './review-inputs.js';
import { reviewStateOf } from './review-state.js';
import { requestReview } from './review-work.js';

async function facetOf(deps: AppDeps, documentId: string) {
  const [facet] = await deps.db.select().from(documentReviewFacets).where(eq(documentReviewFacets.documentId, documentId));
  return facet;
}

/** The e-mail thread a document belongs to, its messages in thread order, inclusive ones marked. */
export async function documentThread(deps: AppDeps, caller: Caller, documentId: string): Promise<DocumentThreadResponse> {
  const { doc, access } = await loadDocument(deps.db, caller, documentId);
  const review = await reviewStateOf(deps.db, caller, access);
  const facet = await facetOf(deps, doc.id);
  if (!facet?.threadId) return { document_id: doc.id, thread_id: null, messages: [], review };
  const rows = await deps.db
    .select({ facet: documentReviewFacets, id: documents.id, filename: documents.filename, metadata: documents.metadata })
    .from(documentReviewFacets)
    .innerJoin(documents, eq(documents.id, documentReviewFacets.documentId))
    .where(and(eq(documentReviewFacets.caseId, doc.caseId), eq(documentReviewFacets.threadId, facet.threadId), isNull(documents.deletedAt)))
    .orderBy(asc(documentReviewFacets.threadPosition), asc(documents.id));
  return {
    document_id: doc.id,
    thread_id: facet.threadId,
    messages: rows.map((r) => ({
      document_id: r.id,
      filename: r.filename,
      ...emailColumns(r.metadata),
      position: r.facet.threadPosition ?? 0,
      depth: r.facet.threadDepth ?? 0,
      parent_id: r.facet.threadParentId,
      inclusive: r.facet.inclusive ?? true,
      inclusive_reason: r.facet.inclusiveReason ?? 'last-in-branch',
      contained_in: r.facet.containedIn,
    })),
    review,
  };
}

/** The near-duplicate group a document belongs to: the pivot first, then by similarity. */
export async function documentNearDuplicates(deps: AppDeps, caller: Caller, documentId: string): Promise<DocumentNearDuplicatesResponse> {
  const { doc, access } = await loadDocument(deps.db, caller, documentId);
  const review = await reviewStateOf(deps.db, caller, access);
  const facet = await facetOf(deps, doc.id);
  if (!facet?.nearDuplicatePivotId) return { document_id: doc.id, pivot_id: null, members: [], review };
  const pivotId = facet.nearDuplicatePivotId;
  const rows = await deps.db
    .select({ id: documents.id, filename: documents.filename, similarity: documentReviewFacets.nearDuplicateSimilarity })
    .from(documentReviewFacets)
    .innerJoin(documents, eq(documents.id, documentReviewFacets.documentId))
    .where(and(eq(documentReviewFacets.caseId, doc.caseId), eq(documentReviewFacets.nearDuplicatePivotId, pivotId), isNull(documents.deletedAt)))
    .orderBy(sql`${documents.id} = ${pivotId} desc`, desc(documentReviewFacets.nearDuplicateSimilarity), asc(documents.id));
  return {
    document_id: doc.id,
    pivot_id: pivotId,
    members: rows.map((r) => ({ document_id: r.id, filename: r.filename, similarity: r.similarity ?? 1, is_pivot: r.id === pivotId })),
    review,
  };
}

async function comparedTextOf(deps: AppDeps, doc: { id: string; metadata: Record<string, unknown> }): Promise<string> {
  const pages = await deps.db.select({ text: documentPages.text }).from(documentPages).where(eq(documentPages.documentId, doc.id)).orderBy(asc(documentPages.pageNumber));
  const text = pages.map((p) => p.text).join('\n');
  return emailHeadersOf(doc.metadata) ? emailBody(text) : text;
}

/** Reading two documents' texts side by side is reading both: each is audited as viewed. */
export async function nearDuplicateDiff(deps: AppDeps, caller: Caller, documentId: string, against: string | undefined): Promise<NearDuplicateDiffResponse> {
  const { doc } = await loadDocument(deps.db, caller, documentId);
  let otherId = against;
  if (!otherId) {
    const facet = await facetOf(deps, doc.id);
    otherId = facet?.nearDuplicatePivotId ?? undefined;
    if (!otherId) throw notFound('Near-duplicate group');
  }
  const { doc: other } = await loadDocument(deps.db, caller, otherId);
  // Only documents of one case are compared: another case's document is not this one's near-duplicate.
  if (other.caseId !== doc.caseId) throw notFound('Document');
  const [left, right] = [other, doc];
  const diff = diffWords(await comparedTextOf(deps, left), await comparedTextOf(deps, right));
  await deps.db.transaction(async (tx) => {
    for (const d of [left, right]) {
      await appendAudit(tx, caller.actor, { action: 'document_viewed', resourceType: 'document', resourceId: d.id, resourceName: d.filename, details: { case_id: d.caseId, view: 'near_duplicate_diff' } });
    }
  });
  return {
    left: { document_id: left.id, filename: left.filename },
    right: { document_id: right.id, filename: right.filename },
    rows: sideBySide(diff.segments),
    stats: { equal_words: diff.stats.equalWords, deleted_words: diff.stats.deletedWords, inserted_words: diff.stats.insertedWords },
  };
}

export async function caseReviewState(deps: AppDeps, caller: Caller, caseId: string): Promise<CaseReviewState> {
  return reviewStateOf(deps.db, caller, await loadCase(deps.db, caller, caseId));
}

/** Changes the case's near-duplicate threshold (audited) and recomputes the case at once. */
export async function updateReviewSettings(deps: AppDeps, caller: Caller, caseId: string, body: UpdateReviewSettingsRequest): Promise<CaseReviewState> {
  const access = await loadCase(deps.db, caller, caseId);
  assertMayOnCase(caller, access, 'manageDiscovery');
  const before = (await reviewStateOf(deps.db, caller, access)).near_duplicate_threshold;
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(caseReviewStates)
      .values({ caseId, organizationId: caller.organizationId, nearDuplicateThreshold: body.near_duplicate_threshold })
      .onConflictDoUpdate({ target: caseReviewStates.caseId, set: { nearDuplicateThreshold: body.near_duplicate_threshold } });
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: access.row.name,
      details: { case_id: caseId, change: 'near_duplicate_threshold', from: before, to: body.near_duplicate_threshold },
    });
  });
  await requestReview(deps, caller.organizationId, caseId, 0);
  return reviewStateOf(deps.db, caller, access);
}

/** Which cases the changed documents belong to (deleted ones too: their absence changes the groups). */
export async function casesOfDocuments(deps: AppDeps, organizationId: string, documentIds: string[]): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ caseId: documents.caseId })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), inArray(documents.id, documentIds)));
  return rows.map((r) => r.caseId);
}
