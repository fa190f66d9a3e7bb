import * as chrono from 'chrono-node';
import { extractMoney } from '../../analysis/extract/money.js';
import { extractNames } from '../../analysis/extract/names.js';
import { canonical, isStopWord, rawWords } from './words.js';

/**
 * Values written in a text — dates, sums of money, quantities with their unit, names and places —
 * with where they sit. Used on both sides: an answer's claims and a document sentence's.
 */

export type DateGranularity = 'day' | 'month' | 'year';

export interface DateValue {
  kind: 'date';
  /** YYYY-MM-DD (the first day of the month or year when only that is known). */
  date: string;
  granularity: DateGranularity;
  quote: string;
  start: number;
  /** The year was written (or read from around the date), not assumed. */
  yearKnown: boolean;
}
export interface AmountValue {
  kind: 'amount';
  amount: number;
  currency: string;
  quote: string;
  start: number;
}
export interface QuantityValue {
  kind: 'quantity';
  value: number;
  /** Canonical unit words (the noun after the number: "trailers" → trailer). */
  unit: string[];
  quote: string;
  start: number;
}
export interface NameValue {
  kind: 'name' | 'place';
  /** A person or an organisation (names), or unknown (a lone capitalised word). */
  nameType: 'person' | 'organization' | 'place' | 'unknown';
  value: string;
  quote: string;
  start: number;
}
export type Value = DateValue | AmountValue | QuantityValue | NameValue;

const pad = (n: number) => String(n).padStart(2, '0');
const MONTH_WORD = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b/i;
const NUMERIC_DATE = /(?<![\d:.-])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d.-])|(?<![\d:.-])\d{4}-\d{2}-\d{2}(?![\d.-])/;
const YEAR_ONLY = /\b(?:in|during|since|by|of|until|before|after)\s+((?:19[5-9]|20\d)\d)\b(?![\s,]*(?:loads|trailers|units|dollars|percent))/gi;

/** A year written around an offset ("between October 2 and December 31, 2023"). */
function nearbyYear(text: string, from: number, to: number): number | null {
  const after = /\b(19[5-9]\d|20\d\d)\b/.exec(text.slice(to, to + 80));
  if (after) return Number(after[1]);
  const before = [...text.slice(Math.max(0, from - 120), from).matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].pop();
  return before ? Number(before[1]) : null;
}

/**
 * Calendar dates (chrono-node, casual: "December", "the first week of November", "Friday,
 * November 3rd", "10/2", "September 2023") and bare years after a preposition ("in 2021"). A
 * missing year comes from the text around it, else `yearHint`, else the latest such date not after
 * the reference (testimony is about the past).
 */
export function findDates(text: string, reference: Date, yearHint: number | null = null): DateValue[] {
  const found: DateValue[] = [];
  for (const r of chrono.casual.parse(text, { instant: reference }, { forwardDate: false })) {
    if (!MONTH_WORD.test(r.text) && !NUMERIC_DATE.test(r.text)) continue;
    const c = r.start;
    if (!c.isCertain('month')) continue;
    const month = c.get('month') ?? 1;
    const day = c.isCertain('day') ? (c.get('day') ?? 1) : 1;
    let year = c.isCertain('year') ? (c.get('year') ?? null) : nearbyYear(text, r.index, r.index + r.text.length);
    const yearKnown = year !== null || yearHint !== null;
    year ??= yearHint;
    if (year === null) {
      year = reference.getUTCFullYear();
      if (Date.UTC(year, month - 1, day) > reference.getTime()) year -= 1;
    }
    const lead = /^(?:on|in|by|at|from|since|until|before|after|of|the|around|about)\s+/i.exec(r.text)?.[0].length ?? 0;
    found.push({
      kind: 'date',
      date: `${year}-${pad(month)}-${pad(day)}`,
      granularity: c.isCertain('day') ? 'day' : 'month',
      quote: r.text.slice(lead).trim(),
      start: r.index + lead,
      yearKnown,
    });
    // "October 2 to December 31": the end too.
    if (r.end?.isCertain('month') && r.end.isCertain('day')) {
      const endYear = r.end.isCertain('year') ? (r.end.get('year') ?? year) : year;
      found.push({ kind: 'date', date: `${endYear}-${pad(r.end.get('month') ?? 1)}-${pad(r.end.get('day') ?? 1)}`, granularity: 'day', quote: r.text.trim(), start: r.index + lead, yearKnown });
    }
  }
  for (const m of text.matchAll(YEAR_ONLY)) {
    const at = m.index + m[0].indexOf(m[1]!);
    if (found.some((d) => at >= d.start && at <= d.start + d.quote.length + 6)) continue;
    found.push({ kind: 'date', date: `${m[1]}-01-01`, granularity: 'year', quote: m[1]!, start: at, yearKnown: true });
  }
  return found;
}

const DAY_MS = 86_400_000;

/**
 * Two dates agree when they are the same at the coarser of their granularities; an approximate
 * day ("around October 12") agrees with one within three days of it.
 */
export function datesAgree(a: DateValue, b: DateValue, approximate = false): boolean {
  if (approximate && a.granularity === 'day' && b.granularity === 'day') {
    const shift = (d: DateValue, year: string) => Date.parse(`${year}${d.date.slice(4)}T00:00:00Z`);
    const year = a.yearKnown && b.yearKnown ? null : a.date.slice(0, 4);
    const x = year ? shift(a, year) : Date.parse(`${a.date}T00:00:00Z`);
    const y = year ? shift(b, year) : Date.parse(`${b.date}T00:00:00Z`);
    return Math.abs(x - y) <= 3 * DAY_MS;
  }
  const g = a.granularity === 'year' || b.granularity === 'year' ? 4 : a.granularity === 'month' || b.granularity === 'month' ? 7 : 10;
  // A date whose year was assumed agrees with the same month and day in another year.
  if ((!a.yearKnown || !b.yearKnown) && g > 4) return a.date.slice(5, g) === b.date.slice(5, g);
  return a.date.slice(0, g) === b.date.slice(0, g);
}

export function findAmounts(text: string): AmountValue[] {
  return extractMoney(text).map((m) => ({ kind: 'amount', amount: m.amount, currency: m.currency, quote: m.quote, start: m.start }));
}

/** Within 3% when either side is approximate ("about", "roughly", a round number), else within 0.5%. */
export function amountsAgree(a: number, b: number, approximate: boolean): boolean {
  const tolerance = approximate ? 0.03 : 0.005;
  return Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b)) + 0.01;
}

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  sixty: 60, seventy: 70, eighty: 80, ninety: 90, dozen: 12,
};
const NUMBER_WORD = String.raw`(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen)`;
const WORDS_NUMBER = new RegExp(String.raw`\b${NUMBER_WORD}(?:[\s-]+(?:and\s+)?${NUMBER_WORD})*\b`, 'gi');
const DIGITS = /(?<![\w$€£.,/:-])\(?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\)?(?![\d/:]|\.\d|-\d)/g;

function wordsToNumber(phrase: string): number | null {
  let totalValue = 0;
  let current = 0;
  for (const w of phrase.toLowerCase().split(/[\s-]+/)) {
    if (w === 'and') continue;
    if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand') {
      totalValue += (current || 1) * 1000;
      current = 0;
    } else if (SMALL[w] !== undefined) current += SMALL[w];
    else return null;
  }
  return totalValue + current;
}

/** Words that follow a number without being what is counted. */
const NOT_UNITS = new Set(['section', 'sections', 'paragraph', 'paragraphs', 'exhibit', 'rule', 'page', 'pages', 'am', 'pm', 'a.m', 'p.m', 'tr', 'f.3d', 'u.s', 'no']);
/** Words before a number that make it a label, not a count ("Section 4", "Exhibit 12", "No. 3"). */
const LABEL_BEFORE = /(?:section|sections|paragraph|paragraphs|exhibit|rule|page|pages|no\.|number|article|schedule|count|claim|tab|step|item|request|requests|tr\.|loads? #|#)\s*$/i;

function unitAfter(text: string, end: number): string[] {
  const rest = text.slice(end, end + 60).replace(/^\s*\)/, '');
  if (/^\s*(?:%|percent\b|per\s?cent\b)/i.test(rest)) return ['percent'];
  const words = rawWords(rest.split(/[.;:!?,()]/)[0] ?? '').slice(0, 5);
  const unit: string[] = [];
  let i = 0;
  // "74 of those trailers", "46 in the pool": skip a short "of the/those".
  if (words[0]?.toLowerCase() === 'of' && words[1] && /^(?:the|those|these|our|its|their|them)$/i.test(words[1])) i = 2;
  for (; i < words.length && unit.length < 3; i += 1) {
    const w = words[i]!.toLowerCase();
    if (isStopWord(w) || NOT_UNITS.has(w) || /^\d/.test(w)) break;
    unit.push(canonical(w));
    if (/^(?:per)$/.test(w)) break;
  }
  return unit;
}

/** Counted things: "74 trailers", "one hundred twenty (120) temperature-controlled trailers", "60 percent". */
export function findQuantities(text: string, taken: { start: number; quote: string }[] = []): QuantityValue[] {
  const out: QuantityValue[] = [];
  const overlaps = (start: number, end: number) => taken.some((t) => start < t.start + t.quote.length && end > t.start) || out.some((q) => start < q.start + q.quote.length && end > q.start);
  for (const m of text.matchAll(DIGITS)) {
    const start = m.index;
    const end = start + m[0].length;
    if (overlaps(start, end) || LABEL_BEFORE.test(text.slice(Math.max(0, start - 14), start))) continue;
    const value = Number(m[1]!.replace(/,/g, ''));
    if (/^(?:19|20)\d\d$/.test(m[1]!) && !/^\s*(?:loads|trailers|units|percent)/i.test(text.slice(end))) continue;
    const unit = unitAfter(text, end);
    out.push({ kind: 'quantity', value, unit, quote: text.slice(start, end + 1 + (text.slice(end).match(/^\s*[\w%-]+(?:\s[\w-]+)?/)?.[0].length ?? 0)).trim(), start });
  }
  for (const m of text.matchAll(WORDS_NUMBER)) {
    const start = m.index;
    const end = start + m[0].length;
    // "one hundred twenty (120)": the digits stand for it.
    if (/^\s*\(\d/.test(text.slice(end)) || overlaps(start, end)) continue;
    const value = wordsToNumber(m[0]);
    if (value === null || (value <= 1 && !/^\s+(?:of\s+)?(?:trailer|load|unit|invoice|day|week|month|year)/i.test(text.slice(end)))) continue;
    if (LABEL_BEFORE.test(text.slice(Math.max(0, start - 14), start))) continue;
    out.push({ kind: 'quantity', value, unit: unitAfter(text, end), quote: m[0], start });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Counts agree when equal, or within 10% when either is approximate. */
export function quantitiesAgree(a: number, b: number, approximate: boolean): boolean {
  if (a === b) return true;
  return approximate && Math.abs(a - b) <= 0.1 * Math.max(a, b);
}

export function unitsMatch(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  return a.some((w) => b.includes(w));
}

const CAPITALISED = /\b[A-Z][a-z'’]+(?:\s+(?:[A-Z][a-z'’]+|[A-Z]\.))*/g;
const NOT_NAME_WORDS = new Set(['to', 'me', 'him', 'her', 'us', 'them', 'his', 'by', 'for', 'from', 'with', 'did', 'yes', 'no', 'i', 'it', 'the', 'that', 'we', 'our', 'my', 'he', 'she', 'they', 'not', 'well', 'correct', 'sure', 'maybe', 'probably', 'about', 'around', 'on', 'in', 'at', 'a', 'mr', 'ms', 'mrs', 'dr', 'exhibit', 'section']);

/** People and organisations (the analysis extractor, plus a lone capitalised name in a short answer: "Ray did."). */
export function findNames(text: string, loose: boolean): NameValue[] {
  const found: NameValue[] = extractNames(text)
    .filter((n) => n.type !== 'place')
    .map((n) => ({ kind: 'name', nameType: n.type, value: n.value, quote: n.quote, start: n.start }));
  if (loose) {
    for (const m of text.matchAll(CAPITALISED)) {
      const words = m[0].split(/\s+/).filter((w) => !NOT_NAME_WORDS.has(w.toLowerCase().replace(/[’']s$/, '')));
      if (words.length === 0 || found.some((f) => m.index < f.start + f.quote.length && m.index + m[0].length > f.start)) continue;
      if (MONTH_WORD.test(m[0]) && words.length === 1) continue;
      const value = words.join(' ').replace(/[’']s$/, '');
      found.push({ kind: 'name', nameType: 'unknown', value, quote: m[0], start: m.index });
    }
  }
  return found;
}

const PLACE_AFTER = /\b(?:in|at|to|from|near|outside)\s+((?:[A-Z][a-z]+|[A-Z]{2})(?:[\s,]+(?:[A-Z][a-z]+|[A-Z]{2}))*)/g;

/** Places: the analysis extractor's, plus capitalised words after in/at/to/from. */
export function findPlaces(text: string): NameValue[] {
  const found: NameValue[] = extractNames(text)
    .filter((n) => n.type === 'place')
    .map((n) => ({ kind: 'place', nameType: 'place', value: n.value, quote: n.quote, start: n.start }));
  for (const m of text.matchAll(PLACE_AFTER)) {
    const value = m[1]!.replace(/,\s*$/, '');
    const start = m.index + m[0].indexOf(value);
    if (MONTH_WORD.test(value.split(/\s/)[0]!) || found.some((f) => start < f.start + f.quote.length && start + value.length > f.start)) continue;
    found.push({ kind: 'place', nameType: 'place', value, quote: value, start });
  }
  return found;
}

const tokens = (s: string) => s.toLowerCase().split(/[\s,.&]+/).filter((w) => w.length >= 3 && !['inc', 'llc', 'the', 'and', 'co', 'corp'].includes(w));

/** "Ray" meets "Raymond Voss", "Allentown" meets "Allentown, Pennsylvania". */
export function namesAgree(a: string, b: string): boolean {
  const x = tokens(a);
  const y = tokens(b);
  return x.some((w) => y.some((v) => v === w || (w.length >= 3 && v.startsWith(w)) || (v.length >= 3 && w.startsWith(v))));
}
