import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, CaseEvent, ErrorBody } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditRowsFor } from '../organization/test-support.js';
import { createCaseAs } from './test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreign: Case;

const hearing = { event_type: 'hearing', title: 'Motion to dismiss hearing', starts_at: '2031-03-04T15:00:00Z', location: 'Courtroom 11B' };

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Events LLP');
  other = await server.createFirm('Other Events LLP');
  matter = await createCaseAs(server, firm, 'associate');
  foreign = await createCaseAs(server, other, 'partner');
});
afterAll(() => server?.close());

describe('case events', () => {
  it('adds, lists, reads, changes and removes an event, each audited as a case change', async () => {
    const token = await firm.token('associate');
    const created = await server.api<CaseEvent>('POST', `/api/v1/cases/${matter.id}/events`, { token, body: hearing });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Motion to dismiss hearing', status: 'scheduled', all_day: false, case_id: matter.id });
    await server.api('POST', `/api/v1/cases/${matter.id}/events`, {
      token,
      body: { event_type: 'deadline', title: 'Expert reports due', starts_at: '2031-01-15T00:00:00Z', all_day: true },
    });
    const list = await server.api<{ events: CaseEvent[]; total: number }>('GET', `/api/v1/cases/${matter.id}/events`, { token: await firm.token('partner') });
    expect(list.body.events.map((e) => e.title)).toEqual(['Expert reports due', 'Motion to dismiss hearing']);
    const filtered = await server.api<{ events: CaseEvent[] }>('GET', `/api/v1/cases/${matter.id}/events?event_type=hearing`, { token });
    expect(filtered.body.events).toHaveLength(1);

    const one = await server.api<CaseEvent>('GET', `/api/v1/cases/${matter.id}/events/${created.body.id}`, { token });
    expect(one.body.location).toBe('Courtroom 11B');
    const changed = await server.api<CaseEvent>('PUT', `/api/v1/cases/${matter.id}/events/${created.body.id}`, { token, body: { status: 'completed' } });
    expect(changed.body.status).toBe('completed');
    const removed = await server.api('DELETE', `/api/v1/cases/${matter.id}/events/${created.body.id}`, { token });
    expect(removed.status).toBe(200);
    expect((await server.api('GET', `/api/v1/cases/${matter.id}/events/${created.body.id}`, { token })).status).toBe(404);
    const changes = (await auditRowsFor(server, firm.organizationId, 'case_updated')).map((r) => r.details.change);
    expect(changes).toEqual(expect.arrayContaining(['event_added', 'event_updated', 'event_removed']));
  });

  it('answers 400 with field errors, 403 below associate, 404 for another firm and unassigned cases', async () => {
    const token = await firm.token('associate');
    const bad = await server.api<ErrorBody>('POST', `/api/v1/cases/${matter.id}/events`, {
      token,
      body: { event_type: 'party', title: '', starts_at: '2031-03-04T15:00:00Z', ends_at: '2031-03-03T15:00:00Z' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['event_type', 'title']));
    expect((await server.api('POST', `/api/v1/cases/${matter.id}/events`, { token: await firm.token('paralegal'), body: hearing })).status).toBe(403);
    expect((await server.api('POST', `/api/v1/cases/${foreign.id}/events`, { token: await firm.token('admin'), body: hearing })).status).toBe(404);
    expect((await server.api('GET', `/api/v1/cases/${foreign.id}/events`, { token: await firm.token('admin') })).status).toBe(404);
    const partnerOnly = await createCaseAs(server, firm, 'partner');
    expect((await server.api('GET', `/api/v1/cases/${partnerOnly.id}/events`, { token })).status).toBe(404);
  });
});
