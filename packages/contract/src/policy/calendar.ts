import { roleHasPermission } from '../permissions.js';
import type { Role } from '../roles.js';
import { mayOpenPage } from './pages.js';

/*
 * Calendars. A calendar is a view of the case timelines someone already reads: whoever holds
 * `cases:read` (viewer and above) reads the events of the cases they see (the case policy's
 * visibility: partners and above every case of the firm, others their assigned ones), and nothing
 * else. A private feed is that same calendar for its owner, so keeping one (create, rotate, revoke)
 * is part of managing one's own profile; the feed's address is its only credential.
 */

export const mayReadCalendar = (role: Role): boolean => roleHasPermission(role, 'cases:read');

export const mayKeepCalendarFeed = (role: Role): boolean => roleHasPermission(role, 'profile:manage') && mayReadCalendar(role);

const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Where an e-mail or a feed sends someone to read one event: the case page when their role opens
 * it, else the calendar on that case (the calendar reads what /cases would), else nowhere.
 */
export function eventReadingPath(role: Role, caseId: string, eventId: string): string | null {
  if (mayOpenPage(role, '/cases/:caseId')) return withQuery(`/cases/${encodeURIComponent(caseId)}`, { event: eventId });
  if (mayOpenPage(role, '/calendar')) return withQuery('/calendar', { case: caseId, event: eventId });
  return null;
}
