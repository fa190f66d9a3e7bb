import * as chrono from 'chrono-node';
import { extractMoney } from '../../analysis/extract/money.js';
import { extractNames } from '../../analysis/extract/names.js';
import { holidayIn, holidayParser } from './holidays.js';
import { withDigits } from './spoken.js';
import { isPersonNoun, samePeople } from './people-nouns.js';
import { canonical, isStopWord, lexiconTags, namesNothing, NOUN_BEFORE_NOUN, rawWords } from './words.js';

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
  /** One end of a period ("August 1 through October 15"): compared only with the same end of another. */
  range?: 'start' | 'end';
  /**
   * A time the question bounds what it asks by ("before the November letter", "after October 1"):
   * any date on the right side of it fits, not only the same date.
   */
  bound?: 'before' | 'after';
  /** Where the bound's words begin in the text ("before" in "before Castellan's November 3 letter"). */
  boundAt?: number;
  /**
   * Only the day of the week was said ("A Thursday, if I have it right."), 0 = Sunday: `date` then
   * means nothing, and the value agrees with a dated day by its weekday alone.
   */
  weekday?: number;
  /**
   * A time of day ("8:42 a.m.", "at noon", "around nine in the morning"), in minutes after
   * midnight: `date` then means nothing, and the value is compared only with another time of day.
   */
  clock?: number;
  /** Whether morning or afternoon was said (or read from a 24-hour clock); else 9:00 may be 21:00. */
  meridiem?: boolean;
  /**
   * A part of the day said for the time ("around lunchtime", "first thing in the morning", "late
   * at night"): the window's end, in minutes after midnight (past 24 hours when it runs past
   * midnight); `clock` is its start.
   */
  clockTo?: number;
  /**
   * How often something recurs ("weekly", "each Monday", "every two weeks"): `date` then means
   * nothing, and the value is compared only with another recurrence.
   */
  recurs?: Recurrence;
  /**
   * The months (1–12) of a year a season or a part of it covers ("the fall of 2019": 9–11, "late
   * 2019": 7–12), for a year-granularity value: a month or a day of that year agrees only inside them.
   */
  span?: [number, number];
}

export interface Recurrence {
  every: 'day' | 'week' | 'month' | 'quarter' | 'year';
  /** 2 for "every two weeks", "every other month", "biweekly". */
  interval: number;
  /** "Each Monday", "Fridays": the day of the week it falls on, 0 = Sunday. */
  weekday?: number;
}

/**
 * "before", "prior to", "until", "by" a date, or "after", "since", "following" it, a word or two
 * ahead of it ("before Castellan's November 3 letter"). "As of" a date bounds a state from before:
 * "As of mid-April, they still had not produced the photographs" holds what a paper of March says.
 */
const BOUND = /\b(before|prior to|until|till|by|ahead of|as of|after|since|following|from)\s+(?:[\p{L}'’]+\s+){0,2}(?:(?:early|mid|late)-)?$/iu;
const BOUND_AFTER = /^(?:after|since|following|from)$/i;

/** Marks the dates of a question that bound it in time (see DateValue.bound). */
export function withTimeBounds(text: string, values: Value[]): Value[] {
  return values.map((v) => {
    if (v.kind !== 'date' || v.clock !== undefined) return v;
    const from = Math.max(0, v.start - 24);
    const m = BOUND.exec(text.slice(from, v.start));
    if (!m) return v;
    return { ...v, bound: BOUND_AFTER.test(m[1]!) ? ('after' as const) : ('before' as const), boundAt: from + m.index };
  });
}

/** Whether a date stated by a source lies on the side of a bound the question set. */
export function withinBound(bound: DateValue, d: DateValue): boolean {
  // Compared at the coarser of the two: "before November" holds for October 20 and not for November 3.
  const g = bound.granularity === 'year' || d.granularity === 'year' ? 4 : bound.granularity === 'month' || d.granularity === 'month' ? 7 : 10;
  // A lower bound said without a year ("some time after my October visit") is read as the latest
  // such month, which may be a year late: it holds for a date after the month a year earlier too
  // (an upper bound so read already takes in every earlier year).
  const from = bound.bound === 'after' && !bound.yearKnown ? `${Number(bound.date.slice(0, 4)) - 1}${bound.date.slice(4)}` : bound.date;
  const [a, b] = [d.date.slice(0, g), from.slice(0, g)];
  return bound.bound === 'before' ? a < b : a >= b;
}
export interface AmountValue {
  kind: 'amount';
  amount: number;
  /** A price per something ("$3.15 per loaded mile", "+$1.42/mile"), not a sum. */
  per?: string;
  /** A difference from another sum ("a dollar eighty-five a mile over the Northwind rate", "+$1.42"), not the sum itself. */
  relative?: boolean;
  currency: string;
  /**
   * Said by its leading figures only, the magnitude left unsaid ("six twelve, four eighty",
   * "twenty-seven four"): `amount` is the sum as most often meant, compared by its lead (leadAgrees).
   */
  digits?: string;
  /** Said as a limit, not as the sum ("more than fifty thousand", "under $70,000"): see limitOf. */
  limit?: Limit;
  quote: string;
  start: number;
}
export interface QuantityValue {
  kind: 'quantity';
  value: number;
  /** Canonical unit words (the noun after the number: "trailers" → trailer). */
  unit: string[];
  /** A rate: what it is counted per ("46 trailers per day", "sixty a day"). */
  per?: string;
  /** A range's top ("eighty to eighty-five percent": 80 to 85). */
  to?: number;
  /** The whole a part is counted out of ("three of the seven instruments": 3 of 7). */
  of?: number;
  /** Said as a limit, not as the count ("more than forty", "fewer than thirty", "forty-odd"): see limitOf. */
  limit?: Limit;
  quote: string;
  start: number;
}
export interface NameValue {
  kind: 'name' | 'place';
  /**
   * A person or an organisation (names), unknown (a lone capitalised word), a code ("B41",
   * identifiers.ts), or a post ("their general counsel", "the Director of Transportation").
   */
  nameType: 'person' | 'organization' | 'place' | 'unknown' | 'identifier' | 'role' | 'direction' | 'site';
  value: string;
  quote: string;
  start: number;
}
export type Value = DateValue | AmountValue | QuantityValue | NameValue;

const pad = (n: number) => String(n).padStart(2, '0');
const MONTH_WORD = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b/i;
const NUMERIC_DATE = /(?<![\d:.-])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d.-])|(?<![\d:.-])\d{4}-\d{2}-\d{2}(?![\d.-])/;
/** "the end of", "the close of", "the beginning of", "the start of" just before a year. */
const YEAR_END_OR_START = /\b(?:the\s+)?(end|close|beginning|start)\s+of\s+(?:the\s+year\s+)?$/i;
const YEAR_ONLY = /\b(?:(?:in|during|since|by|of|until|through|thru|before|after|around|circa)\s+|(?:early|mid|late|spring|summer|fall|autumn)[\s-]+|FY\s?|fiscal(?:\s+year)?\s+)((?:19[5-9]|20\d)\d)\b(?![\s,]*(?:loads|trailers|units|dollars|percent))/gi;

/** A year written around an offset ("between October 2 and December 31, 2023"). */
function nearbyYear(text: string, from: number, to: number): number | null {
  const after = /\b(19[5-9]\d|20\d\d)\b/.exec(text.slice(to, to + 80));
  if (after) return Number(after[1]);
  const before = [...text.slice(Math.max(0, from - 120), from).matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].pop();
  return before ? Number(before[1]) : null;
}

const UNIT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEEN_WORDS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TEN_WORDS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TWO_DIGITS = String.raw`(?:${TEEN_WORDS.join('|')}|(?:${TEN_WORDS.join('|')})(?:[\s-]+(?:${UNIT_WORDS.join('|')}))?|(?:oh|o)[\s-]+(?:${UNIT_WORDS.join('|')}))`;
const SPOKEN_YEAR = new RegExp(String.raw`\b(?:(nineteen|twenty)[\s-]+(${TWO_DIGITS})|two thousand(?:\s+and)?(?:[\s-]+(${TWO_DIGITS}|${UNIT_WORDS.join('|')}))?)\b`, 'gi');

function twoDigits(words: string): number {
  const parts = words.toLowerCase().split(/[\s-]+/).filter((w) => w !== 'oh' && w !== 'o');
  let n = 0;
  for (const w of parts) {
    if (TEEN_WORDS.includes(w)) n += 10 + TEEN_WORDS.indexOf(w);
    else if (TEN_WORDS.includes(w)) n += 20 + 10 * TEN_WORDS.indexOf(w);
    else if (UNIT_WORDS.includes(w)) n += 1 + UNIT_WORDS.indexOf(w);
  }
  return n;
}

/**
 * Years said as words ("twenty twenty-one", "two thousand and nineteen", "nineteen ninety-eight")
 * written as digits, padded to the same length so every offset still points into the original.
 */
export function spokenYears(text: string): string {
  return text
    .replace(SPOKEN_YEAR, (all: string, century: string | undefined, rest: string | undefined, after2000: string | undefined) => {
      const year = century ? (century.toLowerCase() === 'nineteen' ? 1900 : 2000) + twoDigits(rest ?? '') : 2000 + (after2000 ? twoDigits(after2000) : 0);
      if (year < 1950 || year > 2099) return all;
      return String(year).padEnd(all.length, ' ');
    })
    .replace(SHORT_YEAR, (all: string, before: string, said: string) => `${before}${String((twoDigits(said) <= 50 ? 2000 : 1900) + twoDigits(said)).padEnd(said.length, ' ')}`)
    .replace(MONTH_THE_DAY, (all: string, month: string, the: string) => `${month}${' '.repeat(the.length)}`);
}

const MONTH_NAMES = 'January|February|March|April|May|June|July|August|September|October|November|December';
/**
 * A year said by its last two words after a month, a season or "fiscal" ("early November of
 * twenty-three", "the spring of twenty-two", "fiscal twenty-two"): this century's.
 */
const SHORT_YEAR = new RegExp(String.raw`\b((?:${MONTH_NAMES}|[Ss]pring|[Ss]ummer|[Ff]all|[Aa]utumn|[Ww]inter|[Ff]iscal(?:\s+[Yy]ear)?|FY)(?:\s+of)?,?\s+)(${TWO_DIGITS})\b(?=\s*(?:[.,;:!?)]|$))`, 'g');
/** "June the fourth": the day after its month, read as "June fourth". */
/** The ordinals of one to nine in words: a day of the month's last word ("the twenty-eighth"). */
export const ORDINAL_ONES = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth';
const MONTH_THE_DAY = new RegExp(String.raw`\b(${MONTH_NAMES})(\s+the)(?=\s+(?:\d{1,2}(?:st|nd|rd|th)?|${ORDINAL_ONES}|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|(?:twenty|thirty)[\s-]+(?:${ORDINAL_ONES}))\b)`, 'g');

/** A part of a month said instead of its day: "the end of June", "the beginning of March". */
const PART_OF_MONTH = /^(?:(?:on|in|at|by|around|about)\s+)?(?:the\s+)?(?:very\s+)?(?:end|beginning|start|middle|close)\s+of\b/i;
/** "the 15th day of", "this 29th day of" before a month. */
const DAY_OF_BEFORE = /\b(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+$/i;
const PART_OF_MONTH_BEFORE = /\b(?:end|beginning|start|middle|close)\s+of\s+(?:the\s+month\s+of\s+)?$/i;

/** The month of May with a word that makes it one: "mid-May", "late May 2024", "the end of May". */
const PART_OF_MAY = /\b(?:[Mm]id|[Ee]arly|[Ll]ate|[Tt]he (?:middle|end|beginning|start) of|[Tt]he(?=\s+May\s+[a-z]))[\s-]+May\b(?:,?\s+((?:19|20)\d\d)\b)?/g;

/**
 * Calendar dates (chrono-node, casual: "December", "the first week of November", "Friday,
 * November 3rd", "10/2", "September 2023") and bare years after a preposition ("in 2021"). A
 * missing year comes from the text around it, else `yearHint`, else the latest such date not after
 * the reference (testimony is about the past).
 */
/** What names a statute by its year: "… Act of 2016", "… Act, 1974". */
const STATUTE_BEFORE = /\b(?:Act|Code|Statute|Amendments?)(?:\s+of|,)\s*$/;

/** A part of the day before the date it falls on: "the night of", "the morning of". */
const PART_OF_DAY_OF = /\b(?:morning|afternoon|evening|night)\s+of\b(?=\s+(?:the\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday))/gi;

export function findDates(said: string, reference: Date, yearHint: number | null = null): DateValue[] {
  const found: DateValue[] = [];
  // "The night of July thirty-first": chrono reads "night of" as a time of the day and drops the
  // date after it, so the part of the day is blanked (to the same length: quotes keep their place).
  const text = spokenYears(said).replace(PART_OF_DAY_OF, (m) => ' '.repeat(m.length));
  for (const r of CHRONO.parse(text, { instant: reference }, { forwardDate: false })) {
    const holiday = holidayIn(r.text, reference.getUTCFullYear());
    if (!holiday && !MONTH_WORD.test(r.text) && !NUMERIC_DATE.test(r.text)) continue;
    // "QC-HPLC-03/05/06" names three instruments: figures run on from a code are no date.
    if (NUMERIC_DATE.test(r.text) && /[\p{L}\d]-$/u.test(text.slice(Math.max(0, r.index - 2), r.index))) continue;
    const c = r.start;
    if (!c.isCertain('month') && !holiday) continue;
    let month = c.get('month') ?? 1;
    // "Early December, around the 8th": the day said apart from its month.
    // "The end of June", "the beginning of March": chrono names a day (the 30th, the 1st), but
    // the witness named a part of the month — any day of it agrees, unless a day follows ("the end
    // of October. The thirtieth, I want to say.").
    const partOfMonth = PART_OF_MONTH.test(r.text) || PART_OF_MONTH_BEFORE.test(text.slice(Math.max(0, r.index - 24), r.index));
    // "This 15th day of December, 2023": the day said before its month, as a jurat writes it.
    const dayOf = c.isCertain('day') ? null : DAY_OF_BEFORE.exec(text.slice(Math.max(0, r.index - 24), r.index));
    const looseDay = c.isCertain('day') && !partOfMonth ? null : dayOf ? Number(dayOf[1]) : dayAfter(text, r.index + r.text.length);
    let day = looseDay ?? (c.isCertain('day') && !partOfMonth ? (c.get('day') ?? 1) : 1);
    // "August 1 through October 15, 2023": the start takes the end's year.
    const endYear = r.end?.isCertain('year') ? (r.end.get('year') ?? null) : null;
    const startYear = endYear !== null ? endYear - ((r.end?.get('month') ?? 12) < month ? 1 : 0) : null;
    let year = c.isCertain('year') ? (c.get('year') ?? null) : (startYear ?? nearbyYear(text, r.index, r.index + r.text.length));
    const yearKnown = year !== null || yearHint !== null;
    year ??= yearHint;
    if (year === null) {
      year = reference.getUTCFullYear();
      const onDay = holiday ? holidayIn(r.text, year)!.date.getTime() : Date.UTC(year, month - 1, day);
      if (onDay > reference.getTime()) year -= 1;
    }
    if (holiday && !holiday.yearWritten) {
      // Labor Day moves: the day is read again in the year the testimony is about.
      const again = holidayIn(r.text, year)!.date;
      month = again.getUTCMonth() + 1;
      day = again.getUTCDate();
    }
    const granular: DateGranularity = looseDay !== null || holiday || (c.isCertain('day') && !partOfMonth) ? 'day' : 'month';
    const lead = /^(?:on|in|by|at|from|since|until|before|after|of|the|around|about)\s+/i.exec(r.text)?.[0].length ?? 0;
    found.push({
      kind: 'date',
      date: `${year}-${pad(month)}-${pad(day)}`,
      granularity: granular,
      quote: said.slice(r.index + lead, paddedEnd(text, said, r.index + r.text.length)).trim(),
      start: r.index + lead,
      yearKnown,
      ...(r.end?.isCertain('month') ? { range: 'start' as const } : {}),
    });
    // "October 2 to December 31": the end too.
    if (r.end?.isCertain('month') && r.end.isCertain('day')) {
      const lastYear = endYear ?? year;
      found.push({ kind: 'date', date: `${lastYear}-${pad(r.end.get('month') ?? 1)}-${pad(r.end.get('day') ?? 1)}`, granularity: 'day', quote: r.text.trim(), start: r.index + lead, yearKnown, range: 'end' });
    }
  }
  // "Mid-May", "late May": the month May, which chrono leaves alone for fear of the verb.
  for (const m of text.matchAll(PART_OF_MAY)) {
    const at = m.index + m[0].lastIndexOf('May');
    if (found.some((d) => at >= d.start && at < d.start + d.quote.length)) continue;
    const written = m[1] ? Number(m[1]) : (nearbyYear(text, m.index, m.index + m[0].length) ?? yearHint);
    let year = written ?? reference.getUTCFullYear();
    if (written === null && Date.UTC(year, 4, 1) > reference.getTime()) year -= 1;
    found.push({ kind: 'date', date: `${year}-05-01`, granularity: 'month', quote: said.slice(at, m.index + m[0].length).trim(), start: at, yearKnown: written !== null });
  }
  for (const m of text.matchAll(YEAR_ONLY)) {
    const at = m.index + m[0].indexOf(m[1]!);
    if (found.some((d) => at >= d.start && at <= d.start + d.quote.length + 6)) continue;
    // "The Defend Trade Secrets Act of 2016", "the Civil Rights Act of 1964": a statute's name, not an event's year.
    if (STATUTE_BEFORE.test(text.slice(Math.max(0, at - 12), at))) continue;
    // "Through the end of 2025", "the beginning of 2024": the year's last or first month, not any time in it.
    const part = YEAR_END_OR_START.exec(text.slice(Math.max(0, at - 28), at));
    if (part) {
      found.push({ kind: 'date', date: `${m[1]}-${/end|close/i.test(part[1]!) ? '12' : '01'}-01`, granularity: 'month', quote: m[1]!, start: at, yearKnown: true });
      continue;
    }
    // ("The fall of 2019": the season is part of the value, quoted with it, and no word of its subject.)
    const before = text.slice(Math.max(0, at - 24), at);
    const season = YEAR_PART.exec(before);
    if (season) {
      const from = at - before.length + season.index;
      found.push({ kind: 'date', date: `${m[1]}-01-01`, granularity: 'year', quote: text.slice(from, at + m[1]!.length), start: from, yearKnown: true, span: YEAR_PARTS[season[1]!.toLowerCase()]! });
      continue;
    }
    found.push({ kind: 'date', date: `${m[1]}-01-01`, granularity: 'year', quote: m[1]!, start: at, yearKnown: true });
  }
  // "Last spring", "this past fall": the latest such season ended before the deposition.
  for (const m of text.matchAll(LAST_SEASON)) {
    if (found.some((d) => m.index >= d.start && m.index < d.start + d.quote.length)) continue;
    const span = YEAR_PARTS[m[1]!.toLowerCase()]!;
    let year = reference.getUTCFullYear();
    // (Date.UTC counts months from 0: span[1] there is the first day after the season.)
    if (Date.UTC(year, span[1], 1) > reference.getTime()) year -= 1;
    found.push({ kind: 'date', date: `${year}-01-01`, granularity: 'year', quote: m[0], start: m.index, yearKnown: true, span });
  }
  // "October second through the twentieth": the period's end said by its day alone is in the
  // month its start named (or the next, when the day comes earlier).
  for (const d of [...found]) {
    if (d.granularity !== 'day' || d.range || d.clock !== undefined || d.weekday !== undefined) continue;
    const m = DAY_ENDS_RANGE.exec(text.slice(d.start + d.quote.length, d.start + d.quote.length + 40));
    const day = m ? ordinalDay(m[1]!) : null;
    if (!m || day === null) continue;
    const [y, mo, startDay] = d.date.split('-').map(Number) as [number, number, number];
    const next = day < startDay ? new Date(Date.UTC(y, mo, day)) : new Date(Date.UTC(y, mo - 1, day));
    const at = d.start + d.quote.length + m.index + m[0].length - m[1]!.length;
    found.push({ kind: 'date', date: next.toISOString().slice(0, 10), granularity: 'day', quote: text.slice(at, at + m[1]!.length), start: at, yearKnown: d.yearKnown, range: 'end' });
    d.range = 'start';
  }
  // (After the year's first and last months are read: "start of 2024 through the end of 2025" is a period.)
  joinRanges(found, text);
  // "from January 1, 2023 to date": the start of a period still running, not a day something happened.
  for (const d of found) if (!d.range && OPEN_END.test(text.slice(d.start + d.quote.length, d.start + d.quote.length + 24))) d.range = 'start';
  return found;
}

/** A period's end said by its day alone after its start: "… through the twentieth", "… to the 20th". */
const DAY_ENDS_RANGE = /^[\s,]*(?:through|thru|to|until|till|up to|[-–—])\s+the\s+(\d{1,2}(?:st|nd|rd|th)|[a-z]+(?:-[a-z]+)?)\b(?!\s+of\b)/i;

/** What follows the start of a period still running: "to date", "to the present", "onward". */
const OPEN_END = /^[\s,]*(?:(?:to|through|until|till) (?:date|the present|today|now)|onwards?|forward)\b/i;

/** What joins the two ends of a period said as two dates: "from the first of November through the end of January", "start of 2024 through the end of 2025". */
const RANGE_JOIN = /^[\s,]*(?:and\s+(?:ran|runs|run|continued|continues|lasted|lasts|went|goes|ended|ends)\s+)?(?:through|thru|to|until|till|up to|[-–—])\s*(?:the\s+)?(?:(?:end|close|middle|start|beginning)\s+of\s+(?:the\s+)?)?$/i;

/**
 * Two dates said as a period's ends, which chrono reads apart ("the first of November through the
 * end of January"): the first is its start, the second its end (in the next year when its month
 * comes earlier, as a season running over New Year does).
 */
function joinRanges(found: DateValue[], text: string): void {
  const sorted = [...found].sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < sorted.length; i += 1) {
    const a = sorted[i]!;
    const b = sorted[i + 1]!;
    if (a.range || b.range || a.granularity === 'year' || b.granularity === 'year') continue;
    if (!RANGE_JOIN.test(text.slice(a.start + a.quote.length, b.start))) continue;
    a.range = 'start';
    b.range = 'end';
    if (!b.yearKnown && b.date < a.date) b.date = `${Number(a.date.slice(0, 4)) + (b.date.slice(5) < a.date.slice(5) ? 1 : 0)}${b.date.slice(4)}`;
  }
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY = /\b(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day\b/i;

/**
 * A day of the week said alone, as the answer to "what day of the week was it?" or "when?" ("A
 * Thursday, if I have it right."): compared with a dated day's weekday.
 */
export function findWeekday(said: string, reference: Date, dates: readonly DateValue[]): DateValue | null {
  const m = WEEKDAY.exec(said);
  if (!m || dates.some((d) => m.index >= d.start - 12 && m.index <= d.start + d.quote.length)) return null;
  const weekday = WEEKDAY_NAMES.indexOf(m[0].toLowerCase());
  return { kind: 'date', date: reference.toISOString().slice(0, 10), granularity: 'day', quote: m[0], start: m.index, yearKnown: false, weekday };
}

const PERIOD_ADVERB: Record<string, [Recurrence['every'], number]> = {
  daily: ['day', 1],
  nightly: ['day', 1],
  weekly: ['week', 1],
  biweekly: ['week', 2],
  'bi-weekly': ['week', 2],
  fortnightly: ['week', 2],
  monthly: ['month', 1],
  quarterly: ['quarter', 1],
  annually: ['year', 1],
  yearly: ['year', 1],
};
const INTERVAL_WORD: Record<string, number> = { other: 2, two: 2, '2': 2, three: 3, '3': 3, four: 4, '4': 4, six: 6, '6': 6 };
/** "weekly", "monthly" ("bimonthly" and "semi-monthly" are left out: people mean both twice a month and every two months). */
const RECURS_ADVERB = /(?<![-\p{L}])(daily|nightly|weekly|bi-?weekly|fortnightly|monthly|quarterly|annually|yearly)\b/giu;
/** "every week", "each month", "once a quarter", "every two weeks", "every other month" — not "a month" alone, which is a rate ("$5,000 a month"). */
const RECURS_EVERY = /\b(?:every|each|once (?:a|per|every))\s+(?:(other|two|three|four|six|[2346])\s+)?(day|week|month|quarter|year)s?\b/gi;
/** "each Monday", "every other Friday", "on Fridays", "Mondays": a day of the week that comes round. */
const RECURS_WEEKDAY = /\b(?:(?:every|each)\s+(?:(other)\s+)?(sun|mon|tues|wednes|thurs|fri|satur)day\b|(sun|mon|tues|wednes|thurs|fri|satur)days\b)/gi;

/**
 * How often something is said or written to recur ("Castellan shall invoice Northwind weekly.",
 * "a weekly capacity report … each Monday", "Fridays.", "Monthly. We billed at the end of each
 * month"): compared only with another recurrence (recurrencesAgree).
 */
export function findRecurrences(text: string, reference: Date): DateValue[] {
  const date = reference.toISOString().slice(0, 10);
  const at = (quote: string, start: number, recurs: Recurrence): DateValue => ({ kind: 'date', date, granularity: 'day', quote, start, yearKnown: false, recurs });
  const found: DateValue[] = [];
  for (const m of text.matchAll(RECURS_ADVERB)) {
    const [every, interval] = PERIOD_ADVERB[m[1]!.toLowerCase()]!;
    found.push(at(m[0], m.index, { every, interval }));
  }
  for (const m of text.matchAll(RECURS_EVERY)) found.push(at(m[0], m.index, { every: m[2]!.toLowerCase() as Recurrence['every'], interval: m[1] ? INTERVAL_WORD[m[1].toLowerCase()]! : 1 }));
  for (const m of text.matchAll(RECURS_WEEKDAY)) {
    const day = (m[2] ?? m[3]!).toLowerCase();
    found.push(at(m[0], m.index, { every: 'week', interval: m[1] ? 2 : 1, weekday: WEEKDAY_NAMES.findIndex((n) => n.startsWith(day)) }));
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Whether a recurrence said agrees with one written. A written day of the week the witness did not
 * give is no disagreement ("Weekly." against "each Monday"); a day the witness gave against a
 * writing that names none is not compared.
 */
export function recurrencesAgree(said: Recurrence, written: Recurrence): boolean | null {
  if (said.every !== written.every || said.interval !== written.interval) return false;
  if (said.weekday === undefined) return true;
  return written.weekday === undefined ? null : said.weekday === written.weekday;
}

/**
 * Where the witness was or a thing stood, said as a kind of place and no name ("in my office",
 * "out on the loading dock"), read only from the witness's answers to where: a paper's common
 * nouns are not places it states. `value` is the answer's place nouns, lower-case, "|"-joined.
 */
const SITE_NOUNS = 'office|warehouse|dock|yard|building|room|floor|plant|terminal|depot|garage|lot|parking lot|kitchen|lobby|hallway|hall|basement|attic|roof|shop|lab|laboratory|store|house|home|apartment|car|truck|cab|platform|station|bus|train|street|sidewalk|corner|intersection|field|site|trailer|vault|closet|break room|cafeteria|stairwell|elevator|porch|driveway|backyard|bedroom|bathroom|living room|conference room|back office|loading dock|parking garage|job site|jobsite';
const SITE = new RegExp(String.raw`\b(?:in|at|on|inside|outside|by|near|behind|out on|over at|down at|up on|up in|down in|back in|out in|out at)\s+(?:the|my|our|his|her|their|a|an|that|this)\s+((?:[a-z-]+\s+){0,2}?(?:${SITE_NOUNS}))\b`, 'gi');
const SITE_NOUN_AT_END = new RegExp(String.raw`(?:${SITE_NOUNS})$`, 'i');
export function findSites(text: string): NameValue[] {
  const found = [...text.matchAll(SITE)];
  if (found.length === 0) return [];
  // One value for the answer's every kind of place ("at my desk, in the office": office), as
  // "|"-joined nouns: two answers agree when they share one (sitesAgree).
  const nouns = found.map((m) => SITE_NOUN_AT_END.exec(m[1]!.toLowerCase())![0]);
  const first = found[0]!;
  return [{ kind: 'place', nameType: 'site', value: [...new Set(nouns)].join('|'), quote: first[0], start: first.index }];
}

/** Whether two kinds of place said (findSites) share one. (Desks and counters are in rooms: they are not read.) */
export function sitesAgree(a: string, b: string): boolean {
  const theirs = new Set(b.split('|'));
  return a.split('|').some((n) => theirs.has(n));
}

/** Which way something travels: "northbound", "the downtown platform", "outbound". */
const DIRECTION = /\b(?:(north|south|east|west)[- ]?bound|(uptown|downtown|inbound|outbound))\b/gi;

/** Directions of travel named in a text, each as its plain word ("northbound", "uptown"). */
export function findDirections(text: string): NameValue[] {
  return [...text.matchAll(DIRECTION)].map((m) => ({ kind: 'place', nameType: 'direction', value: m[1] ? `${m[1].toLowerCase()}bound` : m[2]!.toLowerCase(), quote: m[0], start: m.index }));
}

/** Posts people hold, spelled out for their initials. */
const ROLE_INITIALS: Record<string, string> = { ceo: 'chief executive officer', cfo: 'chief financial officer', coo: 'chief operating officer', cto: 'chief technology officer', gc: 'general counsel' };
/**
 * A post named by its title: "general counsel", "the Director of Transportation", "our property
 * manager", "the claims adjuster", "the CFO". (A qualifier or two before the head noun; an "of"
 * after it names one field, not a phrase running on: "Director of Transportation each Monday".)
 */
const ROLE_TITLE = /\b(?:(?:general|associate|assistant|deputy) counsel|(?:(?:chief|vice|senior|executive|assistant|deputy|associate|regional|district|general|operations|account|property|project|claims|safety|depot|fleet|finance|sales|transportation|logistics|quality|plant|site|office|billing|credit|risk|facilities|maintenance|compliance|human resources|hr)\s+){1,2}(?:president|director|manager|officer|controller|supervisor|administrator|adjuster|coordinator|dispatcher|superintendent|inspector|engineer|analyst|auditor)|(?:president|director|superintendent)(?=\s+of\b)|controller|comptroller|treasurer|ceo|cfo|coo|cto)(?:\s+of\s+(?!the\b|a\b|an\b|our\b|their\b|its\b|that\b|this\b)[A-Za-z]+(?:\s+and\s+[A-Za-z]+)?)?\b/gi;

/** Posts named in a text (see ROLE_TITLE), each as its plain lower-case title. */
export function findRoles(text: string): NameValue[] {
  // ("The CFO of Northwind": the initials spelled out, the field kept.)
  const spelled = (title: string) => title.toLowerCase().replace(/\s+/g, ' ').replace(/^(?:ceo|cfo|coo|cto|gc)\b/, (i) => ROLE_INITIALS[i]!);
  return [...text.matchAll(ROLE_TITLE)].map((m) => ({ kind: 'name', nameType: 'role', value: spelled(m[0]), quote: m[0], start: m.index }));
}

/**
 * Whether two posts are the same: the same words in any order ("transportation director" is the
 * Director of Transportation), or one the other's vaguer form ("counsel", "general counsel").
 */
export function rolesAgree(a: string, b: string): boolean {
  const words = (x: string) => new Set(rawWords(x).filter((w) => !/^(?:of|and|the)$/i.test(w)).map((w) => canonical(w)));
  const [x, y] = [words(a), words(b)];
  return [...x].every((w) => y.has(w)) || [...y].every((w) => x.has(w));
}

/** Whether a weekday said agrees with a dated day (null when the other's year, hence its weekday, is not known). */
export function weekdaysAgree(a: DateValue, b: DateValue): boolean | null {
  if (a.weekday !== undefined && b.weekday !== undefined) return a.weekday === b.weekday;
  const said = a.weekday !== undefined ? a : b;
  const dated = said === a ? b : a;
  if (dated.granularity !== 'day' || !dated.yearKnown || dated.weekday !== undefined) return null;
  return new Date(`${dated.date}T12:00:00Z`).getUTCDay() === said.weekday;
}

/** The end of a match in the original text: a year written as words runs past its digits' padding. */
function paddedEnd(padded: string, said: string, end: number): number {
  let e = end;
  // (Across the spaces between the year's words too: "twenty twenty-one".)
  while (e < padded.length && padded[e] === ' ' && (said[e] !== ' ' || (padded[e + 1] === ' ' && said[e + 1] !== undefined && said[e + 1] !== ' '))) e += 1;
  return e;
}

const DAY_MS = 86_400_000;

/** chrono-node's casual English, plus holidays ("the Tuesday after Labor Day"). */
const CHRONO = chrono.casual.clone();
CHRONO.parsers.push(holidayParser);

const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12,
  thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20,
  'twenty-first': 21, 'twenty-second': 22, 'twenty-third': 23, 'twenty-fourth': 24, 'twenty-fifth': 25, 'twenty-sixth': 26,
  'twenty-seventh': 27, 'twenty-eighth': 28, 'twenty-ninth': 29, thirtieth: 30, 'thirty-first': 31,
};

/** The day an ordinal names ("thirty-first", "17th"), or null. */
export function ordinalDay(said: string): number | null {
  const day = /^\d/.test(said) ? Number.parseInt(said, 10) : (ORDINAL_WORDS[said.toLowerCase()] ?? null);
  return day !== null && day >= 1 && day <= 31 ? day : null;
}

/** A day of the month said on its own just after a month ("December, around the 8th"). */
function dayAfter(text: string, from: number): number | null {
  // (Also the next sentence when it is only the day: "The end of October. The thirtieth, I want to
  // say." — not "In October. The second shipment …".)
  const m =
    /^[\s,]+(?:(?:around|about|on|maybe|probably|i think)\s+)*the\s+(\d{1,2})(?:st|nd|rd|th)\b|^[\s,]+(?:(?:around|about|on|maybe|probably)\s+)*the\s+([a-z]+(?:-[a-z]+)?)\b/i.exec(text.slice(from, from + 40)) ??
    /^[.;]\s+the\s+(?:(\d{1,2})(?:st|nd|rd|th)|([a-z]+(?:-[a-z]+)?))(?=\s*(?:[,.;!?]|$|i\s))/i.exec(text.slice(from, from + 40));
  if (!m) return null;
  const day = m[1] ? Number(m[1]) : (ORDINAL_WORDS[m[2]!.toLowerCase()] ?? null);
  return day !== null && day >= 1 && day <= 31 ? day : null;
}

/**
 * The months each part of a year covers. (Winter is left out: "the winter of 2019" may be either
 * end of that year.)
 */
const YEAR_PARTS: Record<string, [number, number]> = { spring: [3, 5], summer: [6, 8], fall: [9, 11], autumn: [9, 11], early: [1, 6], mid: [4, 9], late: [7, 12] };
/** A season by the latest one before now: "last spring", "this past fall". */
const LAST_SEASON = /\b(?:last|this past)\s+(spring|summer|fall|autumn)\b/gi;
/** A part of the year just before its year: "the fall of", "summer", "late in", "early". */
const YEAR_PART = /\b(spring|summer|fall|autumn|early|mid|late)(?:[\s-]+(?:of|in))?[\s-]+$/i;

/** Whether a month or a day falls in the part of its year another value names ("the fall of 2019" and September 2019). */
function inSpan(a: DateValue, b: DateValue): boolean {
  if (!a.span || b.granularity === 'year' || !b.yearKnown || a.date.slice(0, 4) !== b.date.slice(0, 4)) return true;
  const month = Number(b.date.slice(5, 7));
  return month >= a.span[0] && month <= a.span[1];
}

/**
 * Two dates agree when they are the same at the coarser of their granularities; an approximate
 * day ("around October 12") agrees with one within three days of it. A part of a year (`span`)
 * agrees only with a month or a day inside it.
 */
export function datesAgree(a: DateValue, b: DateValue, approximate = false): boolean {
  if (!inSpan(a, b) || !inSpan(b, a)) return false;
  if (approximate && a.granularity === 'day' && b.granularity === 'day') {
    const shift = (d: DateValue, year: string) => Date.parse(`${year}${d.date.slice(4)}T00:00:00Z`);
    const year = a.yearKnown && b.yearKnown ? null : a.date.slice(0, 4);
    const x = year ? shift(a, year) : Date.parse(`${a.date}T00:00:00Z`);
    const y = year ? shift(b, year) : Date.parse(`${b.date}T00:00:00Z`);
    // (A day said is that day, hedged or not: "I want to say September twenty-fifth" is not the
    // 28th. "About the tenth" may be the eleventh.)
    return Math.abs(x - y) <= DAY_MS;
  }
  const g = a.granularity === 'year' || b.granularity === 'year' ? 4 : a.granularity === 'month' || b.granularity === 'month' ? 7 : 10;
  // A date whose year was assumed agrees with the same month and day in another year.
  if ((!a.yearKnown || !b.yearKnown) && g > 4) return a.date.slice(5, g) === b.date.slice(5, g);
  return a.date.slice(0, g) === b.date.slice(0, g);
}

/** The period each adjective counts a figure over ("annual budget", "monthly rent"). */
export const PERIOD_OF: Record<string, string> = { annual: 'year', yearly: 'year', monthly: 'month', weekly: 'week', daily: 'day', hourly: 'hour' };
/** The adjectives of PERIOD_OF, as a pattern's alternatives. */
export const PERIOD_ADJECTIVES = Object.keys(PERIOD_OF).join('|');
/** A period named just before a sum, its noun between ("annual salary of", "monthly rent:", "weekly wage was"). */
const PERIOD_BEFORE = new RegExp(String.raw`\b(${PERIOD_ADJECTIVES})\s+(?:[a-z-]+\s+){0,2}?[a-z-]+\s*(?:of|:|was|is|at|were|totall?ing|came to)?\s*(?:about|approximately|roughly|some)?\s*$`, 'i');
const PER_AFTER = /^\s*(?:\/|per\s+|an?\s+|each\s+)(?:loaded\s+)?(mile|day|week|month|year|hour|load|trailer|unit|pound|lb)s?\b/i;

/**
 * Dollars and cents said as people say them: "three dollars and fifty cents", "a dollar
 * eighty-five a mile" (the cents are the number after "dollar", with "cents" or a rate after it).
 */
const DOLLARS_AND_CENTS = /\b(\d+|an?|one)\s+dollars?(?:\s+and)?\s+(\d{1,2})(?!\d)(\s+cents?\b)?/gi;

/** "a dollar forty-two more a mile": the rate after a comparison is still the sum's. */
const beyondComparison = (after: string): string => after.replace(/^\s*(?:more|extra|less|higher|lower|over|above|below)\b/i, '');

/** A change said before its size: "downward by approximately", "increased by", "cut by". */
const CHANGED_BY = /\b(?:up|down|upward|downward|increased?|decreased?|reduced?|raised?|lowered?|cut|rose|fell|dropped|grew|higher|lower)\s+by\s+(?:about\s+|approximately\s+|roughly\s+|some\s+|nearly\s+|almost\s+)?$/i;
/**
 * Whether a sum is said as a difference from another: "+$1.42", "a dollar eighty-five a mile over
 * the Northwind rate", "$40,000 more", "a premium of $2 a mile" — the premium, not the price.
 */
function isDifference(text: string, start: number, end: number, perEnd: number): boolean {
  if (/(?:\+|\bpremium of|\bdifference of|\bincrease of)\s*$/i.test(text.slice(Math.max(0, start - 16), start))) return true;
  // "restate FY2023 revenue downward by approximately $4.7 million", "cut by $40,000": the change, not the sum.
  if (CHANGED_BY.test(text.slice(Math.max(0, start - 40), start))) return true;
  return [end, perEnd].some((at) => /^\s*(?:\/\s*\w+\s*)?(?:more|extra|over|above|higher|less|below|under|cheaper|on top)\b/i.test(text.slice(at, at + 24)));
}

/**
 * A figure said as a limit: at least it ("more than forty", "in excess of $50,000", "forty or more",
 * "fifty-plus"), at most it ("fewer than thirty", "under seventy thousand", "not even forty"), or
 * anywhere in the decade or step above it ("forty-odd", "sixty-something", "sixty thousand and
 * change"). A limit is true of every figure on its side: "more than forty trailers" does not
 * contradict a record of 46. "Just over", "a little under", "not quite" say the figure is near, and
 * stay a hedged figure (claims.ts, APPROXIMATE).
 */
export type Limit = 'atLeast' | 'atMost' | 'step';
const NEAR_LIMIT = /\b(?:just|a (?:bit|little|hair|touch|shade|tad)|slightly|barely|right|only|not quite|almost|nearly)\s+(?:over|under|above|below|more than|less than|shy of|short of)?\s*$/i;
const AT_LEAST_BEFORE = /\b(?:(?<!\b(?:no|not) )more than|at least|no (?:fewer|less) than|not (?:fewer|less) than|in excess of|upwards of|north of|better than|(?:well|way|far|comfortably) (?:over|above|north of)|over|above|a minimum of)\s+(?:\$\s*)?$/i;
const AT_MOST_BEFORE = /\b(?:less than|fewer than|at most|no more than|not more than|under|below|south of|not even|a maximum of|(?:well|way|far) (?:under|below|short of))\s+(?:\$\s*)?$/i;
const AT_LEAST_AFTER = /^(?:\s*(?:or|and) (?:more|above|higher|over|up|upwards)\b|-?\s?plus\b|\+)/i;
const AT_MOST_AFTER = /^\s*or (?:less|fewer|under|below|lower)\b/i;
const STEP_AFTER = /^(?:-?odd\b|-something\b|\s+and (?:change|something|some)\b)/i;

/** Whether the figure quoted at `start` in `text` is said as a limit (see Limit), read from the words around it. */
export function limitOf(text: string, start: number, quote: string): Limit | undefined {
  const before = text.slice(Math.max(0, start - 30), start);
  const tail = quote.match(/(?:-?odd|-something|\s+and (?:change|something|some)|\s*(?:or|and) (?:more|above|higher|over|up|upwards|less|fewer|under|below|lower)|-?\s?plus|\+)$/i)?.[0] ?? '';
  const after = tail || text.slice(start + quote.length, start + quote.length + 20);
  if (STEP_AFTER.test(after)) return 'step';
  if (AT_LEAST_AFTER.test(after)) return 'atLeast';
  if (AT_MOST_AFTER.test(after)) return 'atMost';
  if (NEAR_LIMIT.test(before)) return undefined;
  if (AT_LEAST_BEFORE.test(before)) return 'atLeast';
  if (AT_MOST_BEFORE.test(before)) return 'atMost';
  return undefined;
}

/** The unit a figure steps by at its last figure said: forty → 10, sixty thousand → 10,000. */
function stepOf(n: number): number {
  return Math.max(1, roundingSlack(n) * 2);
}

/**
 * Whether the witness's figure `a`, said as a limit, agrees with a written one `b` (null when `a`
 * is no limit, or `b` is one too): the limit holds every figure on its side, with a sliver of slack
 * (5% when hedged). Only the witness's limit is read so: a paper's "more than $23 million" is the
 * figure the paper gives ("it said thirty-two million" misquotes it), and its "under 3 ms" against
 * "under five milliseconds" is two figures compared as figures.
 */
export function limitsAgree(a: { value: number; to?: number; limit?: Limit }, b: { value: number; to?: number; limit?: Limit }, approximate: boolean): boolean | null {
  if (!a.limit || b.limit) return null;
  const span = (x: { value: number; to?: number; limit?: Limit }, slack: number): [number, number] => {
    const v = Math.abs(x.value);
    if (x.limit === 'atLeast') return [v * (1 - slack), Infinity];
    if (x.limit === 'atMost') return [-Infinity, v * (1 + slack)];
    if (x.limit === 'step') return [v * (1 - slack), v + stepOf(v)];
    return [Math.min(v, x.to ?? v) * (1 - slack), Math.max(v, x.to ?? v) * (1 + slack)];
  };
  const [aLo, aHi] = span(a, approximate ? 0.05 : 0.005);
  const [bLo, bHi] = span(b, 0.005);
  return aLo <= bHi && bLo <= aHi;
}

/** Sums of money, in digits or in words ("roughly two hundred grand", "a quarter of a million dollars"). */
export function findAmounts(text: string): AmountValue[] {
  const n = withDigits(text);
  const spans: { start: number; end: number; amount: number; currency: string }[] = [];
  for (const m of n.text.matchAll(DOLLARS_AND_CENTS)) {
    const end = m.index + m[0].length;
    if (!m[3] && !PER_AFTER.test(beyondComparison(n.text.slice(end, end + 40))) && !/^\s*(?:[.,;!?]|$)/.test(n.text.slice(end))) continue;
    const dollars = /^\d+$/.test(m[1]!) ? Number(m[1]) : 1;
    spans.push({ start: m.index, end, amount: dollars + Number(m[2]) / 100, currency: 'USD' });
  }
  for (const m of extractMoney(n.text)) if (!spans.some((s) => m.start < s.end && m.end > s.start)) spans.push(m);
  return spans
    .sort((a, b) => a.start - b.start)
    .map((m) => {
      const start = n.original(m.start);
      const per = PER_AFTER.exec(beyondComparison(n.text.slice(m.end, m.end + 40)));
      const relative = isDifference(n.text, m.start, m.end, m.end + (per ? per.index + per[0].length : 0));
      // "at an annual salary of $118,500.00", "Monthly rent: $4,200": the period named before the sum.
      const before = per ? null : PERIOD_BEFORE.exec(n.text.slice(Math.max(0, m.start - 40), m.start));
      const period = per ? per[1]!.toLowerCase() : before ? PERIOD_OF[before[1]!.toLowerCase()] : undefined;
      const quote = text.slice(start, n.original(m.end)).trim();
      const limit = limitOf(text, start, quote);
      return { kind: 'amount', amount: m.amount, currency: m.currency, quote, start, ...(period ? { per: period } : {}), ...(relative ? { relative } : {}), ...(limit ? { limit } : {}) };
    });
}

/**
 * Half the unit a number is rounded to: 700,000 → 50,000, 1,500,000 → 50,000, 46 → 0.5. A
 * hedged round figure ("about $700,000") means anything that rounds to it.
 */
function roundingSlack(n: number): number {
  const abs = Math.abs(n);
  if (abs < 10 || !Number.isInteger(abs)) return 0.5;
  // "A quarter million", "three quarters of a million": rounded to quarters of a million.
  if (abs >= 250_000 && abs % 250_000 === 0 && abs % 500_000 !== 0) return 125_000;
  let unit = 1;
  while (abs % (unit * 10) === 0 && unit * 10 <= abs) unit *= 10;
  return unit / 2;
}

/** How many digits a figure is said to (612,480 → 5, 600,000 → 1, 3.15 → 3). */
function significantDigits(n: number): number {
  const digits = String(Math.round(Math.abs(n) * 100)).replace(/0+$/, '');
  return digits.length;
}

/**
 * Whether a stated sum (`a`) agrees with a written one (`b`): within 0.5%, or when the witness
 * hedged ("about", "roughly", a couple of) within what the figure rounds to, at least 3% and at
 * most 10%.
 */
export function amountsAgree(a: number, b: number, approximate: boolean): boolean {
  const big = Math.max(Math.abs(a), Math.abs(b));
  // Unhedged, a figure means what it rounds to (at most 1%): "$612,480" is not "$612,940",
  // "$1.5 million" is $1,486,210.
  // Hedged, a round figure widens ("about $600,000"); a figure said to its last digits does not:
  // "$612,480, I think" is unsure of the memory, not of the number — it is not "$612,940".
  // Unhedged, a figure of one or two figures ("sixty thousand", "a hundred") is how people say a
  // sum in speech: within 3% it is the written $61,240 rounded, not another sum.
  const precise = significantDigits(a) >= 4;
  const tolerance = approximate && !precise ? Math.min(0.1 * big, Math.max(0.03 * big, roundingSlack(a))) : approximate ? Math.max(roundingSlack(a), 0.0005 * big) : Math.min(roundingSlack(a), (significantDigits(a) <= 2 ? 0.03 : 0.01) * big);
  return Math.abs(a - b) <= tolerance + 0.01;
}

/**
 * Whether a sum said by its leading figures ("twenty-seven four": 274) agrees with a written one
 * ($27,412.50): the written figure's lead, cut off or rounded to as many figures, is the same. A written sum
 * with fewer whole figures than were said ($6.12 against "six twelve") is not compared.
 */
export function leadAgrees(digits: string, amount: number, approximate: boolean): boolean | null {
  const whole = String(Math.round(Math.abs(amount)));
  if (whole.length < digits.length) return null;
  // (Cut off or rounded: "nine-twelve" for $912,600.)
  const scaled = Math.abs(amount) / 10 ** (whole.length - digits.length);
  const said = Number(digits);
  return [Math.floor(scaled), Math.round(scaled)].some((lead) => lead === said || (approximate && Math.abs(lead - said) <= 1));
}

const DIGITS = /(?<![\w$€£.,/:-])\(?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\)?(?![\d/:]|\.\d|-\d)/g;

/**
 * "One trailer", "zero loads": a lone "one" or "zero", which the spoken-number reader leaves as
 * words (it rewrites only what is worth a figure), still counts the thing after it. Every other
 * number said in words reaches findQuantities as digits (spoken.ts, withDigits).
 */
const LONE_COUNT = /\b(one|zero)\b(?=\s+(?:of\s+)?(?:trailer|load|unit|invoice|day|week|month|year))/gi;

/**
 * Counts said without a number, read where a count or a length is asked: "twice", "once" (how many
 * times), "just the one" (how many), "an hour", "a week" (how long). Elsewhere they are no counts:
 * "once we had the notice" is a time, "a day" a rate.
 */
const COUNT_WORDS = /\b(?:(twice|thrice)|(once)|(?:just|only)\s+(?:the\s+)?(one)\b(?!\s+(?:of|who|that|which|thing|time)\b)|^(?:the\s+)?(one)\b(?=\s*[.,;!]|\s*$))/gi;
const ONE_UNIT = /\b(?:an?|one)\s+(hour|day|week|month|year|minute)\b(?!\s+(?:or\s+(?:so|two)|later|earlier|before|after|ago|and a half)\b)/gi;

export function findCountWords(text: string, asked: 'count' | 'length'): QuantityValue[] {
  const out: QuantityValue[] = [];
  if (asked === 'count') {
    for (const m of text.matchAll(COUNT_WORDS)) {
      const value = m[1] ? (m[1].toLowerCase() === 'twice' ? 2 : 3) : 1;
      out.push({ kind: 'quantity', value, unit: m[1] || m[2] ? [] : unitAfter(text, m.index + m[0].length), quote: m[0], start: m.index });
    }
  } else {
    for (const m of text.matchAll(ONE_UNIT)) out.push({ kind: 'quantity', value: 1, unit: [canonical(m[1]!)], quote: m[0], start: m.index });
  }
  return out;
}

/** Words that follow a number without being what is counted ("Exhibit 4 page 2"; but "forty pages" counts pages). */
const NOT_UNITS = new Set(['section', 'sections', 'paragraph', 'paragraphs', 'exhibit', 'rule', 'page', 'am', 'pm', 'a.m', 'p.m', 'tr', 'f.3d', 'u.s', 'no',
  // ("One million even", "five hundred flat": how round the figure is, not what it counts.)
  'even', 'flat', 'exactly', 'altogether']);
/**
 * Words before a number that make it a label, not a count ("Section 4", "Exhibit 12", "No. 3"), and
 * the names of things numbered rather than counted ("Bldg 3 - Fuel dock canopy", "Lot 4", "Unit
 * 12", "Appendix 2": the third building, not three of them).
 */
const LABEL_BEFORE = /(?:section|sections|paragraph|paragraphs|exhibit|rule|page|pages|no\.|number|article|schedule|count|claim|tab|step|item|request|requests|tr\.|loads? #|#|\b(?:building|buildings|bldg\.?|bldgs\.?|lot|unit|suite|room|slip|pier|gate|bay|appendix|annex|phase|stage|version|model|ward|apt\.?|apartment))\s*$/i;

/** Short forms of units of time, read as the unit they stand for. */
const UNIT_SHORT: Record<string, string> = { ms: 'milliseconds', msec: 'milliseconds', sec: 'seconds', secs: 'seconds', min: 'minutes', mins: 'minutes', hr: 'hours', hrs: 'hours' };

function unitAfter(text: string, end: number): string[] {
  // ("three (lot MF-23-0416) were …": an aside between a count and its noun says which, not what.)
  const rest = text
    .slice(end, end + 60)
    .replace(/^\s*\)/, '')
    .replace(/^\s*\([^()]{1,40}\)/, '');
  if (/^\s*(?:%|percent\b|per\s?cent\b)/i.test(rest)) return ['percent'];
  const words = rawWords(rest.split(/[.;:!?,()]/)[0] ?? '').slice(0, 5);
  // "three … were reportable results": a count that is what "were" or "are" says of it counts the
  // things it is said to be (a plural noun phrase; "three were late" counts nothing named).
  if (/^(?:were|are)$/i.test(words[0] ?? '')) {
    const said: string[] = [];
    for (const w of words.slice(1).map((x) => x.toLowerCase())) {
      if (said.length === 3 || isStopWord(w) || NOT_UNITS.has(w) || /^\d/.test(w)) break;
      said.push(w);
    }
    return said.length > 0 && /[^s]s$/.test(said[said.length - 1]!) ? said.map(canonical) : [];
  }
  const unit: string[] = [];
  let i = 0;
  // "74 of those trailers", "46 in the pool": skip a short "of the/those".
  if (words[0]?.toLowerCase() === 'of' && words[1] && /^(?:the|those|these|our|its|their|them)$/i.test(words[1])) i = 2;
  for (; i < words.length && unit.length < 3; i += 1) {
    const w = words[i]!.toLowerCase();
    // "seventy-odd trailers": a hedge, not what is counted.
    if (i === 0 && w === 'odd') continue;
    // "under 3 ms", "40 mins": a unit's short form right after the figure ("ms" is also a title, a stop word).
    if (unit.length === 0 && UNIT_SHORT[w] !== undefined) {
      unit.push(canonical(UNIT_SHORT[w]));
      break;
    }
    // ("37 edited time punches": a noun the stop list holds for "first time" names the next one.)
    if (unit.length > 0 && NOUN_BEFORE_NOUN.has(w) && words[i + 1] && !isStopWord(words[i + 1]!)) continue;
    if (isStopWord(w) || NOT_UNITS.has(w) || /^\d/.test(w)) break;
    unit.push(canonical(w));
    if (/^(?:per)$/.test(w)) break;
  }
  return unit;
}

/** "46 trailers per day", "sixty a day", "$3.15 per loaded mile": the rate's unit. */
function rateAfter(text: string, end: number): { per?: string } {
  const m = /^\s*(?:[\w-]+\s+){0,3}?(?:per|a|an|each|every)\s+(?:loaded\s+)?(day|week|month|year|hour|mile|load|trailer)s?\b/i.exec(text.slice(end, end + 50));
  return m ? { per: m[1]!.toLowerCase() } : {};
}

const STREET_AFTER = /^\s+(?:[A-Z][a-z]+\s+){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Parkway|Pkwy|Boulevard|Blvd|Drive|Lane|Way|Highway|Plaza)\b/;

const RANGE_TOP = /^\s*(?:%|percent\s)?\s*(?:to|-|–|through|or)\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d/:]|\.\d)/;
/** "between 70 and 80": the same range, its words around it. */
const BETWEEN_TOP = /^\s*and\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d/:]|\.\d)/;

/** "… of the seven", "of those 120": the whole a count is a part of. */
const OUT_OF = /^\s+(?:out\s+)?of\s+(?:(?:the|those|these|our|their|its|his|her|my|your|all)\s+)?(\d[\d,]*)(?=\s+[a-z])/i;

/** Counted things: "74 trailers", "one hundred twenty (120) temperature-controlled trailers", "60 percent", "two weeks". */
const ORDINAL_AFTER = new RegExp(String.raw`^-(?:${ORDINAL_ONES})\b`, 'i');

/** A count of hundreds or thousands said as a few or a couple: the speaker did not say how many. */
const VAGUE_SCALE = /^(?:a|just a)\s+(few|couple)(?:\s+of)?\s+(?:hundred|thousand|million)\b/i;

/** A span of time then "into" (or a bare "in," closing the clause): a moment within a span. */
const ELAPSED_INTO = /^\s*(?:days?|weeks?|months?|years?|hours?|minutes?)\s+(?:into\b|in(?=\s*[,.;!?]|\s*$))/i;
export function findQuantities(text: string, taken: { start: number; quote: string }[] = []): QuantityValue[] {
  const n = withDigits(text);
  const norm = n.text;
  const out: QuantityValue[] = [];
  // Offsets are the original text's (taken's are too): a number said in words maps back to its words.
  const overlaps = (start: number, end: number) => taken.some((t) => start < t.start + t.quote.length && end > t.start) || out.some((q) => start < q.start + q.quote.length && end > q.start);
  for (const m of norm.matchAll(DIGITS)) {
    const at = m.index;
    const atEnd = at + m[0].length;
    const start = n.original(at);
    const end = n.original(atEnd);
    if (overlaps(start, end) || LABEL_BEFORE.test(norm.slice(Math.max(0, at - 14), at))) continue;
    // "Lot 0417", "badge 0093": a number written with a leading zero is a code, not a count.
    if (/^0\d{2,}$/.test(m[1]!)) continue;
    const value = Number(m[1]!.replace(/,/g, ''));
    // "88 Marine Terminal Road": a street number counts nothing.
    if (STREET_AFTER.test(norm.slice(atEnd, atEnd + 60))) continue;
    // "The twenty-eighth": an ordinal said in words (a day of the month, a rank) counts nothing.
    if (ORDINAL_AFTER.test(norm.slice(atEnd))) continue;
    // A year, unless it counts something: "2023 loads", or a thousands figure said in words before
    // a plural noun ("two thousand hours", where "two thousand twenty-three" would be a year).
    const spokenCount = /^[a-z]/i.test(text.slice(start, end)) && /^\s+[a-z]+s\b/i.test(norm.slice(atEnd)) && !/^\s+(?:and|or|was|is|ago|years?)\b/i.test(norm.slice(atEnd));
    if (/^(?:19|20)\d\d$/.test(m[1]!) && !spokenCount && !/^\s*(?:loads|trailers|units|percent)/i.test(norm.slice(atEnd))) continue;
    // "80 to 85 percent", "290-300 loads": one range, counted in the unit after its top.
    const range = RANGE_TOP.exec(norm.slice(atEnd)) ?? (/\bbetween\s*$/i.test(norm.slice(Math.max(0, at - 12), at)) ? BETWEEN_TOP.exec(norm.slice(atEnd)) : null);
    const top = range ? Number(range[1]!.replace(/,/g, '')) : null;
    // "Three of the seven instruments", "three of seven HPLC instruments": three, counted in the whole's unit, out of seven.
    const whole = range ? null : OUT_OF.exec(norm.slice(atEnd));
    const last = whole ? atEnd + whole[0].length : range && top !== null && top > value ? atEnd + range[0].length : atEnd;
    // ("Fifty-plus trailers": the plus says at least, the unit comes after it.)
    const plus = /^-?\s?plus\b/i.exec(norm.slice(last))?.[0].length ?? 0;
    // "About four months into the term", "two weeks in,": how far into a span a moment fell, not how long anything lasted.
    if (ELAPSED_INTO.test(norm.slice(last))) continue;
    const unit = unitAfter(norm, last + plus);
    const unitText = norm.slice(last).match(/^\s*[\w%-]+(?:\s[\w-]+)?/)?.[0] ?? '';
    const limit = whole || last !== atEnd ? undefined : limitOf(text, start, text.slice(start, end));
    // "A few hundred", "a couple thousand": how many hundreds is not said — three to six of them, or
    // two to two and a half ("a couple hundred" is not 311).
    // (Read as three and two of them: the range's top is twice and one and a quarter times that.)
    const vague = !whole && last === atEnd ? VAGUE_SCALE.exec(text.slice(start, end)) : null;
    const vagueTop = vague ? value * (vague[1]!.toLowerCase() === 'few' ? 2 : 1.25) : null;
    out.push({ kind: 'quantity', value, unit, quote: text.slice(start, n.original(last + unitText.length)).trim(), start, ...rateAfter(norm, last), ...(whole ? { of: Number(whole[1]!.replace(/,/g, '')) } : last !== atEnd ? { to: top! } : vagueTop !== null ? { to: vagueTop } : {}), ...(limit ? { limit } : {}) });
  }
  for (const m of norm.matchAll(LONE_COUNT)) {
    const at = m.index;
    const atEnd = at + m[0].length;
    if (overlaps(n.original(at), n.original(atEnd)) || LABEL_BEFORE.test(norm.slice(Math.max(0, at - 14), at))) continue;
    out.push({ kind: 'quantity', value: m[1]!.toLowerCase() === 'one' ? 1 : 0, unit: unitAfter(norm, atEnd), quote: text.slice(n.original(at), n.original(atEnd)), start: n.original(at), ...rateAfter(norm, atEnd) });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * Bytes in a unit of data ("41 KB", "three point two megabytes", "forty gigs"): file and drive sizes
 * compare across units, as durations do, in the decimal units a forensic report writes.
 */
const BYTES: Record<string, number> = { byt: 1, kb: 1e3, kilobyt: 1e3, mb: 1e6, megabyt: 1e6, meg: 1e6, gb: 1e9, gigabyt: 1e9, gig: 1e9, tb: 1e12, terabyt: 1e12 };
const dataUnit = (unit: string[]): number | null => {
  for (const w of unit) if (BYTES[w] !== undefined) return BYTES[w];
  return null;
};

/** Days in a unit of time (a month and a year on average): durations compare across units. */
const DAYS: Record<string, number> = { day: 1, week: 7, month: 30.44, year: 365.25, hour: 1 / 24, minut: 1 / 1440, second: 1 / 86_400, millisecond: 1 / 86_400_000 };
const timeUnit = (unit: string[]): number | null => {
  for (const w of unit) if (DAYS[w] !== undefined) return DAYS[w];
  return null;
};

/** Inches in a unit of length ("4.1 feet", "eighteen inches"): a depth or a height compares across units. */
const INCHES: Record<string, number> = { inch: 1, foot: 12, feet: 12, ft: 12, yard: 36, yd: 36 };
const lengthUnit = (unit: string[]): number | null => {
  for (const w of unit) if (INCHES[w] !== undefined) return INCHES[w];
  return null;
};
/** The measure a unit belongs to (time, data, length) and its size in that measure's smallest unit. */
export const measureOf = (unit: string[]): readonly [string, number] | null => {
  const t = timeUnit(unit);
  if (t !== null) return ['time', t];
  const d = dataUnit(unit);
  if (d !== null) return ['data', d];
  const l = lengthUnit(unit);
  return l !== null ? ['length', l] : null;
};

/**
 * Counts agree when equal, or within 5% (or what a round figure rounds to, up to 15%) when
 * either is approximate. Durations compare in days: "two weeks" is not thirty days, "six months"
 * is 180 days (months and years are averages, so within 3%).
 */
export function quantitiesAgree(a: number, b: number, approximate: boolean, unitA: string[] = [], unitB: string[] = []): boolean {
  // Durations in days, sizes in bytes, lengths in inches: two counts convert only within one measure.
  const ma = measureOf(unitA);
  const mb = measureOf(unitB);
  if (ma && mb && ma[0] === mb[0] && ma[1] !== mb[1]) {
    const x = a * ma[1];
    const y = b * mb[1];
    // Months and years are averages (two months are 59 to 62 days); "about a week", "about two
    // months", one or two of a unit hedged, is as coarse as the unit: five to nine days for a week.
    const calendar = ma[0] === 'time' && ma[1] >= DAYS.month!;
    const share = approximate ? (a <= 2 ? 0.2 : 0.1) : calendar ? 0.05 : 0.03;
    return Math.abs(x - y) <= share * Math.max(x, y);
  }
  if (a === b) return true;
  const big = Math.max(a, b);
  // "Roughly 290" is not 311: a hedged count is within 5%, or within what its round figure rounds to.
  // Unhedged, a round count of a hundred or more ("a hundred", "twelve hundred") is a count said
  // rounded: within 3% ("a hundred" for 97), as a round sum is.
  // So is a share said in fives ("forty percent" for 41.3%): within two points.
  if (!approximate && unitA.includes('percent') && unitB.includes('percent') && a >= 10 && a % 5 === 0) return Math.abs(a - b) <= 2;
  if (!approximate) return a >= 100 && significantDigits(a) <= 2 && Math.abs(a - b) <= Math.min(roundingSlack(a), 0.03 * big);
  return Math.abs(a - b) <= Math.min(0.15 * big, Math.max(0.05 * big, roundingSlack(a)));
}

/**
 * Two counts, either of them a range ("eighty to eighty-five percent" against "fewer than 60
 * percent"): they agree when the ranges meet, each widened as a hedged count would be.
 */
export function countsAgree(a: QuantityValue, b: QuantityValue, approximate: boolean): boolean {
  // "Three of the seven": a source counting the seven agrees (the part is not the whole).
  if ((a.of !== undefined && quantitiesAgree(a.of, b.value, false)) || (b.of !== undefined && quantitiesAgree(b.of, a.value, false))) return true;
  if (a.to === undefined && b.to === undefined) return quantitiesAgree(a.value, b.value, approximate, a.unit, b.unit);
  // ("A year and a half" against "eighteen to twenty-four months": a range in another unit of the
  // same measure is read in one unit, months and years as the averages they are.)
  const [ma, mb] = [measureOf(a.unit), measureOf(b.unit)];
  const [fa, fb] = ma && mb && ma[0] === mb[0] && ma[1] !== mb[1] ? [ma[1], mb[1]] : [1, 1];
  const slack = (x: number) => (approximate || fa !== fb ? 0.05 * x : 0);
  const [aLo, aHi] = [a.value * fa, (a.to ?? a.value) * fa];
  const [bLo, bHi] = [b.value * fb, (b.to ?? b.value) * fb];
  // Two ranges are two limits each ("ninety to a hundred and ten percent" against a specification
  // of "95.0% - 105.0%"): the same range only when both ends agree.
  if (a.to !== undefined && b.to !== undefined) return quantitiesAgree(aLo, bLo, approximate) && quantitiesAgree(aHi, bHi, approximate);
  return aLo - slack(aLo) <= bHi + slack(bHi) && bLo - slack(bLo) <= aHi + slack(aHi);
}

export function unitsMatch(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  // Hours are work done or a deadline's hours; days to years are periods: "140 hours" is not a term.
  // (Minutes and seconds are as short: "two hours" and "twenty minutes" are one measure.)
  if (timeUnit(a) !== null && timeUnit(b) !== null) return (timeUnit(a)! <= DAYS.hour!) === (timeUnit(b)! <= DAYS.hour!);
  // A size in megabytes is one in kilobytes or gigabytes, counted in another unit.
  if (dataUnit(a) !== null && dataUnit(b) !== null) return true;
  // A depth in feet is one in inches.
  if (lengthUnit(a) !== null && lengthUnit(b) !== null) return true;
  // "Twelve engineers" and "nine people" are head counts both.
  return a.some((w) => b.includes(w)) || samePeople(a, b);
}

const CAPITALISED = /\b[A-Z][a-z'’]+(?:\s+(?:[A-Z][a-z'’]+|[A-Z]\.))*/g;
const NOT_NAME_WORDS = new Set(['to', 'me', 'him', 'her', 'us', 'them', 'his', 'their', 'your', 'its', 'by', 'for', 'from', 'with', 'did', 'yes', 'no', 'i', 'it', 'the', 'that', 'we', 'our', 'my', 'he', 'she', 'they', 'not', 'well', 'correct', 'sure', 'maybe', 'probably', 'about',
  // How a witness says yes or no ("Right.", "Exactly.", "Nope."): never a name or a place.
  'right', 'true', 'exactly', 'absolutely', 'certainly', 'definitely', 'indeed', 'yeah', 'yep', 'yup', 'nope', 'never', 'none', 'nobody', 'okay', 'ok', 'agreed', 'accurate', 'wrong', 'incorrect', 'perhaps', 'honestly', 'frankly', 'again', 'around', 'on', 'in', 'at', 'a', 'mr', 'ms', 'mrs', 'dr', 'exhibit', 'section',
  // Whose it is, and a part of a period ("Mine again.", "End of September."): never a name.
  'mine', 'yours', 'ours', 'theirs', 'hers', 'end', 'beginning', 'middle', 'start', 'early', 'late',
  // Pronouns and determiners that open a sentence ("Whoever was authorized to.", "Enough to cover it."): a closed class, never a name.
  "i'd", "i'm", "i've", "i'll", "we're", "we've", "we'd", "we'll", "you're", "you've", "you'd", "they're", "they've", "they'd", "they'll", "he's", "he'd", "she's", "she'd", "it's", "that's", "there's", "here's", "what's", "who's", 'just', 'only', 'mostly', 'still', 'also', 'even', 'outside', 'near', 'whoever', 'whatever', 'whichever', 'wherever', 'whenever', 'however', 'someone', 'somebody', 'something', 'anyone', 'anybody', 'anything', 'everyone', 'everybody', 'everything', 'enough', 'both', 'either', 'neither', 'each', 'several', 'many', 'most', 'few', 'all', 'some', 'any', 'this', 'these', 'those', 'there', 'somewhere', 'someplace', 'anywhere', 'elsewhere', 'everywhere', 'nowhere',
  // Adverbs of place that open a sentence ("Over at 345 Adams Street", "Up in Albany"): never the place itself.
  'over', 'up', 'down', 'out', 'across', 'here']);

/** Whether a word of a capitalised run never names anything ("They’re", "Mine's"), read with a typed apostrophe and without a possessive "s". */
const notNameWord = (w: string): boolean => NOT_NAME_WORDS.has(w.toLowerCase().replace(/’/g, "'").replace(/'s$/, ''));

/** People and organisations (the analysis extractor, plus a lone capitalised name in a short answer: "Ray did."). */
export function findNames(text: string, loose: boolean): NameValue[] {
  const found: NameValue[] = extractNames(text)
    .filter((n) => n.type !== 'place')
    .map((n) => ({ kind: 'name', nameType: n.type, value: n.value, quote: n.quote, start: n.start }));
  // A person by an initial and a surname, as forms and logs sign ("HR signature: J. Kowalski",
  // "Owner: K. Oduya"): the recogniser reads none. (Not a transcript's "Q. Did …" or "A. Yes": the
  // word after the initial must be one the lexicon does not know, as surnames mostly are.)
  for (const m of text.matchAll(INITIAL_SURNAME)) {
    const surname = m[2]!;
    if (lexiconTags(surname.toLowerCase()).length > 0) continue;
    // (The recogniser may have read the surname alone, or kept only it of "R. Mendelsohn": the
    // initial is part of the name.)
    const alone = found.findIndex((f) => (f.start === m.index + m[0].length - surname.length && f.quote === surname) || (f.start === m.index && f.quote === m[0]));
    if (alone >= 0) found.splice(alone, 1);
    else if (overlapsFound(found, m.index, m[0].length)) continue;
    found.push({ kind: 'name', nameType: 'person', value: m[0], quote: m[0], start: m.index });
  }
  // Names the recogniser misses for want of a suffix or a context it knows, read by where they
  // stand: the institution an account is held at ("Chase checking account ending 0218"), whoever
  // did what a participle tells ("appraised by Swann Galleries"), a person on a form's label
  // ("Notary Public: Ellen Marsh").
  for (const { re, name } of NAMED_BY_STANDING) {
    for (const m of text.matchAll(re)) {
      const said = name(m);
      if (said === null) continue;
      const words = said.trim().split(/\s+/).filter(Boolean);
      while (words.length > 0 && NOT_NAME_WORDS.has(words[0]!.toLowerCase())) words.shift();
      while (words.length > 0 && /^(?:and|of|&)$/i.test(words.at(-1)!)) words.pop();
      if (words.length === 0 || (words.length === 1 && MONTH_WORD.test(words[0]!))) continue;
      const value = words.join(' ');
      const start = m.index + m[0].indexOf(value);
      if (start < m.index || overlapsFound(found, start, value.length)) continue;
      found.push({ kind: 'name', nameType: 'unknown', value, quote: value, start });
    }
  }
  if (loose) {
    for (const m of text.matchAll(CAPITALISED)) {
      const words = m[0].split(/\s+/).filter((w) => !notNameWord(w));
      if (words.length === 0 || overlapsFound(found, m.index, m[0].length)) continue;
      if (MONTH_WORD.test(m[0]) && words.length === 1) continue;
      // ("People talk.", "Folks knew.": a plural of people opening a sentence is no one's name. A
      // singular stays one: "Cook." and "Smith." answer who as surnames.)
      if (words.length === 1 && SENTENCE_START.test(text.slice(0, m.index)) && lexiconTags(words[0]!.toLowerCase())[0] === 'NNS' && isPersonNoun(words[0]!.toLowerCase())) continue;
      const value = words.join(' ').replace(/[’']s$/, '');
      found.push({ kind: 'name', nameType: 'unknown', value, quote: m[0], start: m.index });
    }
  }
  return found;
}

/** An account and the capitalised words before it, the institution holding it: "Fidelity brokerage account", "a Chase checking account". */
const ACCOUNT_AT = /\b((?:[A-Z][\w&'’.-]*\s+){1,3}?)(?:(?:checking|savings|brokerage|money market|retirement|investment|custody|custodial|trust|escrow|operating|payroll|credit card|joint|IRA)\s+)?accounts?\b/g;
/** Capitalised words after a participle and "by": whoever did it ("appraised by Swann Galleries", "prepared by Coastal Claims"). */
const DONE_BY = /\b[a-z]{3,}ed\s+by\s+((?:[A-Z][\w&'’-]*)(?:\s+(?:[A-Z][\w&'’-]*|&|and|of))*)/g;
/** A person's name after a form's label: "Notary Public: Ellen Marsh", "Prepared by: Tom Reyes" (the label is checked by labelsPerson). */
const LABELLED_PERSON = /(?:^|[;\n]\s*)([A-Z][A-Za-z]+(?:\s+[A-Za-z]+){0,2}):\s+([A-Z][a-z]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z'’-]+)(?=[\s,;.]|$)/g;
/** Whether a form's label names a person's part ("Notary Public", "Appraiser", "Prepared by"): WordNet's people, or a signer's words. */
const labelsPerson = (label: string): boolean => label.split(/\s+/).some((w) => isPersonNoun(w.toLowerCase()) || /^(?:by|signed|signature|name|contact|attn|attention)$/i.test(w));
/** Where a name stands, and which part of the match is the name (null: the match names nobody). */
const NAMED_BY_STANDING: { re: RegExp; name: (m: RegExpMatchArray) => string | null }[] = [
  { re: ACCOUNT_AT, name: (m) => m[1]! },
  { re: DONE_BY, name: (m) => m[1]! },
  { re: LABELLED_PERSON, name: (m) => (labelsPerson(m[1]!) ? m[2]! : null) },
];

/** Whether a stretch of the text overlaps a value already found in it. */
const overlapsFound = (found: readonly NameValue[], start: number, length: number): boolean => found.some((f) => start < f.start + f.quote.length && start + length > f.start);

/** An initial and a surname: "J. Kowalski", "K. Oduya-Mensah" (not "U.S." nor "A. B." runs). */
const INITIAL_SURNAME = /(?<![\w.])([A-Z])\.\s([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b(?!\.\w)/g;

const PLACE_AFTER = /\b(?:in|at|to|from|near|outside|out of)\s+(?:the\s+)?((?:[A-Z][a-z]+|[A-Z]{2})(?:[\s,]+(?:[A-Z][a-z]+|[A-Z]{2}))*)/g;

/** A site by its kind: "the Red Hook dock", "our Newark yard", "the Hunts Point terminal". */
const SITE_BEFORE = /\b((?:[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)*)\s+((?:dock|cross-dock|terminal|yard|warehouse|facility|depot|plant|hub|annex|distribution center)s?)\b/g;

/**
 * A body of water or a stretch of shore by its name: "Port Jefferson Harbor", "Oyster Bay", "Long
 * Island Sound", "Jones Beach" — a place wherever it stands in a sentence ("a storm struck Port
 * Jefferson Harbor"), not only after "in" or "at".
 */
const WATER_NOUNS = ['Harbor', 'Harbour', 'Bay', 'Sound', 'Inlet', 'Cove', 'Creek', 'River', 'Beach', 'Marina'];
const WATER_PLACE = new RegExp(String.raw`\b((?:[A-Z][a-z'’]+\s+){1,3})(${WATER_NOUNS.join('|')})\b`, 'g');

/** What an institution named as a place ends in; each is a site too (`SITE_NOUN`). */
const INSTITUTION_NOUNS = ['Medical Center', 'Medical Centre', 'Health Center', 'Surgical Center', 'Surgery Center', 'Medical Group', 'Hospital', 'Clinic', 'Infirmary'];
/** An institution named as a place: "Kings Bay Medical Center", "St. Luke's Hospital", "Park Slope Family Clinic". */
const INSTITUTION = new RegExp(String.raw`\b((?:(?:St\.|Saint|Mount|Mt\.)\s+)?(?:[A-Z][a-z'’]+\s+){1,4})(${INSTITUTION_NOUNS.join('|')})\b`, 'g');

const NOT_A_PLACE = /^(?:[\s\S]*\b(?:Co|Inc|LLC|LLP|Corp|Corporation|Company|Ltd|Freight|Logistics|Holdings|Organics|Cooperative|Bank)\b|\s*(?:Co|Inc|LLC|LLP|Corp|Ltd)\b|(?:Schedules?|Sections?|Exhibits?|Articles?|Appendix|Appendices|Rules?|Counts?|Paragraphs?)\b)/;

/**
 * A US postal address's last part: the street line, then the city, then the state (its name or its
 * two-letter code) and the ZIP code. The city and state are the groups.
 */
const POSTAL_ADDRESS = /\b\d{1,6}\s+(?:[A-Z][\w.'’-]*\s+){1,4}(?:Road|Rd|Street|St|Avenue|Ave|Parkway|Pkwy|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Highway|Hwy|Plaza|Place|Pl|Court|Ct|Terrace|Square|Sq)\.?(?:,?\s+(?:Suite|Ste\.?|Floor|Fl\.?|Unit|#)\s*[\w-]+)?,\s+((?:[A-Z][a-z'’-]+\s+){0,2}[A-Z][a-z'’-]+),\s+([A-Z]{2}|(?:[A-Z][a-z]+\s)?[A-Z][a-z]+)\s+\d{5}(?:-\d{4})?\b/g;

/** Capitalised words, a comma, and a state's name or postal code: "North Brunswick, New Jersey", "Easton, PA". */
const CITY_STATE = /\b((?:[A-Z][a-z'’]+\s+){0,2}[A-Z][a-z'’]+),\s+(?=((?:New|North|South|West|Rhode)\s+[A-Z][a-z]+|[A-Z][a-z]+|[A-Z]{2})\b)/g;

/** Capitalised words, with a comma between a city and its state ("Bethlehem, Pennsylvania"). */
const PLACE_RUN = /\b[A-Z][a-z'’]+(?:(?:\s+|,\s*)(?:[A-Z][a-z'’]+|[A-Z]{2}\b))*/g;

/**
 * Where a loose reading looks for a place said alone: a short answer, or a longer one's short first
 * sentence ("Port Jefferson. They came out to the marina to go over it with me."); else nothing.
 */
function shortHead(text: string): string {
  if (text.split(/\s+/).length <= 10) return text;
  const first = text.split(/(?<=[.!?;])\s+(?=[A-Z])/)[0] ?? '';
  if (first.split(/\s+/).length <= 3) return first;
  // ("Allentown, at headquarters on Industrial Parkway.": the place said first, then what it is.)
  const lead = /^[^,]+(?=,)/.exec(first)?.[0] ?? '';
  return lead.split(/\s+/).length <= 3 ? lead : '';
}

/**
 * Places: the analysis extractor's, plus capitalised words after in/at/to/from. `loose` (a short
 * answer to a where-question, "Queens County.", "Bethlehem, Pennsylvania"): every capitalised run
 * is a place, a city with its state read as one.
 */
export function findPlaces(text: string, loose = false): NameValue[] {
  const extracted = extractNames(text);
  const found: NameValue[] = extracted
    .filter((n) => n.type === 'place')
    .map((n) => ({ kind: 'place', nameType: 'place', value: n.value, quote: n.quote, start: n.start }));
  // "sent to Tom Beckett": a person or a firm after "to" is not a place.
  const others = extracted.filter((n) => n.type !== 'place');
  const head = loose ? shortHead(text) : '';
  if (head !== '') {
    for (const m of head.matchAll(PLACE_RUN)) {
      // ("New York. Sterling's home turf.": a possessive before a noun in a remark after the answer
      // says whose, not where; in the answer itself it may lead the place: "At Castellan's lawyers' offices".)
      const firstEnd = head.search(/[.!?]\s/);
      if (/['’]s$/.test(m[0]) && /^\s+[a-z]/.test(head.slice(m.index + m[0].length)) && firstEnd >= 0 && m.index > firstEnd) continue;
      const words = m[0].split(/[\s,]+/).filter((w) => !notNameWord(w));
      if (words.length === 0 || (MONTH_WORD.test(m[0]) && words.length === 1) || (m.index === 0 && words.length === 1 && m[0].split(/\s+/).length === 1 && NOT_NAME_WORDS.has(m[0].toLowerCase()))) continue;
      const start = m.index + m[0].indexOf(words[0]!);
      // (Up to its last word that names: "Princeton Junction, I'd assume" ends at "Junction".)
      const last = words.at(-1)!;
      const quote = m[0].slice(m[0].indexOf(words[0]!), m[0].lastIndexOf(last) + last.length).replace(/,\s*$/, '');
      // The run replaces the extractor's pieces of it ("Pennsylvania" of "Bethlehem, Pennsylvania").
      for (let i = found.length - 1; i >= 0; i -= 1) if (found[i]!.start >= start && found[i]!.start < start + quote.length) found.splice(i, 1);
      if (found.some((f) => start < f.start + f.quote.length && start + quote.length > f.start)) continue;
      found.push({ kind: 'place', nameType: 'place', value: quote, quote, start });
    }
  }
  // A postal address ("1400 Industrial Parkway, Allentown, PA 18109") names its city in its state:
  // read as one place, in place of the pieces the extractor made of it.
  for (const m of text.matchAll(POSTAL_ADDRESS)) {
    const value = `${m[1]!.trim()}, ${m[2]!}`;
    const start = m.index + m[0].lastIndexOf(m[1]!);
    const end = m.index + m[0].length;
    for (let i = found.length - 1; i >= 0; i -= 1) if (found[i]!.start >= m.index && found[i]!.start < end) found.splice(i, 1);
    found.push({ kind: 'place', nameType: 'place', value, quote: text.slice(start, end).replace(/\s+\d{5}(?:-\d{4})?$/, ''), start });
  }
  // "…, North Brunswick, New Jersey": a city written with its state, with or without a street or a ZIP code.
  for (const m of text.matchAll(CITY_STATE)) {
    const state = stateOf(`, ${m[2]!}`);
    if (!state) continue;
    const city = m[1]!.split(/\s+/);
    while (city.length > 0 && (NOT_NAME_WORDS.has(city[0]!.toLowerCase()) || isStopWord(city[0]!))) city.shift();
    if (city.length === 0 || MONTH_WORD.test(city[0]!) || NOT_A_PLACE.test(city.join(' '))) continue;
    const value = `${city.join(' ')}, ${m[2]!}`;
    const start = m.index + m[0].indexOf(city[0]!);
    // (The state follows the comma, read ahead so that "Way, North Brunswick, New Jersey" still finds its city.)
    if (US_STATES.has(city.join(' ').toLowerCase()) || found.some((f) => start < f.start + f.quote.length && start + value.length > f.start && f.quote.length >= value.length)) continue;
    // The city with its state replaces the pieces read of it ("New Jersey" alone).
    for (let i = found.length - 1; i >= 0; i -= 1) if (found[i]!.start >= start && found[i]!.start < start + value.length) found.splice(i, 1);
    found.push({ kind: 'place', nameType: 'place', value, quote: value, start });
  }
  for (const m of text.matchAll(SITE_BEFORE)) {
    const words = m[1]!.split(/\s+/);
    // (A sentence's first word or a firm's name is not the site's: "Castellan office" is the firm's.)
    while (words.length > 0 && (NOT_NAME_WORDS.has(words[0]!.toLowerCase()) || isStopWord(words[0]!))) words.shift();
    if (words.length === 0) continue;
    const start = m.index + m[1]!.indexOf(words[0]!);
    const value = `${words.join(' ')} ${m[2]!}`;
    if (NOT_A_PLACE.test(value) || MONTH_WORD.test(words[0]!)) continue;
    // The site replaces what else read its name ("Red Hook" of "the Red Hook cross-dock").
    for (let i = found.length - 1; i >= 0; i -= 1) if (found[i]!.start >= start && found[i]!.start < start + value.length) found.splice(i, 1);
    if (found.some((f) => start < f.start + f.quote.length && start + value.length > f.start)) continue;
    found.push({ kind: 'place', nameType: 'place', value, quote: value, start });
  }
  for (const m of text.matchAll(INSTITUTION)) {
    const words = m[1]!.trim().split(/\s+/);
    while (words.length > 0 && (NOT_NAME_WORDS.has(words[0]!.toLowerCase()) || isStopWord(words[0]!))) words.shift();
    // ("The Hospital for Special Surgery": no name before the noun, so none read here.)
    if (words.length === 0) continue;
    const value = `${words.join(' ')} ${m[2]!}`;
    const start = m.index + m[0].indexOf(words[0]!);
    // The institution replaces what else read its name ("Kings Bay Medical" of "Kings Bay Medical Center").
    for (let i = found.length - 1; i >= 0; i -= 1) if (found[i]!.start >= start && found[i]!.start < start + value.length) found.splice(i, 1);
    found.push({ kind: 'place', nameType: 'place', value, quote: value, start });
  }
  for (const m of text.matchAll(WATER_PLACE)) {
    const words = m[1]!.trim().split(/\s+/);
    while (words.length > 0 && (NOT_NAME_WORDS.has(words[0]!.toLowerCase()) || isStopWord(words[0]!))) words.shift();
    if (words.length === 0 || MONTH_WORD.test(words[0]!)) continue;
    const value = `${words.join(' ')} ${m[2]!}`;
    const start = m.index + m[0].indexOf(words[0]!);
    // ("Tidewater Creek Logistics Inc." and "Harbor Hotels Group, Inc." are firms.)
    if (NOT_A_PLACE.test(value) || NOT_A_PLACE.test(text.slice(start + value.length, start + value.length + 12)) || FIRM_GOES_ON.test(text.slice(start + value.length, start + value.length + 60))) continue;
    // The whole name replaces what else read a piece of it ("Huntington" of "Huntington Harbor").
    for (let i = found.length - 1; i >= 0; i -= 1) if (found[i]!.start >= start && found[i]!.start < start + value.length) found.splice(i, 1);
    if (found.some((f) => start < f.start + f.quote.length && start + value.length > f.start)) continue;
    found.push({ kind: 'place', nameType: 'place', value, quote: value, start });
  }
  for (const m of text.matchAll(PLACE_AFTER)) {
    const value = m[1]!.replace(/,\s*$/, '');
    const start = m.index + m[0].indexOf(value);
    // "to Tidewater Freight Co.", "in Schedule B": a firm or a part of a document, not a place.
    if (NOT_A_PLACE.test(value) || NOT_A_PLACE.test(text.slice(start + value.length, start + value.length + 12))) continue;
    if (MONTH_WORD.test(value.split(/\s/)[0]!) || [...found, ...others].some((f) => start < f.start + f.quote.length && start + value.length > f.start)) continue;
    found.push({ kind: 'place', nameType: 'place', value, quote: value, start });
  }
  // "Q. Please state your name.": a word opening a sentence that the lexicon knows only as a verb,
  // an adverb or an interjection is capitalised for its place in the sentence, not as a name.
  return found.filter((f) => /\s/.test(f.value) || !SENTENCE_START.test(text.slice(0, f.start)) || !namesNothing(f.value));
}

/** A name running on into a firm's ("Harbor" of "Harbor Hotels Group, Inc."): its capitalised words, then the firm's kind. */
const FIRM_GOES_ON = /^\s+(?:[A-Z][\w&'’-]*,?\s+){0,3}(?:Inc|LLC|L\.L\.C|LLP|Corp|Corporation|Co|Company|Ltd|Group|Holdings|Partners)\b/;

/** What comes before a sentence's first word: nothing, a stop, or a transcript's "Q." / "A.". */
const SENTENCE_START = /(?:^|[.!?:;]\s+|\b[QA]\.\s+)["'“‘(]?$/;

/** Words that say what kind of place a name is ("county", "yard"), not which. */
const PLACE_KINDS = new Set(
  'county city town township village borough state district dock docks cross-dock terminal yard warehouse facility depot plant hub annex center office offices headquarters street avenue road boulevard parkway'.split(' '),
);

/** Words that name no one in particular: they say what kind of place or firm, not which. */
const GENERIC = new Set(
  ('county city town township village state states north south east west northern southern eastern western new port fort mount lake saint san santa ' +
    'upper lower greater valley beach heights park falls springs island bay river harbor harbour sound inlet cove creek marina court courts district office offices headquarters ' +
    'freight logistics company companies group holdings services service partners associates organics dairy cooperative bank trust the of and ' +
    // What a firm does is no firm's own name: "Northeast Coastal Engineering" is not "Halvorsen Engineering".
    'engineering engineers consulting consultants construction insurance mutual laboratories laboratory labs pharmaceuticals solutions systems industries enterprises management medical health healthcare dental orthopaedics orthopedics orthopaedic orthopedic therapy physical adjusters ' +
    'dock docks cross-dock terminal terminals yard yards warehouse facility depot plant hub')
    .split(' '),
);
const SUFFIXES = new Set(['inc', 'llc', 'llp', 'co', 'corp', 'corporation', 'ltd', 'mr', 'ms', 'mrs', 'dr', 'esq', 'jr', 'sr']);

const nameTokens = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .map((w) => w.replace(/['’]s$/u, '').replace(/^-+|-+$/g, ''))
    .filter((w) => w.length >= 3 && !SUFFIXES.has(w));

function distinctive(tokens: string[]): string[] {
  const own = tokens.filter((w) => !GENERIC.has(w));
  return own.length > 0 ? own : tokens;
}

/** "Ray" is "Raymond", "Tom" is "Thomas" only beside the same surname (same initial). */
const sameWord = (a: string, b: string) => a === b || (a.length >= 3 && b.startsWith(a)) || (b.length >= 3 && a.startsWith(b));

/** A surname is itself: "Park" is not "Parker" (a first name may be short for another: "Ray", "Raymond"). */
const sameWordAt = (a: string, b: string, surname: boolean) => (surname ? a === b : sameWord(a, b));

/** Two surnames one of which runs on from the other: "Park" and "Parker", "Reed" and "Reeder". */
const otherSurname = (a: string, b: string): boolean => a !== b && (a.startsWith(b) || b.startsWith(a));

/** Words that tell two places with the same name apart: "North Brunswick" is not "New Brunswick". */
const QUALIFIERS = new Set(['north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'new', 'old', 'upper', 'lower', 'port', 'fort', 'mount', 'lake', 'saint', 'san', 'santa', 'greater', 'little', 'great']);

/** The qualifying words a name opens with ("north" of "North Brunswick"), or none. */
const qualifiersOf = (tokens: string[]): string[] => {
  const out: string[] = [];
  for (const w of tokens) {
    if (!QUALIFIERS.has(w)) break;
    out.push(w);
  }
  return out;
};

/** Whether two names' opening qualifiers differ where both have some ("New Brunswick", "North Brunswick"). */
const otherQualifier = (x: string[], y: string[]): boolean => {
  const [a, b] = [qualifiersOf(x), qualifiersOf(y)];
  return a.length > 0 && b.length > 0 && a.join(' ') !== b.join(' ');
};

/**
 * Whether two names are the same person, firm or place, compared as whole names: every
 * distinctive word of the shorter is in the longer ("Ray" meets "Raymond Voss", "Allentown" meets
 * "Allentown, Pennsylvania"), while a shared kind-of-place word is not agreement ("Kings County"
 * is not "New York County", "New Jersey" is not "New York", "North Bergen" is not "North
 * Arlington"). A first name beside the same surname agrees on its initial ("Tom Beckett",
 * "Thomas Beckett").
 */
export function namesAgree(a: string, b: string): boolean {
  const [fa, fb] = [nameTokens(a), nameTokens(b)];
  if (otherQualifier(fa, fb)) return false;
  if (fa.length >= 2 && fa.length === fb.length && fa[0] === fb[0] && otherSurname(fa.at(-1)!, fb.at(-1)!)) return false;
  // "Red Bank" is not "Red Hook", nor "Port Newark" "Port Elizabeth": the same first word and
  // another second, where the second names which one and not what kind of place it is.
  if (fa.length >= 2 && fb.length >= 2 && fa[0] === fb[0] && fa[1] !== fb[1] && !PLACE_KINDS.has(fa[1]!) && !PLACE_KINDS.has(fb[1]!)) return false;
  const x = distinctive(fa);
  const y = distinctive(fb);
  if (x.length === 0 || y.length === 0) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.every((w) => long.some((v, k) => sameWordAt(w, v, k === long.length - 1)))) return true;
  if (x.length >= 2 && y.length >= 2 && x.at(-1) === y.at(-1)) {
    return x.slice(0, -1).every((w) => y.slice(0, -1).some((v) => sameGivenName(w, v)));
  }
  return false;
}

/**
 * Common short forms of given names whose letters are not the full name's opening ("Tom" is
 * "Thomas", "Bob" is "Robert"): beside the same surname they are the same person. Two full given
 * names that are neither ("Robert Hollis", "Richard Hollis") are two people.
 */
const SHORT_FORMS: Record<string, readonly string[]> = {
  tom: ['thomas'], jim: ['james'], jimmy: ['james'], bill: ['william'], will: ['william'], billy: ['william'], bob: ['robert'], bobby: ['robert'], rob: ['robert'],
  dick: ['richard'], rick: ['richard'], rich: ['richard'], mike: ['michael'], dave: ['david'], chris: ['christopher', 'christine', 'christina'],
  liz: ['elizabeth'], beth: ['elizabeth'], betty: ['elizabeth'], kate: ['katherine', 'catherine', 'kathleen'], kathy: ['katherine', 'kathleen'], cathy: ['catherine'],
  peggy: ['margaret'], maggie: ['margaret'], meg: ['margaret'], jack: ['john'], johnny: ['john'], joe: ['joseph'], tony: ['anthony'], steve: ['stephen', 'steven'],
  sam: ['samuel', 'samantha'], dan: ['daniel'], danny: ['daniel'], pat: ['patrick', 'patricia'], andy: ['andrew'], jen: ['jennifer'], jenny: ['jennifer'],
  sue: ['susan'], ted: ['edward', 'theodore'], ed: ['edward'], eddie: ['edward'], ned: ['edward'], hank: ['henry'], harry: ['harold', 'henry'], chuck: ['charles'],
  charlie: ['charles'], larry: ['lawrence'], jerry: ['gerald', 'jerome'], ray: ['raymond'], greg: ['gregory'], matt: ['matthew'], nick: ['nicholas'],
  jon: ['john', 'jonathan'], alex: ['alexander', 'alexandra'], ben: ['benjamin'], becky: ['rebecca'], nancy: ['ann', 'anne'], sally: ['sarah'], jeff: ['jeffrey'], ron: ['ronald'], don: ['donald'],
};

/** Whether two given names (lower case) may name one person: the same, an initial of the other, one the other's opening, or a common short form. */
function sameGivenName(a: string, b: string): boolean {
  const [x, y] = [a.replace(/\.$/, ''), b.replace(/\.$/, '')];
  if (x.length === 1 || y.length === 1) return x[0] === y[0];
  return sameWord(x, y) || (SHORT_FORMS[x]?.includes(y) ?? false) || (SHORT_FORMS[y]?.includes(x) ?? false);
}

const US_STATES = new Set(
  [
    'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'georgia', 'hawaii', 'idaho',
    'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota',
    'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina',
    'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas',
    'utah', 'vermont', 'virginia', 'washington', 'west virginia', 'wisconsin', 'wyoming',
  ],
);

/** The states' postal codes, for an address that writes "PA" where a witness says "Pennsylvania". */
const STATE_CODES: Record<string, string> = {
  al: 'alabama', ak: 'alaska', az: 'arizona', ar: 'arkansas', ca: 'california', co: 'colorado', ct: 'connecticut', de: 'delaware', fl: 'florida', ga: 'georgia',
  hi: 'hawaii', id: 'idaho', il: 'illinois', in: 'indiana', ia: 'iowa', ks: 'kansas', ky: 'kentucky', la: 'louisiana', me: 'maine', md: 'maryland',
  ma: 'massachusetts', mi: 'michigan', mn: 'minnesota', ms: 'mississippi', mo: 'missouri', mt: 'montana', ne: 'nebraska', nv: 'nevada', nh: 'new hampshire',
  nj: 'new jersey', nm: 'new mexico', ny: 'new york', nc: 'north carolina', nd: 'north dakota', oh: 'ohio', ok: 'oklahoma', or: 'oregon', pa: 'pennsylvania',
  ri: 'rhode island', sc: 'south carolina', sd: 'south dakota', tn: 'tennessee', tx: 'texas', ut: 'utah', vt: 'vermont', va: 'virginia', wa: 'washington',
  wv: 'west virginia', wi: 'wisconsin', wy: 'wyoming', dc: 'district of columbia',
};

/** The state a city is written in ("Easton, Pennsylvania", "Allentown, PA"), by name, or null. */
export function stateOf(place: string): string | null {
  const last = /,\s*([A-Za-z][A-Za-z .]*)$/.exec(place.trim())?.[1]?.trim().toLowerCase().replace(/\.$/, '');
  if (!last) return null;
  if (US_STATES.has(last)) return last;
  return STATE_CODES[last.replace(/\./g, '')] ?? null;
}

export type PlaceLevel = 'street' | 'site' | 'city' | 'county' | 'state';

/** The kinds of site a place is named with ("the Red Hook cross-dock", "Port Newark terminal"). */
export const SITE_NOUN = String.raw`(?:dock|cross-dock|terminal|yard|warehouse|facility|depot|plant|hub|annex|distribution center|hotel|motel|store|restaurant|${INSTITUTION_NOUNS.map((n) => n.toLowerCase()).join('|')}|school|factory|mill|shop|laboratory)s?`;

/**
 * How wide a place is: a street address, a city (or a named site), a county, a state. A place is
 * compared only with one as wide: "Brooklyn" is not contradicted by "a New York corporation".
 * A city with its state ("Allentown, Pennsylvania") is a city.
 */
export function placeLevel(place: string): PlaceLevel {
  const p = place.trim().replace(/^(?:the\s+)?state of\s+/i, '');
  if (/\b(?:road|rd|street|st|avenue|ave|parkway|pkwy|boulevard|blvd|lane|drive|highway|route|plaza|square)\b\.?/i.test(p)) return 'street';
  // A dock or a terminal is compared with another site, not with the city it is in.
  if (new RegExp(String.raw`\b${SITE_NOUN}$`, 'i').test(p)) return 'site';
  if (/\bcounty\b/i.test(p)) return 'county';
  if (/^state of\b/i.test(place.trim()) || US_STATES.has(p.toLowerCase())) return 'state';
  return 'city';
}

/**
 * Whether a written place is broader than the one said ("Pennsylvania" for "Bethlehem,
 * Pennsylvania"): it neither confirms nor denies the city.
 */
export function broaderPlace(said: string, written: string): boolean {
  const x = distinctive(nameTokens(said));
  const y = distinctive(nameTokens(written));
  return y.length > 0 && y.length < x.length && y.every((w) => x.includes(w));
}

/** Where a name is mentioned in a text (the offset of its first distinctive word), or -1. */
export function mentionAt(name: string, text: string, surnameAlone = true): number {
  const all = nameTokens(name);
  const own = distinctive(all);
  if (own.length === 0) return -1;
  const lower = text.toLowerCase();
  const words = [...lower.matchAll(/[\p{L}'-]+/gu)].map((m) => ({ w: m[0].replace(/['’]s$/u, ''), at: m.index }));
  const surname = own.length - 1;
  for (const [i, t] of words.entries()) {
    if (!sameWordAt(own[0]!, t.w, surname === 0)) continue;
    // "New Brunswick" is not written in "North Brunswick": the words before it qualify it otherwise.
    const before: string[] = [];
    for (let j = i - 1; j >= 0 && QUALIFIERS.has(words[j]!.w); j -= 1) before.unshift(words[j]!.w);
    if (otherQualifier([...before, t.w], all)) continue;
    // "Jersey City" is not written in "New Jersey": a place's qualifier the name said lacks makes
    // the written one another place.
    if (!surnameAlone && before.length > 0 && qualifiersOf(all).length === 0) continue;
    // "Ellen Park" is not written in "Ellen Parker" ("park" is no name's own word by itself).
    const next = all[all.indexOf(own[0]!) + 1];
    if (next && words[i + 1] && otherSurname(next, words[i + 1]!.w)) continue;
    // "Red Bank" is not written in "Red Hook cross-dock": the name's next word is another there.
    const written = words[i + 1];
    if (next && written && written.w.length > 1 && written.w !== next && !PLACE_KINDS.has(next) && !PLACE_KINDS.has(written.w) && /\p{Lu}/u.test(text[written.at] ?? '')) continue;
    if (own.every((w, k) => words[i + k] && sameWordAt(w, words[i + k]!.w, k === surname)) || own.length === 1) return t.at;
    // A surname alone, or every word somewhere near.
    if (own.slice(1).every((w, k) => words.slice(i, i + 6).some((u) => sameWordAt(w, u.w, k + 1 === surname)))) return t.at;
  }
  // A surname alone names the person; a place's last word (its state) does not name the city.
  if (!surnameAlone) return -1;
  const last = own.at(-1)!;
  const hit = words.find((t) => t.w === last);
  return own.length >= 2 && hit ? hit.at : -1;
}


const HOUR_WORD: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const MINUTE_WORD: Record<string, number> = { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50 };
const HOURS = String.raw`one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}`;
const ONES = 'one|two|three|four|five|six|seven|eight|nine';
/** Minutes said in words after an hour: "-forty", " fifteen", "-oh-five", "-forty-five". */
const WORD_MINUTES = String.raw`[\s-](?:oh[\s-](?:${ONES})|(?:twenty|thirty|forty|fifty)(?:[\s-](?:${ONES}))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
/** Which half of the day: "a.m.", "p.m.", "in the morning", "at night". */
const HALF = String.raw`\s*(?:o'?clock\s*)?(a\.?\s?m\b\.?|p\.?\s?m\b\.?|in the morning|in the afternoon|in the evening|at night)`;
/** A window of time: "from eight-thirty to nine that morning", "between 8:00 a.m. and 9:30 a.m.". */
const CLOCK_RANGE = new RegExp(
  String.raw`\b(?:from|between)\s+(${HOURS})(:[0-5]\d|${WORD_MINUTES})?(?:${HALF})?\s+(?:to|until|till|and|-|–)\s+(${HOURS})(:[0-5]\d|${WORD_MINUTES})?(?:${HALF}|\s+(?:that|this|the)\s+(morning|afternoon|evening|night))?`,
  'gi',
);
/**
 * A time of day, in the forms that cannot be a count: with its half of the day ("8:42 a.m.",
 * "nine in the morning"), with minutes after a colon ("8:40"), an hour and minutes in words
 * ending the phrase ("Eight-forty, eight-forty-five."), or "o'clock". A bare number is no time.
 */
const CLOCK_FORMS = [
  new RegExp(String.raw`\b(${HOURS})(:[0-5]\d|${WORD_MINUTES})?${HALF}`, 'gi'),
  /\b(\d{1,2})(:[0-5]\d)\b(?!\s*(?:%|percent|[ap]\.?\s?m\b))/gi,
  new RegExp(String.raw`\b(${HOURS})(${WORD_MINUTES})(?=\s*(?:[,.;!?]|$|or\b|somewhere\b|give or take\b))`, 'gi'),
  new RegExp(String.raw`\b(${HOURS})()\s+o'?clock\b(?!${HALF})`, 'gi'),
];
const NOON = /\b(noon|midday|midnight)\b/gi;

/**
 * "R. 4:17-4", "N.J.S.A. 34:19-3", "Rule 4:10-2": a court rule's or a statute's number, written as
 * hours and minutes are, is no time of day.
 */
const citedRule = (text: string, start: number, end: number): boolean =>
  /^-\d/.test(text.slice(end)) || /(?:\bR\.|\bRules?|\bN\.J\.S\.A\.|\bU\.S\.C\.|\bC\.F\.R\.|§)\s*$/.test(text.slice(Math.max(0, start - 12), start));
/**
 * "Half past nine", "a quarter to eight", "twenty to seven", "ten past four": minutes counted from an
 * hour, ending the phrase ("five to ten trailers" is a count).
 */
const PAST_TO = new RegExp(String.raw`\b(half|(?:a\s+)?quarter|twenty[\s-]five|twenty|ten|five)\s+(past|after|to|till|of)\s+(${HOURS})\b(?:${HALF})?(?=\s*(?:[,.;!?]|$|in\b|at\b|on\b|that\b|or\b|i\b|give or take\b|when\b|and\b))`, 'gi');
const PAST_MINUTES: Record<string, number> = { half: 30, quarter: 15, 'a quarter': 15, twenty: 20, 'twenty-five': 25, 'twenty five': 25, ten: 10, five: 5 };
/** The half of the day said in the words before a time ("Late Friday night. Around half past nine"). */
const HALF_BEFORE = /\b(morning|afternoon|evening|night|a\.?m\.?|p\.?m\.?)\b[^0-9]{0,60}$/i;
/**
 * The half of the day said first ("In the morning, around nine.", "that evening, about seven-thirty",
 * "Mid-morning on the Friday, around ten"): an hour ending the phrase after it is its time.
 */
const HALF_FIRST = new RegExp(
  String.raw`\b(in the (?:morning|afternoon|evening)|that (?:morning|afternoon|evening)|(?:mid|late|early)-?(?:morning|afternoon)|early evening)(?:\s+on\s+(?:the\s+|that\s+)?[A-Za-z]+day)?[,\s]+(?:(?:at|around|about|maybe|roughly|approximately|sometime|just|a little|after|before|probably|i think|i'?d say|say)[,\s]+)*(${HOURS})(:[0-5]\d|${WORD_MINUTES})?(?=\s*(?:[,.;!?]|$|or\b|i\b|give or take\b|o'?clock\b))`,
  'gi',
);

export function minutesOf(said: string): number {
  const m = said.replace(/^[\s:-]+/, '').toLowerCase();
  if (/^\d+$/.test(m)) return Number(m);
  const oh = /^oh[\s-](\w+)$/.exec(m);
  if (oh) return HOUR_WORD[oh[1]!] ?? 0;
  const [tens, ones] = m.split(/[\s-]+/);
  return (MINUTE_WORD[tens!] ?? 0) + (ones ? (HOUR_WORD[ones] ?? 0) : 0);
}

/** An hour said in digits or in words ("8", "eight"); 99 when it is neither. */
export const hourOf = (said: string): number => (/^\d+$/.test(said) ? Number(said) : (HOUR_WORD[said.toLowerCase()] ?? 99));
/** The hour on a 24-hour clock, given which half of the day was said. */
const onClock = (hour: number, pm: boolean, am: boolean): number => (pm && hour < 12 ? hour + 12 : am && hour === 12 ? 0 : hour);

/** Parts of the day said for a time, with the window each stands for (minutes after midnight). */
const DAY_PARTS: [RegExp, number, number][] = [
  // (Not "the first thing I saw": the first thing done that day, said with a morning or alone.)
  [/\bfirst thing(?: in the morning| that morning| this morning| the next morning)?(?=\s*(?:[,.;!]|$|on\b|after\b|before\b|when\b))/i, 6 * 60, 10 * 60],
  [/\bearly (?:in the |that |this )?morning\b/i, 5 * 60, 9 * 60],
  [/\bmid-?morning\b/i, 9 * 60, 11 * 60 + 30],
  [/\blate (?:in the |that |this )?morning\b/i, 10 * 60, 12 * 60 + 30],
  [/\b(?:around |about |at |over |during |after )?lunch(?:time| time|-time)?\b(?!\s+(?:break|meeting|order|menu)\b)/i, 11 * 60 + 30, 14 * 60],
  [/\bearly (?:in the |that |this )?afternoon\b/i, 12 * 60, 15 * 60],
  [/\bmid-?afternoon\b/i, 13 * 60 + 30, 16 * 60 + 30],
  [/\blate (?:in the |that |this )?afternoon\b/i, 15 * 60, 18 * 60],
  [/\blate (?:at night|that night|in the evening|that evening)\b/i, 21 * 60, 27 * 60],
  [/\b(?:in the middle of the night|overnight)\b/i, 23 * 60, 29 * 60],
  [/\b(?:in|during) the (?:morning|a\.?m\.?)\b|\b(?:that|this) morning\b/i, 5 * 60, 12 * 60],
  [/\b(?:in|during) the afternoon\b|\b(?:that|this) afternoon\b/i, 12 * 60, 18 * 60],
  [/\b(?:in|during) the evening\b|\b(?:that|this) evening\b|\bearly evening\b/i, 17 * 60, 21 * 60 + 30],
];

/**
 * A time of day said as a part of the day ("around lunchtime", "first thing in the morning", "late
 * at night"), where no hour is said with it: the first such part, as a window. Read only where a
 * time was asked (the caller's rule): "a morning meeting" dates nothing.
 */
export function findDayPart(text: string): DateValue | null {
  let best: { m: RegExpExecArray; from: number; to: number } | null = null;
  for (const [re, from, to] of DAY_PARTS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.m.index)) best = { m, from, to };
  }
  if (!best) return null;
  return { kind: 'date', date: '1970-01-01', granularity: 'day', quote: best.m[0].trim(), start: best.m.index, yearKnown: false, clock: best.from, clockTo: best.to, meridiem: true };
}

/** Times of day said or written ("at approximately 8:42 a.m.", "Eight-forty", "At noon", "around nine in the morning"). */
export function findClockTimes(text: string): DateValue[] {
  const out: DateValue[] = [];
  const taken = (at: number) => out.some((d) => at >= d.start && at < d.start + d.quote.length);
  // (First: "that evening, about seven-thirty" is no bare seven-thirty.)
  for (const m of text.matchAll(HALF_FIRST)) {
    const at = m.index + m[0].length - m[2]!.length - (m[3]?.length ?? 0);
    const hour = hourOf(m[2]!);
    const minutes = m[3] ? minutesOf(m[3]) : 0;
    if (hour > 12 || minutes > 59) continue;
    const pm = !/morning/i.test(m[1]!);
    out.push({ kind: 'date', date: '1970-01-01', granularity: 'day', quote: text.slice(at, m.index + m[0].length), start: at, yearKnown: false, clock: onClock(hour, pm, !pm) * 60 + minutes, meridiem: true });
  }
  // "From eight-thirty to nine that morning", "between 8:00 a.m. and 9:30 a.m.": a window's two ends.
  for (const m of text.matchAll(CLOCK_RANGE)) {
    const [from, to] = [hourOf(m[1]!), hourOf(m[4]!)];
    const [fromMinutes, toMinutes] = [m[2] ? minutesOf(m[2]) : 0, m[5] ? minutesOf(m[5]) : 0];
    // ("Between 10 and 12 trailers" is no window: a minute or a half of the day must be said.)
    if (from > 23 || to > 23 || fromMinutes > 59 || toMinutes > 59 || !(m[2] || m[3] || m[5] || m[6] || m[7])) continue;
    // (The end's half of the day is the start's too when the start has none: "eight-thirty to nine that morning".)
    const halfOf = (said: string | undefined) => ({ pm: /^p|afternoon|evening|night/i.test(said?.trim() ?? ''), am: /^a|morning/i.test(said?.trim() ?? '') });
    const end = halfOf(m[6] ?? m[7]);
    const start = m[3] ? halfOf(m[3]) : end;
    const toAt = m.index + m[0].lastIndexOf(m[4]!, m[0].length - (m[6] ?? m[7] ?? '').length - (m[5]?.length ?? 0));
    out.push({ kind: 'date', date: '1970-01-01', granularity: 'day', quote: m[0].slice(m[0].indexOf(m[1]!)).split(/\s+(?:to|until|till|and|-|–)\s+/i)[0]!.trim(), start: m.index + m[0].indexOf(m[1]!), yearKnown: false, clock: onClock(from, start.pm, start.am) * 60 + fromMinutes, meridiem: start.pm || start.am || from > 12, range: 'start' });
    out.push({ kind: 'date', date: '1970-01-01', granularity: 'day', quote: text.slice(toAt, m.index + m[0].length).trim(), start: toAt, yearKnown: false, clock: onClock(to, end.pm, end.am) * 60 + toMinutes, meridiem: end.pm || end.am || to > 12, range: 'end' });
  }
  for (const m of text.matchAll(PAST_TO)) {
    if (taken(m.index)) continue;
    const hour = hourOf(m[3]!);
    if (hour > 12) continue;
    const minutes = PAST_MINUTES[m[1]!.toLowerCase().replace(/\s+/g, ' ')] ?? 0;
    const before = /^(?:to|till|of)$/i.test(m[2]!);
    // (Its half of the day, if the words before said one: "that evening", "late Friday night".)
    const half = (m[4] ?? HALF_BEFORE.exec(text.slice(Math.max(0, m.index - 80), m.index))?.[1] ?? '').trim().toLowerCase();
    const pm = /^p|afternoon|evening|night/.test(half);
    const am = /^a|morning/.test(half);
    const clock = (onClock(hour, pm, am) * 60 + (before ? -minutes : minutes) + 24 * 60) % (24 * 60);
    out.push({ kind: 'date', date: '1970-01-01', granularity: 'day', quote: m[0].trim(), start: m.index, yearKnown: false, clock, meridiem: pm || am });
  }
  for (const form of CLOCK_FORMS) {
    for (const m of text.matchAll(form)) {
      if (taken(m.index) || citedRule(text, m.index, m.index + m[0].trimEnd().length)) continue;
      const hour = hourOf(m[1]!);
      const minutes = m[2] ? minutesOf(m[2]) : 0;
      if (hour > 23 || minutes > 59) continue;
      const half = m[3]?.toLowerCase() ?? '';
      const pm = /^p|afternoon|evening|night/.test(half);
      const am = /^a|morning/.test(half);
      out.push({ kind: 'date', date: '1970-01-01', granularity: 'day', quote: m[0].trim(), start: m.index, yearKnown: false, clock: onClock(hour, pm, am) * 60 + minutes, meridiem: pm || am || hour > 12 || hour === 0 });
    }
  }
  for (const m of text.matchAll(NOON)) {
    if (taken(m.index)) continue;
    out.push({ kind: 'date', date: '1970-01-01', granularity: 'day', quote: m[0], start: m.index, yearKnown: false, clock: /midnight/i.test(m[0]) ? 0 : 12 * 60, meridiem: true });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * An hour said bare at the head of an answer to "what time …?" ("Around nine.", "Nine-ish.", "Ten
 * or so, I think."): that hour of the clock, its half of the day unsaid. Only where a time was
 * asked: elsewhere "nine" counts something.
 */
const BARE_HOUR = new RegExp(String.raw`^\W*(?:(?:around|about|roughly|approximately|maybe|probably|say|sometime around|right around|just (?:after|before)|a little (?:after|before))\s+)?(${HOURS})(?:-?ish\b|\s+o'?clock\b|\s+or so\b)?(?=\s*(?:[.,;!?]|$|or so\b|i (?:think|believe|guess)\b|give or take\b))`, 'i');
export function findBareHour(text: string): DateValue | null {
  const m = BARE_HOUR.exec(text);
  if (!m) return null;
  const hour = hourOf(m[1]!);
  if (hour < 1 || hour > 12) return null;
  const start = m.index + m[0].indexOf(m[1]!);
  return { kind: 'date', date: '1970-01-01', granularity: 'day', quote: text.slice(start, m.index + m[0].length).trim(), start, yearKnown: false, clock: hour * 60, meridiem: false };
}

/**
 * Two times of day agree within ten minutes, or half an hour when the witness hedged ("around
 * nine"); a time said without its half of the day agrees with either half (9:00 with 21:00).
 */
export function clocksAgree(a: DateValue, b: DateValue, approximate: boolean): boolean {
  // A part of the day holds any time within it, give or take half an hour ("around lunchtime" is not 22:14).
  if (a.clockTo !== undefined || b.clockTo !== undefined) {
    const [w, t] = a.clockTo !== undefined ? [a, b] : [b, a];
    if (t.clockTo !== undefined) return (t.clock ?? 0) <= w.clockTo! + 30 && (w.clock ?? 0) <= t.clockTo + 30;
    const at = t.clock ?? 0;
    // (Without a half of the day, 9:00 may be 21:00: either reading within the window agrees.)
    const readings = t.meridiem ? [at, at + 24 * 60] : [at, at + 12 * 60, at + 24 * 60, at + 36 * 60];
    return readings.some((x) => x >= (w.clock ?? 0) - 30 && x <= w.clockTo! + 30);
  }
  const day = a.meridiem && b.meridiem ? 24 * 60 : 12 * 60;
  const diff = Math.abs((a.clock ?? 0) - (b.clock ?? 0)) % day;
  return Math.min(diff, day - diff) <= (approximate ? 30 : 10);
}
