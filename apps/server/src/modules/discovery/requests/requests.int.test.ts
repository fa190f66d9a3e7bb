import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, CaseEvent, DiscoveryRequest, DiscoveryRequestList, ErrorBody } from '@app/contract';
import { documentResponsiveness, documentCodings } from '../../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../../test/harness.js';
import { createCaseAs } from '../../cases/test-support.js';
import { ingestOne } from '../../documents/test-support.js';
import { auditRowsFor } from '../../organization/test-support.js';

/*
 * Discovery requests over HTTP: create with numbered items, the response deadline on
 * the case's calendar (moved, closed and removed with the request), items replaced by number,
 * review progress, who may do what, and another firm's ids answering 404.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let unassigned: Case;
let foreignCase: Case;
let foreignRequest: DiscoveryRequest;

const BASE = '/api/v1/discovery/requests';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = <T>(method: Method, url: string, token: string, body?: unknown) => server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];

const sampleRequest = (caseId: string, overrides: Record<string, unknown> = {}) => ({
  case_id: caseId,
  title: "Castellan's First Requests for Production",
  propounding_party: 'Castellan Logistics LLC',
  responding_party: 'Northwind Freight Inc.',
  served_date: '2026-11-02',
  items: [{ text: 'All contracts between Northwind and Castellan.' }, { text: 'All notices of breach sent to Castellan.' }, { text: 'All invoices for 2023.' }],
  ...overrides,
});

const eventsOf = async (caseId: string) => (await api<{ events: CaseEvent[] }>('GET', `/api/v1/cases/${caseId}/events`, await firm.token('partner'))).body.events;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Discovery Requests LLP');
  other = await server.createFirm('Other Requests LLP');
  matter = await createCaseAs(server, firm, 'partner');
  unassigned = await createCaseAs(server, firm, 'partner', { name: 'Nobody assigned' });
  foreignCase = await createCaseAs(server, other, 'partner');
  const partner = await firm.token('partner');
  for (const [role, level] of [
    ['paralegal', 'edit'],
    ['viewer', 'read'],
    ['associate', 'read'],
  ] as const) {
    const res = await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: partner, body: { user_id: firm.users[role].id, access_level: level } });
    expect(res.status).toBeLessThan(300);
  }
  const created = await api<DiscoveryRequest>('POST', BASE, await other.token('partner'), sampleRequest(foreignCase.id, { title: 'Their requests' }));
  expect(created.status).toBe(201);
  foreignRequest = created.body;
}, 60_000);
afterAll(() => server?.close());

describe('discovery requests', () => {
  let request: DiscoveryRequest;

  it('logs a request: items numbered by position, the due date by the rule, a deadline on the case calendar; audited', async () => {
    const res = await api<DiscoveryRequest>('POST', BASE, await firm.token('paralegal'), sampleRequest(matter.id, { notes: '  Agreed 30 days.  ' }));
    expect(res.status).toBe(201);
    request = res.body;
    expect(request).toMatchObject({
      case_id: matter.id,
      case_name: matter.name,
      direction: 'received',
      request_type: 'production',
      set_number: 1,
      served_date: '2026-11-02',
      service_method: 'email',
      response_days: 30,
      // 2026-11-02 + 30 days = Wednesday 2026-12-02.
      due_date: '2026-12-02',
      status: 'open',
      notes: 'Agreed 30 days.',
      item_count: 3,
      created_by: firm.users.paralegal.fullName,
      can_edit: true,
      progress: { total: 0, reviewed: 0, responsive: 0, not_responsive: 0, privileged: 0 },
    });
    expect(request.items.map((i) => [i.number, i.response_status])).toEqual([
      [1, 'pending'],
      [2, 'pending'],
      [3, 'pending'],
    ]);
    const event = (await eventsOf(matter.id)).find((e) => e.id === request.deadline_event_id);
    expect(event).toMatchObject({
      event_type: 'deadline',
      all_day: true,
      status: 'scheduled',
      title: "Response due: Castellan's First Requests for Production (Set 1)",
      starts_at: '2026-12-02T12:00:00.000Z',
    });
    expect(event?.description).toContain('Our responses');
    const audit = (await auditRowsFor(server, firm.organizationId, 'case_updated')).filter((r) => r.details.request_id === request.id);
    expect(audit.map((r) => r.details.change)).toEqual(['discovery_request_created']);
    expect(audit[0]).toMatchObject({ resourceType: 'case', resourceId: matter.id, userId: firm.users.paralegal.id });
  });

  it('service by mail adds 3 days and a weekend deadline moves to Monday; explicit numbers are kept', async () => {
    const res = await api<DiscoveryRequest>(
      'POST',
      BASE,
      await firm.token('partner'),
      sampleRequest(matter.id, {
        title: 'Second set',
        set_number: 2,
        direction: 'served',
        service_method: 'mail',
        // 2026-11-04 + 30 + 3 = Monday 2026-12-07; + 28 + 3 = Saturday 2026-12-05 → Monday 2026-12-07.
        served_date: '2026-11-04',
        response_days: 28,
        items: [{ number: 12, text: 'All e-mails about the route change.' }, { number: 14, text: 'All board minutes.' }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.due_date).toBe('2026-12-07');
    expect(res.body.items.map((i) => i.number)).toEqual([12, 14]);
    const event = (await eventsOf(matter.id)).find((e) => e.id === res.body.deadline_event_id);
    expect(event?.title).toBe('Response due: Second set (Set 2)');
    expect(event?.description).toContain("Northwind Freight Inc.'s responses");
  });

  it('refuses a request without items, with duplicate numbers or a bad date (400 with the field); nothing is stored', async () => {
    const token = await firm.token('paralegal');
    const before = (await api<DiscoveryRequestList>('GET', `${BASE}?case_id=${matter.id}`, token)).body.total;
    const noItems = await api('POST', BASE, token, sampleRequest(matter.id, { items: [] }));
    expect(noItems.status).toBe(400);
    expect(fields(noItems.body)).toContain('items');
    expect(noItems.body.errors?.find((e) => e.field === 'items')?.message).toBe('A request needs at least one numbered item');
    const duplicate = await api('POST', BASE, token, sampleRequest(matter.id, { items: [{ number: 2, text: 'A' }, { text: 'B' }] }));
    expect(duplicate.status).toBe(400);
    expect(fields(duplicate.body)).toEqual(['items']);
    expect(duplicate.body.detail).toContain('No. 2');
    const badDate = await api('POST', BASE, token, sampleRequest(matter.id, { served_date: '11/02/2026', response_days: 0 }));
    expect(badDate.status).toBe(400);
    expect(fields(badDate.body)).toEqual(expect.arrayContaining(['served_date', 'response_days']));
    expect((await api<DiscoveryRequestList>('GET', `${BASE}?case_id=${matter.id}`, token)).body.total).toBe(before);
  });

  it('403 for a viewer or an associate with read access; 404 for another firm\u2019s case or a case the caller is not on', async () => {
    const viewer = await api('POST', BASE, await firm.token('viewer'), sampleRequest(matter.id));
    expect(viewer.status).toBe(403);
    const readOnly = await api('POST', BASE, await firm.token('associate'), sampleRequest(matter.id));
    expect(readOnly.status).toBe(403);
    expect((await api('POST', BASE, await firm.token('partner'), sampleRequest(foreignCase.id))).status).toBe(404);
    expect((await api('POST', BASE, await firm.token('paralegal'), sampleRequest(unassigned.id))).status).toBe(404);
  });

  it('lists the visible cases\u2019 requests, soonest deadline first, with filters; a viewer reads them read-only', async () => {
    const token = await firm.token('partner');
    const all = await api<DiscoveryRequestList>('GET', BASE, token);
    expect(all.status).toBe(200);
    expect(all.body.requests.map((r) => r.title)).toEqual(["Castellan's First Requests for Production", 'Second set']);
    expect(all.body.requests.some((r) => r.id === foreignRequest.id)).toBe(false);
    const served = await api<DiscoveryRequestList>('GET', `${BASE}?direction=served&status=open`, token);
    expect(served.body.requests.map((r) => r.title)).toEqual(['Second set']);
    const viewer = await api<DiscoveryRequestList>('GET', `${BASE}?case_id=${matter.id}`, await firm.token('viewer'));
    expect(viewer.status).toBe(200);
    expect(viewer.body.total).toBe(2);
    expect(viewer.body.requests.every((r) => !r.can_edit)).toBe(true);
    const one = await api<DiscoveryRequest>('GET', `${BASE}/${request.id}`, await firm.token('viewer'));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: request.id, can_edit: false, item_count: 3 });
    const bad = await api('GET', `${BASE}?status=closed&page_size=1000`, token);
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(expect.arrayContaining(['status', 'page_size']));
    expect((await api('GET', `${BASE}?case_id=${foreignCase.id}`, token)).status).toBe(404);
    expect((await api('GET', `${BASE}/${foreignRequest.id}`, token)).status).toBe(404);
    expect((await api('GET', `${BASE}/not-a-uuid`, token)).status).toBe(400);
  });

  it('moves the deadline with the served date and method, replaces items by number (ids and answers kept), closes the deadline when responded', async () => {
    const token = await firm.token('paralegal');
    const [first, second] = request.items;
    const res = await api<DiscoveryRequest>('PUT', `${BASE}/${request.id}`, token, {
      served_date: '2026-11-09',
      service_method: 'mail',
      items: [
        { number: 1, text: first!.text, response: 'Will produce responsive, non-privileged documents.', response_status: 'answered' },
        { number: 2, text: 'All notices of breach and cure sent to Castellan.', objections: 'Overbroad as to time.', response_status: 'objected' },
        { number: 4, text: 'All route change memoranda.' },
      ],
    });
    expect(res.status).toBe(200);
    // 2026-11-09 + 30 + 3 = Saturday 2026-12-12 → Monday 2026-12-14.
    expect(res.body.due_date).toBe('2026-12-14');
    expect(res.body.deadline_event_id).toBe(request.deadline_event_id);
    expect(res.body.items.map((i) => i.number)).toEqual([1, 2, 4]);
    expect(res.body.items[0]).toMatchObject({ id: first!.id, response_status: 'answered', response: 'Will produce responsive, non-privileged documents.' });
    expect(res.body.items[1]).toMatchObject({ id: second!.id, text: 'All notices of breach and cure sent to Castellan.', objections: 'Overbroad as to time.' });
    let event = (await eventsOf(matter.id)).find((e) => e.id === request.deadline_event_id);
    expect(event).toMatchObject({ starts_at: '2026-12-14T12:00:00.000Z', status: 'scheduled' });
    // The description carries the court-rule engine's working: the 3 mail days are added after the roll.
    expect(event?.description).toContain('3 days are added after the period would otherwise end');

    // Retyping item 1 without its answer keeps the answer; the status closes the deadline.
    const closed = await api<DiscoveryRequest>('PUT', `${BASE}/${request.id}`, token, {
      status: 'responded',
      items: [{ number: 1, text: 'All contracts and amendments.' }, { number: 2, text: res.body.items[1]!.text }, { number: 4, text: 'All route change memoranda.' }],
    });
    expect(closed.status).toBe(200);
    expect(closed.body.items[0]).toMatchObject({ id: first!.id, text: 'All contracts and amendments.', response_status: 'answered' });
    event = (await eventsOf(matter.id)).find((e) => e.id === request.deadline_event_id);
    expect(event?.status).toBe('completed');
    const audit = (await auditRowsFor(server, firm.organizationId, 'case_updated')).filter((r) => r.details.request_id === request.id);
    expect(audit.map((r) => r.details.change)).toEqual(['discovery_request_created', 'discovery_request_updated', 'discovery_request_updated']);
    expect(audit[1]?.details).toMatchObject({ fields: ['served_date', 'service_method', 'items'], previous_due_date: '2026-12-02', due_date: '2026-12-14' });
    expect(audit[2]?.details).toMatchObject({ fields: ['status', 'items'], previous_status: 'open' });

    // Nothing changed: no write, no audit row.
    const same = await api<DiscoveryRequest>('PUT', `${BASE}/${request.id}`, token, { status: 'responded' });
    expect(same.status).toBe(200);
    expect((await auditRowsFor(server, firm.organizationId, 'case_updated')).filter((r) => r.details.request_id === request.id)).toHaveLength(3);
    request = closed.body;
  });

  it('update: 400 with the field, 403 for a viewer, 404 for another firm\u2019s request', async () => {
    const token = await firm.token('paralegal');
    const empty = await api('PUT', `${BASE}/${request.id}`, token, { items: [] });
    expect(empty.status).toBe(400);
    expect(fields(empty.body)).toEqual(['items']);
    const duplicate = await api('PUT', `${BASE}/${request.id}`, token, { items: [{ number: 1, text: 'A' }, { number: 1, text: 'B' }] });
    expect(duplicate.status).toBe(400);
    expect(fields(duplicate.body)).toEqual(['items']);
    const status = await api('PUT', `${BASE}/${request.id}`, token, { status: 'closed', title: '' });
    expect(status.status).toBe(400);
    expect(fields(status.body)).toEqual(expect.arrayContaining(['status', 'title']));
    expect((await api('PUT', `${BASE}/${request.id}`, await firm.token('viewer'), { status: 'open' })).status).toBe(403);
    expect((await api('PUT', `${BASE}/${foreignRequest.id}`, await firm.token('partner'), { status: 'withdrawn' })).status).toBe(404);
    expect((await api<DiscoveryRequest>('GET', `${BASE}/${foreignRequest.id}`, await other.token('partner'))).body.status).toBe('open');
  });

  it('shows review progress over the case\u2019s live documents', async () => {
    const token = await firm.token('partner');
    const docs = [];
    for (const name of ['Contract.txt', 'Notice.txt', 'Invoice.txt']) docs.push(await ingestOne(server, matter.id, token, name, `${name} text for progress.`));
    const [a, b, c] = docs.map((d) => d.id) as [string, string, string];
    await server.deps.db.insert(documentResponsiveness).values([
      { documentId: a, requestId: request.id, value: 'responsive' },
      { documentId: b, requestId: request.id, value: 'responsive' },
      { documentId: c, requestId: request.id, value: 'not_responsive' },
    ]);
    await server.deps.db.insert(documentCodings).values({ documentId: b, organizationId: firm.organizationId, caseId: matter.id, privilege: 'attorney_client', privilegeLogNumber: 1 });
    const res = await api<DiscoveryRequest>('GET', `${BASE}/${request.id}`, token);
    expect(res.body.progress).toEqual({ total: 3, reviewed: 3, responsive: 2, not_responsive: 1, privileged: 1 });
  });

  it('deletes a request (soft) and its deadline; 403 for a viewer, 404 for another firm\u2019s', async () => {
    expect((await api('DELETE', `${BASE}/${request.id}`, await firm.token('viewer'))).status).toBe(403);
    expect((await api('DELETE', `${BASE}/${foreignRequest.id}`, await firm.token('partner'))).status).toBe(404);
    const malformed = await api('DELETE', `${BASE}/not-a-uuid`, await firm.token('paralegal'));
    expect(malformed.status).toBe(400);
    expect(fields(malformed.body)).toEqual(['request_id']);
    const res = await api<DiscoveryRequest>('DELETE', `${BASE}/${request.id}`, await firm.token('paralegal'));
    expect(res.status).toBe(200);
    expect(res.body.deadline_event_id).toBeNull();
    expect((await eventsOf(matter.id)).some((e) => e.id === request.deadline_event_id)).toBe(false);
    expect((await api('GET', `${BASE}/${request.id}`, await firm.token('partner'))).status).toBe(404);
    expect((await api('DELETE', `${BASE}/${request.id}`, await firm.token('partner'))).status).toBe(404);
    const list = await api<DiscoveryRequestList>('GET', `${BASE}?case_id=${matter.id}`, await firm.token('partner'));
    expect(list.body.requests.map((r) => r.title)).toEqual(['Second set']);
    const audit = (await auditRowsFor(server, firm.organizationId, 'case_updated')).filter((r) => r.details.request_id === request.id);
    expect(audit.at(-1)?.details).toMatchObject({ change: 'discovery_request_deleted', deleted_event_id: request.deadline_event_id });
  });
});
