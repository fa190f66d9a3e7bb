import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, dateInTimeZone, dayDistance, daysToDeadline, deadlineDate, deadlineDistance } from './deadline-days.js';

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';

describe('counting days to a deadline', () => {
  it('reads the date an instant falls on in the firm time zone', () => {
    expect(dateInTimeZone(new Date('2026-12-01T04:59:00Z'), NY)).toBe('2026-11-30');
    expect(dateInTimeZone(new Date('2026-12-01T05:00:00Z'), NY)).toBe('2026-12-01');
    expect(dateInTimeZone(new Date('2026-12-01T23:30:00Z'), BERLIN)).toBe('2026-12-02');
  });

  it('counts calendar days, not 24-hour spans: a deadline tomorrow morning is "tomorrow", never "in 22 hours"', () => {
    const now = new Date('2026-12-01T15:00:00Z'); // 10:00 in New York
    expect(daysToDeadline({ starts_at: '2026-12-02T14:00:00Z', all_day: false }, now, NY)).toBe(1);
    expect(daysToDeadline({ starts_at: '2026-12-01T23:00:00Z', all_day: false }, now, NY)).toBe(0);
  });

  it('keeps an all-day deadline on its date in every time zone (a date, not an instant)', () => {
    const allDay = { starts_at: '2026-12-07T00:00:00.000Z', all_day: true };
    expect(deadlineDate(allDay, NY)).toBe('2026-12-07');
    expect(deadlineDate(allDay, 'Pacific/Auckland')).toBe('2026-12-07');
    // 15:00 UTC is 10:00 in New York on the 1st: six days, as the dashboard and discovery count it.
    expect(daysToDeadline(allDay, new Date('2026-12-01T15:00:00Z'), NY)).toBe(6);
    expect(daysToDeadline('2026-12-07', new Date('2026-12-01T15:00:00Z'), NY)).toBe(6);
  });

  it('turns the day at the firm’s midnight, not at UTC midnight', () => {
    const due = '2026-12-03';
    // 23:59 on the 1st in New York is already the 2nd in UTC.
    expect(daysToDeadline(due, new Date('2026-12-02T04:59:00Z'), NY)).toBe(2);
    expect(daysToDeadline(due, new Date('2026-12-02T05:00:00Z'), NY)).toBe(1);
    expect(daysToDeadline(due, new Date('2026-12-02T04:59:00Z'), 'UTC')).toBe(1);
  });

  it('counts across a daylight-saving change without losing or gaining a day', () => {
    // Spring forward (Berlin, 29 March 2026: the day is 23 hours long) and fall back (New York, 1 November 2026: 25 hours).
    expect(daysToDeadline('2026-03-30', new Date('2026-03-28T23:30:00Z'), BERLIN)).toBe(1); // 00:30 on the 29th
    expect(daysToDeadline('2026-03-30', new Date('2026-03-29T21:59:00Z'), BERLIN)).toBe(1); // 23:59 on the 29th
    expect(daysToDeadline('2026-03-30', new Date('2026-03-29T22:00:00Z'), BERLIN)).toBe(0); // midnight on the 30th
    expect(daysToDeadline({ starts_at: '2026-11-02T14:00:00Z', all_day: false }, new Date('2026-11-01T04:30:00Z'), NY)).toBe(1); // 00:30 EDT on the 1st
    expect(daysToDeadline({ starts_at: '2026-11-02T14:00:00Z', all_day: false }, new Date('2026-11-02T04:59:00Z'), NY)).toBe(1); // 23:59 EST on the 1st
    expect(daysToDeadline({ starts_at: '2026-11-02T14:00:00Z', all_day: false }, new Date('2026-11-02T05:00:00Z'), NY)).toBe(0);
    expect(calendarDaysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('says it one way everywhere', () => {
    expect([0, 1, 2, 6, -1, -3].map(deadlineDistance)).toEqual(['today', 'tomorrow', 'in 2 days', 'in 6 days', '1 day overdue', '3 days overdue']);
    expect([1, 0, -1, -4].map(dayDistance)).toEqual(['tomorrow', 'today', 'yesterday', '4 days ago']);
  });
});
