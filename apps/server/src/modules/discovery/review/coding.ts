import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_BULK_CODING, type BulkCodingRequest, type BulkCodingResponse, type CodingChange, type DocumentCoding } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { rows, type Tx } from '../../../db/client.js';
import { documentCodings, documentResponsiveness, documents } from '../../../db/schema/index.js';
import { appendAuditMany } from '../../../platform/audit/audit-log.js';
import { fieldError, notFound } from '../../../platform/http/errors.js';
import type { Caller } from '../../../platform/http/caller.js';
import { pgArray } from '../../search/engine/sql-fragments.js';
import { caseOr404 } from '../../cases/access.js';
import { loadDiscoveryCase } from '../access.js';
import { presentCodings } from './present.js';
import { documentsMatching } from './search-matches.js';

/*
 * Review coding: responsiveness per request, privilege with its basis, confidentiality
 * and notes, for one document or many at once. One path for both: the change is applied to a set
 * of documents with set-based statements, in one transaction with its audit rows.
 *
 * Audit: one `document_updated` row per document, also in bulk. Who coded a document privileged,
 * and when, is asked per document (a privilege dispute, the audit page filtered by document), and
 * a single row naming 5,000 ids answers that badly. The rows are chained in one go
 * (appendAuditMany), so a bulk change holds the firm's audit lock for a few statements, not
 * four per document (timed in review.int.test.ts).
 */

interface TargetDoc {
  id: string;
  filename: string;
}

interface Applied {
  /** Privilege log numbers given by this change. */
  logNumbers: Map<string, number>;
}

const BATCH = 1_000;
const chunks = <T>(list: readonly T[], size = BATCH): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** 400 on `responsiveness` unless every key is a live request of the case. */
async function assertRequestsOfCase(tx: Tx, caseId: string, requestIds: readonly string[]): Promise<void> {
  if (requestIds.length === 0) return;
  const found = await rows<{ id: string }>(tx, sql`select id from discovery_requests where id = any(${pgArray(requestIds)}::uuid[]) and case_id = ${caseId} and deleted_at is null`);
  const known = new Set(found.map((r) => r.id));
  const unknown = requestIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw fieldError('responsiveness', `${unknown.length === 1 ? 'Not a discovery request' : `${unknown.length} are not discovery requests`} of this document's case: ${unknown.join(', ')}`);
}

/**
 * The per-case privilege log numbers (PRIV-0001 …): every document coded privileged that has none
 * gets the next one, under a transaction-scoped lock per case, so two coders never share a number;
 * a number once given stays with its document even if the privilege is later removed (a log
 * already served on the other side must never see a number reused).
 */
async function assignLogNumbers(tx: Tx, caseId: string, ids: readonly string[]): Promise<Map<string, number>> {
  const given = await rows<{ document_id: string; n: number }>(
    tx,
    sql`with todo as (
        select document_id, row_number() over (order by array_position(${pgArray(ids)}::uuid[], document_id)) as rn
        from document_codings where document_id = any(${pgArray(ids)}::uuid[]) and privilege <> 'none' and privilege_log_number is null
      ), base as (select coalesce(max(privilege_log_number), 0) as n from document_codings where case_id = ${caseId})
      update document_codings c set privilege_log_number = base.n + todo.rn from todo, base
      where c.document_id = todo.document_id
      returning c.document_id, c.privilege_log_number as n`,
  );
  return new Map(given.map((g) => [g.document_id, Number(g.n)]));
}

async function applyChange(tx: Tx, caller: Caller, caseId: string, docs: readonly TargetDoc[], change: CodingChange): Promise<Applied> {
  const ids = docs.map((d) => d.id);
  const marks = Object.entries(change.responsiveness ?? {});
  await assertRequestsOfCase(
    tx,
    caseId,
    marks.map(([id]) => id),
  );
  const privileging = change.privilege !== undefined && change.privilege !== 'none';
  // Taken before the coding rows change, so the numbering below reads every other coder's commit.
  if (privileging) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`discovery-privilege-log:${caseId}`}))`);

  const now = new Date();
  const set: Partial<typeof documentCodings.$inferInsert> = { reviewedBy: caller.userId, reviewedAt: now, updatedAt: now };
  if (change.privilege !== undefined) set.privilege = change.privilege;
  if (change.privilege_basis !== undefined) set.privilegeBasis = change.privilege_basis || null;
  if (change.confidentiality !== undefined) set.confidentiality = change.confidentiality;
  if (change.notes !== undefined) set.notes = change.notes || null;
  for (const batch of chunks(ids)) {
    await tx
      .insert(documentCodings)
      .values(batch.map((documentId) => ({ documentId, organizationId: caller.organizationId, caseId, ...set })))
      .onConflictDoUpdate({ target: documentCodings.documentId, set });
  }
  for (const [requestId, value] of marks) {
    if (value === null) {
      await tx.delete(documentResponsiveness).where(and(eq(documentResponsiveness.requestId, requestId), inArray(documentResponsiveness.documentId, ids)));
      continue;
    }
    for (const batch of chunks(ids)) {
      await tx
        .insert(documentResponsiveness)
        .values(batch.map((documentId) => ({ documentId, requestId, value, updatedAt: now })))
        .onConflictDoUpdate({ target: [documentResponsiveness.documentId, documentResponsiveness.requestId], set: { value, updatedAt: now } });
    }
  }
  return { logNumbers: privileging ? await assignLogNumbers(tx, caseId, ids) : new Map() };
}

/** What the audit row says: the values set, never the notes' or the basis' text (they may be privileged themselves). */
function auditDetails(change: CodingChange, caseId: string, bulk: { size: number } | null): Record<string, unknown> {
  return {
    change: 'discovery_coding',
    case_id: caseId,
    fields: Object.keys(change),
    ...(change.responsiveness ? { responsiveness: change.responsiveness } : {}),
    ...(change.privilege !== undefined ? { privilege: change.privilege } : {}),
    ...(change.confidentiality !== undefined ? { confidentiality: change.confidentiality } : {}),
    ...(bulk ? { bulk: true, bulk_size: bulk.size } : {}),
  };
}

async function auditCoding(tx: Tx, caller: Caller, docs: readonly TargetDoc[], change: CodingChange, caseId: string, applied: Applied, bulk: boolean): Promise<void> {
  const details = auditDetails(change, caseId, bulk ? { size: docs.length } : null);
  await appendAuditMany(
    tx,
    caller.actor,
    docs.map((doc) => {
      const logNumber = applied.logNumbers.get(doc.id);
      return {
        action: 'document_updated' as const,
        resourceType: 'document' as const,
        resourceId: doc.id,
        resourceName: doc.filename,
        details: logNumber === undefined ? details : { ...details, privilege_log_number: logNumber },
      };
    }),
  );
}

/** Codes one document (PUT /discovery/review/:document_id). */
export async function codeDocument(deps: AppDeps, caller: Caller, documentId: string, change: CodingChange): Promise<DocumentCoding> {
  return deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ id: documents.id, filename: documents.filename, caseId: documents.caseId })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt)));
    if (!doc) throw notFound('Document');
    await caseOr404('Document', loadDiscoveryCase(tx, caller, doc.caseId, 'manageDiscovery'));
    const applied = await applyChange(tx, caller, doc.caseId, [doc], change);
    await auditCoding(tx, caller, [doc], change, doc.caseId, applied, false);
    const [coding] = await presentCodings(tx, [doc.id]);
    if (!coding) throw notFound('Document');
    return coding;
  });
}

/** The selection's live documents of the case, in upload order (then by name); anything else is a 400 naming it. */
async function selectedDocuments(tx: Tx, caseId: string, organizationId: string, ids: readonly string[]): Promise<TargetDoc[]> {
  const unique = [...new Set(ids)];
  const found = await rows<TargetDoc>(
    tx,
    sql`select id, filename from documents where id = any(${pgArray(unique)}::uuid[]) and case_id = ${caseId}
      and organization_id = ${organizationId} and deleted_at is null order by created_at, filename, id`,
  );
  const known = new Set(found.map((d) => d.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0) throw fieldError('document_ids', `${missing.length === 1 ? 'A document is' : `${missing.length} documents are`} not a document of this case: ${missing.join(', ')}`);
  return found;
}

/** Codes a selection, or every document of the case a search finds (POST /discovery/review/bulk). */
export async function codeInBulk(deps: AppDeps, caller: Caller, input: BulkCodingRequest): Promise<BulkCodingResponse> {
  return deps.db.transaction(async (tx) => {
    await loadDiscoveryCase(tx, caller, input.case_id, 'manageDiscovery');
    let docs: TargetDoc[];
    if (input.document_ids) {
      docs = await selectedDocuments(tx, input.case_id, caller.organizationId, input.document_ids);
    } else {
      const matched = await documentsMatching(tx, caller, input.case_id, input.query ?? '', 'query');
      if (matched.length > MAX_BULK_CODING) {
        throw fieldError('query', `The search finds ${matched.length.toLocaleString('en-US')} documents; code at most ${MAX_BULK_CODING.toLocaleString('en-US')} at once (add words to narrow it)`);
      }
      docs = matched.length ? await selectedDocuments(tx, input.case_id, caller.organizationId, matched) : [];
    }
    if (docs.length === 0) return { updated: 0, document_ids: [] };
    const applied = await applyChange(tx, caller, input.case_id, docs, input.change);
    await auditCoding(tx, caller, docs, input.change, input.case_id, applied, true);
    return { updated: docs.length, document_ids: docs.map((d) => d.id) };
  });
}
