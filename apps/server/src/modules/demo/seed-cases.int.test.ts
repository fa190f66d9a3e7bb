import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseEvent, CaseListResponse, TokenResponse } from '@app/contract';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { seedDemoFirm } from './seed.js';

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
