import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, daysUntil, type CaseEvent, type CaseListResponse, type DiscoveryRequestList, type PrivilegeLog, type ReviewQueue, type TokenResponse } from '@app/contract';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { seedDemoFirm } from './seed.js';
import { DEMO_REQUEST_TITLE } from './seed-discovery.js';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ DEMO: 'true' });
});
afterAll(() => server?.close());

const login = async (role: string) =>
  (await server.api<TokenResponse>('POST', '/api/v1/auth/login', { body: { email: `${role}@demo.example`, password: `demo-${role}` } })).body.access_token;

describe('demo matters', () => {
  it('gives the demo firm realistic matters, with the associate assigned to some, idempotently', async () => {
    const partner = await server.api<CaseListResponse>('GET', '/api/v1/cases/?page_size=100', { token: await login('partner') });
    const names = partner.body.cases.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Northwind Freight v. Castellan Logistics', 'Rivera v. Harbor Hotels Group']));
    const associate = await server.api<CaseListResponse>('GET', '/api/v1/cases/?page_size=100', { token: await login('associate') });
    expect(associate.body.cases.map((c) => c.name)).toContain('Northwind Freight v. Castellan Logistics');
    expect(associate.body.cases.map((c) => c.name)).not.toContain('Sterling Capital Partners Acquisition of Bayview Software');
    expect(partner.body.total).toBe(8);
    expect(associate.body.cases.map((c) => c.name)).toContain('Vantage Robotics v. Thorne and Kessling Automation');
    expect(associate.body.cases.map((c) => c.name)).not.toContain('Lakeshore Marina Holdings v. Granite State Mutual Insurance');

    const northwind = partner.body.cases.find((c) => c.name.startsWith('Northwind'))!;
    expect(northwind.parties.length).toBeGreaterThanOrEqual(2);
    const events = await server.api<{ events: CaseEvent[] }>('GET', `/api/v1/cases/${northwind.id}/events`, { token: await login('associate') });
    expect(events.body.events.some((e) => e.event_type === 'deposition')).toBe(true);

    await seedDemoFirm(server.deps);
    const again = await server.api<CaseListResponse>('GET', '/api/v1/cases/?page_size=100', { token: await login('partner') });
    expect(again.body.total).toBe(partner.body.total);
  });
});

describe('demo discovery', () => {
  it("gives Northwind Castellan's first requests for production, due soon and on the calendar, a review under way and a privilege log, idempotently", async () => {
    const token = await login('associate');
    const cases = await server.api<CaseListResponse>('GET', '/api/v1/cases/?page_size=100', { token });
    const northwind = cases.body.cases.find((c) => c.name === 'Northwind Freight v. Castellan Logistics')!;
    const requests = await server.api<DiscoveryRequestList>('GET', `/api/v1/discovery/requests?case_id=${northwind.id}`, { token });
    expect(requests.status).toBe(200);
    expect(requests.body.requests).toHaveLength(1);
    const request = requests.body.requests[0]!;
    expect(request).toMatchObject({ title: DEMO_REQUEST_TITLE, direction: 'received', request_type: 'production', status: 'open', propounding_party: 'Castellan Logistics LLC' });
    expect(request.items.length).toBeGreaterThanOrEqual(4);
    expect(request.items.length).toBeLessThanOrEqual(6);
    // The requests table warns: due within DUE_SOON_DAYS, not yet overdue on the day it was seeded.
    const left = daysUntil(request.due_date, new Date().toISOString().slice(0, 10));
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThanOrEqual(DUE_SOON_DAYS);
    const events = await server.api<{ events: CaseEvent[] }>('GET', `/api/v1/cases/${northwind.id}/events`, { token });
    expect(events.body.events.find((e) => e.id === request.deadline_event_id)).toMatchObject({ event_type: 'deadline', title: `Response due: ${DEMO_REQUEST_TITLE} (Set 1)` });

    const queue = await server.api<ReviewQueue>('GET', `/api/v1/discovery/review?case_id=${northwind.id}&request_id=${request.id}&page_size=200`, { token });
    const coded = queue.body.documents.filter((d) => d.reviewed);
    expect(coded.filter((d) => d.responsiveness[request.id] === 'responsive').length).toBeGreaterThanOrEqual(3);
    expect(coded.filter((d) => d.responsiveness[request.id] === 'not_responsive').length).toBeGreaterThanOrEqual(1);
    expect(coded.find((d) => d.filename.startsWith('Master Logistics Services Agreement'))?.confidentiality).toBe('confidential');
    expect(coded.filter((d) => d.privilege !== 'none').map((d) => d.filename)).toEqual(['FW Notice of Termination - MLSA dated March 15 2021.eml']);
    expect(queue.body.documents.some((d) => !d.reviewed)).toBe(true);

    const log = await server.api<PrivilegeLog>('GET', `/api/v1/discovery/privilege-log?case_id=${northwind.id}`, { token });
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({ log_id: 'PRIV-0001', document_type: 'E-mail', privilege: 'attorney_client', treatment: 'withheld' });
    expect(log.body.entries[0]?.basis).toMatch(/requesting legal advice/);

    const productions = await server.api<{ total: number }>('GET', `/api/v1/discovery/productions?case_id=${northwind.id}`, { token });
    expect(productions.body.total).toBe(0);

    // A second start adds nothing and leaves the team's coding alone.
    const mlsa = coded.find((d) => d.filename.startsWith('Master Logistics Services Agreement'))!;
    expect((await server.api('PUT', `/api/v1/discovery/review/${mlsa.document_id}`, { token, body: { confidentiality: 'none' } })).status).toBe(200);
    await seedDemoFirm(server.deps);
    const again = await server.api<DiscoveryRequestList>('GET', `/api/v1/discovery/requests?case_id=${northwind.id}`, { token });
    expect(again.body.requests.map((r) => r.id)).toEqual([request.id]);
    const after = await server.api<ReviewQueue>('GET', `/api/v1/discovery/review?case_id=${northwind.id}&page_size=200`, { token });
    expect(after.body.documents.find((d) => d.document_id === mlsa.document_id)?.confidentiality).toBe('none');
    expect((await server.api<PrivilegeLog>('GET', `/api/v1/discovery/privilege-log?case_id=${northwind.id}`, { token })).body.entries).toHaveLength(1);
  });
});
