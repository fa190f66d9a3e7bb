import type { CostInterval, CostPeriodQuery } from '@app/contract';
import { fieldError } from '../../platform/http/errors.js';

/** The longest day-by-day chart: beyond it, ask for months. */
export const MAX_DAY_BUCKETS = 366;

export interface Period {
  from: string;
  to: string;
  /** Inclusive start, exclusive end (the day after `to`), UTC. */
  start: Date;
  end: Date;
  interval: CostInterval;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const parseDay = (day: string, field: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || dayOf(d) !== day) throw fieldError(field, 'Not a calendar date');
  return d;
};

/** from/to as whole UTC days; both default to the current month so far. */
export function resolvePeriod(query: Pick<CostPeriodQuery, 'from' | 'to' | 'interval'>, now = new Date()): Period {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = query.from ?? dayOf(monthStart);
  const to = query.to ?? (query.from && query.from > dayOf(now) ? query.from : dayOf(now));
  const start = parseDay(from, 'from');
  const last = parseDay(to, 'to');
  if (last < start) throw fieldError('to', 'The end of the period must not be before its start');
  const end = new Date(last.getTime() + 86_400_000);
  if (query.interval === 'day' && (end.getTime() - start.getTime()) / 86_400_000 > MAX_DAY_BUCKETS) {
    throw fieldError('interval', `A day-by-day chart covers at most ${MAX_DAY_BUCKETS} days: choose month`);
  }
  return { from, to, start, end, interval: query.interval };
}

/** Every bucket of the period in order, so days or months without calls chart as 0. */
export function bucketsOf(period: Period): string[] {
  const out: string[] = [];
  if (period.interval === 'day') {
    for (let t = period.start.getTime(); t < period.end.getTime(); t += 86_400_000) out.push(dayOf(new Date(t)));
    return out;
  }
  const cursor = new Date(Date.UTC(period.start.getUTCFullYear(), period.start.getUTCMonth(), 1));
  while (cursor < period.end) {
    out.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return out;
}
