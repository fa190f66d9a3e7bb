import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  ApiMetricsResponse,
  AvailableMetrics,
  DocumentsMetricsResponse,
  EngineeringOverview,
  EngineeringPerformance,
  ErrorsResponse,
  LlmResponse,
  MetricDetail,
  MetricsClearResponse,
  MetricsExportJson,
  MetricsHealth,
  MetricsSummary,
  QueuesResponse,
  RecentLogsResponse,
} from '@app/contract';
import { auditLogs, documents, users } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/openai-stand-in.js';
import { createCaseAs } from '../cases/test-support.js';

let standIn: OpenAiStandIn;
let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
/** The server's operator: `firm`'s administrator, whose e-mail OPERATOR_EMAILS lists. */
let admin: string;
const OPERATOR = 'Ops@Operator.test';

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ reply: () => 'A short answer.' });
  server = await createTestServer({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: standIn.baseUrl,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'gpt-4o-mini',
    OPERATOR_EMAILS: `someone@else.test, ${OPERATOR}`,
  });
  firm = await server.createFirm();
  other = await server.createFirm();
  const [renamed] = await server.deps.db.update(users).set({ email: OPERATOR.toLowerCase() }).where(eq(users.id, firm.users.admin.id)).returning();
  Object.assign(firm.users.admin, renamed);
  admin = await firm.token('admin');
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const get = <T>(url: string, token = admin) => server.api<T>('GET', `/api/v1${url}`, { token });

const ENDPOINTS = [
  '/metrics/summary',
  '/metrics/health',
  '/metrics/metric/http_requests_total',
  '/metrics/queues',
  '/metrics/llm',
  '/metrics/documents',
  '/metrics/api',
  '/metrics/export',
  '/metrics/available',
  '/engineering/overview',
  '/engineering/performance',
  '/engineering/errors',
  '/engineering/logs/recent',
  '/engineering/dashboard/html',
];

describe('system status permissions', () => {
  it('answers 403 to a partner and 401 without sign-in on every endpoint, and 200 to an administrator', async () => {
    const partner = await firm.token('partner');
    for (const url of ENDPOINTS) {
      expect((await get(url, partner)).status, url).toBe(403);
      expect((await server.api('GET', `/api/v1${url}`)).status, url).toBe(401);
      expect((await get(url)).status, url).toBe(200);
    }
    expect((await server.api('POST', '/api/v1/metrics/clear', { token: partner })).status).toBe(403);
  });

  it('keeps the public Prometheus scrape at /api/v1/metrics', async () => {
    const res = await server.api('GET', '/api/v1/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toContain('http_requests_total');
    expect(res.text).toContain('llm_calls_total');
  });
});

describe('metrics catalogue', () => {
  it('lists the available names and answers one metric with its samples', async () => {
    const available = await get<AvailableMetrics>('/metrics/available');
    const names = available.body.metrics.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['http_requests_total', 'http_request_duration_seconds', 'llm_calls_total', 'llm_tokens_total']));
    const one = await get<MetricDetail>('/metrics/metric/http_requests_total');
    expect(one.body).toMatchObject({ name: 'http_requests_total', type: 'counter' });
    expect(one.body.samples.some((s) => s.labels.route === '/api/v1/metrics/available' && s.labels.status === '200')).toBe(true);
  });

  it('answers 404 for an unknown metric name, listing the available ones', async () => {
    const res = await get<{ detail: string; code: string; available: string[] }>('/metrics/metric/no_such_metric');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect(res.body.detail).toContain('No metric named "no_such_metric"');
    expect(res.body.detail).toContain('http_requests_total');
    expect(res.body.available).toContain('llm_calls_total');
  });

  it('answers 400 with the field for a malformed metric name, export format or log query', async () => {
    const bad = await get<{ code: string; errors: { field: string }[] }>('/metrics/metric/9starts-with-digit');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.field).toBe('metric_name');
    const format = await get<{ errors: { field: string }[] }>('/metrics/export?format=xml');
    expect(format.status).toBe(400);
    expect(format.body.errors[0]?.field).toBe('format');
    const limit = await get<{ errors: { field: string }[] }>('/engineering/logs/recent?limit=0');
    expect(limit.status).toBe(400);
    expect(limit.body.errors[0]?.field).toBe('limit');
    const level = await get<{ errors: { field: string }[] }>('/engineering/logs/recent?level=loud');
    expect(level.status).toBe(400);
    expect(level.body.errors[0]?.field).toBe('level');
  });
});

describe('queues', () => {
  it('counts the jobs submitted: three waiting e-mails with the oldest one dated', async () => {
    const before = Date.now();
    for (let i = 0; i < 3; i++) {
      await server.deps.jobs.send('email.send', { organization_id: firm.organizationId, to: 'x@firm.test', subject: `s${i}`, text: 't' }, { startAfter: 3600 });
    }
    const res = await get<QueuesResponse>('/metrics/queues');
    expect(res.status).toBe(200);
    const email = res.body.queues.find((q) => q.name === 'email.send');
    expect(email).toMatchObject({ waiting: 3, active: 0, failed: 0 });
    expect(new Date(email!.oldest_waiting_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.totals.waiting).toBe(res.body.queues.reduce((n, q) => n + q.waiting, 0));
    expect(res.body.queues.some((q) => q.name === 'document.process')).toBe(true);
  });

  it("leaves out pg-boss's internal queues (its clock's __pgboss__send-it)", async () => {
    const existing = await server.deps.database.executeSql(`select 1 from pgboss.queue where name = '__pgboss__send-it'`);
    if (existing.rows.length === 0) await server.deps.database.executeSql(`select pgboss.create_queue('__pgboss__send-it', '{"policy":"standard"}'::json)`);
    const res = await get<QueuesResponse>('/metrics/queues');
    expect(res.status).toBe(200);
    expect(res.body.queues.map((q) => q.name)).toContain('email.send');
    expect(res.body.queues.filter((q) => q.name.startsWith('__pgboss__'))).toEqual([]);
  });
});

describe('documents', () => {
  it("counts the firm's documents by status, the processed ones per hour and the failures by reason", async () => {
    const kase = await createCaseAs(server, firm, 'partner');
    const now = Date.now();
    const doc = (status: string, extra: Partial<typeof documents.$inferInsert> = {}) => ({
      organizationId: firm.organizationId,
      caseId: kase.id,
      filename: `${status}-${Math.random()}.pdf`,
      sizeBytes: 10,
      sha256: 'a'.repeat(64),
      status: status as 'processed',
      ...extra,
    });
    await server.deps.db.insert(documents).values([
      doc('processed', { processedAt: new Date(now - 10 * 60_000) }),
      doc('processed', { processedAt: new Date(now - 5 * 3_600_000) }),
      doc('processed', { processedAt: new Date(now - 30 * 3_600_000) }),
      doc('failed', { failureReason: 'The PDF is damaged' }),
      doc('failed', { failureReason: 'The PDF is damaged' }),
      doc('failed', { failureReason: null }),
      doc('queued'),
      doc('processed', { processedAt: new Date(now - 60_000), deletedAt: new Date() }),
    ]);
    const res = await get<DocumentsMetricsResponse>('/metrics/documents');
    expect(res.status).toBe(200);
    expect(res.body.by_status).toEqual([
      { status: 'failed', count: 3 },
      { status: 'processed', count: 3 },
      { status: 'queued', count: 1 },
    ]);
    expect(res.body.total).toBe(7);
    expect(res.body.processed_last_hour).toBe(1);
    expect(res.body.processed_last_24h).toBe(2);
    expect(res.body.processing_rate_per_hour).toBe(Number((2 / 24).toFixed(2)));
    expect(res.body.processed_per_hour).toHaveLength(24);
    expect(res.body.processed_per_hour.reduce((n, h) => n + h.count, 0)).toBe(2);
    expect(res.body.failures_by_reason).toEqual([
      { reason: 'The PDF is damaged', count: 2 },
      { reason: 'No reason recorded', count: 1 },
    ]);
    // Another firm sees none of them.
    const theirs = await get<DocumentsMetricsResponse>('/metrics/documents', await other.token('admin'));
    expect(theirs.body.total).toBe(0);
    const summary = await get<MetricsSummary>('/metrics/summary');
    expect(summary.body).toMatchObject({ documents_failed: 3, documents_in_progress: 1 });
  });
});

describe('LLM calls', () => {
  it('counts calls, tokens, errors and latency per provider and model', async () => {
    const usage = { organizationId: firm.organizationId, userId: firm.users.admin.id, caseId: null, feature: 'summary' } as const;
    const text = server.deps.ai.text!;
    await text.generate({ system: 'S', prompt: 'one' }, usage);
    await text.generate({ system: 'S', prompt: 'two' }, usage);
    standIn.options.failWith = 500;
    await expect(text.generate({ system: 'S', prompt: 'three' }, usage)).rejects.toThrow();
    standIn.options.failWith = undefined;
    const res = await get<LlmResponse>('/metrics/llm');
    expect(res.status).toBe(200);
    expect(res.body.configured.text).toBe('openai-compatible: gpt-4o-mini');
    expect(res.body.configured.embeddings).toMatch(/^local/);
    const model = res.body.models.find((m) => m.model === 'gpt-4o-mini');
    expect(model).toMatchObject({ provider: 'openai-compatible', kind: 'text', calls: 3, errors: 1 });
    expect(model!.input_tokens).toBeGreaterThan(0);
    expect(model!.output_tokens).toBeGreaterThan(0);
    expect(model!.latency_ms_avg).not.toBeNull();
    expect(res.body.totals).toMatchObject({ calls: 3, errors: 1 });
    const summary = await get<MetricsSummary>('/metrics/summary');
    expect(summary.body).toMatchObject({ llm_calls: 3, llm_errors: 1 });
  });
});

describe('API routes, errors and logs', () => {
  it('gives latency percentiles and error rates per route', async () => {
    for (let i = 0; i < 4; i++) await get('/metrics/available');
    const res = await get<ApiMetricsResponse>('/metrics/api');
    const route = res.body.routes.find((r) => r.route === '/api/v1/metrics/available' && r.method === 'GET');
    expect(route!.requests).toBeGreaterThanOrEqual(4);
    expect(route!.p95_seconds).not.toBeNull();
    expect(route!.p50_seconds!).toBeLessThanOrEqual(route!.p95_seconds!);
    expect(route!.error_rate).toBe(0);
    const notFound = res.body.routes.find((r) => r.route === '/api/v1/metrics/metric/:metric_name');
    expect(notFound!.client_errors).toBeGreaterThanOrEqual(1);
    expect(res.body.totals.requests).toBe(res.body.routes.reduce((n, r) => n + r.requests, 0));
  });

  it('groups errors by fingerprint with counts (numbers and ids masked)', async () => {
    server.deps.log.error({ err: new TypeError('cannot read page 12 of 3f2a9c1e-0000-4000-8000-000000000001') }, 'page failed');
    server.deps.log.error({ err: new TypeError('cannot read page 40 of 9b1c9c1e-0000-4000-8000-000000000002') }, 'page failed');
    server.deps.log.error({ err: new RangeError('something else') }, 'other failure');
    const res = await get<ErrorsResponse>('/engineering/errors');
    const pages = res.body.groups.find((g) => g.type === 'TypeError' && g.message.startsWith('cannot read page'));
    expect(pages!.count).toBe(2);
    expect(pages!.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(pages!.stack).toContain('TypeError');
    expect(res.body.groups.find((g) => g.type === 'RangeError')!.count).toBe(1);
  });

  it("shows recent log lines newest first with level and text filters, never another firm's", async () => {
    server.deps.log.warn('metrics test warning alpha');
    server.deps.log.info('metrics test info alpha');
    const theirs = await other.token('admin');
    await get('/metrics/queues', theirs);
    const res = await get<RecentLogsResponse>('/engineering/logs/recent?q=alpha');
    expect(res.body.lines.map((l) => l.msg)).toEqual(['metrics test info alpha', 'metrics test warning alpha']);
    const warn = await get<RecentLogsResponse>('/engineering/logs/recent?q=alpha&level=warn');
    expect(warn.body.lines.map((l) => l.msg)).toEqual(['metrics test warning alpha']);
    // A firm administrator reads their own firm's request lines, never another firm's; the operator reads both.
    const completed = await get<RecentLogsResponse>('/engineering/logs/recent?q=request%20completed&limit=500', theirs);
    expect(completed.body.lines.length).toBeGreaterThan(0);
    expect(completed.body.lines.some((l) => l.fields.organization_id === other.organizationId)).toBe(true);
    expect(completed.body.lines.some((l) => l.fields.organization_id === firm.organizationId)).toBe(false);
    const everyone = await get<RecentLogsResponse>('/engineering/logs/recent?q=request%20completed&limit=500');
    expect(everyone.body.lines.some((l) => l.fields.organization_id === other.organizationId)).toBe(true);
    expect(res.body.capacity).toBeGreaterThan(0);
    const limited = await get<RecentLogsResponse>('/engineering/logs/recent?limit=2');
    expect(limited.body.lines).toHaveLength(2);
  });
});

describe('summary, health, overview, performance, export and the HTML page', () => {
  it('answer with consistent figures', async () => {
    const summary = await get<MetricsSummary>('/metrics/summary');
    expect(summary.body.status).toBe('healthy');
    expect(summary.body.queue_waiting).toBeGreaterThanOrEqual(3);
    expect(summary.body.error_groups).toBeGreaterThanOrEqual(2);
    const health = await get<MetricsHealth>('/metrics/health');
    expect(health.body).toMatchObject({ status: 'healthy', reasons: [] });
    expect(health.body.readiness.status).toBe('ready');
    const overview = await get<EngineeringOverview>('/engineering/overview');
    expect(overview.body.slowest_routes.length).toBeGreaterThan(0);
    expect(overview.body.queues.find((q) => q.name === 'email.send')!.waiting).toBe(3);
    const perf = await get<EngineeringPerformance>('/engineering/performance');
    expect(perf.body.database_ping_ms).not.toBeNull();
    expect(perf.body.llm[0]).toMatchObject({ model: 'gpt-4o-mini', calls: 3 });
    const html = await get<string>('/engineering/dashboard/html');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.text).toContain('<h1>System status</h1>');
    expect(html.text).toContain('email.send');
    expect(html.text).not.toContain('<script');
  });

  it('exports Prometheus text by default and JSON on request, each audited', async () => {
    const text = await get<string>('/metrics/export');
    expect(text.headers['content-type']).toContain('text/plain');
    expect(text.text).toContain('# TYPE llm_calls_total counter');
    const json = await get<MetricsExportJson>('/metrics/export?format=json');
    expect(json.status).toBe(200);
    expect(json.body.metrics.find((m) => m.name === 'llm_calls_total')!.samples.length).toBeGreaterThan(0);
    const rows = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'data_export')));
    expect(rows.filter((r) => r.resourceType === 'system').map((r) => (r.details as { format: string }).format)).toEqual(expect.arrayContaining(['prometheus', 'json']));
  });
});

describe('POST /metrics/clear', () => {
  it('resets the in-process counters and error groups, keeps the log lines, and is audited', async () => {
    const res = await server.api<MetricsClearResponse>('POST', '/api/v1/metrics/clear', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.cleared).toEqual(expect.arrayContaining(['http_requests', 'llm_calls', 'error_groups']));
    const llm = await get<LlmResponse>('/metrics/llm');
    expect(llm.body.totals).toEqual({ calls: 0, errors: 0, input_tokens: 0, output_tokens: 0 });
    expect((await get<ErrorsResponse>('/engineering/errors')).body).toEqual({ groups: [], total: 0 });
    const api = await get<ApiMetricsResponse>('/metrics/api');
    // Only what was asked since the clear: the clear itself (counted as it answered) and the two
    // reads above (this one is counted after it answers).
    expect(api.body.totals.requests).toBe(3);
    const summary = await get<MetricsSummary>('/metrics/summary');
    expect(summary.body.counting_since).toBe(res.body.cleared_at);
    expect((await get<RecentLogsResponse>('/engineering/logs/recent?q=alpha')).body.lines.length).toBe(2);
    const audit = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'system_config_changed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ resourceType: 'system', resourceName: 'metrics', userId: firm.users.admin.id });
  });
});

describe("the operator and another firm's administrator", () => {
  const OPERATOR_ONLY = ['/metrics/export', '/metrics/available', '/metrics/metric/http_requests_total', '/metrics/metric/no_such_metric'];

  it('refuses the server-wide operations to a firm administrator with 403 in the error shape, audited; the operator has them', async () => {
    const theirs = await other.token('admin');
    const clear = await server.api<{ detail: string; code: string }>('POST', '/api/v1/metrics/clear', { token: theirs });
    expect(clear.status).toBe(403);
    expect(clear.body).toEqual({ detail: "Only the server's operator can do this: it affects every firm on this server.", code: 'forbidden' });
    for (const url of OPERATOR_ONLY) expect((await get(url, theirs)).status, url).toBe(403);
    // The operator: the figures (and a 404 naming the metrics for an unknown name).
    expect((await get('/metrics/available')).status).toBe(200);
    expect((await get('/metrics/metric/no_such_metric')).status).toBe(404);
    const refused = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, other.organizationId), eq(auditLogs.action, 'permission_denied')));
    expect(refused.map((r) => r.resourceName)).toEqual(expect.arrayContaining(['POST /api/v1/metrics/clear', 'GET /api/v1/metrics/export']));
    expect(refused.every((r) => r.outcome === 'blocked')).toBe(true);
    // Nothing was reset and nothing exported for them.
    const cleared = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, other.organizationId), eq(auditLogs.action, 'system_config_changed')));
    expect(cleared).toEqual([]);
  });

  it("shows a firm administrator their own firm's requests, jobs and errors only, and nothing of the process or model calls", async () => {
    const theirs = await other.token('admin');
    await server.deps.jobs.send('email.send', { organization_id: other.organizationId, to: 'y@firm.test', subject: 'theirs', text: 't' }, { startAfter: 3600 });
    for (let i = 0; i < 2; i++) await get('/metrics/documents', theirs);
    await get('/engineering/errors'); // the operator's request, not theirs

    const api = await get<ApiMetricsResponse>('/metrics/api', theirs);
    expect(api.status).toBe(200);
    expect(api.body.routes.find((r) => r.route === '/api/v1/metrics/documents')!.requests).toBe(2);
    expect(api.body.routes.some((r) => r.route === '/api/v1/engineering/errors')).toBe(false);
    const all = await get<ApiMetricsResponse>('/metrics/api');
    expect(all.body.totals.requests).toBeGreaterThan(api.body.totals.requests);
    expect(all.body.routes.some((r) => r.route === '/api/v1/engineering/errors')).toBe(true);

    const queues = await get<QueuesResponse>('/metrics/queues', theirs);
    expect(queues.body.queues.find((q) => q.name === 'email.send')).toMatchObject({ waiting: 1 });
    const serverQueues = (await get<QueuesResponse>('/metrics/queues')).body.queues;
    expect(serverQueues.find((q) => q.name === 'email.send')!.waiting).toBe(4);

    const summary = await get<MetricsSummary>('/metrics/summary', theirs);
    expect(summary.body).toMatchObject({ scope: 'firm', process: null, llm_calls: 0, queue_waiting: 1 });
    // The operator's summary counts every queue's waiting jobs (other modules queue their own, e.g. sign-up mail).
    const waiting = serverQueues.reduce((sum, q) => sum + q.waiting, 0);
    expect(waiting).toBeGreaterThanOrEqual(4);
    expect((await get<MetricsSummary>('/metrics/summary')).body).toMatchObject({ scope: 'server', queue_waiting: waiting });
    expect((await get<MetricsHealth>('/metrics/health', theirs)).body).toMatchObject({ process: null, status: 'healthy' });
    const llm = await get<LlmResponse>('/metrics/llm', theirs);
    expect(llm.body).toMatchObject({ models: [], configured: { text: 'openai-compatible: gpt-4o-mini' } });
    const perf = await get<EngineeringPerformance>('/engineering/performance', theirs);
    expect(perf.body).toMatchObject({ process: null, database_ping_ms: null, llm: [] });
    const overview = await get<EngineeringOverview>('/engineering/overview', theirs);
    expect(overview.body.queues.find((q) => q.name === 'email.send')!.waiting).toBe(1);
    const html = await get<string>('/engineering/dashboard/html', theirs);
    expect(html.text).toContain("your firm's figures");

    // A log line of the operator's firm is not theirs; the operator reads every firm's.
    server.deps.log.warn({ organization_id: firm.organizationId }, 'operator firm line beta');
    expect((await get<RecentLogsResponse>('/engineering/logs/recent?q=beta', theirs)).body.lines).toEqual([]);
    expect((await get<RecentLogsResponse>('/engineering/logs/recent?q=beta')).body.lines.map((l) => l.msg)).toEqual(['operator firm line beta']);
  });

  it('tells the web who is the operator (GET /auth/me); a listed e-mail not yet verified is not one', async () => {
    expect((await get<{ operator?: boolean }>('/auth/me')).body.operator).toBe(true);
    expect((await get<{ operator?: boolean }>('/auth/me', await other.token('admin'))).body.operator).toBe(false);
    const [renamed] = await server.deps.db
      .update(users)
      .set({ email: 'someone@else.test', isVerified: false })
      .where(eq(users.id, other.users.admin.id))
      .returning();
    Object.assign(other.users.admin, renamed);
    const unverified = await other.token('admin');
    expect((await get<{ operator?: boolean }>('/auth/me', unverified)).body.operator).toBe(false);
    expect((await server.api('POST', '/api/v1/metrics/clear', { token: unverified })).status).toBe(403);
  });
});
