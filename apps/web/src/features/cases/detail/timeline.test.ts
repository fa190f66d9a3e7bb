import { describe, expect, it } from 'vitest';
import type { CaseEvent } from '@app/contract';
import { eventWhen, formatCalendarDate, formatEventWhen, groupByMonth, nextEvents, sortChronologically, splitTimeline, utcDay } from './timeline';

let seq = 0;
function event(patch: Partial<CaseEvent>): CaseEvent {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    case_id: '00000000-0000-4000-8000-000000000000',
    event_type: 'hearing',
    title: `Event ${seq}`,
    description: null,
    starts_at: '2025-03-10T14:00:00.000Z',
    ends_at: null,
    all_day: false,
    location: null,
    status: 'scheduled',
    created_by: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...patch,
  };
}

// Local noon on 10 March 2025: the tests hold in any time zone.
const now = new Date(2025, 2, 10, 12, 0, 0);
const at = (days: number, hours = 12) => new Date(2025, 2, 10 + days, hours, 0, 0).toISOString();

describe('eventWhen', () => {
  it('a timed event is past once it has finished', () => {
    expect(eventWhen(event({ starts_at: at(0, 9) }), now)).toBe('past');
    expect(eventWhen(event({ starts_at: at(0, 9), ends_at: at(0, 15) }), now)).toBe('upcoming');
    expect(eventWhen(event({ starts_at: at(1) }), now)).toBe('upcoming');
  });

  it('an all-day event stays upcoming for the whole of its day', () => {
    const today = `${now.getFullYear()}-03-10`;
    expect(eventWhen(event({ all_day: true, starts_at: `${today}T12:00:00.000Z` }), now)).toBe('upcoming');
    expect(eventWhen(event({ all_day: true, starts_at: '2025-03-09T12:00:00.000Z' }), now)).toBe('past');
  });
});

describe('sortChronologically / splitTimeline', () => {
  it('sorts by start, then title, without changing the input', () => {
    const b = event({ title: 'B', starts_at: at(2) });
    const a = event({ title: 'A', starts_at: at(2) });
    const first = event({ title: 'Z', starts_at: at(-5) });
    const input = [b, a, first];
    expect(sortChronologically(input).map((e) => e.title)).toEqual(['Z', 'A', 'B']);
    expect(input.map((e) => e.title)).toEqual(['B', 'A', 'Z']);
  });

  it('lists upcoming soonest first and past most recent first', () => {
    const events = [
      event({ title: 'old', starts_at: at(-30) }),
      event({ title: 'far', starts_at: at(40) }),
      event({ title: 'recent', starts_at: at(-2) }),
      event({ title: 'soon', starts_at: at(3) }),
    ];
    const { upcoming, past } = splitTimeline(events, now);
    expect(upcoming.map((e) => e.title)).toEqual(['soon', 'far']);
    expect(past.map((e) => e.title)).toEqual(['recent', 'old']);
  });

  it('nextEvents skips cancelled ones and stops at the limit', () => {
    const events = [
      event({ title: 'cancelled', starts_at: at(1), status: 'cancelled' }),
      event({ title: 'one', starts_at: at(2) }),
      event({ title: 'two', starts_at: at(3) }),
      event({ title: 'three', starts_at: at(4) }),
      event({ title: 'four', starts_at: at(5) }),
      event({ title: 'past', starts_at: at(-1) }),
    ];
    expect(nextEvents(events, now).map((e) => e.title)).toEqual(['one', 'two', 'three']);
    expect(nextEvents(events, now, 1).map((e) => e.title)).toEqual(['one']);
  });
});

describe('groupByMonth', () => {
  it('puts consecutive events of one month under one heading, in the given order', () => {
    const events = [
      event({ starts_at: new Date(2025, 2, 3, 10).toISOString() }),
      event({ starts_at: new Date(2025, 2, 28, 10).toISOString() }),
      event({ starts_at: new Date(2025, 4, 1, 10).toISOString() }),
    ];
    const groups = groupByMonth(events);
    expect(groups.map((g) => [g.key, g.events.length])).toEqual([
      ['2025-03', 2],
      ['2025-05', 1],
    ]);
    expect(groups[0]?.label).toMatch(/2025/);
  });

  it('files an all-day event under its calendar month', () => {
    const groups = groupByMonth([event({ all_day: true, starts_at: '2025-04-01T12:00:00.000Z' })]);
    expect(groups[0]?.key).toBe('2025-04');
  });
});

describe('formatting', () => {
  it('says "All day" for all-day events and shows their calendar date', () => {
    expect(formatEventWhen(event({ all_day: true, starts_at: '2025-04-01T12:00:00.000Z' }))).toMatch(/All day$/);
    expect(utcDay('2025-04-01T12:00:00.000Z')).toBe('2025-04-01');
  });

  it('shows a same-day end as a time only, a later end with its date', () => {
    const sameDay = formatEventWhen(event({ starts_at: at(0, 9), ends_at: at(0, 11) }));
    const laterDay = formatEventWhen(event({ starts_at: at(0, 9), ends_at: at(2, 11) }));
    expect(sameDay).toContain('–');
    expect(laterDay.length).toBeGreaterThan(sameDay.length);
  });

  it('shows a YYYY-MM-DD date on that day in every time zone', () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(2024, 1, 12));
    expect(formatCalendarDate('2024-02-12')).toBe(expected);
    expect(formatCalendarDate(null)).toBe('—');
    expect(formatCalendarDate('12/02/2024')).toBe('—');
  });
});
