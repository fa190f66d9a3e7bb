import { and, eq, sql } from 'drizzle-orm';
import { dateInTimeZone, eventReadingPath, type CalendarEvent } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { calendarFeedTokens, organizations, users } from '../../db/schema/index.js';
import { sha256 } from '../../platform/auth/crypto.js';
import type { Caller } from '../../platform/http/caller.js';
import { notFound } from '../../platform/http/errors.js';
import { calendarEvents } from './calendar-events.js';
import type { DeadlineExplanations } from './explanations.js';
import { nextDay, writeCalendar, type IcalEvent } from './ical.js';

/** A feed carries the recent past and the year ahead: what a calendar app shows, bounded. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 400;

const shiftDay = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The owner of a feed token as a caller, or 404: an unknown or revoked token, or a person no
 * longer active, reads as no feed at all (the address says nothing about why).
 */
async function feedOwner(deps: AppDeps, token: string, ip: string | null, userAgent: string | null): Promise<{ caller: Caller; timeZone: string }> {
  const [found] = await deps.db
    .select({ user: users, organizationName: organizations.name, timeZone: organizations.timeZone })
    .from(calendarFeedTokens)
    .innerJoin(users, and(eq(users.id, calendarFeedTokens.userId), eq(users.organizationId, calendarFeedTokens.organizationId)))
    .innerJoin(organizations, eq(organizations.id, calendarFeedTokens.organizationId))
    .where(eq(calendarFeedTokens.tokenHash, sha256(token)));
  if (!found || !found.user.isActive) throw notFound('Calendar feed');
  const { user } = found;
  const caller: Caller = {
    organizationId: user.organizationId,
    organizationName: found.organizationName,
    userId: user.id,
    name: user.fullName,
    role: user.role,
    actor: { organizationId: user.organizationId, userId: user.id, userEmail: user.email, userName: user.fullName, sessionId: null, ipAddress: ip, userAgent },
  };
  return { caller, timeZone: found.timeZone };
}

function description(event: CalendarEvent): string | null {
  const parts = [event.description, event.explanation?.join('\n')].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join('\n\n') : null;
}

function toIcal(event: CalendarEvent, caller: Caller, publicUrl: string, host: string): IcalEvent {
  const path = eventReadingPath(caller.role, event.case_id, event.id);
  const lastDay = event.all_day && event.ends_at ? event.ends_at.slice(0, 10) : event.day;
  return {
    uid: `${event.id}@${host}`,
    stamp: new Date(event.updated_at),
    summary: `${event.title} — ${event.case_name}`,
    description: description(event),
    location: event.location,
    url: path ? `${publicUrl}${path}` : null,
    categories: event.event_type.toUpperCase(),
    cancelled: event.status === 'cancelled',
    start: event.all_day ? { date: event.day } : { instant: new Date(event.starts_at) },
    end: event.all_day ? { date: nextDay(lastDay < event.day ? event.day : lastDay) } : event.ends_at ? { instant: new Date(event.ends_at) } : null,
  };
}

/** The feed's text: the owner's calendar (the cases they see, as on /calendar) as iCalendar. */
export async function feedText(
  deps: AppDeps,
  token: string,
  explain: DeadlineExplanations,
  client: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<string> {
  const { caller, timeZone } = await feedOwner(deps, token, client.ip, client.userAgent);
  const today = dateInTimeZone(now, timeZone);
  const events = await calendarEvents(deps.db, caller, timeZone, { from: shiftDay(today, -FEED_PAST_DAYS), to: shiftDay(today, FEED_FUTURE_DAYS) }, explain);
  await deps.db.update(calendarFeedTokens).set({ lastUsedAt: sql`now()` }).where(eq(calendarFeedTokens.userId, caller.userId));
  const host = new URL(deps.config.publicUrl).host;
  return writeCalendar({
    productId: '-//Legal Document Discovery//Calendar//EN',
    name: `${caller.organizationName} — ${caller.name}`,
    timeZone,
    events: events.map((e) => toIcal(e, caller, deps.config.publicUrl, host)),
  });
}
