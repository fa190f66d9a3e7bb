import type { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { RedactionPageView } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { documentPages, redactions } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { fieldError, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { MAX_PREVIEW_BYTES, previewKindOf, previewPage } from '../discovery/productions/volume/redaction-preview.js';
import { loadDocument } from '../documents/documents.js';
import { assertServable } from '../documents/quarantine.js';
import { loadSet } from './sets.js';

/*
 * A document's page as the production will image it, with the places of the set's text
 * redactions on it: the viewer draws every redaction over the page (boxes where they were drawn,
 * text spans where their characters are) and lets a box be drawn on it. The page is the original,
 * never redacted here; reading it is reading the document, audited as a view.
 */

async function readLimited(stream: Readable, filename: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_PREVIEW_BYTES) {
      stream.destroy();
      throw fieldError('document_id', `"${filename}" is larger than ${Math.round(MAX_PREVIEW_BYTES / 1024 / 1024)} MB, too large to show its pages; redact its text instead.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function redactionPageView(deps: AppDeps, caller: Caller, setId: string, documentId: string, pageNumber: number): Promise<RedactionPageView> {
  const { set } = await loadSet(deps.db, caller, setId);
  const { doc } = await loadDocument(deps.db, caller, documentId);
  // Another case's document is not part of this set's world.
  if (doc.caseId !== set.caseId) throw notFound('Document');
  assertServable(doc, deps.config.malwareScanner !== null);
  const texts = (await deps.db.select({ text: documentPages.text }).from(documentPages).where(eq(documentPages.documentId, doc.id)).orderBy(asc(documentPages.pageNumber))).map((p) => p.text);
  const kind = previewKindOf(doc, texts.some((t) => t.trim()));
  if (!kind) throw fieldError('document_id', 'This document has no pages or text to draw on yet (it may still be processing).');
  const rows = await deps.db
    .select()
    .from(redactions)
    .where(and(eq(redactions.setId, set.id), eq(redactions.documentId, doc.id), eq(redactions.organizationId, caller.organizationId)))
    .orderBy(asc(redactions.createdAt), asc(redactions.id));
  const spans = rows.filter((r) => r.start !== null && r.end !== null && r.quote !== null);
  const burnSpans = spans.map((r) => ({ page: r.pageNumber, reason: r.reason, box: null, span: { start: r.start!, end: r.end!, quote: r.quote! } }));
  const source = kind === 'text' ? { kind: 'text' as const } : kind === 'pdf' ? { kind: 'pdf' as const, bytes: await readLimited(await deps.blobs.open(doc.sha256), doc.filename) } : { kind: 'image' as const, format: kind, bytes: await readLimited(await deps.blobs.open(doc.sha256), doc.filename) };
  const preview = await previewPage(source, texts, pageNumber, burnSpans);
  if (!preview) throw fieldError('page_number', `The document has no page ${pageNumber}.`);
  await recordAudit(deps.db, caller.actor, {
    action: 'document_viewed',
    resourceType: 'document',
    resourceId: doc.id,
    resourceName: doc.filename,
    details: { case_id: doc.caseId, page_number: pageNumber, view: 'redaction_page', redaction_set_id: set.id },
  });
  const placedIds = new Set(preview.placed.map((p) => spans[p.index]!.id));
  return {
    document_id: doc.id,
    page_number: pageNumber,
    page_count: preview.pageCount,
    image: `data:image/png;base64,${Buffer.from(preview.png).toString('base64')}`,
    width: preview.width,
    height: preview.height,
    places: preview.placed.map((p) => ({ redaction_id: spans[p.index]!.id, rects: p.rects })),
    unplaced: spans.filter((s) => s.pageNumber === pageNumber && !placedIds.has(s.id)).map((s) => s.id),
  };
}
