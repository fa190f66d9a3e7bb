import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, CaseCourt, CaseDeadlines, CaseEvent, CourtClosureChange, CourtClosureList, DeadlineTrigger, DiscoveryRequest, ErrorBody } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';

/*
 * Court-rule deadlines over HTTP: a trigger creates its deadlines as case events with their working,
 * moving it moves them all, deleting it removes them; the case's court and the firm's closure days
 * feed the computation; engine refusals are 400s on the field with nothing saved; who may do what;
 * another firm's ids answer 404. Dates are worked by hand in the comments.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreign: Case;
let foreignTrigger: DeadlineTrigger;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = <T>(method: Method, url: string, token: string, body?: unknown) => server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];
const triggersUrl = (caseId = matter.id) => `/api/v1/cases/${caseId}/deadline-triggers`;
const deadlinesOf = async (caseId = matter.id) => (await api<CaseDeadlines>('GET', `/api/v1/cases/${caseId}/deadlines`, await firm.token('viewer'))).body;
const eventsOf = async (caseId = matter.id) => (await api<{ events: CaseEvent[] }>('GET', `/api/v1/cases/${caseId}/events`, await firm.token('partner'))).body.events;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Deadlines LLP');
  other = await server.createFirm('Other Deadlines LLP');
  matter = await createCaseAs(server, firm, 'partner');
  foreign = await createCaseAs(server, other, 'partner');
  const partner = await firm.token('partner');
  for (const [role, level] of [
    ['viewer', 'read'],
    ['associate', 'edit'],
    ['paralegal', 'edit'],
  ] as const) {
    const res = await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: partner, body: { user_id: firm.users[role].id, access_level: level } });
    expect(res.status).toBeLessThan(300);
  }
  const created = await api<DeadlineTrigger>('POST', triggersUrl(foreign.id), await other.token('partner'), { kind: 'complaint_served', title: 'Their complaint', trigger_date: '2026-11-02' });
  expect(created.status).toBe(201);
  foreignTrigger = created.body;
}, 120_000);
afterAll(() => server?.close());

describe('triggers and the deadlines they set', () => {
  it('creates the deadlines of a trigger as deadline events with their working in words, audited', async () => {
    const res = await api<DeadlineTrigger>('POST', triggersUrl(), await firm.token('associate'), {
      kind: 'interrogatories_served',
      title: "Castellan's First Interrogatories",
      trigger_date: '2024-10-11',
      service_method: 'mail',
    });
    expect(res.status).toBe(201);
    // 2024-10-11 + 30 = Sun 11-10 → Mon 11-11 is Veterans Day → Tue 11-12; + 3 for mail = Fri 11-15.
    const [due] = res.body.deadlines;
    expect(res.body.deadlines).toHaveLength(1);
    expect(due).toMatchObject({ rule_id: 'frcp_33b2_interrogatory_answers', rule_set_id: 'frcp-2016-12-01', due_date: '2024-11-15', service_method: 'mail', status: 'scheduled' });
    expect(due!.explanation.join(' ')).toContain('Veterans Day');
    expect(due!.explanation.join(' ')).toContain('3 days are added');
    const event = (await eventsOf()).find((e) => e.id === due!.event_id);
    expect(event).toMatchObject({ event_type: 'deadline', all_day: true, starts_at: '2024-11-15T12:00:00.000Z' });
    expect(event?.description).toContain('Veterans Day');
    const audit = (await auditRowsFor(server, firm.organizationId, 'case_updated')).find((r) => r.details.change === 'deadline_trigger_created');
    expect(audit?.details).toMatchObject({ trigger_id: res.body.id, deadlines: [{ event_id: due!.event_id, due_date: '2024-11-15' }] });
  });

  it('moves every deadline of a trigger when the trigger moves, keeping their events', async () => {
    const token = await firm.token('associate');
    const created = await api<DeadlineTrigger>('POST', triggersUrl(), token, { kind: 'rule_26f_conference', title: 'Rule 26(f) conference', trigger_date: '2026-11-02' });
    expect(created.status).toBe(201);
    // Mon 11-02 + 14 = Mon 11-16 (initial disclosures); + 30 = Wed 12-02 (early Rule 34 responses).
    expect(created.body.deadlines.map((d) => [d.rule_id, d.due_date])).toEqual([
      ['frcp_26a1C_initial_disclosures', '2026-11-16'],
      ['frcp_26d2_early_rule_34_responses', '2026-12-02'],
    ]);
    const moved = await api<DeadlineTrigger>('PATCH', `${triggersUrl()}/${created.body.id}`, token, { trigger_date: '2026-11-05' });
    expect(moved.status).toBe(200);
    // Thu 11-05 + 14 = Thu 11-19; + 30 = Sat 12-05 → Mon 12-07.
    expect(moved.body.deadlines.map((d) => [d.event_id, d.due_date])).toEqual([
      [created.body.deadlines[0]!.event_id, '2026-11-19'],
      [created.body.deadlines[1]!.event_id, '2026-12-07'],
    ]);
    const events = await eventsOf();
    expect(events.find((e) => e.id === created.body.deadlines[1]!.event_id)?.starts_at).toBe('2026-12-07T12:00:00.000Z');
    const audit = (await auditRowsFor(server, firm.organizationId, 'case_updated')).find((r) => r.details.change === 'deadline_trigger_moved');
    expect(audit?.details).toMatchObject({ previous_trigger_date: '2026-11-02', trigger_date: '2026-11-05', deadlines_moved: [{ due_date: '2026-11-19', previous_due_date: '2026-11-16' }, { due_date: '2026-12-07', previous_due_date: '2026-12-02' }] });

    const list = await deadlinesOf();
    expect(list.can_manage).toBe(false);
    expect(list.triggers.map((t) => t.title)).toEqual(["Castellan's First Interrogatories", 'Rule 26(f) conference']);

    const removed = await api<DeadlineTrigger>('DELETE', `${triggersUrl()}/${created.body.id}`, token);
    expect(removed.status).toBe(200);
    const after = await eventsOf();
    expect(after.some((e) => created.body.deadlines.some((d) => d.event_id === e.id))).toBe(false);
    expect((await deadlinesOf()).triggers).toHaveLength(1);
    const deleted = (await auditRowsFor(server, firm.organizationId, 'case_updated')).find((r) => r.details.change === 'deadline_trigger_deleted');
    expect(deleted?.details.removed_event_ids).toEqual(created.body.deadlines.map((d) => d.event_id));
  });

  it('counts a custom period backward from an event, rolling back off a weekend', async () => {
    const res = await api<DeadlineTrigger>('POST', triggersUrl(), await firm.token('partner'), {
      kind: 'custom',
      title: 'Hearing on the motion to dismiss',
      trigger_date: '2026-12-20',
      deadline_title: 'Reply brief',
      days: 14,
      direction: 'before',
    });
    expect(res.status).toBe(201);
    // Sun 12-20 − 14 = Sun 12-06 → back to Fri 12-04.
    expect(res.body.deadlines[0]).toMatchObject({ title: 'Reply brief', rule_id: null, due_date: '2026-12-04' });
    expect(res.body.deadlines[0]!.explanation.join(' ')).toContain('moves back');
    expect((await api('DELETE', `${triggersUrl()}/${res.body.id}`, await firm.token('partner'))).status).toBe(200);
  });

  it('answers 400 on the field for what the engine or the schema refuses, and saves nothing', async () => {
    const token = await firm.token('associate');
    const before = await deadlinesOf();
    const eventsBefore = (await eventsOf()).length;
    const ahead = await api('POST', triggersUrl(), token, { kind: 'complaint_served', title: 'Complaint', trigger_date: '2031-01-02' });
    expect(ahead.status).toBe(400);
    expect(fields(ahead.body)).toEqual(['trigger_date']);
    expect(ahead.body.detail).toContain('more than 2 years ahead');
    const old = await api('POST', triggersUrl(), token, { kind: 'complaint_served', title: 'Complaint', trigger_date: '2008-06-02' });
    expect(old.status).toBe(400);
    expect(old.body.detail).toContain('No rule set is in force');
    const unserved = await api('POST', triggersUrl(), token, { kind: 'admissions_served', title: 'Requests for admission', trigger_date: '2026-11-02' });
    expect(unserved.status).toBe(400);
    expect(fields(unserved.body)).toEqual(['service_method']);
    const custom = await api('POST', triggersUrl(), token, { kind: 'custom', title: 'Order', trigger_date: '2026-11-02' });
    expect(custom.status).toBe(400);
    expect(fields(custom.body).sort()).toEqual(['days', 'deadline_title']);
    const bad = await api('POST', triggersUrl(), token, { kind: 'summons', title: ' ', trigger_date: '11/02/2026' });
    expect(bad.status).toBe(400);
    expect(fields(bad.body).sort()).toEqual(['kind', 'title', 'trigger_date']);
    const [existing] = before.triggers;
    const move = await api('PATCH', `${triggersUrl()}/${existing!.id}`, token, { trigger_date: '2031-01-02' });
    expect(move.status).toBe(400);
    expect(fields(move.body)).toEqual(['trigger_date']);
    expect(await deadlinesOf()).toEqual(before);
    expect((await eventsOf()).length).toBe(eventsBefore);
  });

  it('answers 403 below the role or the level, 404 for another firm', async () => {
    const body = { kind: 'complaint_served', title: 'Complaint', trigger_date: '2026-11-02' };
    expect((await api('POST', triggersUrl(), await firm.token('viewer'), body)).status).toBe(403);
    expect((await api('POST', triggersUrl(), await firm.token('paralegal'), body)).status).toBe(403);
    const [own] = (await deadlinesOf()).triggers;
    expect((await api('PATCH', `${triggersUrl()}/${own!.id}`, await firm.token('viewer'), { trigger_date: '2026-11-03' })).status).toBe(403);
    expect((await api('PUT', `/api/v1/cases/${matter.id}/court`, await firm.token('viewer'), { name: 'S.D.N.Y.', time_zone: 'America/New_York', inauguration_day: false })).status).toBe(403);
    const partner = await firm.token('partner');
    expect((await api('GET', `/api/v1/cases/${foreign.id}/deadlines`, partner)).status).toBe(404);
    expect((await api('POST', triggersUrl(foreign.id), partner, body)).status).toBe(404);
    expect((await api('PATCH', `${triggersUrl(foreign.id)}/${foreignTrigger.id}`, partner, { trigger_date: '2026-11-03' })).status).toBe(404);
    expect((await api('PATCH', `${triggersUrl()}/${foreignTrigger.id}`, partner, { trigger_date: '2026-11-03' })).status).toBe(404);
    expect((await api('DELETE', `${triggersUrl()}/${foreignTrigger.id}`, partner)).status).toBe(404);
    expect((await api('GET', `/api/v1/cases/${foreign.id}/court`, partner)).status).toBe(404);
    expect((await api('PUT', `/api/v1/cases/${foreign.id}/court`, partner, { name: 'Theirs', time_zone: 'UTC', inauguration_day: false })).status).toBe(404);
  });
});

describe('the court and the firm closure days feed the computation', () => {
  let trigger: DeadlineTrigger;

  beforeAll(async () => {
    const res = await api<DeadlineTrigger>('POST', triggersUrl(), await firm.token('partner'), { kind: 'complaint_served', title: 'Complaint served on Castellan', trigger_date: '2026-11-02' });
    expect(res.status).toBe(201);
    trigger = res.body;
    // Mon 11-02 + 21 = Mon 11-23.
    expect(trigger.deadlines[0]).toMatchObject({ due_date: '2026-11-23', ends_at: '2026-11-24T00:00:00.000Z' });
  });

  it("defaults to the case's court name and the firm's time zone; setting the court recomputes the case's deadlines", async () => {
    const court = await api<CaseCourt>('GET', `/api/v1/cases/${matter.id}/court`, await firm.token('viewer'));
    expect(court.body).toEqual({ name: 'U.S. District Court, S.D.N.Y.', time_zone: 'UTC', inauguration_day: false, configured: false });
    const bad = await api('PUT', `/api/v1/cases/${matter.id}/court`, await firm.token('associate'), { name: '', time_zone: 'Mars/Olympus', inauguration_day: 'yes' });
    expect(bad.status).toBe(400);
    expect(fields(bad.body).sort()).toEqual(['inauguration_day', 'name', 'time_zone']);
    const set = await api<CaseCourt>('PUT', `/api/v1/cases/${matter.id}/court`, await firm.token('associate'), { name: 'S.D.N.Y.', time_zone: 'America/New_York', inauguration_day: false });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ name: 'S.D.N.Y.', time_zone: 'America/New_York', inauguration_day: false, configured: true });
    const after = (await deadlinesOf()).triggers.find((t) => t.id === trigger.id);
    // Midnight at the end of Mon 11-23 in New York (EST, UTC−5).
    expect(after?.deadlines[0]).toMatchObject({ due_date: '2026-11-23', ends_at: '2026-11-24T05:00:00.000Z' });
    const audit = (await auditRowsFor(server, firm.organizationId, 'case_updated')).find((r) => r.details.change === 'court_settings_changed');
    expect(audit?.details).toMatchObject({ court: { time_zone: 'America/New_York' }, previous: { time_zone: 'UTC' } });
  });

  it('an administrator adds and removes closure days; the deadlines they touch move and move back, audited', async () => {
    const admin = await firm.token('admin');
    const added = await api<CourtClosureChange>('POST', '/api/v1/organization/court-closures', admin, { date: '2026-11-23', reason: 'Courthouse closed: water main break' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ closure: { date: '2026-11-23' }, deadlines_moved: 1 });
    const moved = (await deadlinesOf()).triggers.find((t) => t.id === trigger.id)!.deadlines[0]!;
    // Mon 11-23 closed → Tue 11-24.
    expect(moved.due_date).toBe('2026-11-24');
    expect(moved.explanation.join(' ')).toContain('a day the court was closed (Courthouse closed: water main break)');
    const list = await api<CourtClosureList>('GET', '/api/v1/organization/court-closures', await firm.token('viewer'));
    expect(list.body).toMatchObject({ can_manage: false, closures: [{ date: '2026-11-23', reason: 'Courthouse closed: water main break' }] });

    const twice = await api('POST', '/api/v1/organization/court-closures', admin, { date: '2026-11-23', reason: 'Again' });
    expect(twice.status).toBe(400);
    expect(fields(twice.body)).toEqual(['date']);
    const bad = await api('POST', '/api/v1/organization/court-closures', admin, { date: '2026-02-30', reason: '' });
    expect(bad.status).toBe(400);
    expect(fields(bad.body).sort()).toEqual(['date', 'reason']);
    const yearZero = await api('POST', '/api/v1/organization/court-closures', admin, { date: '0000-01-03', reason: 'Typo' });
    expect(yearZero.status).toBe(400);
    expect(fields(yearZero.body)).toEqual(['date']);
    expect((await api('POST', '/api/v1/organization/court-closures', await firm.token('partner'), { date: '2026-11-25', reason: 'Storm' })).status).toBe(403);
    expect((await api('DELETE', `/api/v1/organization/court-closures/${added.body.closure.id}`, await firm.token('partner'))).status).toBe(403);
    expect((await api('DELETE', `/api/v1/organization/court-closures/${added.body.closure.id}`, await other.token('admin'))).status).toBe(404);
    expect((await api<CourtClosureList>('GET', '/api/v1/organization/court-closures', await other.token('admin'))).body.closures).toEqual([]);

    const removed = await api<CourtClosureChange>('DELETE', `/api/v1/organization/court-closures/${added.body.closure.id}`, admin);
    expect(removed.status).toBe(200);
    expect(removed.body.deadlines_moved).toBe(1);
    expect((await deadlinesOf()).triggers.find((t) => t.id === trigger.id)!.deadlines[0]!.due_date).toBe('2026-11-23');
    const audits = (await auditRowsFor(server, firm.organizationId, 'organization_settings_changed')).map((r) => r.details.change);
    expect(audits).toEqual(expect.arrayContaining(['court_closure_added', 'court_closure_removed']));
  });
});

describe('under concurrent change', () => {
  it('closure days and court changes on the cases they touch all succeed at once (one lock order: cases, then triggers)', async () => {
    const busy = await server.createFirm('Concurrent Deadlines LLP');
    const partner = await busy.token('partner');
    const admin = await busy.token('admin');
    const matters = await Promise.all([0, 1, 2].map(() => createCaseAs(server, busy, 'partner')));
    for (const m of matters) {
      const t = await api<DeadlineTrigger>('POST', triggersUrl(m.id), partner, { kind: 'complaint_served', title: 'Complaint served', trigger_date: '2026-11-02' });
      expect(t.status).toBe(201);
    }
    // Each round: a closure added on the day the deadlines fall, while every case's court changes.
    for (const [round, zone] of (['America/New_York', 'America/Chicago', 'UTC'] as const).entries()) {
      const results = await Promise.all([
        api('POST', '/api/v1/organization/court-closures', admin, { date: `2026-11-${23 + round}`, reason: `Closed ${round}` }),
        ...matters.map((m) => api('PUT', `/api/v1/cases/${m.id}/court`, partner, { name: 'S.D.N.Y.', time_zone: zone, inauguration_day: false })),
      ]);
      expect(results.map((r) => r.status)).toEqual([201, 200, 200, 200]);
    }
  });
});

describe('discovery requests count their response deadline with the engine', () => {
  it("keeps the working with the request's deadline and shows it among the case's deadlines", async () => {
    const res = await api<DiscoveryRequest>('POST', '/api/v1/discovery/requests', await firm.token('paralegal'), {
      case_id: matter.id,
      request_type: 'admissions',
      title: "Castellan's First Requests for Admission",
      served_date: '2024-10-11',
      service_method: 'mail',
      items: [{ text: 'Admit that the contract was signed.' }],
    });
    expect(res.status).toBe(201);
    // As the interrogatories above: Veterans Day, then 3 mail days after the roll.
    expect(res.body.due_date).toBe('2024-11-15');
    const listed = (await deadlinesOf()).discovery_deadlines.find((d) => d.request_id === res.body.id);
    expect(listed).toMatchObject({ rule_id: 'frcp_36a3_admission_responses', due_date: '2024-11-15', event_id: res.body.deadline_event_id });
    expect(listed?.explanation.join(' ')).toContain('is admitted');
    const refused = await api('POST', '/api/v1/discovery/requests', await firm.token('paralegal'), { case_id: matter.id, title: 'Far ahead', served_date: '2031-01-02', items: [{ text: 'x' }] });
    expect(refused.status).toBe(400);
    expect(fields(refused.body)).toEqual(['served_date']);
  });
});
