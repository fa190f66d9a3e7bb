import { z } from 'zod';
import { CASE_EVENT_TYPES, CaseEvent } from './cases.js';
import { Timestamp } from './common.js';

/*
 * Calendars: the firm's and a case's hearings, deadlines and other events by day in the firm's time
 * zone, each person's private iCalendar feed, and the deadline reminders sent by e-mail.
 */

const CalendarDay = z.iso.date('Use a date like 2026-11-25');

/** The longest span one read covers: a month view with its leading and trailing weeks fits easily. */
export const CALENDAR_MAX_SPAN_DAYS = 120;

/** Days before a deadline a reminder goes out; each is sent once per person and due date. */
export const DEADLINE_REMINDER_DAYS = [7, 3, 1] as const;

export const CalendarEventsQuery = z
  .object({
    /** First day shown, in the firm's time zone. */
    from: CalendarDay,
    /** Last day shown (included). */
    to: CalendarDay,
    case_id: z.uuid().optional(),
    /** Events of the cases this person is assigned to, and events they created. */
    person_id: z.uuid().optional(),
    event_type: z.enum(CASE_EVENT_TYPES).optional(),
  })
  .superRefine((q, ctx) => {
    const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day cannot be before the first' });
    else if (span >= CALENDAR_MAX_SPAN_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `Show at most ${CALENDAR_MAX_SPAN_DAYS} days at a time` });
  });
export type CalendarEventsQuery = z.infer<typeof CalendarEventsQuery>;

export const CalendarEvent = CaseEvent.extend({
  case_name: z.string(),
  docket_number: z.string().nullable(),
  /** The day it falls on in the firm's time zone (an all-day event keeps its own date). */
  day: CalendarDay,
  /** How a computed deadline was worked out, one sentence per step; null where nothing was computed. */
  explanation: z.array(z.string()).nullable(),
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;

export const CalendarEventsResponse = z.object({
  events: z.array(CalendarEvent),
  total: z.number().int(),
  time_zone: z.string(),
});
export type CalendarEventsResponse = z.infer<typeof CalendarEventsResponse>;

/** What the calendar filters offer: the cases the reader sees and the people assigned to them. */
export const CalendarFilters = z.object({
  cases: z.array(z.object({ id: z.uuid(), name: z.string(), docket_number: z.string().nullable() })),
  people: z.array(z.object({ id: z.uuid(), name: z.string() })),
  time_zone: z.string(),
});
export type CalendarFilters = z.infer<typeof CalendarFilters>;

/** The reader's own feed: whether one exists (its address is shown only once, when made). */
export const CalendarFeedStatus = z.object({
  active: z.boolean(),
  created_at: Timestamp.nullable(),
  last_used_at: Timestamp.nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

export const CalendarFeedCreated = z.object({
  /** The address to subscribe to; the token in it is the only credential and is not stored. */
  url: z.string(),
  created_at: Timestamp,
  /** True when an earlier address was replaced (and stopped working). */
  rotated: z.boolean(),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreated>;

/** 32 random bytes, base64url: what a feed address ends with, before `.ics`. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CalendarFeedParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Expected the feed address as issued (…/<token>.ics)'),
});
