/*
 * An iCalendar (RFC 5545) writer for the calendar feed: just what a published calendar of events
 * needs. Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character); TEXT
 * values escape backslash, semicolon, comma and newlines.
 */

export interface IcalEvent {
  uid: string;
  /** When this version of the event was written (DTSTAMP and LAST-MODIFIED), UTC. */
  stamp: Date;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  categories: string | null;
  cancelled: boolean;
  start: { date: string } | { instant: Date };
  /** Exclusive end: the day after the last day for all-day events. */
  end: { date: string } | { instant: Date } | null;
}

export interface IcalCalendar {
  productId: string;
  name: string;
  timeZone: string;
  events: readonly IcalEvent[];
}

const FOLD_OCTETS = 75;

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line: at most 75 octets a line, continuation lines starting with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation line's leading space counts against its 75.
    const limit = parts.length === 0 ? FOLD_OCTETS : FOLD_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC DATE-TIME: 20261125T143000Z. */
export function utcStamp(instant: Date): string {
  return `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(
    instant.getUTCMinutes(),
  )}${pad(instant.getUTCSeconds())}Z`;
}

/** A DATE: 20261125 from '2026-11-25'. */
const icalDate = (day: string) => day.replace(/-/g, '');

function when(name: 'DTSTART' | 'DTEND', value: { date: string } | { instant: Date }): string {
  return 'date' in value ? `${name};VALUE=DATE:${icalDate(value.date)}` : `${name}:${utcStamp(value.instant)}`;
}

function eventLines(event: IcalEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(event.stamp)}`, when('DTSTART', event.start)];
  if (event.end) lines.push(when('DTEND', event.end));
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.categories) lines.push(`CATEGORIES:${escapeText(event.categories)}`);
  // URI values are not TEXT: no escaping, but they must not carry line breaks.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
  lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, `LAST-MODIFIED:${utcStamp(event.stamp)}`, 'TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole calendar as one iCalendar object. */
export function writeCalendar(calendar: IcalCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${escapeText(calendar.timeZone)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The day after a 'YYYY-MM-DD' day (an all-day DTEND is exclusive). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
