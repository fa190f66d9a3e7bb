/*
 * Federal legal holidays for counting court deadlines.
 *
 * 5 U.S.C. 6103(a) names eleven holidays; 6103(b) and Executive Order 11582 move one that falls on
 * a Saturday to the Friday before and one that falls on a Sunday to the Monday after. Rule 6(a)(6)
 * of the Federal Rules of Civil Procedure makes "the day set aside by statute for observing" each
 * of them a legal holiday, so the observed Friday or Monday stops a deadline as the date itself
 * would. A New Year's Day on a Saturday is observed on December 31 of the year before: the list
 * for a year holds the days observed IN that year.
 *
 * Inauguration Day (6103(c)): January 20 after each presidential election (every fourth year from
 * 1965), moved to Monday January 21 when it falls on a Sunday and not moved at all when it falls
 * on a Saturday. It is a holiday only for federal employees in the District of Columbia and the
 * neighbouring Maryland and Virginia counties and cities, so it stops deadlines only in courts
 * there (the District Court and Court of Appeals for D.C., the District of Maryland's Greenbelt
 * division, the Eastern District of Virginia's Alexandria division): a per-court option.
 *
 * Rule 6(a)(6)(B) adds any day the President or Congress declares a holiday; the days below are
 * the ones declared so far by executive order closing federal offices. A day declared after this
 * list was written reaches the engine as a court closure an administrator adds.
 */
import { type IsoDate, addDays, isoDate, weekday, yearOf } from './dates.js';

export interface Holiday {
  /** The day the holiday stops deadlines (the observed day). */
  date: IsoDate;
  name: string;
  /** The statutory date when the holiday is observed on another day (a Saturday or Sunday). */
  actualDate?: IsoDate;
}

/** The n-th (1-based) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, day: number, n: number): IsoDate {
  const first = isoDate(year, month, 1);
  const offset = (day - weekday(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** The last given weekday of a month. */
function lastWeekday(year: number, month: number, day: number): IsoDate {
  const last = addDays(isoDate(year, month + 1, 1), -1);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** The statutory date of each 6103(a) holiday in a year, before the weekend rule moves any. */
export function statutoryHolidays(year: number): Holiday[] {
  const list: Holiday[] = [{ date: isoDate(year, 1, 1), name: "New Year's Day" }];
  // Observed since 1986.
  if (year >= 1986) list.push({ date: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' });
  list.push(
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: lastWeekday(year, 5, 1), name: 'Memorial Day' },
  );
  // Enacted June 17, 2021; first observed Friday June 18, 2021.
  if (year >= 2021) list.push({ date: isoDate(year, 6, 19), name: 'Juneteenth National Independence Day' });
  list.push(
    { date: isoDate(year, 7, 4), name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { date: isoDate(year, 11, 11), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: isoDate(year, 12, 25), name: 'Christmas Day' },
  );
  return list;
}

/** Saturday → the Friday before, Sunday → the Monday after; a weekday stays. */
export function observedDate(date: IsoDate): IsoDate {
  const w = weekday(date);
  if (w === 6) return addDays(date, -1);
  if (w === 0) return addDays(date, 1);
  return date;
}

function observed(h: Holiday): Holiday {
  const date = observedDate(h.date);
  return date === h.date ? h : { date, name: h.name, actualDate: h.date };
}

/**
 * The federal holidays observed in a calendar year (what OPM publishes), in date order. Includes
 * next year's New Year's Day when it is observed on December 31.
 */
export function federalHolidays(year: number): Holiday[] {
  return [...statutoryHolidays(year), ...statutoryHolidays(year + 1).slice(0, 1)]
    .map(observed)
    .filter((h) => yearOf(h.date) === year)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The Inauguration Day holiday of a year, or null (not an inauguration year, or January 20 is a Saturday). */
export function inaugurationDay(year: number): Holiday | null {
  if (year < 1965 || (year - 1965) % 4 !== 0) return null;
  const date = isoDate(year, 1, 20);
  const w = weekday(date);
  if (w === 6) return null;
  return w === 0 ? { date: addDays(date, 1), name: 'Inauguration Day', actualDate: date } : { date, name: 'Inauguration Day' };
}

/** Days declared holidays by the President (executive orders closing federal offices). */
export const DECLARED_HOLIDAYS: readonly Holiday[] = [
  { date: '2012-12-24', name: 'Christmas Eve (closed by executive order)' },
  { date: '2014-12-26', name: 'Day after Christmas (closed by executive order)' },
  { date: '2018-12-05', name: 'National Day of Mourning for President George H. W. Bush' },
  { date: '2018-12-24', name: 'Christmas Eve (closed by executive order)' },
  { date: '2019-12-24', name: 'Christmas Eve (closed by executive order)' },
  { date: '2020-12-24', name: 'Christmas Eve (closed by executive order)' },
  { date: '2024-12-24', name: 'Christmas Eve (closed by executive order)' },
  { date: '2025-01-09', name: 'National Day of Mourning for President Jimmy Carter' },
];

export interface HolidayOptions {
  /** Inauguration Day is a legal holiday in this court (D.C.-area courts only). */
  inaugurationDay: boolean;
}

/**
 * The legal holidays on a date, in a court with these options: the observed statutory holiday,
 * the statutory date itself when it is observed on another day, Inauguration Day where it applies,
 * and a declared day. Empty when the date is not a legal holiday. Two can fall together (Martin
 * Luther King Day and Inauguration Day on January 20, 2025).
 */
// Deadlines count many days of the same few years: the year's list is built once.
const yearCache = new Map<number, Holiday[]>();
function holidaysOfYear(year: number): Holiday[] {
  let list = yearCache.get(year);
  if (!list) {
    list = [...federalHolidays(year), ...statutoryHolidays(year)];
    yearCache.set(year, list);
  }
  return list;
}

export function legalHolidaysOn(date: IsoDate, options: HolidayOptions): Holiday[] {
  const year = yearOf(date);
  const found: Holiday[] = [];
  for (const h of holidaysOfYear(year)) {
    if (h.date === date && !found.some((f) => f.name === h.name)) found.push(h);
  }
  const inauguration = options.inaugurationDay ? inaugurationDay(year) : null;
  if (inauguration?.date === date) found.push(inauguration);
  for (const h of DECLARED_HOLIDAYS) if (h.date === date) found.push(h);
  return found;
}
