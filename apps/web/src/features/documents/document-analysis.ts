import { DOCUMENT_KIND_LABELS, ENTITY_TYPES, type DocumentAnalysis, type DocumentDetail, type EntityType, type ExtractedEntity } from '@app/contract';
import { ApiError } from '../../lib/api-client';

/**
 * What the viewer's Analysis panel shows of `GET /analysis/document/{id}`, as data: the kind, the
 * entities by type, the citations in page order, who made it, and where a citation sits on its page.
 */

/** Citations have their own list (with pages), so the entity groups leave them out. */
export const ENTITY_GROUP_TYPES = ENTITY_TYPES.filter((t) => t !== 'citation');

export const ENTITY_GROUP_LABELS: Record<EntityType, string> = {
  person: 'People',
  organization: 'Organisations',
  place: 'Places',
  money: 'Amounts of money',
  date: 'Dates',
  citation: 'Citations',
};

export const CITATION_KIND_LABELS: Record<DocumentAnalysis['citations'][number]['kind'], string> = {
  case: 'Case law',
  statute: 'Statute',
  rule: 'Rule',
  regulation: 'Regulation',
};

export interface EntityGroup {
  type: EntityType;
  label: string;
  entities: ExtractedEntity[];
}

/** Non-empty groups in the contract's order, most mentioned first within a group. */
export function entityGroups(entities: readonly ExtractedEntity[]): EntityGroup[] {
  return ENTITY_GROUP_TYPES.map((type) => ({
    type,
    label: ENTITY_GROUP_LABELS[type],
    entities: entities.filter((e) => e.type === type).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  })).filter((g) => g.entities.length > 0);
}

/** Citations by page, then as the server listed them (its order is the order of appearance). */
export function citationsInPageOrder(citations: DocumentAnalysis['citations']): DocumentAnalysis['citations'] {
  return citations.map((c, i) => ({ c, i })).sort((a, b) => a.c.page_number - b.c.page_number || a.i - b.i).map(({ c }) => c);
}

export function documentKindLabel(analysis: Pick<DocumentAnalysis, 'document_type' | 'type_confidence'>): string {
  const label = DOCUMENT_KIND_LABELS[analysis.document_type] ?? analysis.document_type;
  const percent = Math.round(Math.min(1, Math.max(0, analysis.type_confidence)) * 100);
  return `${label} (${percent}% confidence)`;
}


/** A page of the viewer to open, with the character range to outline (empty: the page only). */
export interface PageJump {
  page: number;
  start: number;
  end: number;
}

/**
 * Where a citation is on its page: the citation itself (its canonical text, as written), looked
 * for from its sentence on (the server's quote, possibly clipped with "…"); else that sentence;
 * else just the page.
 */
export function citationJump(pages: DocumentDetail['pages'], citation: { page_number: number; quote: string; value: string }): PageJump {
  const page = citation.page_number;
  const text = pages.find((p) => p.page_number === page)?.text ?? '';
  const quotes = [citation.quote, citation.quote.replace(/…$/, '').trimEnd()].filter((q) => q.trim().length > 0);
  const sentence = quotes.map((q) => ({ start: text.indexOf(q), length: q.length })).find((s) => s.start >= 0);
  const value = citation.value.trim();
  const at = value ? [text.indexOf(value, sentence?.start ?? 0), text.indexOf(value)].find((i) => i >= 0) : undefined;
  if (at !== undefined) return { page, start: at, end: at + value.length };
  if (sentence) return { page, start: sentence.start, end: sentence.start + sentence.length };
  return { page, start: 0, end: 0 };
}

/** A document that cannot be analysed yet: not processed (the server answers 409 `not_processed`). */
export function notAnalysable(status: DocumentDetail['status'], error: unknown): boolean {
  return status !== 'processed' || (error instanceof ApiError && error.status === 409);
}
