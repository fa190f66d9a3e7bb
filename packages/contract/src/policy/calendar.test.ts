import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.js';
import { eventReadingPath, mayKeepCalendarFeed, mayReadCalendar } from './calendar.js';

const CASE = '11111111-1111-4111-8111-111111111111';
const EVENT = '22222222-2222-4222-8222-222222222222';

describe('calendar policy', () => {
  it('every role reads the calendar of the cases it sees and keeps its own feed', () => {
    for (const role of ROLES) {
      expect(mayReadCalendar(role)).toBe(true);
      expect(mayKeepCalendarFeed(role)).toBe(true);
    }
  });

  it('sends each role to the page its guard opens for one event', () => {
    const expected: Record<Role, string> = {
      admin: `/cases/${CASE}?event=${EVENT}`,
      partner: `/cases/${CASE}?event=${EVENT}`,
      associate: `/cases/${CASE}?event=${EVENT}`,
      paralegal: `/calendar?case=${CASE}&event=${EVENT}`,
      viewer: `/calendar?case=${CASE}&event=${EVENT}`,
    };
    for (const role of ROLES) expect(eventReadingPath(role, CASE, EVENT)).toBe(expected[role]);
  });
});
