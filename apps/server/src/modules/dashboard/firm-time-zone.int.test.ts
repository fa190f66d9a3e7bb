import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dateInTimeZone, type Case, type CaseEvent, type ErrorBody, type InsightsResponse, type Organization } from '@app/contract';
import { auditLogs } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';

/*
 * The firm's time zone decides "today" for the days to a deadline. The zone is chosen so that its
 * date differs from the UTC date at the moment the test runs (UTC+14 from 10:00 UTC on, UTC-11
 * before 11:00 UTC), so counting in UTC would give another answer than counting in the firm's zone.
 */

let server: TestServer;
let firm: TestFirm;
let matter: Case;
const DAY = 86_400_000;
const now = new Date();
const ZONE = now.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
const localToday = dateInTimeZone(now, ZONE);
const addDays = (ymd: string, n: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Time Zone Counting LLP');
  matter = await createCaseAs(server, firm, 'partner', { name: 'Zoned matter' });
});
afterAll(() => server?.close());

const put = async (role: 'admin' | 'partner', body: unknown) => server.api<Organization & ErrorBody>('PUT', '/api/v1/organization', { token: await firm.token(role), body });

describe("the firm's time zone", () => {
  it('is UTC until set; an administrator sets it (audited), an invalid zone is 400, a partner 403', async () => {
    expect(localToday).not.toBe(now.toISOString().slice(0, 10));
    const before = await server.api<Organization>('GET', '/api/v1/organization', { token: await firm.token('viewer') });
    expect(before.body.time_zone).toBe('UTC');

    const bad = await put('admin', { time_zone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toContain('time_zone');
    expect((await put('partner', { time_zone: ZONE })).status).toBe(403);

    const set = await put('admin', { time_zone: ZONE });
    expect(set.status, set.text).toBe(200);
    expect(set.body.time_zone).toBe(ZONE);
    const [row] = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'organization_settings_changed')));
    expect(row?.details).toMatchObject({ changed_fields: ['time_zone'], changes: { time_zone: { from: 'UTC', to: ZONE } } });
  });

  it('counts the days to an all-day deadline from the firm’s today, as the web does', async () => {
    const event = await server.api<CaseEvent>('POST', `/api/v1/cases/${matter.id}/events`, {
      token: await firm.token('partner'),
      body: { event_type: 'deadline', title: 'Expert report deadline', starts_at: `${addDays(localToday, 1)}T00:00:00.000Z`, all_day: true },
    });
    expect(event.status, event.text).toBe(201);
    const res = await server.api<InsightsResponse>('GET', '/api/v1/dashboard/insights', { token: await firm.token('partner') });
    expect(res.status).toBe(200);
    const deadline = res.body.insights.find((i) => i.kind === 'deadline_without_filing');
    expect(deadline?.title).toBe('Deadline tomorrow: Expert report deadline');
    expect(deadline?.reason).toContain(addDays(localToday, 1));
  });
});
