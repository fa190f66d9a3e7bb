import { describe, expect, it } from 'vitest';
import { federalHolidays, inaugurationDay, legalHolidaysOn, observedDate } from './holidays.js';
import { OPM_HOLIDAYS } from './opm-holidays.fixture.js';

describe('federal legal holidays (5 U.S.C. 6103)', () => {
  for (const [year, dates] of Object.entries(OPM_HOLIDAYS)) {
    it(`matches the dates OPM publishes for ${year}`, () => {
      expect(federalHolidays(Number(year)).map((h) => h.date)).toEqual(dates);
    });
  }

  it('moves a Saturday holiday to the Friday before and a Sunday one to the Monday after', () => {
    expect(observedDate('2020-07-04')).toBe('2020-07-03'); // Saturday
    expect(observedDate('2021-07-04')).toBe('2021-07-05'); // Sunday
    expect(observedDate('2024-07-04')).toBe('2024-07-04'); // Thursday
  });

  it("observes a Saturday New Year's Day on December 31 of the year before, and says which day it stands for", () => {
    const dec31 = federalHolidays(2021).at(-1);
    expect(dec31).toEqual({ date: '2021-12-31', name: "New Year's Day", actualDate: '2022-01-01' });
    expect(federalHolidays(2022).some((h) => h.name === "New Year's Day")).toBe(false);
  });

  it('has no Juneteenth before it was enacted in 2021', () => {
    expect(federalHolidays(2020).some((h) => h.name.startsWith('Juneteenth'))).toBe(false);
    expect(federalHolidays(2021).find((h) => h.name.startsWith('Juneteenth'))?.date).toBe('2021-06-18');
  });

  it('knows Inauguration Day: January 20 after an election, Monday when it is a Sunday, none on a Saturday', () => {
    expect(inaugurationDay(2021)?.date).toBe('2021-01-20');
    expect(inaugurationDay(2025)?.date).toBe('2025-01-20');
    expect(inaugurationDay(2013)).toEqual({ date: '2013-01-21', name: 'Inauguration Day', actualDate: '2013-01-20' });
    expect(inaugurationDay(2029)).toBeNull(); // a Saturday
    expect(inaugurationDay(2026)).toBeNull();
    expect(inaugurationDay(2033)?.date).toBe('2033-01-20');
  });

  it('counts Inauguration Day only in a court that observes it; 2025 falls on Martin Luther King Day', () => {
    expect(legalHolidaysOn('2021-01-20', { inaugurationDay: false })).toEqual([]);
    expect(legalHolidaysOn('2021-01-20', { inaugurationDay: true }).map((h) => h.name)).toEqual(['Inauguration Day']);
    expect(legalHolidaysOn('2025-01-20', { inaugurationDay: true }).map((h) => h.name)).toEqual(['Birthday of Martin Luther King, Jr.', 'Inauguration Day']);
  });

  it('treats days closed by executive order as legal holidays', () => {
    expect(legalHolidaysOn('2024-12-24', { inaugurationDay: false }).map((h) => h.name)).toEqual(['Christmas Eve (closed by executive order)']);
    expect(legalHolidaysOn('2025-01-09', { inaugurationDay: false })).toHaveLength(1);
    expect(legalHolidaysOn('2023-12-26', { inaugurationDay: false })).toEqual([]);
  });
});
