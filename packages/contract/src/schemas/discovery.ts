import { calendarDaysBetween } from '../deadline-days.js';
import { MAIL_SERVICE_EXTRA_DAYS, type ServiceMethod } from './discovery/requests.js';

/**
 * Discovery: requests served on or by the firm with their numbered
 * items and response deadlines, the review coding of each document (responsiveness per request,
 * privilege, confidentiality), productions (Bates-stamped volumes with DAT/OPT load files, made
 * once and never changed) and the privilege log of what was withheld: one file per sub-feature in
 * discovery/, all exported from here.
 */

export * from './discovery/requests.js';
export * from './discovery/review.js';
export * from './discovery/productions.js';
export * from './discovery/production-fields.js';
export * from './discovery/privilege-log.js';
export * from './discovery/incoming.js';

// ── Rules shared by the server and the screen ─────────────────────────────────────────────────

/**
 * The response deadline: the served date plus the response days, plus 3 for service by mail
 * (FRCP 6(d)); a deadline on a Saturday or Sunday moves to the next Monday (FRCP 6(a)(1)(C)).
 * Court holidays are not known here: the date is editable through response_days. Dates are
 * calendar dates (YYYY-MM-DD), computed in UTC so no time zone shifts them.
 */
export function responseDueDate(servedDate: string, responseDays: number, method: ServiceMethod): string {
  const due = new Date(`${servedDate}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + responseDays + (method === 'mail' ? MAIL_SERVICE_EXTRA_DAYS : 0));
  const weekday = due.getUTCDay();
  if (weekday === 6) due.setUTCDate(due.getUTCDate() + 2);
  if (weekday === 0) due.setUTCDate(due.getUTCDate() + 1);
  return due.toISOString().slice(0, 10);
}

/** Whole days from `today` to `due` (negative: overdue), counted as every deadline is (deadline-days.ts). */
export function daysUntil(due: string, today: string): number {
  return calendarDaysBetween(today, due);
}
