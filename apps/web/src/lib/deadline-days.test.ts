import { describe, expect, it } from 'vitest';
import { deadlineLabel, eventDayLabel } from './deadline-days';

// 15:00 UTC on 1 December 2026 is 10:00 in New York.
const NOW = new Date('2026-12-01T15:00:00Z');
const NY = 'America/New_York';
const event = (starts_at: string, all_day: boolean, event_type = 'deadline', status = 'scheduled') => ({ starts_at, all_day, event_type, status });

describe('a deadline reads the same on every page', () => {
  it('an all-day deadline six days off is "in 6 days" on the case page, as on the dashboard and discovery', () => {
    expect(eventDayLabel(event('2026-12-07T00:00:00.000Z', true), NY, NOW)).toBe('in 6 days');
    expect(deadlineLabel('2026-12-07', NY, NOW)).toBe('in 6 days');
  });

  it('a deadline tomorrow morning is "tomorrow", not "in 22 hours"', () => {
    expect(eventDayLabel(event('2026-12-02T13:00:00.000Z', false), NY, NOW)).toBe('tomorrow');
  });

  it('a missed deadline is overdue; a past hearing is only dated', () => {
    expect(eventDayLabel(event('2026-11-28T00:00:00.000Z', true), NY, NOW)).toBe('3 days overdue');
    expect(eventDayLabel(event('2026-11-28T15:00:00.000Z', false, 'hearing', 'completed'), NY, NOW)).toBe('3 days ago');
    expect(eventDayLabel(event('2026-12-01T23:30:00.000Z', false, 'hearing'), NY, NOW)).toBe('today');
  });

  it('counts from the firm’s midnight: 23:30 in New York is still the 1st', () => {
    const lateEvening = new Date('2026-12-02T04:30:00Z');
    expect(deadlineLabel('2026-12-02', NY, lateEvening)).toBe('tomorrow');
    expect(deadlineLabel('2026-12-02', 'UTC', lateEvening)).toBe('today');
  });
});
