import type { CostInterval, CostSeriesPoint } from '@app/contract';
import type { ChartPoint } from '../../components/charts/SimpleChart';

/*
 * The periods the cost screens offer. Days are UTC calendar days, as the server counts them, so
 * the chart's buckets and the CSV's rows are the same days whatever the viewer's time zone.
 */

export const PERIOD_PRESETS = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-30-days', label: 'Last 30 days' },
  { id: 'last-3-months', label: 'Last 3 months' },
  { id: 'this-year', label: 'This year' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['id'];

export interface CostPeriod {
  from: string;
  to: string;
  interval: CostInterval;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** from/to/interval for a preset: short periods by day, longer ones by month. */
export function periodFor(preset: PeriodPreset, now = new Date()): CostPeriod {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const today = day(now);
  switch (preset) {
    case 'this-month':
      return { from: day(utc(y, m, 1)), to: today, interval: 'day' };
    case 'last-30-days':
      return { from: day(utc(y, m, now.getUTCDate() - 29)), to: today, interval: 'day' };
    case 'last-3-months':
      return { from: day(utc(y, m - 2, 1)), to: today, interval: 'month' };
    case 'this-year':
      return { from: day(utc(y, 0, 1)), to: today, interval: 'month' };
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-01-05' → '5 Jan', '2026-01' → 'Jan 2026'. */
export function bucketLabel(period: string): string {
  const [y, m, d] = period.split('-');
  const month = MONTHS[Number(m) - 1] ?? m;
  return d ? `${Number(d)} ${month}` : `${month} ${y}`;
}

/** The chart's points: cost per bucket, exactly the figures of the CSV's cost_usd column. */
export const costPoints = (series: CostSeriesPoint[]): ChartPoint[] => series.map((p) => ({ label: bucketLabel(p.period), value: p.cost_usd }));

/** Calls per bucket (the CSV's calls column). */
export const callPoints = (series: CostSeriesPoint[]): ChartPoint[] => series.map((p) => ({ label: bucketLabel(p.period), value: p.calls }));

export type ChartMetric = 'cost' | 'calls';

/**
 * What the chart shows first: the cost, unless every call of the period was free (the offline
 * engine costs nothing) — a cost chart of zeros is an empty box beside "51 calls".
 */
export function defaultMetric(totals: { cost_usd: number; calls: number }): ChartMetric {
  return totals.cost_usd === 0 && totals.calls > 0 ? 'calls' : 'cost';
}

/** Dollars: cents for sums, more digits for the fractions of a cent cheap calls cost. */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.01) return `$${value.toFixed(4)}`;
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** A list price: always cents ("$0.80", not "$0.8"), and the tenths of a cent speech and embeddings cost ("$0.006"). */
export const formatPrice = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
