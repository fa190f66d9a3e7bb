import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuditLogEntry, AuditQueryResult, AuditStatistics, Case, ErrorBody, Role } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditLogs } from '../../db/schema/index.js';
import { appendAudit, recordAudit } from '../../platform/audit/audit-log.js';
import { createCaseAs } from '../cases/test-support.js';
import { createDepositionAs } from '../deposition/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { mediaSegments, seedTranscript } from '../transcription/test-support.js';
import { exportStream } from './export.js';
import { MARCH_2024, actorFor, callerFor, seedMarch2024 } from './test-seed.js';

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

// Partners see every row of the firm; what an associate sees is the ethical walls' concern (below).
const logs = async (body: object, role: 'associate' | 'partner' | 'admin' = 'partner', who = firm) =>
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
      user_id: firm.users.partner.id,
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
    const page = await logs({ action: 'search_performed' }, 'partner', big);
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
  const stats = async (body: object, role: 'associate' | 'partner' | 'paralegal' = 'partner') =>
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

  it('stamps firm, user, IP, user agent, time and source; the risk is the action rule', async () => {
    const before = Date.now();
    const res = await batch({
      logs: [
        {
          action: 'permission_denied',
          resource_type: 'system',
          resource_name: '/admin/system',
          outcome: 'blocked',
          metadata: { client_version: '1.0.0', browser: 'Firefox' },
          client_timestamp: '2020-01-01T00:00:00Z',
        },
        { action: 'login_failed', resource_type: 'authentication', resource_name: 'someone@firm.test', outcome: 'failure' },
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
    const denied = rows.find((r) => r.action === 'permission_denied');
    expect(denied?.metadata).toEqual({ client_version: '1.0.0', browser: 'Firefox', client_timestamp: '2020-01-01T00:00:00Z' });
    expect(rows.find((r) => r.action === 'login_failed')?.riskLevel).toBe('medium');
  });

  it('refuses events that name a firm, user, time, IP or risk (400) and writes nothing', async () => {
    const count = (await clientRows()).length;
    const base = { action: 'login', resource_type: 'authentication' };
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

/*
 * Ethical walls: the trail shows a reader only rows about cases they may see. An associate who is
 * not on a matter gets 404 for the matter, and the audit list, its search, the statistics, the
 * export and the dashboard's recent activity must not tell them about it either.
 */
describe('ethical walls in the audit trail', () => {
  let walls: TestFirm;
  let lakeshore: Case;
  let open: Case;
  let lakeshoreDoc: string;
  let until: string;
  const SECRET = 'Lakeshore';

  beforeAll(async () => {
    walls = await server.createFirm('Walls LLP');
    const partner = await walls.token('partner');
    lakeshore = await createCaseAs(server, walls, 'partner', { name: 'Lakeshore Holdings v. Brant', client_name: 'Lakeshore Holdings' });
    open = await createCaseAs(server, walls, 'partner', { name: 'Open Matter', client_name: 'Open Client' });
    for (const role of ['associate', 'paralegal', 'viewer'] as const) {
      const res = await server.api('POST', `/api/v1/cases/${open.id}/permissions`, { token: partner, body: { user_id: walls.users[role].id, access_level: 'read' } });
      expect(res.status).toBeLessThan(300);
    }
    // The partner's work on the walled matter: a document, a view, a deposition, searches.
    lakeshoreDoc = (await ingestOne(server, lakeshore.id, partner, 'Lakeshore board minutes.txt', 'Lakeshore minutes.')).id;
    expect((await server.api('GET', `/api/v1/documents/${lakeshoreDoc}`, { token: partner })).status).toBe(200);
    await createDepositionAs(server, walls, 'partner', { case_id: lakeshore.id, deponent: 'Lakeshore CFO' });
    expect((await server.api('POST', '/api/v1/search/documents', { token: partner, body: { q: 'Lakeshore', case_id: lakeshore.id } })).status).toBe(200);
    expect((await server.api('POST', '/api/v1/search/documents', { token: partner, body: { q: 'Lakeshore merger' } })).status).toBe(200);
    // A row about the document that does not carry the case id (as the pipeline writes some).
    await recordAudit(server.deps.db, actorFor(walls.users.partner), { action: 'document_updated', resourceType: 'document', resourceId: lakeshoreDoc, details: { change: 'reprocess' } });
    // The partner reads the trail for the matter: that view's filters name it too.
    expect((await server.api('POST', '/api/v1/audit/logs', { token: partner, body: { search: SECRET } })).status).toBe(200);
    // Activity on the matter everyone is on, and firm-level rows.
    expect((await server.api('GET', `/api/v1/cases/${open.id}`, { token: await walls.token('associate') })).status).toBe(200);
    await recordAudit(server.deps.db, actorFor(walls.users.admin), { action: 'organization_settings_changed', resourceType: 'organization', details: { field: 'name' } });
    until = new Date().toISOString();
  }, 120_000);

  const leaks = (text: string) => text.includes(SECRET) || text.includes(lakeshore.id) || text.includes(lakeshoreDoc);
  // The reader's own readings of the trail name what they searched for: those are theirs to see.
  const othersLeak = (logs: AuditLogEntry[], reader: Role) =>
    logs.filter((l) => !(l.resource_type === 'audit' && l.user_id === walls.users[reader].id)).filter((l) => leaks(JSON.stringify(l)));
  const read = async <T>(url: string, role: Role, body?: object) =>
    server.api<T>(url.startsWith('GET ') ? 'GET' : 'POST', url.replace(/^GET /, ''), { token: await walls.token(role), ...(body ? { body } : {}) });

  it('an associate not on the matter: the attack as written finds nothing about it', async () => {
    expect((await read(`GET /api/v1/cases/${lakeshore.id}`, 'associate')).status).toBe(404);
    const res = await read<AuditQueryResult>('/api/v1/audit/logs', 'associate', { search: SECRET });
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(0);
    expect(res.body.logs).toEqual([]);
  });

  it('an associate not on the matter: the unfiltered list shows the open matter and firm rows, nothing of the walled one', async () => {
    const res = await read<AuditQueryResult>('/api/v1/audit/logs', 'associate', { period_end: until, page_size: 200 });
    expect(res.status).toBe(200);
    expect(leaks(res.text)).toBe(false);
    const actions = res.body.logs.map((l) => l.action);
    expect(actions).toContain('organization_settings_changed');
    expect(res.body.logs.some((l) => l.action === 'case_viewed' && l.resource_id === open.id)).toBe(true);
    expect(res.body.logs.some((l) => l.action === 'case_created' && l.resource_id === open.id)).toBe(true);
    expect(res.body.total_count).toBe(res.body.logs.length);
  });

  it('statistics count only what the reader may see, and agree with the list', async () => {
    const period = { period_start: new Date(Date.now() - 3_600_000).toISOString(), period_end: until };
    const stats = await read<AuditStatistics>('/api/v1/audit/statistics', 'associate', period);
    expect(stats.status).toBe(200);
    const list = await read<AuditQueryResult>('/api/v1/audit/logs', 'associate', { ...period, page_size: 200 });
    expect(stats.body.total_events).toBe(list.body.total_count);
    expect(stats.body.events_by_action.document_uploaded).toBeUndefined();
    expect(stats.body.events_by_action.search_performed).toBeUndefined();
    expect(stats.body.document_accesses).toBe(0);
    const partner = await read<AuditStatistics>('/api/v1/audit/statistics', 'partner', period);
    expect(partner.body.events_by_action.document_uploaded).toBe(1);
    expect(partner.body.total_events).toBeGreaterThan(stats.body.total_events);
  });

  it('partners and administrators see every row of the firm, walled matter included', async () => {
    for (const role of ['partner', 'admin'] as const) {
      const res = await read<AuditQueryResult>('/api/v1/audit/logs', role, { search: SECRET, period_end: until });
      expect(res.status).toBe(200);
      const actions = res.body.logs.map((l) => l.action);
      expect(actions).toEqual(expect.arrayContaining(['case_created', 'document_uploaded', 'document_viewed', 'case_updated', 'search_performed', 'audit_log_viewed']));
      const rows = await read<AuditQueryResult>('/api/v1/audit/logs', role, { resource_type: 'document', period_end: until });
      expect(rows.body.logs.filter((l) => l.resource_id === lakeshoreDoc).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('paralegals and viewers do not read the trail at all (403), nor its recent activity', async () => {
    for (const role of ['paralegal', 'viewer'] as const) {
      expect((await read('/api/v1/audit/logs', role, { search: SECRET })).status).toBe(403);
      expect((await read('/api/v1/audit/statistics', role, {})).status).toBe(403);
      expect((await read('/api/v1/audit/export', role, {})).status).toBe(403);
      expect((await read('GET /api/v1/dashboard/recent-activity', role)).status).toBe(403);
    }
  });

  it('the export applies the same walls (an associate-level reader, through the export itself)', async () => {
    const associate = callerFor(walls, 'associate');
    const chunks: string[] = [];
    for await (const chunk of exportStream(server.deps.db, associate, { search: SECRET, period_end: until }, 'csv', Number.MAX_SAFE_INTEGER)) chunks.push(String(chunk));
    expect(chunks.join('').trimEnd().split('\r\n')).toHaveLength(1);
    const json: string[] = [];
    for await (const chunk of exportStream(server.deps.db, associate, { period_end: until }, 'json', Number.MAX_SAFE_INTEGER)) json.push(String(chunk));
    expect(leaks(json.join(''))).toBe(false);
    const partner = await read('/api/v1/audit/export', 'partner', { search: SECRET, format: 'json' });
    expect(partner.status).toBe(200);
    expect((partner.body as { logs: unknown[] }).logs.length).toBeGreaterThan(3);
  });

  it("the dashboard's recent activity: the associate sees none of the walled matter, the partner does", async () => {
    const associate = await read<{ logs: AuditLogEntry[] }>('GET /api/v1/dashboard/recent-activity?limit=50', 'associate');
    expect(associate.status).toBe(200);
    expect(associate.body.logs.length).toBeGreaterThan(0);
    expect(othersLeak(associate.body.logs, 'associate')).toEqual([]);
    const partner = await read<{ logs: AuditLogEntry[] }>('GET /api/v1/dashboard/recent-activity?limit=50', 'partner');
    expect(partner.status).toBe(200);
    expect(leaks(partner.text)).toBe(true);
    expect((await read('GET /api/v1/dashboard/recent-activity?limit=0', 'partner')).status).toBe(400);
  });

  it('rows keep their chain: the case a row belongs to is recorded beside it, outside the hash', async () => {
    const rows = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.chain, walls.organizationId));
    const reprocess = rows.find((r) => r.action === 'document_updated' && r.resourceId === lakeshoreDoc);
    expect(reprocess?.caseId).toBe(lakeshore.id);
    expect(rows.find((r) => r.action === 'case_created' && r.resourceId === lakeshore.id)?.caseId).toBe(lakeshore.id);
    expect(rows.find((r) => r.action === 'organization_settings_changed')?.caseId).toBeNull();
    const verify = await server.api<{ intact: boolean }>('GET', '/api/v1/audit/verify', { token: await walls.token('partner') });
    expect(verify.body.intact).toBe(true);
  });
});

/*
 * Flooding: a viewer once posted 3,000 security alerts through the batch route in seven seconds,
 * shown like the server's own rows and kept for seven years.
 */
describe('client-reported events cannot flood or impersonate the trail', () => {
  const post = async (who: TestFirm, logs: object[], role: Role = 'viewer') =>
    server.api<{ accepted: number } & ErrorBody>('POST', '/api/v1/audit/batch', { token: await who.token(role), body: { logs } });
  const denial = { action: 'permission_denied', resource_type: 'system', resource_name: '/admin/system', outcome: 'blocked' };

  it('the attack as written: a security alert from the browser is refused (400 on the action), nothing written', async () => {
    const flood = await server.createFirm('Flood LLP');
    const alert = { action: 'security_alert', resource_type: 'system', resource_name: 'Intrusion detected', details: { severity: 'critical' } };
    const res = await post(flood, [alert]);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('logs.0.action');
    for (const action of ['case_deleted', 'role_changed', 'data_export', 'document_viewed', 'audit_log_viewed']) {
      expect((await post(flood, [{ ...denial, action }])).status, action).toBe(400);
    }
    const rows = await server.deps.db.select().from(auditLogs).where(and(eq(auditLogs.chain, flood.organizationId), eq(auditLogs.source, 'client')));
    expect(rows).toEqual([]);
  });

  it('caps a batch at 20 events and a user at 60 a minute: then 429 with Retry-After in the error shape', async () => {
    const flood = await server.createFirm('Flood Two LLP');
    expect((await post(flood, Array.from({ length: 21 }, () => denial))).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await post(flood, Array.from({ length: 20 }, () => denial))).status).toBe(200);
    const refused = await post(flood, [denial]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests' });
    expect(refused.body.detail).toEqual(expect.any(String));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Per user: a colleague is not held up by someone else's flood.
    expect((await post(flood, [denial], 'paralegal')).status).toBe(200);
    const rows = await server.deps.db.select().from(auditLogs).where(and(eq(auditLogs.chain, flood.organizationId), eq(auditLogs.source, 'client')));
    expect(rows).toHaveLength(61);
  });

  it('client rows say so in the list, the JSON export and the CSV export', async () => {
    const marked = await server.createFirm('Marked LLP');
    expect((await post(marked, [denial])).status).toBe(200);
    const list = await server.api<AuditQueryResult>('POST', '/api/v1/audit/logs', { token: await marked.token('partner'), body: { action: 'permission_denied' } });
    expect(list.body.logs.map((l) => l.source)).toEqual(['client']);
    const json = await server.api<{ logs: AuditLogEntry[] }>('POST', '/api/v1/audit/export', { token: await marked.token('partner'), body: { format: 'json', action: 'permission_denied' } });
    expect(json.body.logs.map((l) => l.source)).toEqual(['client']);
    const csv = await server.api('POST', '/api/v1/audit/export', { token: await marked.token('partner'), body: { format: 'csv', action: 'permission_denied' } });
    const [header, line] = csv.text.trimEnd().split('\r\n');
    const column = header!.split(',').indexOf('source');
    expect(column).toBeGreaterThan(-1);
    expect(line!.split(',')[column]).toBe('client');
  });
});

/** Gaps: every read of a transcript's or a deposition's words leaves one audit row per request. */
describe('reading transcripts and testimony is audited', () => {
  let gaps: TestFirm;
  let matter: Case;

  beforeAll(async () => {
    gaps = await server.createFirm('Gaps LLP');
    matter = await createCaseAs(server, gaps, 'partner', { name: 'Transcript matter' });
  }, 60_000);

  const rowsOf = async (action: 'case_viewed' | 'document_viewed') =>
    server.deps.db.select().from(auditLogs).where(and(eq(auditLogs.chain, gaps.organizationId), eq(auditLogs.action, action)));

  it("a deposition session's transcript, summary, insights and questions: one row per read", async () => {
    const partner = await gaps.token('partner');
    const session = await createDepositionAs(server, gaps, 'partner', { case_id: matter.id });
    const base = `/api/v1/realtime-deposition/sessions/${session.id}`;
    for (const [path, view] of [
      ['transcript', 'deposition_transcript'],
      ['summary', 'deposition_summary'],
      ['insights', 'deposition_insights'],
      ['questions', 'deposition_questions'],
    ] as const) {
      const before = (await rowsOf('case_viewed')).filter((r) => r.details.view === view).length;
      expect((await server.api('GET', `${base}/${path}`, { token: partner })).status).toBe(200);
      const after = (await rowsOf('case_viewed')).filter((r) => r.details.view === view);
      expect(after, path).toHaveLength(before + 1);
      expect(after.at(-1)).toMatchObject({ resourceType: 'case', resourceId: matter.id, caseId: matter.id, userId: gaps.users.partner.id });
      expect(after.at(-1)?.details.session_id).toBe(session.id);
    }
  });

  it('quotes of a privileged document (highlights) are audited once per read; quotes of other documents are not', async () => {
    const partner = await gaps.token('partner');
    const memo = await ingestOne(server, matter.id, partner, 'Counsel memo.txt', 'Privileged advice about the settlement.');
    const plain = await ingestOne(server, matter.id, partner, 'Public filing.txt', 'A public filing about the settlement.');
    for (const doc of [memo, plain]) await settledDocument(server, doc.id, partner);
    expect((await server.api('PUT', `/api/v1/discovery/review/${memo.id}`, { token: partner, body: { privilege: 'attorney_client' } })).status).toBe(200);
    const highlight = async (documentId: string) => {
      const res = await server.api<{ id: string }>('POST', `/api/v1/cases/${matter.id}/highlights`, { token: partner, body: { document_id: documentId, page_number: 1, start: 0, end: 10 } });
      expect(res.status).toBe(201);
      return res.body.id;
    };
    const onMemo = await highlight(memo.id);
    const onPlain = await highlight(plain.id);
    const privilegedReads = async () => (await rowsOf('document_viewed')).filter((r) => r.details.view === 'privileged_passages');

    expect((await server.api('GET', `/api/v1/highlights/${onPlain}`, { token: partner })).status).toBe(200);
    expect(await privilegedReads()).toHaveLength(0);
    expect((await server.api('GET', `/api/v1/highlights/${onMemo}`, { token: partner })).status).toBe(200);
    expect((await server.api('GET', `/api/v1/cases/${matter.id}/highlights`, { token: partner })).status).toBe(200);
    const rows = await privilegedReads();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ resourceType: 'document', resourceId: memo.id, caseId: matter.id, details: { passages: 1, privileged_documents: [{ document_id: memo.id, privilege: 'attorney_client' }] } });
  });

  it("a transcript's revisions (the words before and after each correction) are audited as the transcript viewed", async () => {
    const seeded = await seedTranscript(server, gaps, matter.id, mediaSegments([['SPEAKER 1', 'The shipment left on the ninth.']]));
    const res = await server.api('GET', `/api/v1/transcription/jobs/${seeded.job.id}/revisions`, { token: await gaps.token('partner') });
    expect(res.status).toBe(200);
    const rows = (await rowsOf('document_viewed')).filter((r) => r.details.view === 'transcript_revisions');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resourceId: seeded.transcriptDocumentId, caseId: matter.id });
  });
});
