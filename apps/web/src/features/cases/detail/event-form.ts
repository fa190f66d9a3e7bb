import type { CaseEvent, CreateCaseEventRequest } from '@app/contract';
import type { FieldErrors } from '../../../lib/form-errors';
import { localDay, utcDay } from './timeline';

/**
 * The event dialog's fields as the inputs hold them: `starts`/`ends` are `YYYY-MM-DDTHH:mm`
 * (datetime-local, the reader's time) for a timed event and `YYYY-MM-DD` for an all-day one.
 */
export interface EventFormState {
  title: string;
  event_type: CaseEvent['event_type'];
  status: CaseEvent['status'];
  all_day: boolean;
  starts: string;
  ends: string;
  location: string;
  description: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the reader's time zone. */
export function toLocalInput(date: Date): string {
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new event starts tomorrow at 09:00: a sensible default that is never in the past. */
export function emptyEventForm(now: Date): EventFormState {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  return { title: '', event_type: 'hearing', status: 'scheduled', all_day: false, starts: toLocalInput(start), ends: '', location: '', description: '' };
}

export function eventToForm(event: CaseEvent): EventFormState {
  const asInput = (iso: string | null) => {
    if (!iso) return '';
    return event.all_day ? utcDay(iso) : toLocalInput(new Date(iso));
  };
  return {
    title: event.title,
    event_type: event.event_type,
    status: event.status,
    all_day: event.all_day,
    starts: asInput(event.starts_at),
    ends: asInput(event.ends_at),
    location: event.location ?? '',
    description: event.description ?? '',
  };
}

/** Switching all-day on keeps the dates; switching it off puts the event at 09:00 that day. */
export function toggleAllDay(form: EventFormState, allDay: boolean): EventFormState {
  const convert = (value: string) => {
    if (!value) return '';
    return allDay ? value.slice(0, 10) : `${value.slice(0, 10)}T09:00`;
  };
  return { ...form, all_day: allDay, starts: convert(form.starts), ends: convert(form.ends) };
}

/** All-day dates are stored at midday UTC (see timeline.ts); timed values are the reader's local time. */
function toInstant(value: string, allDay: boolean): string | null {
  if (allDay) return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00.000Z` : null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export type EventFormResult = { ok: true; request: CreateCaseEventRequest } | { ok: false; errors: FieldErrors };

/** Checks what the server would refuse before sending, keyed by the API's field names. */
export function formToRequest(form: EventFormState): EventFormResult {
  const errors: FieldErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = 'Enter a title';
  else if (title.length > 300) errors.title = 'Use at most 300 characters';
  const startsAt = toInstant(form.starts, form.all_day);
  if (!startsAt) errors.starts_at = form.all_day ? 'Choose the date' : 'Choose the date and time';
  const endsAt = form.ends ? toInstant(form.ends, form.all_day) : null;
  if (form.ends && !endsAt) errors.ends_at = 'Enter a valid end';
  else if (startsAt && endsAt && Date.parse(endsAt) < Date.parse(startsAt)) errors.ends_at = 'An event cannot end before it starts';
  if (form.location.trim().length > 300) errors.location = 'Use at most 300 characters';
  if (form.description.trim().length > 5000) errors.description = 'Use at most 5,000 characters';
  if (Object.keys(errors).length > 0 || !startsAt) return { ok: false, errors };
  return {
    ok: true,
    request: {
      title,
      event_type: form.event_type,
      status: form.status,
      all_day: form.all_day,
      starts_at: startsAt,
      ends_at: endsAt,
      location: form.location.trim() || null,
      description: form.description.trim() || null,
    },
  };
}
