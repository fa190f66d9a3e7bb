/*
 * The calendar's days as 'YYYY-MM-DD' strings of the firm's calendar (never Date objects in the
 * browser's zone, which may differ from the firm's). Weeks start on Sunday, as US court calendars do.
 */

export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarViewKind = (typeof CALENDAR_VIEWS)[number];

export const isCalendarView = (value: string | null): value is CalendarViewKind => CALENDAR_VIEWS.some((v) => v === value);

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const d = asUtc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return toDay(d);
}

export function addMonths(day: string, months: number): string {
  const d = asUtc(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return toDay(target);
}

/** 0 (Sunday) … 6 (Saturday). */
export const weekday = (day: string): number => asUtc(day).getUTCDay();

export const startOfWeek = (day: string): string => addDays(day, -weekday(day));

export const startOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

export const isValidDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(asUtc(value).getTime()) && toDay(asUtc(value)) === value);

/** The weeks a month view shows: whole weeks from the Sunday on or before the 1st to the Saturday after the last day. */
export function monthWeeks(day: string): string[][] {
  const first = startOfMonth(day);
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

export const weekDays = (day: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(day), i));

/** The list view covers 30 days from the day shown. */
export const LIST_DAYS = 30;

/** The days one read covers for a view (the server caps a read at 120 days). */
export function viewRange(view: CalendarViewKind, day: string): { from: string; to: string } {
  if (view === 'week') {
    const days = weekDays(day);
    return { from: days[0]!, to: days[6]! };
  }
  if (view === 'list') return { from: day, to: addDays(day, LIST_DAYS - 1) };
  const weeks = monthWeeks(day);
  return { from: weeks[0]![0]!, to: weeks[weeks.length - 1]![6]! };
}

/** Where Previous and Next go from the day shown. */
export function stepDay(view: CalendarViewKind, day: string, direction: 1 | -1): string {
  if (view === 'month') return addMonths(startOfMonth(day), direction);
  return addDays(day, direction * (view === 'week' ? 7 : LIST_DAYS));
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "November 2026", "Nov 22 – Nov 28, 2026", "Nov 22 – Dec 21, 2026". */
export function viewTitle(view: CalendarViewKind, day: string): string {
  if (view === 'month') return monthFormat.format(asUtc(day));
  const { from, to } = viewRange(view, day);
  return `${shortFormat.format(asUtc(from))} – ${shortFormat.format(asUtc(to))}, ${to.slice(0, 4)}`;
}

/** "Monday, November 30, 2026". */
export const longDay = (day: string): string => longFormat.format(asUtc(day));

/** Events grouped by their day, each day's in the server's order. */
export function byDay<E extends { day: string }>(events: readonly E[]): Map<string, E[]> {
  const groups = new Map<string, E[]>();
  for (const event of events) {
    const list = groups.get(event.day);
    if (list) list.push(event);
    else groups.set(event.day, [event]);
  }
  return groups;
}
