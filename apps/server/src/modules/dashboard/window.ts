import { CASE_INACTIVE_DAYS, DASHBOARD_HORIZON_DAYS, DEFAULT_FIRM_TIME_ZONE, dateInTimeZone } from '@app/contract';

/*
 * The dates every dashboard figure is measured from, fixed once per request so the stats and the
 * insights of one read agree. "Today" and the days to a deadline are calendar days in the firm's
 * time zone (contract deadline-days.ts, which the web counts with too); the weekly charts keep UTC
 * weeks starting on Monday.
 */

const DAY = 86_400_000;
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DashboardWindow {
  now: Date;
  /** The firm's IANA time zone, in which `today` and deadline days are counted. */
  timeZone: string;
  /** 'YYYY-MM-DD' of today in the firm's time zone: a deadline dated before it is overdue. */
  today: string;
  /** Midnight UTC starting `today` (a date's instant, for date arithmetic and the UTC weeks). */
  todayStart: Date;
  /** The last day of the horizon, 'YYYY-MM-DD': today plus DASHBOARD_HORIZON_DAYS days, both included. */
  horizonDay: string;
  /** Monday 00:00 UTC of this week. */
  weekStart: Date;
  /** Activity before this instant makes an open case inactive. */
  inactiveBefore: Date;
  /** 'YYYY-MM' (UTC), the period of budget alerts. */
  month: string;
}

export function dashboardWindow(now = new Date(), timeZone = DEFAULT_FIRM_TIME_ZONE): DashboardWindow {
  const today = dateInTimeZone(now, timeZone);
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const mondayOffset = (new Date(todayMs).getUTCDay() + 6) % 7;
  return {
    now,
    timeZone,
    today,
    todayStart: new Date(todayMs),
    horizonDay: isoDate(todayMs + DASHBOARD_HORIZON_DAYS * DAY),
    weekStart: new Date(todayMs - mondayOffset * DAY),
    inactiveBefore: new Date(now.getTime() - CASE_INACTIVE_DAYS * DAY),
    month: now.toISOString().slice(0, 7),
  };
}

/** The Monday `offset` weeks from this week's (negative: earlier), as 'YYYY-MM-DD'. */
export const weekStartAt = (w: DashboardWindow, offset: number) => isoDate(w.weekStart.getTime() + offset * 7 * DAY);
export const addWeeks = (start: Date, weeks: number) => new Date(start.getTime() + weeks * 7 * DAY);
export const daysBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY);

