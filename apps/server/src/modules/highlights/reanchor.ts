import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { highlights } from '../../db/schema/index.js';
import { appendAudit, systemActor } from '../../platform/audit/audit-log.js';

/**
 * Reprocessing a document (another OCR pass, a better extractor) rewrites its page text, and a
 * highlight's character offsets may then point at other words. Highlights are re-anchored in the
 * transaction that writes the new pages: to the occurrence of their quote nearest the old place
 * (the same page first, then the nearest pages), first exactly, then allowing the whitespace to
 * differ (OCR re-flows lines). A highlight whose quote is nowhere in the new text keeps its
 * offsets; the viewer does not paint it over other words (it checks the quote) and the Highlights
 * tab still lists it with its quote and note.
 */

export interface Anchor {
  pageNumber: number;
  start: number;
  end: number;
}
interface Page {
  pageNumber: number;
  text: string;
}

function occurrences(text: string, quote: string): Anchor[] {
  const found: Anchor[] = [];
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) found.push({ pageNumber: 0, start: at, end: at + quote.length });
  if (found.length > 0) return found;
  const words = quote.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return found;
  const loose = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'gu');
  for (const m of text.matchAll(loose)) found.push({ pageNumber: 0, start: m.index, end: m.index + m[0].length });
  return found;
}

/** Where a highlight's quote is in the new pages, or null when it is nowhere. Unchanged text: the same anchor. */
export function reanchor(highlight: Anchor & { quote: string }, pages: readonly Page[]): Anchor | null {
  const byDistance = [...pages].sort((a, b) => Math.abs(a.pageNumber - highlight.pageNumber) - Math.abs(b.pageNumber - highlight.pageNumber) || a.pageNumber - b.pageNumber);
  for (const page of byDistance) {
    const found = occurrences(page.text, highlight.quote);
    if (found.length === 0) continue;
    const nearest = found.reduce((best, o) => (Math.abs(o.start - highlight.start) < Math.abs(best.start - highlight.start) ? o : best));
    return { pageNumber: page.pageNumber, start: nearest.start, end: nearest.end };
  }
  return null;
}

/** Re-anchors a document's highlights to its new pages; audited when any moved or was lost. */
export async function reanchorHighlights(tx: Tx, doc: { id: string; organizationId: string; filename: string }, pages: readonly Page[]): Promise<{ moved: number; lost: number }> {
  const rows = await tx.select().from(highlights).where(eq(highlights.documentId, doc.id));
  let moved = 0;
  let lost = 0;
  for (const row of rows) {
    const page = pages.find((p) => p.pageNumber === row.pageNumber);
    if (page && page.text.slice(row.start, row.end) === row.quote) continue;
    const anchor = reanchor(row, pages);
    if (!anchor) {
      lost += 1;
      continue;
    }
    const text = pages.find((p) => p.pageNumber === anchor.pageNumber)!.text;
    await tx
      .update(highlights)
      .set({ pageNumber: anchor.pageNumber, start: anchor.start, end: anchor.end, quote: text.slice(anchor.start, anchor.end), updatedAt: new Date() })
      .where(eq(highlights.id, row.id));
    moved += 1;
  }
  if (moved + lost > 0) {
    await appendAudit(tx, systemActor(doc.organizationId, 'document-pipeline'), {
      action: 'document_updated',
      resourceType: 'document',
      resourceId: doc.id,
      resourceName: doc.filename,
      details: { change: 'highlights_reanchored', moved, lost },
    });
  }
  return { moved, lost };
}
