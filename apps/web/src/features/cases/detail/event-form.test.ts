import { describe, expect, it } from 'vitest';
import type { CaseEvent } from '@app/contract';
import { emptyEventForm, eventToForm, formToRequest, toggleAllDay, type EventFormState } from './event-form';

const base: EventFormState = { ...emptyEventForm(new Date(2025, 2, 10, 15, 30)), title: 'Status conference' };

describe('emptyEventForm', () => {
  it('starts tomorrow at 09:00 as a scheduled hearing', () => {
    const form = emptyEventForm(new Date(2025, 2, 10, 15, 30));
    expect(form.starts).toBe('2025-03-11T09:00');
    expect(form).toMatchObject({ event_type: 'hearing', status: 'scheduled', all_day: false, title: '' });
  });
});

describe('formToRequest', () => {
  it('sends a timed event as instants in the reader’s time zone, blanks as null', () => {
    const result = formToRequest({ ...base, ends: '2025-03-11T10:30', location: '  ', description: ' Bring exhibits ' });
    expect(result).toEqual({
      ok: true,
      request: {
        title: 'Status conference',
        event_type: 'hearing',
        status: 'scheduled',
        all_day: false,
        starts_at: new Date(2025, 2, 11, 9, 0).toISOString(),
        ends_at: new Date(2025, 2, 11, 10, 30).toISOString(),
        location: null,
        description: 'Bring exhibits',
      },
    });
  });

  it('stores an all-day event at midday UTC of its date', () => {
    const result = formToRequest({ ...base, all_day: true, starts: '2025-04-01', ends: '' });
    expect(result.ok && result.request).toMatchObject({ all_day: true, starts_at: '2025-04-01T12:00:00.000Z', ends_at: null });
  });

  it('names every problem under its API field', () => {
    const result = formToRequest({ ...base, title: '  ', starts: '', ends: '2025-03-01T09:00' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toMatchObject({ title: 'Enter a title', starts_at: 'Choose the date and time' });
  });

  it('refuses an end before the start', () => {
    const result = formToRequest({ ...base, ends: '2025-03-11T08:00' });
    expect(result).toEqual({ ok: false, errors: { ends_at: 'An event cannot end before it starts' } });
  });
});

describe('eventToForm / toggleAllDay', () => {
  const stored: CaseEvent = {
    id: '00000000-0000-4000-8000-000000000001',
    case_id: '00000000-0000-4000-8000-000000000002',
    event_type: 'deadline',
    title: 'Expert reports due',
    description: null,
    starts_at: '2025-04-01T12:00:00.000Z',
    ends_at: null,
    all_day: true,
    location: null,
    status: 'scheduled',
    created_by: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  };

  it('reads an all-day event back as its date, and round-trips unchanged', () => {
    const form = eventToForm(stored);
    expect(form).toMatchObject({ starts: '2025-04-01', ends: '', location: '', description: '', all_day: true });
    const again = formToRequest(form);
    expect(again.ok && again.request.starts_at).toBe(stored.starts_at);
  });

  it('reads a timed event back in local time', () => {
    const starts = new Date(2025, 5, 2, 14, 5).toISOString();
    expect(eventToForm({ ...stored, all_day: false, starts_at: starts }).starts).toBe('2025-06-02T14:05');
  });

  it('switching all-day on keeps the date; off puts it at 09:00', () => {
    const on = toggleAllDay({ ...base, ends: '2025-03-12T17:00' }, true);
    expect(on).toMatchObject({ all_day: true, starts: '2025-03-11', ends: '2025-03-12' });
    expect(toggleAllDay(on, false)).toMatchObject({ all_day: false, starts: '2025-03-11T09:00', ends: '2025-03-12T09:00' });
  });
});
