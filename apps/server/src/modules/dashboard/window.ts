import { CASE_INACTIVE_DAYS, DASHBOARD_HORIZON_DAYS } from '@app/contract';

/*
 * The dates every dashboard figure is measured from, fixed once per request so the stats and the
 * insights of one read agree. Days and weeks are UTC calendar days; weeks start on Monday.
 */

const DAY = 86_400_000;
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DashboardWindow {
  now: Date;
  /** 'YYYY-MM-DD' of today (UTC). */
  today: string;
  /** Midnight UTC starting today: a deadline before it is overdue. */
  todayStart: Date;
  /** Midnight UTC after the last day of the horizon: today plus DASHBOARD_HORIZON_DAYS days, both included. */
  horizonEnd: Date;
  /** The last day of the horizon, 'YYYY-MM-DD' (discovery due dates are dates). */
  horizonDay: string;
  /** Monday 00:00 UTC of this week. */
  weekStart: Date;
  /** Activity before this instant makes an open case inactive. */
  inactiveBefore: Date;
  /** 'YYYY-MM' (UTC), the period of budget alerts. */
  month: string;
}

export function dashboardWindow(now = new Date()): DashboardWindow {
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const mondayOffset = (new Date(todayMs).getUTCDay() + 6) % 7;
  return {
    now,
    today: isoDate(todayMs),
    todayStart: new Date(todayMs),
    horizonEnd: new Date(todayMs + (DASHBOARD_HORIZON_DAYS + 1) * DAY),
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
