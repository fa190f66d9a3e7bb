import { and, asc, eq, isNull } from 'drizzle-orm';
import { REDACTION_REASON_LABELS, type CreateRedactionRequest, type Redaction, type RedactionListResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { documentPages, documents, redactions, users, type RedactionRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { fieldError, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCaseAs } from '../cases/access.js';
import { presentRedaction } from './present.js';
import { loadDraftSet, loadSet, presentSetRow, touchSet } from './sets.js';

/*
 * One document's redactions in a set. A text span's quote is cut from the stored page text here,
 * never taken from the client, so the burn-in and the recoverability check know exactly what
 * must not go out. Nothing is written into the document's file: redactions live beside it.
 */

/** A live document of the set's case, with its page count (404 for anything else). */
export async function caseDocument(tx: Tx, caller: Caller, caseId: string, documentId: string) {
  const [doc] = await tx
    .select({ id: documents.id, filename: documents.filename, pageCount: documents.pageCount })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.caseId, caseId), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt)));
  if (!doc) throw notFound('Document');
  return doc;
}

async function pageText(tx: Tx, documentId: string, page: number): Promise<string | null> {
  const [row] = await tx
    .select({ text: documentPages.text })
    .from(documentPages)
    .where(and(eq(documentPages.documentId, documentId), eq(documentPages.pageNumber, page)));
  return row?.text ?? null;
}

export async function auditRedaction(tx: Tx, caller: Caller, change: 'redaction_added' | 'redaction_removed', row: RedactionRow, filename: string, extra: Record<string, unknown> = {}) {
  await appendAudit(tx, caller.actor, {
    action: 'document_updated',
    resourceType: 'document',
    resourceId: row.documentId,
    resourceName: filename,
    // The redacted text itself stays out of the trail (it is what must not be seen); its place does not.
    details: {
      change,
      redaction_id: row.id,
      redaction_set_id: row.setId,
      case_id: row.caseId,
      page_number: row.pageNumber,
      reason: REDACTION_REASON_LABELS[row.reason],
      source: row.source,
      ...(row.start !== null ? { start: row.start, end: row.end } : { box: { x: row.x, y: row.y, width: row.width, height: row.height } }),
      ...extra,
    },
  });
}

export async function listRedactions(deps: AppDeps, caller: Caller, setId: string, documentId: string | undefined): Promise<RedactionListResponse> {
  return deps.db.transaction(async (tx) => {
    const { set } = await loadSet(tx, caller, setId);
    if (documentId) await caseDocument(tx, caller, set.caseId, documentId);
    const rows = await tx
      .select({ row: redactions, author: users.fullName })
      .from(redactions)
      .leftJoin(users, eq(users.id, redactions.authorId))
      .where(and(eq(redactions.setId, setId), eq(redactions.organizationId, caller.organizationId), ...(documentId ? [eq(redactions.documentId, documentId)] : [])))
      .orderBy(asc(redactions.documentId), asc(redactions.pageNumber), asc(redactions.createdAt), asc(redactions.id));
    return { redactions: rows.map((r) => presentRedaction(r.row, r.author)), set: await presentSetRow(tx, set) };
  });
}

export async function createRedaction(deps: AppDeps, caller: Caller, setId: string, input: CreateRedactionRequest): Promise<Redaction> {
  return deps.db.transaction(async (tx) => {
    const { set } = await loadDraftSet(tx, caller, setId);
    const doc = await caseDocument(tx, caller, set.caseId, input.document_id);
    const text = await pageText(tx, doc.id, input.page_number);
    const pages = Math.max(doc.pageCount ?? 0, text === null ? 0 : input.page_number);
    if (input.page_number > pages) throw fieldError('page_number', pages === 0 ? 'This document has no pages to redact yet.' : `The document has ${pages} page${pages === 1 ? '' : 's'}; there is no page ${input.page_number}.`);
    const base = { organizationId: caller.organizationId, caseId: set.caseId, setId: set.id, documentId: doc.id, pageNumber: input.page_number, reason: input.reason, authorId: caller.userId };
    let values: typeof redactions.$inferInsert;
    if (input.kind === 'box') {
      values = { ...base, source: 'box', ...input.box };
    } else {
      const page = text ?? '';
      if (input.end > page.length) throw fieldError('end', `The selection runs past the end of page ${input.page_number}'s text (${page.length} characters).`);
      const quote = page.slice(input.start, input.end);
      if (!quote.trim()) throw fieldError('start', 'The selection holds only spaces; select the words to redact.');
      values = { ...base, source: 'selection', start: input.start, end: input.end, quote };
    }
    const [row] = await tx.insert(redactions).values(values).returning();
    if (!row) throw new Error('redaction insert returned no row');
    await touchSet(tx, set.id);
    await auditRedaction(tx, caller, 'redaction_added', row, doc.filename);
    return presentRedaction(row, caller.name);
  });
}

export async function deleteRedaction(deps: AppDeps, caller: Caller, redactionId: string): Promise<Redaction> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: redactions, author: users.fullName, filename: documents.filename })
      .from(redactions)
      .innerJoin(documents, eq(documents.id, redactions.documentId))
      .leftJoin(users, eq(users.id, redactions.authorId))
      .where(and(eq(redactions.id, redactionId), eq(redactions.organizationId, caller.organizationId)));
    if (!found) throw notFound('Redaction');
    // Out of reach (another case's): the redaction's own 404, then the set's rules.
    const access = await loadCaseAs(tx, caller, found.row.caseId, 'Redaction');
    assertMayOnCase(caller, access, 'readDiscovery');
    await loadDraftSet(tx, caller, found.row.setId);
    await tx.delete(redactions).where(eq(redactions.id, redactionId));
    await touchSet(tx, found.row.setId);
    await auditRedaction(tx, caller, 'redaction_removed', found.row, found.filename);
    return presentRedaction(found.row, found.author);
  });
}
