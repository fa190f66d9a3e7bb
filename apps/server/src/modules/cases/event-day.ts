import { sql, type SQL } from 'drizzle-orm';

/** The days a deadline figure is measured in: calendar days in the firm's time zone. */
export interface DeadlineDays {
  /** The firm's IANA time zone. */
  timeZone: string;
  /** 'YYYY-MM-DD' of today in the firm's time zone: a deadline dated before it is overdue. */
  today: string;
  /** The horizon's last day, 'YYYY-MM-DD', included. */
  horizonDay: string;
}

/**
 * The calendar date of a case event as the firm reads it, in SQL (the contract's deadlineDate): an
 * all-day event keeps its own date (stored as midnight UTC), a timed one falls on its day in the
 * firm's time zone. `e` is the case_events alias.
 */
export const eventDaySql = (timeZone: string, e = 'e'): SQL =>
  sql`(case when ${sql.raw(`${e}.all_day`)} then (${sql.raw(`${e}.starts_at`)} at time zone 'UTC')::date else (${sql.raw(`${e}.starts_at`)} at time zone ${timeZone})::date end)`;
