import * as chrono from 'chrono-node';
import type { ParsedComponents } from 'chrono-node';

export interface FoundDate {
  /** YYYY-MM-DD as written (no time-zone shift: "Mon, 06 Nov 2023 23:30 -0500" is 2023-11-06). */
  iso: string;
  quote: string;
  start: number;
  end: number;
}

const LEADING_WORDS = /^(?:on|by|at|from|since|until|till|before|after|of|dated|as of)\s+/i;
/** How far (characters) to look for a year that completes a "March 4" written without one. */
const YEAR_CONTEXT = 120;

/**
 * What a written date looks like: a month's name, or all-numeric 11/3, 02/12/2024, 2023-10-02.
 * chrono also reads "eight weeks after" and a statute's "15-5.12" as dates; those are not.
 */
const WRITTEN_DATE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?<![\d:.-])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d.-])|(?<![\d:.-])\d{4}-\d{2}-\d{2}(?![\d.-])/i;

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(c: ParsedComponents, year: number): string {
  return `${year}-${pad(c.get('month') ?? 1)}-${pad(c.get('day') ?? 1)}`;
}

function validDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A year written near the offset ("between October 2 and December 31, 2023"). */
function nearbyYear(text: string, from: number, to: number): number | null {
  const after = text.slice(to, to + YEAR_CONTEXT).match(/\b(19[5-9]\d|20\d\d)\b/);
  if (after) return Number(after[1]);
  const before = [...text.slice(Math.max(0, from - YEAR_CONTEXT), from).matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].pop();
  return before ? Number(before[1]) : null;
}

function resolve(text: string, c: ParsedComponents, start: number, end: number, reference: Date | null): string | null {
  // Only calendar dates: a month and a day must be written (no "2023", no "in March", no "Friday").
  if (!c.isCertain('month') || !c.isCertain('day')) return null;
  let year = c.isCertain('year') ? c.get('year') : nearbyYear(text, start, end);
  if (year === null && reference) year = c.get('year');
  if (year === null || year === undefined) return null;
  if (!validDay(year, c.get('month') ?? 0, c.get('day') ?? 0)) return null;
  return isoOf(c, year);
}

/**
 * Absolute calendar dates (chrono-node, strict mode) with their exact words and offsets. A date
 * without a year takes the nearest year written around it, else the reference (the document's
 * own date); bare numbers, weekdays and relative phrases ("next week") are not dates.
 */
export function extractDates(text: string, reference: Date | null = null): FoundDate[] {
  const found: FoundDate[] = [];
  const results = chrono.strict.parse(text, reference ?? new Date(Date.UTC(2000, 0, 1)));
  for (const r of results) {
    const lead = r.text.match(LEADING_WORDS)?.[0].length ?? 0;
    const raw = r.text.slice(lead);
    const separator = r.end ? raw.match(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b|\buntil\b|\band\b)\s*(?=[^-–—]*$)/i) : null;
    const first = separator && separator.index !== undefined ? raw.slice(0, separator.index) : raw;
    const startAt = r.index + lead;
    if (!WRITTEN_DATE.test(raw)) continue;
    const iso = resolve(text, r.start, startAt, startAt + first.length, reference);
    if (iso && !/^\d{1,4}$/.test(first.trim())) found.push({ iso, quote: first.trim(), start: startAt, end: startAt + first.trim().length });
    if (r.end && separator && separator.index !== undefined) {
      const second = raw.slice(separator.index + separator[0].length).trim();
      const secondStart = startAt + raw.lastIndexOf(second);
      const endIso = resolve(text, r.end, secondStart, secondStart + second.length, reference);
      // "October 2-10, 2023": the end's words are just "10, 2023"; quote the whole range for it.
      const standsAlone = /[A-Za-z]{3}|\d[/-]\d/.test(second);
      const quote = standsAlone ? second : raw.trim();
      const at = standsAlone ? secondStart : startAt;
      if (endIso) found.push({ iso: endIso, quote, start: at, end: at + quote.length });
    }
  }
  return found;
}
