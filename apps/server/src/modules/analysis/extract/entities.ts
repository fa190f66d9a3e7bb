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
    // A person named once with their address keeps it (the address is what tells namesakes apart).
    bucket.normalized ??= normalized;
    bucket.count += 1;
    if (role) (bucket.roles ??= []).push(role);
    if (bucket.sources.length < MAX_SOURCES) bucket.sources.push(source);
    buckets.set(key, bucket);
  };
  for (const f of all) {
    for (const d of f.dates) add('date', d.iso, d.iso, sourceOf(f, d.start, d.end, d.quote));
    for (const m of f.money) add('money', formatMoney(m.amount, m.currency), String(m.amount), sourceOf(f, m.start, m.end, m.quote));
    for (const c of f.citations) add('citation', c.value, c.kind, sourceOf(f, c.start, c.end, c.quote));
    for (const n of f.names) add(n.type, n.value, n.address ?? null, sourceOf(f, n.start, n.end, n.quote), n.role);
  }
  mergeSurnames(buckets);
  mergeVariants(buckets);
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

/** Short and familiar forms of given names, to their usual full form (lower case). */
const GIVEN_NAMES: Record<string, string> = {
  jim: 'james', jimmy: 'james', jamie: 'james', bill: 'william', billy: 'william', will: 'william', bob: 'robert', rob: 'robert', bobby: 'robert',
  dick: 'richard', rick: 'richard', rich: 'richard', mike: 'michael', mick: 'michael', tom: 'thomas', tommy: 'thomas', dave: 'david',
  chris: 'christopher', steve: 'steven', stephen: 'steven', joe: 'joseph', joey: 'joseph', dan: 'daniel', danny: 'daniel', ed: 'edward',
  ted: 'edward', eddie: 'edward', jeff: 'jeffrey', geoff: 'jeffrey', greg: 'gregory', ken: 'kenneth', kenny: 'kenneth', larry: 'lawrence',
  liz: 'elizabeth', beth: 'elizabeth', betsy: 'elizabeth', kate: 'katherine', kathy: 'katherine', katie: 'katherine', cathy: 'katherine',
  sue: 'susan', susie: 'susan', jen: 'jennifer', jenny: 'jennifer', pat: 'patricia', patty: 'patricia', peg: 'margaret', maggie: 'margaret',
  meg: 'margaret', tony: 'anthony', andy: 'andrew', drew: 'andrew', matt: 'matthew', nick: 'nicholas', sam: 'samuel', tim: 'timothy',
  vince: 'vincent', phil: 'phillip', philip: 'phillip', fred: 'frederick', ron: 'ronald', don: 'donald', doug: 'douglas', gerry: 'gerald',
  jerry: 'gerald', ben: 'benjamin', alex: 'alexander', al: 'albert', abby: 'abigail', becky: 'rebecca', vicky: 'victoria', debbie: 'deborah',
};

const givenKey = (given: string) => {
  const g = given.toLowerCase().replace(/[^a-z]/g, '');
  return GIVEN_NAMES[g] ?? g;
};

/**
 * One person under several spellings: "Jim Lokay" and "James Lokay" (a familiar given name and a
 * full one, same surname), or two names given with the same e-mail address. Merged into the
 * spelling used most (a tie: the longer, usually the full name).
 */
function mergeVariants(buckets: Map<string, Bucket>): void {
  const people = [...buckets.entries()].filter(([, b]) => b.type === 'person');
  const parent = new Map<string, string>(people.map(([k]) => [k, k]));
  const find = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r) ?? r;
    return r;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  const byName = new Map<string, string>();
  const byAddress = new Map<string, string>();
  for (const [key, b] of people) {
    const parts = b.value.split(' ');
    if (parts.length >= 2) {
      const nameKey = `${givenKey(parts[0]!)} ${parts.at(-1)!.toLowerCase()}`;
      const seen = byName.get(nameKey);
      if (seen) union(key, seen);
      else byName.set(nameKey, key);
    }
    if (b.normalized && b.normalized.includes('@')) {
      const seen = byAddress.get(b.normalized);
      if (seen) union(key, seen);
      else byAddress.set(b.normalized, key);
    }
  }
  const groups = new Map<string, [string, Bucket][]>();
  for (const entry of people) groups.set(find(entry[0]), [...(groups.get(find(entry[0])) ?? []), entry]);
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    members.sort(([, a], [, b]) => b.count - a.count || b.value.length - a.value.length);
    const [, target] = members[0]!;
    for (const [key, other] of members.slice(1)) {
      target.count += other.count;
      target.normalized ??= other.normalized;
      if (other.roles) (target.roles ??= []).push(...other.roles);
      target.sources.push(...other.sources.slice(0, Math.max(0, MAX_SOURCES - target.sources.length)));
      buckets.delete(key);
    }
  }
}
