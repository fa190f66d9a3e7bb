import * as chrono from 'chrono-node';

/*
 * When an e-mail was sent, read from its own headers and never invented. Mail parsers substitute
 * the current time for a Date line they cannot read (mailparser does), which made every message of
 * an old mailbox "sent" at its upload time; the viewer, the year filter, the timeline and the dates
 * resolved against the sent date all followed. Here a Date line is read leniently (RFC 822 and its
 * real-world variants: named zones such as PST or CDT, two-digit years, no weekday, a trailing
 * "(PDT)" comment, US-style "May 14, 2001 4:39 PM"); when it cannot be read, the earliest Received
 * hop's date stands in; otherwise the date is unknown and the raw header is kept.
 */

/** Offsets in minutes of the zone names mail software writes (RFC 822's and a few common others). */
const ZONES: Record<string, number> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0, WET: 0,
  EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
  AKST: -540, AKDT: -480, HST: -600, AST: -240, ADT: -180, NST: -210, NDT: -150,
  BST: 60, CET: 60, MET: 60, CEST: 120, MEST: 120, EET: 120, EEST: 180, WEST: 60, MSK: 180,
  JST: 540, KST: 540, HKT: 480, SGT: 480, AEST: 600, AEDT: 660, ACST: 570, AWST: 480, NZST: 720, NZDT: 780,
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const monthOf = (word: string): number | null => {
  const i = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return i < 0 ? null : i;
};

/** RFC 5322 §4.3: a two-digit year below 50 is 20xx, otherwise 19xx; three digits add 1900. */
function fullYear(written: string): number {
  const y = Number(written);
  if (written.length === 2) return y < 50 ? 2000 + y : 1900 + y;
  if (written.length === 3) return 1900 + y;
  return y;
}

/** Minutes east of UTC for "-0700", "+05:30", "PDT", "GMT+0100"; undefined for a zone not known. */
function zoneOffset(zone: string | undefined): number | undefined {
  if (!zone) return 0; // RFC 5322: no zone (or "-0000") is UTC with the local zone unknown
  const numeric = /^(?:GMT|UTC|UT)?([+-])(\d{1,2}):?(\d{2})?$/i.exec(zone);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return minutes > 14 * 60 ? undefined : (numeric[1] === '-' ? -1 : 1) * minutes;
  }
  return ZONES[zone.toUpperCase()];
}

/** Dates outside this range are a broken header (a year 0101, a clock set to 2099), not a sent date. */
const EARLIEST = Date.UTC(1970, 0, 1);
const latest = (now: Date) => now.getTime() + 2 * 24 * 3600 * 1000;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  offset: number;
}

function build(p: Parts, now: Date): Date | null {
  if (p.month < 0 || p.month > 11 || p.day < 1 || p.day > 31 || p.hour > 23 || p.minute > 59 || p.second > 60) return null;
  const ms = Date.UTC(p.year, p.month, p.day, p.hour, p.minute, Math.min(p.second, 59)) - p.offset * 60_000;
  const check = new Date(Date.UTC(p.year, p.month, p.day));
  if (check.getUTCDate() !== p.day) return null; // 31 February
  return ms >= EARLIEST && ms <= latest(now) ? new Date(ms) : null;
}

const hour12 = (hour: number, meridiem: string | undefined) => {
  if (!meridiem) return hour;
  const pm = meridiem.toLowerCase().startsWith('p');
  return (hour % 12) + (pm ? 12 : 0);
};

/** "-0700 (PDT)" names its zone twice; a comment alone ("16:39 (PDT)") may be the only zone. */
function splitComment(value: string): { text: string; comment: string | undefined } {
  const comment = /\(([A-Za-z]{1,5})\)\s*$/.exec(value)?.[1];
  return { text: value.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), comment };
}

const TIME = String.raw`(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\.\d+)?\s*([AaPp]\.?[Mm]\.?)?`;
const ZONE = String.raw`(?:\s*((?:GMT|UTC|UT)?[+-]\d{1,2}:?\d{2}|[A-Za-z]{1,5}))?`;
/** "[Mon,] 14 May 2001 16:39:00 -0700": RFC 822 and its variants (dashes, missing seconds, 2-digit years). */
const RFC = new RegExp(String.raw`^(?:[A-Za-z]+,?\s*)?(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?[\s-]+(\d{2,4}),?\s+${TIME}${ZONE}\b`);
/** "[Monday,] May 14, 2001 4:39 PM PDT" (Outlook's and US webmail's). */
const US = new RegExp(String.raw`^(?:[A-Za-z]+,?\s*)?([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{2,4}),?\s+(?:at\s+)?${TIME}${ZONE}\b`);
/** "Mon May 14 16:39:00 [PDT] 2001" (asctime, Unix mailboxes). */
const ASCTIME = new RegExp(String.raw`^(?:[A-Za-z]+\s+)?([A-Za-z]{3,9})\s+(\d{1,2})\s+${TIME}${ZONE}\s+(\d{4})\b`);
/** "2001-05-14 16:39:00 -0700" or ISO 8601. */
const ISO = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})(?:[T\s]+${TIME})?\s*(Z|[+-]\d{2}:?\d{2}|[A-Za-z]{1,5})?\b`);

function parseWithPatterns(text: string, comment: string | undefined, now: Date): Date | null {
  const withZone = (zone: string | undefined) => zoneOffset(zone ?? comment);
  let m = RFC.exec(text);
  if (m) {
    const month = monthOf(m[2] ?? '');
    const offset = withZone(m[8]);
    if (month === null || offset === undefined) return null;
    return build({ year: fullYear(m[3] ?? ''), month, day: Number(m[1]), hour: hour12(Number(m[4]), m[7]), minute: Number(m[5]), second: Number(m[6] ?? 0), offset }, now);
  }
  m = US.exec(text);
  if (m) {
    const month = monthOf(m[1] ?? '');
    const offset = withZone(m[8]);
    if (month === null || offset === undefined) return null;
    return build({ year: fullYear(m[3] ?? ''), month, day: Number(m[2]), hour: hour12(Number(m[4]), m[7]), minute: Number(m[5]), second: Number(m[6] ?? 0), offset }, now);
  }
  m = ASCTIME.exec(text);
  if (m) {
    const month = monthOf(m[1] ?? '');
    const offset = withZone(m[7]);
    if (month === null || offset === undefined) return null;
    return build({ year: Number(m[8]), month, day: Number(m[2]), hour: hour12(Number(m[3]), m[6]), minute: Number(m[4]), second: Number(m[5] ?? 0), offset }, now);
  }
  m = ISO.exec(text);
  if (m) {
    const offset = withZone(m[8]);
    if (offset === undefined) return null;
    return build({ year: Number(m[1]), month: Number(m[2]) - 1, day: Number(m[3]), hour: hour12(Number(m[4] ?? 0), m[7]), minute: Number(m[5] ?? 0), second: Number(m[6] ?? 0), offset }, now);
  }
  return null;
}

/**
 * A Date (or Received) header's moment, or null when it cannot be read without guessing. The
 * patterns above first; then chrono-node, read in UTC (never the server's own zone) and only when
 * it is certain of the day, month and year.
 */
export function parseMailDate(value: string | null | undefined, now = new Date()): Date | null {
  if (!value?.trim()) return null;
  const { text, comment } = splitComment(value.trim());
  const found = parseWithPatterns(text, comment, now);
  if (found) return found;
  const [result] = chrono.strict.parse(text, { instant: now, timezone: 0 });
  if (!result || !['year', 'month', 'day'].every((c) => result.start.isCertain(c as 'year'))) return null;
  const date = result.start.date();
  return date.getTime() >= EARLIEST && date.getTime() <= latest(now) ? date : null;
}

export interface SentDate {
  /** ISO 8601, or null when no header says when the message was sent. */
  date: string | null;
  /** Which header said it: the Date line, or (when that is missing or unreadable) the first Received hop. */
  source: 'date' | 'received' | null;
}

/**
 * When the message was sent: its Date header; else the earliest Received hop (the last Received
 * line, the one nearest the sender); else unknown. `received`: the Received headers in the order
 * they appear (newest hop first).
 */
export function sentDate(dateHeader: string | null, received: readonly string[], now = new Date()): SentDate {
  const fromHeader = parseMailDate(dateHeader, now);
  if (fromHeader) return { date: fromHeader.toISOString(), source: 'date' };
  for (const hop of [...received].reverse()) {
    // A Received line's date follows its last semicolon.
    const at = hop.lastIndexOf(';');
    const date = at >= 0 ? parseMailDate(hop.slice(at + 1), now) : null;
    if (date) return { date: date.toISOString(), source: 'received' };
  }
  return { date: null, source: null };
}

/** One header's raw values from a message's header block (unfolded, in order). */
export function rawHeaders(headerBlock: string, name: string): string[] {
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
  return [...unfolded.matchAll(new RegExp(`^${name}:[ \\t]*(.*)$`, 'gim'))].map((m) => (m[1] ?? '').trim());
}
