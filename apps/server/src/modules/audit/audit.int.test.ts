import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuditQueryResult, AuditStatistics, ErrorBody } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditLogs } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { MARCH_2024, actorFor, seedMarch2024 } from './test-seed.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Audit Trail LLP');
  other = await server.createFirm('Other Firm LLP');
  await seedMarch2024(server, firm);
  await seedMarch2024(server, other);
});
afterAll(() => server?.close());

const logs = async (body: object, role: 'associate' | 'partner' | 'admin' = 'associate', who = firm) =>
  server.api<AuditQueryResult>('POST', '/api/v1/audit/logs', { token: await who.token(role), body });

describe('POST /audit/logs', () => {
  it('lists only the caller firm, newest first, and records the view', async () => {
    const res = await logs(MARCH_2024);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_count: 8, page: 1, page_size: 50, has_more: false });
    expect(res.body.logs.map((l) => l.action)).toEqual([
      'data_export',
      'permission_denied',
      'role_changed',
      'document_downloaded',
      'document_viewed',
      'case_deleted',
      'login_failed',
      'login',
    ]);
    expect(res.body.logs.every((l) => l.organization_id === firm.organizationId)).toBe(true);
    expect(res.body.logs[2]).toMatchObject({ risk_level: 'high', user_id: firm.users.admin.id, source: 'server' });

    const views = await logs({ action: 'audit_log_viewed' });
    expect(views.body.logs[0]).toMatchObject({
      action: 'audit_log_viewed',
      resource_type: 'audit',
      risk_level: 'low',
      user_id: firm.users.associate.id,
      details: { filters: MARCH_2024, total_count: 8 },
    });
  });

  it('filters by action, user, resource type, risk and outcome', async () => {
    const count = async (filters: object) => (await logs({ ...MARCH_2024, ...filters })).body.total_count;
    expect(await count({ action: ['login', 'login_failed'] })).toBe(2);
    expect(await count({ action: 'case_deleted' })).toBe(1);
    expect(await count({ user_id: firm.users.associate.id })).toBe(2);
    expect(await count({ resource_type: 'document' })).toBe(2);
    expect(await count({ risk_level: ['high', 'critical'] })).toBe(2);
    expect(await count({ outcome: 'failure' })).toBe(1);
    expect(await count({ period_start: '2024-03-03T00:00:00Z', period_end: '2024-03-04T23:00:00Z' })).toBe(2);
  });

  it('searches user e-mail and name, resource name, action and details; % and _ are literal', async () => {
    const search = async (text: string) => (await logs({ ...MARCH_2024, search: text })).body.logs.map((l) => l.action);
    expect(await search('smith V. JONES')).toEqual(['case_deleted']);
    expect(await search('privileged')).toEqual(['document_downloaded']);
    expect(await search('100%')).toEqual(['document_viewed']);
    expect(await search('%')).toEqual(['document_viewed']);
    expect(await search('login_f')).toEqual(['login_failed']);
    expect(await search(firm.users.paralegal.email.toUpperCase())).toEqual(['document_downloaded']);
    expect(await search('Administrator')).toEqual(['role_changed']);
  });

  it('pages with has_more, and defaults to 50 a page', async () => {
    const first = await logs({ ...MARCH_2024, page_size: 3 });
    expect(first.body).toMatchObject({ total_count: 8, page: 1, page_size: 3, has_more: true });
    const last = await logs({ ...MARCH_2024, page_size: 3, page: 3 });
    expect(last.body.logs.map((l) => l.action)).toEqual(['login_failed', 'login']);
    expect(last.body.has_more).toBe(false);
    const beyond = await logs({ ...MARCH_2024, page_size: 3, page: 9 });
    expect(beyond.body).toMatchObject({ logs: [], total_count: 8, has_more: false });

    const big = await server.createFirm();
    await server.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 55; i++) {
        await appendAudit(tx, actorFor(big.users.viewer), { action: 'search_performed', resourceType: 'search' });
      }
    });
    const page = await logs({ action: 'search_performed' }, 'associate', big);
    expect(page.body).toMatchObject({ total_count: 55, page_size: 50, has_more: true });
    expect(page.body.logs).toHaveLength(50);
    expect(page.body.logs[0]?.sequence).toBe(55);
  });

  it('answers 400 with field errors for bad filters', async () => {
    const res = await server.api<ErrorBody>('POST', '/api/v1/audit/logs', {
      token: await firm.token('associate'),
      body: { page_size: 0, action: 'not_an_action', user_id: 'nope' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['page_size', 'user_id']));
    const order = await logs({ period_start: '2024-03-02T00:00:00Z', period_end: '2024-03-01T00:00:00Z' });
    expect(order.status).toBe(400);
    expect((order.body as unknown as ErrorBody).errors?.[0]?.field).toBe('period_end');
  });

  it('refuses a paralegal (403) and never shows another firm', async () => {
    const denied = await server.api<ErrorBody>('POST', '/api/v1/audit/logs', { token: await firm.token('paralegal'), body: {} });
    expect(denied.status).toBe(403);
    const theirs = await logs({ ...MARCH_2024, user_id: other.users.associate.id });
    expect(theirs.body.total_count).toBe(0);
  });
});

describe('POST /audit/statistics', () => {
  const stats = async (body: object, role: 'associate' | 'paralegal' = 'associate') =>
    server.api<AuditStatistics>('POST', '/api/v1/audit/statistics', { token: await firm.token(role), body });

  it('counts the firm events of the period in the statistics shape', async () => {
    const res = await stats({ organization_id: firm.organizationId, ...MARCH_2024 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      organization_id: firm.organizationId,
      total_events: 8,
      failed_logins: 1,
      document_accesses: 2,
      case_modifications: 1,
      high_risk_events: 2,
      events_by_risk_level: { low: 5, medium: 1, high: 2, critical: 0 },
      compliance_summary: {
        gdpr_requests: 0,
        data_exports: 1,
        failed_access_attempts: 2,
        security_incidents: 0,
        policy_violations: 1,
      },
    });
    expect(res.body.events_by_action).toMatchObject({ login: 1, case_deleted: 1, role_changed: 1 });
    expect(res.body.events_by_user[firm.users.partner.email]).toBe(3);
    expect(res.body.events_by_day).toHaveLength(31);
    expect(res.body.events_by_day[2]).toEqual({ date: '2024-03-03', low: 0, medium: 0, high: 1, critical: 0 });
    expect(res.body.events_by_day[30]).toEqual({ date: '2024-03-31', low: 0, medium: 0, high: 0, critical: 0 });
  });

  it('defaults to the last 30 days', async () => {
    const res = await stats({});
    expect(res.status).toBe(200);
    expect(res.body.total_events).toBeGreaterThan(0); // this file's own views and denials
    expect(res.body.events_by_day.length).toBeGreaterThanOrEqual(30);
    expect(Date.parse(res.body.period_end) - Date.parse(res.body.period_start)).toBe(30 * 86_400_000);
  });

  it('answers 404 for another firm, 400 for a bad period, 403 below associate', async () => {
    expect((await stats({ organization_id: other.organizationId })).status).toBe(404);
    const bad = await stats({ period_start: 'yesterday' });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).errors?.[0]?.field).toBe('period_start');
    expect((await stats({}, 'paralegal')).status).toBe(403);
  });
});

describe('POST /audit/export', () => {
  const exportAs = async (body: object, role: 'partner' | 'associate' = 'partner', who = firm) =>
    server.api('POST', '/api/v1/audit/export', { token: await who.token(role), body });

  it('streams CSV as an attachment, formula-safe, and audits the export', async () => {
    const res = await exportAs({ ...MARCH_2024 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-[\d-]+\.csv"; filename\*=UTF-8''audit-log-[\d-]+\.csv$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(9);
    expect(lines[0]?.startsWith('id,sequence,timestamp,organization_id,user_id,user_email')).toBe(true);
    expect(lines[1]).toContain(',data_export,');
    expect(lines[8]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(res.text).not.toContain(other.organizationId);
    expect(res.text).toContain('"{""note"":""privileged memo""}"');

    const [row] = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'data_export'), eq(auditLogs.userId, firm.users.partner.id), eq(auditLogs.resourceType, 'audit')));
    expect(row?.details).toMatchObject({ format: 'csv', filters: MARCH_2024 });
  });

  it('streams JSON with the filters applied', async () => {
    const res = await exportAs({ ...MARCH_2024, format: 'json', risk_level: 'high' });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.json"; filename\*=UTF-8''audit-log-[\d-]+\.json$/);
    const body = res.body as { organization_id: string; logs: { action: string; organization_id: string }[] };
    expect(body.organization_id).toBe(firm.organizationId);
    expect(body.logs.map((l) => l.action)).toEqual(['role_changed', 'case_deleted']);
  });

  it('includes its own audit row when unfiltered (a consistent snapshot up to it)', async () => {
    const res = await exportAs({ format: 'json' }, 'partner', other);
    const body = res.body as { logs: { action: string; resource_type: string }[] };
    expect(body.logs[0]).toMatchObject({ action: 'data_export', resource_type: 'audit' });
    // The other firm's trail is its eight seeded events plus this export, nothing of the first firm.
    expect(body.logs).toHaveLength(9);
    expect(body.logs.at(-1)?.action).toBe('login');
  });

  it('refuses an associate (403) and a bad format (400)', async () => {
    expect((await exportAs({}, 'associate')).status).toBe(403);
    const bad = await exportAs({ format: 'xml' });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).errors?.[0]?.field).toBe('format');
  });
});

describe('POST /audit/batch', () => {
  const batch = async (body: unknown, token?: string) =>
    server.api<{ accepted: number } & ErrorBody>('POST', '/api/v1/audit/batch', {
      token: token ?? (await firm.token('viewer')),
      body,
      headers: { 'user-agent': 'Mozilla/5.0 test-browser' },
    });
  const clientRows = () =>
    server.deps.db.select().from(auditLogs).where(and(eq(auditLogs.source, 'client')));

  it('stamps firm, user, IP, user agent, time and source; keeps high-risk client events', async () => {
    const before = Date.now();
    const res = await batch({
      logs: [
        {
          action: 'document_viewed',
          resource_type: 'document',
          resource_id: 'doc-1',
          metadata: { client_version: '1.0.0', browser: 'Firefox' },
          client_timestamp: '2020-01-01T00:00:00Z',
        },
        { action: 'case_deleted', resource_type: 'case', resource_id: 'case-9', outcome: 'success' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(2);
    const rows = (await clientRows()).filter((r) => r.organizationId === firm.organizationId);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        chain: firm.organizationId,
        userId: firm.users.viewer.id,
        userEmail: firm.users.viewer.email,
        userAgent: 'Mozilla/5.0 test-browser',
        ipAddress: '127.0.0.1',
        source: 'client',
      });
      expect(row.sessionId).toBeTruthy();
      expect(row.timestamp.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    const viewed = rows.find((r) => r.action === 'document_viewed');
    expect(viewed?.metadata).toEqual({ client_version: '1.0.0', browser: 'Firefox', client_timestamp: '2020-01-01T00:00:00Z' });
    expect(rows.find((r) => r.action === 'case_deleted')?.riskLevel).toBe('high');
  });

  it('refuses events that name a firm, user, time, IP or risk (400) and writes nothing', async () => {
    const count = (await clientRows()).length;
    const base = { action: 'document_viewed', resource_type: 'document' };
    const forged = [
      { ...base, organization_id: other.organizationId },
      { ...base, user_id: other.users.admin.id },
      { ...base, user_email: other.users.admin.email },
      { ...base, timestamp: '2020-01-01T00:00:00Z' },
      { ...base, ip_address: '1.2.3.4' },
      { ...base, risk_level: 'low' },
      { ...base, source: 'server' },
    ];
    for (const event of forged) {
      const res = await batch({ logs: [base, event] });
      expect(res.status, JSON.stringify(event)).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors?.[0]?.field).toMatch(/^logs\.1/);
    }
    expect((await batch({ logs: [base], organization_id: other.organizationId })).status).toBe(400);
    expect((await batch({ logs: [{ ...base, metadata: { user_id: 'x' } }] })).status).toBe(400);
    expect((await batch({ logs: [] })).status).toBe(400);
    expect((await batch({ logs: [{ ...base, action: 'hack' }] })).status).toBe(400);
    expect((await clientRows()).length).toBe(count);
    const theirs = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, other.organizationId));
    expect(theirs.some((r) => r.source === 'client')).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const res = await server.api('POST', '/api/v1/audit/batch', { body: { logs: [{ action: 'login', resource_type: 'authentication' }] } });
    expect(res.status).toBe(401);
  });
});

describe('GET /audit/verify', () => {
  it('reports an intact chain for the caller firm; 403 for a paralegal', async () => {
    const res = await server.api<{ intact: boolean; checked: number }>('GET', '/api/v1/audit/verify', { token: await firm.token('associate') });
    expect(res.status).toBe(200);
    expect(res.body.intact).toBe(true);
    const rows = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.chain, firm.organizationId));
    expect(res.body.checked).toBe(rows.length);
    expect((await server.api('GET', '/api/v1/audit/verify', { token: await firm.token('paralegal') })).status).toBe(403);
  });
});
