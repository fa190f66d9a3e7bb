/**
 * The search benchmark's corpus: deterministic legal-looking documents, generated one at a time
 * so 100k of them never sit in memory together. Document i is a pure function of (CORPUS_SEED, i),
 * which lets the PostgreSQL loader and the SQLite FTS5 loader stream the same texts independently.
 *
 * Word frequencies follow a Zipf law over a vocabulary of English function words, legal terms and
 * synthetic surnames; the words the queries look for are planted at known rates instead, so hit
 * counts are predictable whatever the vocabulary's shape (see PLANTED).
 */
import { createHash } from 'node:crypto';
import { seededRandom } from '../ingest/legal-text.js';

/** Bump when generation changes: it is part of every cache key. */
export const CORPUS_VERSION = 4;
const CORPUS_SEED = 0x5ea4c4;

export interface FirmSpec {
  index: number;
  name: string;
  cases: number;
}

/** Firm 0 is the one searched; the others hold the same words so scoping has work to do. */
export const FIRMS: readonly FirmSpec[] = [
  { index: 0, name: 'Benchmark & Partners LLP', cases: 500 },
  { index: 1, name: 'Other Firm One LLP', cases: 25 },
  { index: 2, name: 'Other Firm Two LLP', cases: 25 },
];

/** Deterministic UUIDs (valid v4 shape) so every engine agrees on ids without reading them back. */
const KIND = { org: 'b0000001', user: 'b0000002', case: 'b0000003', document: 'b0000004', page: 'b0000005' } as const;
export function benchId(kind: keyof typeof KIND, n: number): string {
  return `${KIND[kind]}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
export const orgId = (firm: number) => benchId('org', firm);
export const userId = (firm: number) => benchId('user', firm);
/** Case numbers are global: firm f's cases follow the cases of firms before it. */
export function caseId(firm: number, caseIndex: number): string {
  const offset = FIRMS.slice(0, firm).reduce((sum, f) => sum + f.cases, 0);
  return benchId('case', offset + caseIndex);
}

/**
 * Words the queries target, with the share of documents each is planted in. Rare: a witness's
 * surname in exactly RARE_DOCS documents of firm 0 (and one of firm 1, which must never show up).
 */
export const PLANTED = {
  common: { word: 'deposition', share: 0.2 },
  twoWords: [
    { word: 'termination', share: 0.1 },
    { word: 'notice', share: 0.25 },
  ],
  phrase: { text: 'breach of contract', share: 0.06 },
  rare: { word: 'Quillfeather', docs: 5 },
} as const;
/** Planted rare-word documents: spread over the corpus, all in firm 0 except the last. */
export function rareDocIndexes(total: number): number[] {
  const step = Math.floor(total / (PLANTED.rare.docs + 1));
  // i*step is in firm 0 unless i*step % 10 === 9 (see firmOf); +1 nudges it off those slots.
  const inFirm0 = Array.from({ length: PLANTED.rare.docs }, (_, i) => {
    const n = (i + 1) * step;
    return n % 10 === 9 ? n + 1 : n;
  });
  return [...inFirm0, 9]; // document 9 belongs to firm 1
}

const FUNCTION_WORDS = 'the of and to in any such shall by for with or this that be on as all its under other from which not at upon each an is are may have has hereby herein thereof without'.split(' ');
const LEGAL_TERMS = (
  'agreement party parties court plaintiff defendant counsel exhibit section clause obligation liability damages ' +
  'warranty representation confidential information discovery ' +
  'witness testimony motion order judgment claim claims evidence privilege privileged attorney client breach contract ' +
  'arbitration jurisdiction venue statute limitation remedy injunction settlement payment invoice purchase seller ' +
  'buyer licensee licensor license intellectual property trademark patent copyright employee employer severance ' +
  'compensation negligence fraud misrepresentation tort complaint answer interrogatory subpoena production request ' +
  'response objection hearing trial appeal affidavit declaration custodian record records correspondence email memorandum ' +
  'schedule amendment assignment successor default cure period written consent waiver governing law dispute resolution ' +
  'escrow closing lease premises tenant landlord insurance coverage policy premium subrogation guaranty guarantor ' +
  'collateral security lien mortgage note loan lender borrower covenant compliance regulation audit report filing'
).split(' ');
/**
 * The type-ahead prefix's words (indemn…), ranked among the tail's upper part rather than with the
 * everyday legal terms: together they reach about 30 % of the documents, a heavy but not a
 * near-universal prefix.
 */
const INDEMNITY_TERMS = ['indemnification', 'indemnify', 'indemnity', 'indemnitor'];
const INDEMNITY_RANK_IN_TAIL = 120;
const FIRST_NAMES = 'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Amara Kenji Priya Mateo Ingrid Tomasz Aisha Dmitri Lucia Oluwaseun'.split(' ');
const LAST_NAMES = 'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Okafor Nakamura Petrov Lindqvist Castellano Haddad Kowalski Mbeki Fitzgerald Vasquez Abernathy Thornbury Whitcombe Ashdown Pemberton'.split(' ');
const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const DOC_KINDS = ['Service Agreement', 'Witness Statement', 'Motion to Compel', 'Letter', 'Invoice', 'Board Minutes', 'Email', 'Memorandum', 'Expert Report', 'Lease'];
const CASE_TYPES = ['Commercial Litigation', 'Employment', 'Intellectual Property', 'Real Estate', 'Insurance Defense'];

/** Synthetic surname-like words for the long tail: readable, and never a planted word or prefix. */
function tailWords(count: number): string[] {
  const random = seededRandom(CORPUS_SEED ^ 0x7a11);
  const onsets = ['b', 'br', 'c', 'cl', 'd', 'dr', 'f', 'g', 'gr', 'h', 'k', 'l', 'm', 'n', 'p', 'pr', 'r', 's', 'st', 't', 'tr', 'v', 'w', 'z'];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
  const codas = ['', 'n', 'r', 'l', 'm', 's', 'th', 'nd', 'rk', 'x'];
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < count) {
    const syllables = 2 + Math.floor(random() * 2);
    let word = '';
    for (let s = 0; s < syllables; s++) word += pick(random, onsets) + pick(random, vowels) + (s === syllables - 1 ? pick(random, codas) : '');
    if (seen.has(word) || word.startsWith('indem') || word.startsWith('quill')) continue;
    seen.add(word);
    out.push(word);
  }
  return out;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

interface Vocabulary {
  words: string[];
  cumulative: Float64Array;
}

/** Zipf (s = 1.05) over function words, then legal terms, then the tail (see INDEMNITY_TERMS). */
function buildVocabulary(): Vocabulary {
  const tail = tailWords(6000);
  const words = [...FUNCTION_WORDS, ...LEGAL_TERMS, ...tail.slice(0, INDEMNITY_RANK_IN_TAIL), ...INDEMNITY_TERMS, ...tail.slice(INDEMNITY_RANK_IN_TAIL)];
  const cumulative = new Float64Array(words.length);
  let sum = 0;
  for (let r = 0; r < words.length; r++) {
    sum += 1 / Math.pow(r + 1, 1.05);
    cumulative[r] = sum;
  }
  for (let r = 0; r < words.length; r++) cumulative[r] = (cumulative[r] ?? 0) / sum;
  return { words, cumulative };
}

let vocabulary: Vocabulary | undefined;
function zipfWord(random: () => number): string {
  vocabulary ??= buildVocabulary();
  const { words, cumulative } = vocabulary;
  const u = random();
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cumulative[mid] ?? 1) < u) lo = mid + 1;
    else hi = mid;
  }
  return words[lo] ?? 'the';
}

function person(random: () => number): string {
  return `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
}
function date(random: () => number): string {
  return `${pick(random, MONTHS)} ${1 + Math.floor(random() * 28)}, ${2015 + Math.floor(random() * 10)}`;
}
function amount(random: () => number): string {
  return `$${Math.floor(random() * 2_000_000).toLocaleString('en-US')}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
}

function sentenceOf(random: () => number, length: number, extra: string[]): string {
  const words: string[] = [];
  for (let w = 0; w < length; w++) words.push(zipfWord(random));
  const roll = random();
  if (roll < 0.25) words.splice(Math.floor(random() * words.length), 0, person(random));
  else if (roll < 0.4) words.splice(Math.floor(random() * words.length), 0, `on ${date(random)}`);
  else if (roll < 0.5) words.splice(Math.floor(random() * words.length), 0, `the sum of ${amount(random)}`);
  for (const e of extra) words.splice(Math.floor(random() * (words.length + 1)), 0, e);
  const text = words.join(' ');
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}.`;
}

export interface BenchDocument {
  index: number;
  id: string;
  firm: number;
  organizationId: string;
  caseId: string;
  userId: string;
  filename: string;
  createdAt: Date;
  pages: string[];
  sha256: string;
  sizeBytes: number;
}

/** Every tenth document (i % 10 === 9) belongs to firm 1 or 2, the rest to firm 0. */
function firmOf(index: number): number {
  if (index % 10 !== 9) return 0;
  return 1 + (Math.floor(index / 10) % 2);
}

const WORDS_PER_DOC = 300;
const EPOCH = Date.UTC(2019, 0, 1);

/** Document `index` of a corpus of `total`: the same arguments always give the same document. */
export function generateDocument(index: number, total: number, rare: ReadonlySet<number>): BenchDocument {
  const random = seededRandom((CORPUS_SEED ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const firm = firmOf(index);
  const spec = FIRMS[firm] ?? FIRMS[0];
  const caseIndex = Math.floor(random() * (spec?.cases ?? 1));
  // Planted words go into sentences chosen at random, so their positions vary from page to page.
  const plants: string[] = [];
  if (random() < PLANTED.common.share) plants.push(PLANTED.common.word);
  for (const w of PLANTED.twoWords) if (random() < w.share) plants.push(w.word);
  if (random() < PLANTED.phrase.share) plants.push(PLANTED.phrase.text);
  if (rare.has(index)) plants.push(`witness ${pick(random, FIRST_NAMES)} ${PLANTED.rare.word}`);

  const pageRoll = random();
  const pageCount = pageRoll < 0.8 ? 1 : pageRoll < 0.95 ? 2 : 3;
  const sentences: string[] = [];
  let words = 0;
  while (words < WORDS_PER_DOC) {
    const length = 8 + Math.floor(random() * 14);
    const extra = plants.length > 0 && random() < 0.3 ? [plants.pop() ?? ''] : [];
    sentences.push(sentenceOf(random, length, extra));
    words += length + 2;
  }
  if (plants.length > 0) sentences.push(sentenceOf(random, 6, plants));
  const perPage = Math.ceil(sentences.length / pageCount);
  const pages: string[] = [];
  for (let p = 0; p < pageCount; p++) {
    const body = sentences.slice(p * perPage, (p + 1) * perPage).join(' ');
    if (body) pages.push(p === 0 ? `${pick(random, DOC_KINDS).toUpperCase()}\n\n${body}` : body);
  }
  const kind = pick(random, DOC_KINDS);
  const filename = `${kind} ${pick(random, LAST_NAMES)} ${String(index).padStart(6, '0')}.pdf`;
  const hash = createHash('sha256');
  for (const page of pages) hash.update(page);
  return {
    index,
    id: benchId('document', index),
    firm,
    organizationId: orgId(firm),
    caseId: caseId(firm, caseIndex),
    userId: userId(firm),
    filename,
    // Spread over five years, newest last, so date sorts and recency have something to do.
    createdAt: new Date(EPOCH + Math.floor((index / Math.max(1, total)) * 5 * 365 * 86_400_000)),
    pages,
    sha256: hash.digest('hex'),
    sizeBytes: pages.reduce((sum, p) => sum + p.length, 0),
  };
}

/** The corpus, one document at a time. */
export function* documents(total: number): Generator<BenchDocument> {
  const rare = new Set(rareDocIndexes(total));
  for (let i = 0; i < total; i++) yield generateDocument(i, total, rare);
}

export interface BenchCase {
  id: string;
  organizationId: string;
  name: string;
  clientName: string;
  caseType: string;
}

export function* benchCases(): Generator<BenchCase> {
  const random = seededRandom(CORPUS_SEED ^ 0xca5e);
  for (const firm of FIRMS) {
    for (let c = 0; c < firm.cases; c++) {
      const client = `${pick(random, LAST_NAMES)} ${pick(random, ['Holdings', 'Industries', 'Logistics', 'Foods', 'Capital'])}`;
      yield {
        id: caseId(firm.index, c),
        organizationId: orgId(firm.index),
        name: `${client} v. ${pick(random, LAST_NAMES)} (${c + 1})`,
        clientName: client,
        caseType: pick(random, CASE_TYPES),
      };
    }
  }
}

/** The case the "one case only" query restricts to: firm 0's first. */
export const FOCUS_CASE_ID = caseId(0, 0);
