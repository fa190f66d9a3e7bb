import type { CalendarEvent, Role } from '@app/contract';
import { eventLinkFor } from '../../lib/links';

/** "All day", or the time in the firm's zone ("2:30 PM"). */
export function eventTime(event: CalendarEvent, timeZone: string): string {
  if (event.all_day) return 'All day';
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(event.starts_at));
}

/** Where the reader opens an event: the page their role's guard lets them into, or nowhere. */
export const eventHref = (role: Role, event: CalendarEvent): string | null => eventLinkFor(role, event.case_id, event.id);
