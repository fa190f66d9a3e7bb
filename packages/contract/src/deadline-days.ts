/*
 * One way to count the days to a deadline, for the server (dashboard, discovery, case analysis) and
 * the web (case page, discovery, analysis) alike, so one deadline never reads "in 5 days" on one
 * page and "6 days" on another. Days are calendar days in the firm's time zone: a deadline is
 * "tomorrow" from the firm's midnight on, whatever the hour. An all-day deadline is a date (stored
 * as midnight UTC of that date), not an instant: no time zone moves it to the day before.
 */

const DAY_MS = 86_400_000;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole calendar days from one date to another (YYYY-MM-DD; negative: `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS);
}

/** A deadline as it is stored: a date, or an event's start with whether it lasts all day. */
export type DeadlineWhen = string | { starts_at: string | Date; all_day: boolean };

/** The calendar date of a deadline in the firm's time zone (an all-day one keeps its own date). */
export function deadlineDate(when: DeadlineWhen, timeZone: string): string {
  if (typeof when === 'string') return YMD.test(when) ? when : dateInTimeZone(new Date(when), timeZone);
  const start = new Date(when.starts_at);
  return when.all_day ? start.toISOString().slice(0, 10) : dateInTimeZone(start, timeZone);
}

/** Days from today (in the firm's time zone) to the deadline: 0 today, 1 tomorrow, negative once past. */
export function daysToDeadline(when: DeadlineWhen, now: Date, timeZone: string): number {
  return calendarDaysBetween(dateInTimeZone(now, timeZone), deadlineDate(when, timeZone));
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** How far off a deadline is: "today", "tomorrow", "in 3 days", "1 day overdue". */
export function deadlineDistance(daysLeft: number): string {
  if (daysLeft === 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  return daysLeft > 1 ? `in ${days(daysLeft)}` : `${days(-daysLeft)} overdue`;
}

/** The same count for a dated event that is not owed (a hearing held, a meeting): "yesterday", "3 days ago". */
export function dayDistance(daysLeft: number): string {
  if (daysLeft === -1) return 'yesterday';
  return daysLeft < -1 ? `${days(-daysLeft)} ago` : deadlineDistance(daysLeft);
}

/** The time zone a firm counts in until it chooses one. */
export const DEFAULT_FIRM_TIME_ZONE = 'UTC';
