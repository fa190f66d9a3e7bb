import { describe, expect, it } from 'vitest';
import { addMonths, byDay, isValidDay, monthWeeks, stepDay, viewRange, viewTitle, weekDays } from './calendar-grid';

describe('calendar grid', () => {
  it('lays a month out in whole weeks from Sunday', () => {
    const weeks = monthWeeks('2026-11-18');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks[4]![6]).toBe('2026-12-05');
    const february = monthWeeks('2026-02-10');
    expect(february[0]![0]).toBe('2026-02-01');
    expect(february).toHaveLength(4);
  });

  it('gives each view its range, title and step', () => {
    expect(viewRange('week', '2026-11-25')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(viewRange('list', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-12-24' });
    expect(viewRange('month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(viewTitle('month', '2026-11-25')).toBe('November 2026');
    expect(viewTitle('week', '2026-11-25')).toBe('Nov 22 – Nov 28, 2026');
    expect(stepDay('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepDay('week', '2026-12-28', 1)).toBe('2027-01-04');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(weekDays('2026-03-08')).toEqual(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']);
  });

  it('accepts only real days from the address bar', () => {
    expect(isValidDay('2026-02-28')).toBe(true);
    expect(isValidDay('2026-02-30')).toBe(false);
    expect(isValidDay('tomorrow')).toBe(false);
    expect(isValidDay(null)).toBe(false);
  });

  it('groups events by day in their order', () => {
    const groups = byDay([{ day: '2026-11-02', id: 'a' }, { day: '2026-11-01', id: 'b' }, { day: '2026-11-02', id: 'c' }]);
    expect([...groups.entries()].map(([day, list]) => [day, list.map((e) => e.id)])).toEqual([
      ['2026-11-02', ['a', 'c']],
      ['2026-11-01', ['b']],
    ]);
  });
});
