import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '@app/contract';
import { dayLabel, groupByMonth, monthLabel } from './timeline-groups';

const entry = (id: string, date: string, kind: TimelineEntry['kind'], title = id): TimelineEntry => ({
  id,
  date,
  title,
  kind,
  source: null,
  event_id: null,
  event_type: kind === 'event' ? 'hearing' : null,
});

describe('timeline grouping', () => {
  it('groups by month, oldest first, documents before events on the same day', () => {
    const groups = groupByMonth([entry('e1', '2023-11-03', 'event'), entry('d2', '2021-03-15', 'document'), entry('d1', '2023-11-03', 'document'), entry('d3', '2023-11-20', 'document')]);
    expect(groups.map((g) => [g.key, g.label, g.entries.map((e) => e.id)])).toEqual([
      ['2021-03', 'March 2021', ['d2']],
      ['2023-11', 'November 2023', ['d1', 'e1', 'd3']],
    ]);
  });

  it('shows only the kinds asked for', () => {
    const groups = groupByMonth([entry('e1', '2023-11-03', 'event'), entry('d1', '2023-11-03', 'document')], ['event']);
    expect(groups.flatMap((g) => g.entries.map((e) => e.id))).toEqual(['e1']);
  });

  it('formats calendar dates without shifting the day', () => {
    expect(dayLabel('2023-03-01')).toBe('Mar 1, 2023');
    expect(monthLabel('2024-12')).toBe('December 2024');
    expect(monthLabel('undated')).toBe('undated');
  });
});
