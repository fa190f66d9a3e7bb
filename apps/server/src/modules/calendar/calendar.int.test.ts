import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dateInTimeZone, type CalendarEventsResponse, type CalendarFeedCreated, type CalendarFeedStatus, type CalendarFilters, type Case, type CaseEvent, type ErrorBody } from '@app/contract';
import { calendarFeedTokens, organizations, users } from '../../db/schema/index.js';
import { sha256 } from '../../platform/auth/crypto.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';
import { icalValue, parseIcal, type IcalComponent } from './test-support.js';

const ZONE = 'America/New_York';
let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let assigned: Case;
let unassigned: Case;
let foreign: Case;
const events: Record<string, CaseEvent> = {};

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
// Days near today, so they also fall inside a feed's window (90 days back, 400 ahead).
const base = shift(dateInTimeZone(new Date(), ZONE), 20);
const from = shift(base, -5);
const to = shift(base, 10);

async function addEvent(firmOf: TestFirm, role: 'associate' | 'partner', caseId: string, body: Record<string, unknown>): Promise<CaseEvent> {
  const res = await server.api<CaseEvent>('POST', `/api/v1/cases/${caseId}/events`, { token: await firmOf.token(role), body });
  expect(res.status).toBe(201);
  return res.body;
}

const read = async (role: 'admin' | 'partner' | 'associate' | 'paralegal' | 'viewer', query: string) =>
  server.api<CalendarEventsResponse & ErrorBody>('GET', `/api/v1/calendar/events?${query}`, { token: await firm.token(role) });

const feedPath = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Calendar LLP');
  other = await server.createFirm('Other Calendar LLP');
  await server.deps.db.update(organizations).set({ timeZone: ZONE }).where(eq(organizations.id, firm.organizationId));
  assigned = await createCaseAs(server, firm, 'associate', { name: 'Assigned v. Matter' });
  unassigned = await createCaseAs(server, firm, 'partner', { name: 'Partner v. Only' });
  foreign = await createCaseAs(server, other, 'partner', { name: 'Foreign v. Firm' });
  const member = await server.api('POST', `/api/v1/cases/${assigned.id}/permissions`, {
    token: await firm.token('associate'),
    body: { user_id: firm.users.paralegal.id, access_level: 'read' },
  });
  expect(member.status).toBe(200);
  events.deadline = await addEvent(firm, 'associate', assigned.id, {
    event_type: 'deadline',
    title: 'Answer due; Rule 12(a), "served"',
    description: 'Serve the answer, with exhibits.\nFile by midnight.',
    starts_at: `${base}T00:00:00Z`,
    all_day: true,
  });
  // 03:30 UTC is the evening before in New York: the firm's calendar puts it on the day before.
  events.hearing = await addEvent(firm, 'associate', assigned.id, { event_type: 'hearing', title: 'Status conference', starts_at: `${base}T03:30:00Z`, location: 'Courtroom 4B' });
  events.meeting = await addEvent(firm, 'partner', unassigned.id, { event_type: 'meeting', title: 'Client meeting', starts_at: `${shift(base, 2)}T15:00:00Z` });
  events.foreign = await addEvent(other, 'partner', foreign.id, { event_type: 'deadline', title: 'Their deadline', starts_at: `${base}T00:00:00Z`, all_day: true });
}, 300_000);
afterAll(() => server?.close());

describe('calendar events', () => {
  it("shows a partner every case's events by the firm's day, and no other firm's", async () => {
    const res = await read('partner', `from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect(res.body.time_zone).toBe(ZONE);
    expect(res.body.events.map((e) => [e.title, e.day])).toEqual([
      ['Status conference', shift(base, -1)],
      ['Answer due; Rule 12(a), "served"', base],
      ['Client meeting', shift(base, 2)],
    ]);
    expect(res.body.events[1]).toMatchObject({ case_name: 'Assigned v. Matter', docket_number: '1:24-cv-01187', all_day: true, explanation: null });
  });

  it('shows an associate only the cases they are assigned to, and 404 for the others', async () => {
    const res = await read('associate', `from=${from}&to=${to}`);
    expect(res.body.events.map((e) => e.title)).toEqual(['Status conference', 'Answer due; Rule 12(a), "served"']);
    expect((await read('associate', `from=${from}&to=${to}&case_id=${unassigned.id}`)).status).toBe(404);
    const own = await read('associate', `from=${from}&to=${to}&case_id=${assigned.id}&event_type=deadline`);
    expect(own.body.events.map((e) => e.id)).toEqual([events.deadline!.id]);
  });

  it('answers 404 for another firm’s case or person, even to an administrator', async () => {
    const caseRes = await read('admin', `from=${from}&to=${to}&case_id=${foreign.id}`);
    expect(caseRes.status).toBe(404);
    expect(caseRes.body.code).toBe('not_found');
    expect((await read('admin', `from=${from}&to=${to}&person_id=${other.users.partner.id}`)).status).toBe(404);
  });

  it('filters by person: the cases they are assigned to and the events they created', async () => {
    const paralegal = await read('partner', `from=${from}&to=${to}&person_id=${firm.users.paralegal.id}`);
    expect(paralegal.body.events.map((e) => e.title).sort()).toEqual(['Answer due; Rule 12(a), "served"', 'Status conference']);
    const partner = await read('partner', `from=${from}&to=${to}&person_id=${firm.users.partner.id}`);
    expect(partner.body.events.map((e) => e.title)).toEqual(['Client meeting']);
    // The caller's own visibility still bounds a person filter.
    const bounded = await read('associate', `from=${from}&to=${to}&person_id=${firm.users.partner.id}`);
    expect(bounded.body.events).toEqual([]);
  });

  it('answers 400 with field errors', async () => {
    const backwards = await read('partner', `from=${to}&to=${from}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.map((e) => e.field)).toEqual(['to']);
    const long = await read('partner', `from=${from}&to=${shift(from, 200)}`);
    expect(long.body.errors?.[0]).toMatchObject({ field: 'to', message: expect.stringContaining('120') });
    const bad = await read('partner', 'from=yesterday&to=2026-01-01&case_id=x&event_type=party');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['case_id', 'event_type', 'from']);
  });

  it('opens to every role (no role is below case reading); a viewer sees only assigned cases', async () => {
    for (const role of ['admin', 'partner', 'associate', 'paralegal', 'viewer'] as const) expect((await read(role, `from=${from}&to=${to}`)).status).toBe(200);
    expect((await read('viewer', `from=${from}&to=${to}`)).body.events).toEqual([]);
    expect((await server.api('GET', `/api/v1/calendar/events?from=${from}&to=${to}`)).status).toBe(401);
  });

  it("shows a court-rule deadline's working, in the calendar and in the feed", async () => {
    const trigger = await server.api<{ deadlines: { event_id: string; due_date: string }[] }>('POST', `/api/v1/cases/${unassigned.id}/deadline-triggers`, {
      token: await firm.token('partner'),
      body: { kind: 'interrogatories_served', title: 'First interrogatories', trigger_date: shift(base, -50), service_method: 'mail' },
    });
    expect(trigger.status).toBe(201);
    const [computed] = trigger.body.deadlines;
    const res = await read('partner', `from=${shift(base, -30)}&to=${shift(base, 30)}&event_type=deadline&case_id=${unassigned.id}`);
    const event = res.body.events.find((e) => e.id === computed!.event_id)!;
    expect(event.day).toBe(computed!.due_date);
    expect(event.explanation?.join(' ')).toContain('Fed. R. Civ. P. 33(b)(2)');
    const made = await server.api<CalendarFeedCreated>('POST', '/api/v1/calendar/feed-token', { token: await firm.token('admin') });
    const vevent = parseIcal((await server.api('GET', feedPath(made.body.url))).text).components.find((c) => icalValue(c, 'UID')?.startsWith(computed!.event_id))!;
    expect(icalValue(vevent, 'DESCRIPTION')).toContain('Fed. R. Civ. P. 33(b)(2)');
    expect(vevent.properties.find((p) => p.name === 'DTSTART')?.params).toEqual({ VALUE: 'DATE' });
  });

  it('offers as filters the cases the reader sees and the people on them', async () => {
    const res = await server.api<CalendarFilters>('GET', '/api/v1/calendar/filters', { token: await firm.token('associate') });
    expect(res.status).toBe(200);
    expect(res.body.cases.map((c) => c.name)).toEqual(['Assigned v. Matter']);
    expect(res.body.people.map((p) => p.id).sort()).toEqual([firm.users.associate.id, firm.users.paralegal.id].sort());
    const partner = await server.api<CalendarFilters>('GET', '/api/v1/calendar/filters', { token: await firm.token('partner') });
    expect(partner.body.cases.map((c) => c.name)).toEqual(['Assigned v. Matter', 'Partner v. Only']);
    expect(partner.body.time_zone).toBe(ZONE);
  });
});

describe('private calendar feed', () => {
  let url = '';

  it('is made once, shown once, stored only as a hash, audited, and read without a session', async () => {
    const token = await firm.token('associate');
    const none = await server.api<CalendarFeedStatus>('GET', '/api/v1/calendar/feed-token', { token });
    expect(none.body).toEqual({ active: false, created_at: null, last_used_at: null });
    expect((await server.api('DELETE', '/api/v1/calendar/feed-token', { token })).status).toBe(404);

    const made = await server.api<CalendarFeedCreated>('POST', '/api/v1/calendar/feed-token', { token });
    expect(made.status).toBe(201);
    expect(made.body.rotated).toBe(false);
    url = made.body.url;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const secret = feedPath(url).split('/').pop()!.slice(0, -4);
    const [stored] = await server.deps.db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, firm.users.associate.id));
    expect(stored!.tokenHash).toBe(sha256(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);
    const added = await auditRowsFor(server, firm.organizationId, 'integration_added');
    expect(added.filter((r) => r.userId === firm.users.associate.id).map((r) => r.details)).toEqual([{ integration: 'calendar_feed', rotated: false }]);

    const feed = await server.api('GET', feedPath(url));
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseIcal(feed.text);
    const vevents = calendar.components.filter((c) => c.name === 'VEVENT');
    const byUid = (id: string): IcalComponent => vevents.find((v) => icalValue(v, 'UID') === `${id}@localhost:3000`)!;
    expect(vevents).toHaveLength(2);
    const deadline = byUid(events.deadline!.id);
    expect(deadline.properties.find((p) => p.name === 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: base.replace(/-/g, '') });
    expect(icalValue(deadline, 'DTEND')).toBe(shift(base, 1).replace(/-/g, ''));
    expect(icalValue(deadline, 'SUMMARY')).toBe('Answer due; Rule 12(a), "served" — Assigned v. Matter');
    expect(icalValue(deadline, 'DESCRIPTION')).toBe('Serve the answer, with exhibits.\nFile by midnight.');
    expect(icalValue(deadline, 'URL')).toBe(`http://localhost:3000/cases/${assigned.id}?event=${events.deadline!.id}`);
    expect(icalValue(byUid(events.hearing!.id), 'DTSTART')).toBe(`${base.replace(/-/g, '')}T033000Z`);
    expect(icalValue(byUid(events.hearing!.id), 'LOCATION')).toBe('Courtroom 4B');
    const used = await server.api<CalendarFeedStatus>('GET', '/api/v1/calendar/feed-token', { token });
    expect(used.body.active).toBe(true);
    expect(used.body.last_used_at).not.toBeNull();
  });

  it("links a paralegal's events to the calendar, the page their role opens", async () => {
    const made = await server.api<CalendarFeedCreated>('POST', '/api/v1/calendar/feed-token', { token: await firm.token('paralegal') });
    const calendar = parseIcal((await server.api('GET', feedPath(made.body.url))).text);
    expect(calendar.components.map((c) => icalValue(c, 'URL'))).toContain(`http://localhost:3000/calendar?case=${assigned.id}&event=${events.deadline!.id}`);
  });

  it('rotates (the old address stops working) and revokes, each audited', async () => {
    const token = await firm.token('associate');
    const rotated = await server.api<CalendarFeedCreated>('POST', '/api/v1/calendar/feed-token', { token });
    expect(rotated.body.rotated).toBe(true);
    expect((await server.api('GET', feedPath(url))).status).toBe(404);
    expect((await server.api('GET', feedPath(rotated.body.url))).status).toBe(200);
    const revoked = await server.api<CalendarFeedStatus>('DELETE', '/api/v1/calendar/feed-token', { token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.active).toBe(false);
    expect((await server.api('GET', feedPath(rotated.body.url))).status).toBe(404);
    const removed = await auditRowsFor(server, firm.organizationId, 'integration_removed');
    expect(removed).toHaveLength(1);
    expect(removed[0]!.userId).toBe(firm.users.associate.id);
  });

  it('answers 400 for a malformed address and 404 for an unknown token or a deactivated person', async () => {
    const bad = await server.api<ErrorBody>('GET', '/api/v1/calendar/feed/not-a-token.ics');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('file');
    expect((await server.api('GET', `/api/v1/calendar/feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    const made = await server.api<CalendarFeedCreated>('POST', '/api/v1/calendar/feed-token', { token: await firm.token('viewer') });
    expect(made.status).toBe(201);
    expect((await server.api('GET', feedPath(made.body.url))).status).toBe(200);
    await server.deps.db.update(users).set({ isActive: false }).where(eq(users.id, firm.users.viewer.id));
    expect((await server.api('GET', feedPath(made.body.url))).status).toBe(404);
  });

  it('is rate-limited per address', async () => {
    const made = await server.api<CalendarFeedCreated>('POST', '/api/v1/calendar/feed-token', { token: await firm.token('partner') });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await server.api('GET', feedPath(made.body.url))).status);
    expect(statuses).toContain(429);
  });
});
