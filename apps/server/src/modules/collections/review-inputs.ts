import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documentPages, documents } from '../../db/schema/index.js';
import type { EmailHeaders, ReviewInputDocument } from './review-compute.js';

/** Documents whose pages are read in one query: bounded, so a large case is read in slices. */
const SLICE = 200;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** metadata.email as the documents pipeline writes it (.eml, .msg, mailbox readers), or null. */
export function emailHeadersOf(metadata: Record<string, unknown>): EmailHeaders | null {
  const email = metadata.email;
  if (!email || typeof email !== 'object') return null;
  const e = email as Record<string, unknown>;
  return {
    from: strings(e.from),
    to: strings(e.to),
    cc: strings(e.cc),
    subject: stringOrNull(e.subject),
    date: stringOrNull(e.date),
    messageId: stringOrNull(e.message_id),
    inReplyTo: stringOrNull(e.in_reply_to),
    references: strings(e.references),
  };
}

/**
 * The case's processed, live documents with their text, headers and attachments' hashes, in a
 * stable order (creation, then id) so a recompute of unchanged documents gives the same groups.
 */
export async function readReviewInputs(db: DbOrTx, organizationId: string, caseId: string, signal?: AbortSignal): Promise<ReviewInputDocument[]> {
  const rows = await db
    .select({ id: documents.id, parentId: documents.parentId, sha256: documents.sha256, metadata: documents.metadata })
    .from(documents)
    // Copies suppressed by de-duplication are left out: the copy kept is threaded and grouped.
    .where(and(eq(documents.organizationId, organizationId), eq(documents.caseId, caseId), isNull(documents.deletedAt), isNull(documents.dedupOf), eq(documents.status, 'processed')))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const children = await db
    .select({ parentId: documents.parentId, sha256: documents.sha256 })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.caseId, caseId), isNull(documents.deletedAt), isNotNull(documents.parentId)));
  const attachments = new Map<string, string[]>();
  for (const c of children) {
    if (!c.parentId) continue;
    const list = attachments.get(c.parentId);
    if (list) list.push(c.sha256);
    else attachments.set(c.parentId, [c.sha256]);
  }

  const out: ReviewInputDocument[] = [];
  for (let i = 0; i < rows.length; i += SLICE) {
    if (signal?.aborted) throw new Error('stopped');
    const slice = rows.slice(i, i + SLICE);
    const pages = await db
      .select({ documentId: documentPages.documentId, text: documentPages.text })
      .from(documentPages)
      .where(inArray(documentPages.documentId, slice.map((r) => r.id)))
      .orderBy(asc(documentPages.documentId), asc(documentPages.pageNumber));
    const texts = new Map<string, string[]>();
    for (const p of pages) {
      const list = texts.get(p.documentId);
      if (list) list.push(p.text);
      else texts.set(p.documentId, [p.text]);
    }
    for (const r of slice) {
      out.push({ id: r.id, text: (texts.get(r.id) ?? []).join('\n'), email: emailHeadersOf(r.metadata), attachmentHashes: attachments.get(r.id) ?? [] });
    }
  }
  return out;
}
