import type { EntityType, ExtractedEntity, PersonRole, SourceRef } from '@app/contract';
import type { FoundCitation } from './citations.js';
import { extractCitations } from './citations.js';
import { extractDates, type FoundDate } from './dates.js';
import { extractMoney, formatMoney, type FoundMoney } from './money.js';
import { extractNames, type FoundName } from './names.js';
import { strongestRole } from './roles.js';
import { clip, sentenceAround, sentences, type Span } from './text.js';

/** One page of one document: the unit everything is extracted from. */
export interface PageText {
  documentId: string;
  filename: string;
  pageNumber: number;
  text: string;
  /** The document's own date (e-mail date, PDF creation): completes dates written without a year. */
  reference: Date | null;
}

export interface PageFindings {
  page: PageText;
  sentences: Span[];
  dates: FoundDate[];
  money: FoundMoney[];
  citations: FoundCitation[];
  names: FoundName[];
}

export function analysePage(page: PageText): PageFindings {
  return {
    page,
    sentences: sentences(page.text),
    dates: extractDates(page.text, page.reference),
    money: extractMoney(page.text),
    citations: extractCitations(page.text),
    names: extractNames(page.text),
  };
}

/** The sentence around a finding, as the quote a reader checks it against. */
export function quoteAt(findings: PageFindings, start: number, fallback: string): string {
  const sentence = sentenceAround(findings.sentences, start);
  return clip(sentence?.text ?? fallback);
}

export function sourceOf(findings: PageFindings, start: number, end: number, fallback: string): SourceRef {
  const { page } = findings;
  return { document_id: page.documentId, filename: page.filename, page_number: page.pageNumber, quote: quoteAt(findings, start, fallback), start, end };
}

/** At most this many sources per entity: enough to check, not the whole case. */
export const MAX_SOURCES = 5;

interface Bucket {
  type: EntityType;
  value: string;
  normalized: string | null;
  count: number;
  sources: SourceRef[];
  /** People: the role of each mention (the strongest one is the person's). */
  roles?: PersonRole[];
}

const keyOf = (type: EntityType, value: string) => `${type}:${value.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ')}`;

/**
 * Every entity of the pages, deduplicated (case and punctuation aside) with how often it occurs
 * and where. A surname alone ("Mr. Voss") joins the one full name that ends with it.
 */
export function aggregateEntities(all: PageFindings[]): ExtractedEntity[] {
  const buckets = new Map<string, Bucket>();
  const add = (type: EntityType, value: string, normalized: string | null, source: SourceRef, role?: PersonRole) => {
    const key = keyOf(type, value);
    const bucket = buckets.get(key) ?? { type, value, normalized, count: 0, sources: [] };
    bucket.count += 1;
    if (role) (bucket.roles ??= []).push(role);
    if (bucket.sources.length < MAX_SOURCES) bucket.sources.push(source);
    buckets.set(key, bucket);
  };
  for (const f of all) {
    for (const d of f.dates) add('date', d.iso, d.iso, sourceOf(f, d.start, d.end, d.quote));
    for (const m of f.money) add('money', formatMoney(m.amount, m.currency), String(m.amount), sourceOf(f, m.start, m.end, m.quote));
    for (const c of f.citations) add('citation', c.value, c.kind, sourceOf(f, c.start, c.end, c.quote));
    for (const n of f.names) add(n.type, n.value, null, sourceOf(f, n.start, n.end, n.quote), n.role);
  }
  mergeSurnames(buckets);
  return [...buckets.values()]
    .map(({ roles, ...entity }) => (entity.type === 'person' ? { ...entity, role: strongestRole(roles ?? []) } : entity))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function mergeSurnames(buckets: Map<string, Bucket>): void {
  const people = [...buckets.entries()].filter(([, b]) => b.type === 'person');
  for (const [key, bucket] of people) {
    if (bucket.value.includes(' ')) continue;
    const full = people.filter(([k, b]) => k !== key && b.value.split(' ').at(-1) === bucket.value);
    if (full.length !== 1) continue;
    const target = full[0]![1];
    target.count += bucket.count;
    if (bucket.roles) (target.roles ??= []).push(...bucket.roles);
    target.sources.push(...bucket.sources.slice(0, MAX_SOURCES - target.sources.length));
    buckets.delete(key);
  }
}
