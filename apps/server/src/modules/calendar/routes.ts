import { CalendarEventsQuery, CalendarEventsResponse, CalendarFeedCreated, CalendarFeedParams, CalendarFeedStatus, CalendarFilters } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { firmTimeZone } from '../../platform/time/firm-time-zone.js';
import { calendarEvents } from './calendar-events.js';
import { calendarFilters } from './calendar-filters.js';
import type { DeadlineExplanations } from './explanations.js';
import { feedText } from './feed.js';
import { createFeed, feedStatus, revokeFeed } from './feed-tokens.js';

const tags = ['calendar'];

/** A calendar app polls every few minutes at most; more than this from one address is not an app. */
const FEED_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export function calendarRoutes(app: App, deps: AppDeps, explain: DeadlineExplanations): void {
  app.get('/calendar/events', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: 'Events of the cases I see between two days of the firm calendar', querystring: CalendarEventsQuery, response: { 200: CalendarEventsResponse } },
    handler: async (req) => {
      const caller = callerOf(req);
      const timeZone = await firmTimeZone(deps.db, caller.organizationId);
      const events = await calendarEvents(deps.db, caller, timeZone, req.query, explain);
      return { events, total: events.length, time_zone: timeZone };
    },
  });

  app.get('/calendar/filters', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: 'The cases and people the calendar can be filtered by', response: { 200: CalendarFilters } },
    handler: async (req) => {
      const caller = callerOf(req);
      return calendarFilters(deps.db, caller, await firmTimeZone(deps.db, caller.organizationId));
    },
  });

  app.get('/calendar/feed-token', {
    config: { permission: 'profile:manage' },
    schema: { tags, summary: 'Whether I have a private calendar feed', response: { 200: CalendarFeedStatus } },
    handler: (req) => feedStatus(deps, callerOf(req)),
  });

  app.post('/calendar/feed-token', {
    config: { permission: 'profile:manage' },
    schema: { tags, summary: 'Make my private feed address (replacing any earlier one); shown only now', response: { 201: CalendarFeedCreated } },
    handler: async (req, reply) => reply.status(201).send(await createFeed(deps, callerOf(req))),
  });

  app.delete('/calendar/feed-token', {
    config: { permission: 'profile:manage' },
    schema: { tags, summary: 'Stop my private feed address from working', response: { 200: CalendarFeedStatus } },
    handler: (req) => revokeFeed(deps, callerOf(req)),
  });

  app.get('/calendar/feed/:file', {
    // No session: a calendar app cannot sign in. The token in the address is the credential.
    config: { permission: 'public', rateLimit: FEED_RATE_LIMIT },
    schema: { tags, summary: 'A private calendar feed (iCalendar, RFC 5545)', params: CalendarFeedParams },
    handler: async (req, reply) => {
      const token = req.params.file.slice(0, -'.ics'.length);
      const text = await feedText(deps, token, explain, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(text);
    },
  });
}
