import type { Parser } from 'chrono-node';

/**
 * Days named by a holiday, as witnesses date things: "the Tuesday after Labor Day", "the Friday
 * before Thanksgiving", "Christmas Eve", "the day after Memorial Day 2023". A chrono-node parser
 * (chrono reads everything else), and the same reading for another year once the year is known
 * (Labor Day moves; the deposition's year is not the testimony's).
 */

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** nth weekday (0 = Sunday) of a month (1-12); n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    return new Date(Date.UTC(year, month - 1, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)));
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  return new Date(Date.UTC(year, month - 1, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7));
}

const fixed = (month: number, day: number) => (year: number) => new Date(Date.UTC(year, month - 1, day));

/** Easter Sunday (the Gregorian computus, Meeus/Jones/Butcher). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const DAY = 86_400_000;
const COUNTS: Record<string, number> = { a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const NTH: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 };

/** "The second Monday in October": a weekday counted in a month, which moves with the year as a holiday does. */
function nthWeekdayNamed(year: number, name: string): Date {
  const [nth, weekday, , month] = name.split(/\s+/);
  return nthWeekday(year, MONTHS.indexOf(month!) + 1, WEEKDAYS.indexOf(weekday!), NTH[nth!]!);
}

/** United States holidays (federal, and the days people date by), and a weekday counted in a month. */
const HOLIDAYS: [RegExp, (year: number, name: string) => Date][] = [
  [new RegExp(String.raw`(?:first|second|third|fourth|last) (?:${WEEKDAYS.join('|')}) (?:in|of) (?:${MONTHS.join('|')})`), nthWeekdayNamed],
  [/new year'?s eve/, fixed(12, 31)],
  [/groundhog day/, fixed(2, 2)],
  [/valentine'?s(?: day)?/, fixed(2, 14)],
  [/(?:st\.?|saint) patrick'?s(?: day)?/, fixed(3, 17)],
  [/good friday/, (y) => new Date(easter(y).getTime() - 2 * DAY)],
  [/easter(?: sunday)?/, easter],
  [/tax day/, fixed(4, 15)],
  [/cinco de mayo/, fixed(5, 5)],
  [/mother'?s day/, (y) => nthWeekday(y, 5, 0, 2)],
  [/father'?s day/, (y) => nthWeekday(y, 6, 0, 3)],
  // The Tuesday after the first Monday in November.
  [/election day/, (y) => new Date(nthWeekday(y, 11, 1, 1).getTime() + DAY)],
  [/new year'?s(?: day)?/, fixed(1, 1)],
  [/(?:martin luther king(?: jr\.?)?|mlk) day/, (y) => nthWeekday(y, 1, 1, 3)],
  [/presidents'? day|washington'?s birthday/, (y) => nthWeekday(y, 2, 1, 3)],
  [/memorial day/, (y) => nthWeekday(y, 5, 1, -1)],
  [/juneteenth/, fixed(6, 19)],
  [/independence day|(?:the )?fourth of july|july (?:4th|fourth)/, fixed(7, 4)],
  [/labou?r day/, (y) => nthWeekday(y, 9, 1, 1)],
  [/columbus day|indigenous peoples'? day/, (y) => nthWeekday(y, 10, 1, 2)],
  [/halloween/, fixed(10, 31)],
  [/veterans'? day/, fixed(11, 11)],
  [/thanksgiving(?: day)?/, (y) => nthWeekday(y, 11, 4, 4)],
  [/black friday/, (y) => new Date(nthWeekday(y, 11, 4, 4).getTime() + 86_400_000)],
  [/christmas eve/, fixed(12, 24)],
  [/christmas(?: day)?/, fixed(12, 25)],
];

const HOLIDAY_SOURCE = HOLIDAYS.map(([re]) => re.source).join('|');
const PATTERN = new RegExp(
  String.raw`(?:\bthe\s+)?(?:\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday|day|week(?:end)?|(?:a|two|three|four|five|six|seven|\d{1,2})\s+(?:days?|weeks?))\s+(after|before|following|preceding)\s+)?\b(${HOLIDAY_SOURCE})(?:\s*,?\s*((?:19|20)\d\d))?\b`,
  'i',
);

/** The day a holiday phrase names in a year, or null when the text names none. */
export function holidayIn(text: string, year: number): { date: Date; yearWritten: number | null } | null {
  const m = PATTERN.exec(text.toLowerCase());
  if (!m) return null;
  const name = m[3]!;
  const rule = HOLIDAYS.find(([re]) => new RegExp(`^(?:${re.source})$`).test(name));
  if (!rule) return null;
  const yearWritten = m[4] ? Number(m[4]) : null;
  let date = rule[1](yearWritten ?? year, name);
  const relative = m[1]?.replace(/\s+/g, ' ');
  const direction = m[2] === 'before' || m[2] === 'preceding' ? -1 : 1;
  // "Two days after Thanksgiving", "a week before Christmas".
  const counted = relative ? /^(a|two|three|four|five|six|seven|\d{1,2}) (day|week)s?$/.exec(relative) : null;
  if (counted) date = new Date(date.getTime() + direction * (COUNTS[counted[1]!] ?? Number(counted[1])) * (counted[2] === 'week' ? 7 : 1) * DAY);
  else if (relative === 'day') date = new Date(date.getTime() + direction * 86_400_000);
  else if (relative === 'week' || relative === 'weekend') date = new Date(date.getTime() + direction * 7 * 86_400_000);
  else if (relative) {
    // The first such weekday strictly after (or before) the holiday.
    const target = WEEKDAYS.indexOf(relative);
    do date = new Date(date.getTime() + direction * 86_400_000);
    while (date.getUTCDay() !== target);
  }
  return { date, yearWritten };
}

/** The chrono-node parser: a holiday phrase is a day (its year certain only when written). */
export const holidayParser: Parser = {
  pattern: () => PATTERN,
  extract: (context, match) => {
    const found = holidayIn(match[0], context.reference.instant.getUTCFullYear());
    if (!found) return null;
    const components = context.createParsingComponents({ day: found.date.getUTCDate(), month: found.date.getUTCMonth() + 1 });
    if (found.yearWritten) components.assign('year', found.yearWritten);
    else components.imply('year', found.date.getUTCFullYear());
    return components;
  },
};
