import type { WeekPoint } from '@app/contract';
import type { ChartPoint } from '../../components/charts/SimpleChart';

// Weeks are UTC dates (the server starts them on Monday, UTC): format in UTC so a browser west of
// Greenwich does not label Monday's bar with Sunday's date.
const weekFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "24 Nov" (in the browser's locale) for a week starting on 2026-11-24. */
export function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : weekFormat.format(date);
}

/** A weekly series as the chart draws it, oldest week first as the server sends it. */
export function weekPoints(points: readonly WeekPoint[]): ChartPoint[] {
  return points.map((p) => ({ label: weekLabel(p.week_start), value: p.value }));
}
