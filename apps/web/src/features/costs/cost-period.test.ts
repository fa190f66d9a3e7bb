import { describe, expect, it } from 'vitest';
import { bucketLabel, costPoints, formatUsd, periodFor } from './cost-period';

const NOW = new Date('2026-03-15T23:30:00Z');

describe('periodFor', () => {
  it('gives UTC days: this month by day, longer periods by month', () => {
    expect(periodFor('this-month', NOW)).toEqual({ from: '2026-03-01', to: '2026-03-15', interval: 'day' });
    expect(periodFor('last-30-days', NOW)).toEqual({ from: '2026-02-14', to: '2026-03-15', interval: 'day' });
    expect(periodFor('last-3-months', NOW)).toEqual({ from: '2026-01-01', to: '2026-03-15', interval: 'month' });
    expect(periodFor('this-year', NOW)).toEqual({ from: '2026-01-01', to: '2026-03-15', interval: 'month' });
  });

  it('crosses a year boundary', () => {
    expect(periodFor('last-3-months', new Date('2026-01-10T00:00:00Z')).from).toBe('2025-11-01');
  });
});

describe('chart points and money', () => {
  it('labels days and months and keeps the cost of each bucket exactly', () => {
    expect(bucketLabel('2026-01-05')).toBe('5 Jan');
    expect(bucketLabel('2026-12')).toBe('Dec 2026');
    const base = { calls: 1, input_tokens: 0, output_tokens: 0, audio_seconds: 0, unpriced_calls: 0 };
    expect(costPoints([{ ...base, period: '2026-01-05', cost_usd: 1.75 }, { ...base, period: '2026-01-06', cost_usd: 0 }])).toEqual([
      { label: '5 Jan', value: 1.75 },
      { label: '6 Jan', value: 0 },
    ]);
  });

  it('writes cents, and fractions of a cent for cheap calls', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.000123)).toBe('$0.0001');
  });
});
