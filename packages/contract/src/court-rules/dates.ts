/*
 * Calendar dates for the court-rule engine. A deadline is a date in the court's calendar, not an
 * instant, so every date here is a 'YYYY-MM-DD' string and all arithmetic runs in UTC, where no
 * daylight-saving change can move a date by an hour into the day before.
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** True when the text is a real calendar date ('2025-02-30' is not). */
export function isIsoDate(text: string): boolean {
  const m = YMD.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const toMs = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

export function isoDate(year: number, month: number, day: number): IsoDate {
  return fromMs(Date.UTC(year, month - 1, day));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromMs(toMs(date) + days * DAY_MS);
}

export function addYears(date: IsoDate, years: number): IsoDate {
  const d = new Date(toMs(date));
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return fromMs(d.getTime());
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(toMs(date)).getUTCDay();
}

export function weekdayName(date: IsoDate): WeekdayName {
  return WEEKDAY_NAMES[weekday(date)] ?? 'Sunday';
}

export function isWeekend(date: IsoDate): boolean {
  const w = weekday(date);
  return w === 0 || w === 6;
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** "Monday, January 20, 2025": how a person reads a date in an explanation. */
export function longDate(date: IsoDate): string {
  const d = new Date(toMs(date));
  return `${weekdayName(date)}, ${MONTH_NAMES[d.getUTCMonth()] ?? ''} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** Every date after `from` up to and including `to` (empty when `to` is not after `from`). */
export function datesAfter(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let ms = toMs(from) + DAY_MS; ms <= toMs(to); ms += DAY_MS) out.push(fromMs(ms));
  return out;
}

// Building a formatter costs far more than using one: one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The UTC offset (minutes east of UTC) a time zone has at an instant. */
function offsetMinutes(instantMs: number, timeZone: string): number {
  const parts = zoneFormatter(timeZone).formatToParts(new Date(instantMs));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - instantMs) / 60_000);
}

/**
 * The instant a date ends in a time zone: midnight at the start of the next day there. Two passes
 * settle the offset even on a day when the clocks change.
 */
export function endOfDayInstant(date: IsoDate, timeZone: string): string {
  const localMidnightAsUtc = toMs(addDays(date, 1));
  let guess = localMidnightAsUtc - offsetMinutes(localMidnightAsUtc, timeZone) * 60_000;
  guess = localMidnightAsUtc - offsetMinutes(guess, timeZone) * 60_000;
  return new Date(guess).toISOString();
}

/** True when the runtime knows the IANA time zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
