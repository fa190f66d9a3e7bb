import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@app/contract';
import { upcomingCourtDates, UPCOMING_SHOWN } from './upcoming-events';

let n = 0;
function event(event_type: CalendarEvent['event_type'], status: CalendarEvent['status'] = 'scheduled'): CalendarEvent {
  n++;
  return {
    id: `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`,
    case_id: '00000000-0000-4000-8000-000000000999',
    event_type,
    title: `${event_type} ${n}`,
    status,
    description: null,
    starts_at: '2026-12-03T15:00:00.000Z',
    ends_at: null,
    all_day: false,
    location: null,
    created_by: null,
    created_at: '2026-12-01T09:00:00.000Z',
    updated_at: '2026-12-01T09:00:00.000Z',
    day: '2026-12-03',
    case_name: 'Acme v. Globex',
    docket_number: null,
    explanation: null,
  };
}

describe('upcomingCourtDates', () => {
  it('keeps scheduled court dates in order and leaves meetings, other events, done and cancelled ones to the calendar', () => {
    const events = [event('meeting'), event('deadline'), event('hearing', 'cancelled'), event('hearing'), event('other'), event('filing', 'completed'), event('trial')];
    const { shown, more } = upcomingCourtDates(events);
    expect(shown.map((e) => e.event_type)).toEqual(['deadline', 'hearing', 'trial']);
    expect(more).toBe(0);
  });

  it('shows the first few and counts the rest', () => {
    const events = Array.from({ length: UPCOMING_SHOWN + 3 }, () => event('deadline'));
    const { shown, more } = upcomingCourtDates(events);
    expect(shown).toEqual(events.slice(0, UPCOMING_SHOWN));
    expect(more).toBe(3);
  });
});
