import type { CalendarEvent, CaseEvent } from '@app/contract';

/** How far ahead the dashboard looks: two weeks covers the 7/3/1-day reminders with room to plan. */
export const UPCOMING_DAYS = 14;
/** How many the card lists; the rest are one click away on the calendar. */
export const UPCOMING_SHOWN = 5;

/*
 * Dated obligations a lawyer must be ready for. Meetings and "other" events are the firm's own
 * arrangements and stay on the calendar; listing them here would push a filing date off the card.
 */
const COURT_DATES: ReadonlySet<CaseEvent['event_type']> = new Set(['deadline', 'hearing', 'trial', 'filing', 'deposition']);

/** The court dates still to be met (scheduled, not done or cancelled), in the server's order (by start). */
export function upcomingCourtDates(events: readonly CalendarEvent[]): { shown: CalendarEvent[]; more: number } {
  const due = events.filter((e) => e.status === 'scheduled' && COURT_DATES.has(e.event_type));
  return { shown: due.slice(0, UPCOMING_SHOWN), more: Math.max(0, due.length - UPCOMING_SHOWN) };
}
