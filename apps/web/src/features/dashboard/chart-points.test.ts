import { describe, expect, it } from 'vitest';
import { weekLabel, weekPoints } from './chart-points';

describe('weekPoints', () => {
  it('labels each week by its Monday in UTC, keeping order and values', () => {
    const points = weekPoints([
      { week_start: '2026-11-16', value: 4 },
      { week_start: '2026-11-23', value: 0 },
    ]);
    expect(points.map((p) => p.value)).toEqual([4, 0]);
    expect(points[0]?.label).toMatch(/16/);
    expect(points[1]?.label).toMatch(/23/);
    expect(points[1]?.label).toMatch(/Nov/);
  });

  it('falls back to the raw text for a date it cannot read', () => {
    expect(weekLabel('soon')).toBe('soon');
  });
});
