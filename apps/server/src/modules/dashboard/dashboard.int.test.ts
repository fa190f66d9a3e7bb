import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AllCaseInsightsResponse, Case, CaseEvent, DashboardStats, DiscoveryRequest, ErrorBody, Insight, InsightsResponse } from '@app/contract';
import { aiBudgets, auditLogs, budgetAlerts, cases, documents, lawyerAlerts, lawyerAnalyses } from '../../db/schema/index.js';
import { announceFirmDataChanged } from '../../platform/firm-data/changed.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { dashboardWindow, weekStartAt } from './window.js';

/*
 * The dashboard over data this file creates: each figure is the count of rows made here that the
 * rule should (and should not) count, with rows just inside and just outside every boundary
 * (the 7-day horizon, the 30-day idle limit, the caller's visible cases, another firm).
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let assigned: Case; // the associate's case
let unassigned: Case;
let idle: Case; // 31 days without activity
let recent: Case; // 29 days without activity
let closed: Case;
let foreign: Case;
const DAY = 86_400_000;
const w = dashboardWindow();
/** Noon UTC `days` from today: the middle of a calendar day, so the boundaries are the days'. */
const noon = (days: number) => new Date(w.todayStart.getTime() + days * DAY + 12 * 3_600_000).toISOString();
const events: Record<string, CaseEvent> = {};
const requests: Record<string, DiscoveryRequest> = {};
let failedDocId = '';
let alertId = '';

type Method = 'GET' | 'POST' | 'PUT';
const api = async <T>(method: Method, url: string, token: string, body?: unknown) => server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];

async function addEvent(key: string, matter: Case, event_type: CaseEvent['event_type'], title: string, days: number, status: CaseEvent['status'] = 'scheduled') {
  const res = await api<CaseEvent>('POST', `/api/v1/cases/${matter.id}/events`, await firm.token('partner'), { event_type, title, starts_at: noon(days), status });
  expect(res.status, res.text).toBe(201);
  events[key] = res.body;
}

async function addRequest(key: string, matter: Case, servedDaysAgo: number, direction: 'received' | 'served' = 'received') {
  const served = new Date(w.todayStart.getTime() - servedDaysAgo * DAY).toISOString().slice(0, 10);
  const res = await api<DiscoveryRequest>('POST', '/api/v1/discovery/requests', await firm.token('partner'), {
    case_id: matter.id,
    direction,
    title: `Requests for production ${key}`,
    served_date: served,
    service_method: 'email',
    response_days: 30,
    items: [{ text: 'All contracts.' }],
  });
  expect(res.status, res.text).toBe(201);
  requests[key] = res.body;
}

const setIdle = (matter: Case, days: number) =>
  server.deps.db.update(cases).set({ updatedAt: new Date(Date.now() - days * DAY), createdAt: new Date(Date.now() - days * DAY) }).where(eq(cases.id, matter.id));

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Dashboard Figures LLP');
  other = await server.createFirm('Other Dashboard LLP');
  const partner = await firm.token('partner');
  assigned = await createCaseAs(server, firm, 'partner', { name: 'Assigned matter' });
  unassigned = await createCaseAs(server, firm, 'partner', { name: 'Unassigned matter' });
  idle = await createCaseAs(server, firm, 'partner', { name: 'Idle matter' });
  recent = await createCaseAs(server, firm, 'partner', { name: 'Recent matter' });
  closed = await createCaseAs(server, firm, 'partner', { name: 'Closed matter' });
  foreign = await createCaseAs(server, other, 'partner', { name: 'Foreign matter' });
  const grant = await api('POST', `/api/v1/cases/${assigned.id}/permissions`, partner, { user_id: firm.users.associate.id, access_level: 'edit' });
  expect(grant.status).toBeLessThan(300);

  // Deadlines of the assigned case: in the horizon (today+0 .. today+7) or not, answered or not.
  await addEvent('today', assigned, 'deadline', 'Motion to compel deadline', 0);
  await addEvent('in3', assigned, 'deadline', 'Expert disclosure deadline', 3);
  await addEvent('in7', assigned, 'deadline', 'Summary judgment opposition deadline', 7);
  await addEvent('in8', assigned, 'deadline', 'Pretrial memorandum deadline', 8);
  await addEvent('answered', assigned, 'deadline', 'Reply brief deadline', 5);
  await addEvent('answering', assigned, 'filing', 'Reply brief filed', 1);
  await addEvent('done', assigned, 'deadline', 'Witness list deadline', 2, 'completed');
  await addEvent('yesterday', assigned, 'deadline', 'Initial disclosures deadline', -1);
  await addEvent('hearing', assigned, 'hearing', 'Status conference', 2);
  await addEvent('unassigned2', unassigned, 'deadline', 'Answer to complaint deadline', 2);
  const foreignEvent = await api('POST', `/api/v1/cases/${foreign.id}/events`, await other.token('partner'), { event_type: 'deadline', title: 'Their deadline', starts_at: noon(1) });
  expect(foreignEvent.status).toBe(201);

  // Discovery: received and open, due in the horizon / overdue / later; one we served.
  await addRequest('due', assigned, 28); // due in 2 days (a weekend moves it to at most 4)
  await addRequest('overdue', assigned, 45); // due 15 days ago (a weekend moves it to at most 13)
  await addRequest('later', assigned, 5);
  await addRequest('ours', assigned, 28, 'served');

  // Documents (rows as the pipeline leaves them): three processed on the assigned case, one of them
  // then failed; one on the unassigned case; one deleted (never counted).
  const doc = (matter: Case, filename: string, extra: Partial<typeof documents.$inferInsert> = {}) => ({
    organizationId: firm.organizationId,
    caseId: matter.id,
    filename,
    sizeBytes: 10,
    sha256: filename.padEnd(64, '0'),
    status: 'processed' as const,
    processedAt: new Date(),
    ...extra,
  });
  const inserted = await server.deps.db
    .insert(documents)
    .values([
      doc(assigned, 'letter-one.txt'),
      doc(assigned, 'letter-two.txt', { status: 'failed', failureReason: 'The file is encrypted', processedAt: null }),
      doc(assigned, 'letter-three.txt'),
      doc(unassigned, 'memo.txt'),
      doc(unassigned, 'deleted.txt', { deletedAt: new Date() }),
      doc(assigned, 'eight-days-before-monday.txt', { processedAt: new Date(w.weekStart.getTime() - 8 * DAY) }),
    ])
    .returning();
  failedDocId = inserted[1]!.id;

  await setIdle(idle, 31);
  await setIdle(recent, 29);
  await setIdle(closed, 60);
  await server.deps.db.update(cases).set({ status: 'closed', updatedAt: new Date(Date.now() - 60 * DAY) }).where(eq(cases.id, closed.id));

  // A firm budget past 50 and 80 % this month (one insight, at 80), a user budget of last month (none).
  const db = server.deps.db;
  const [budget] = await db.insert(aiBudgets).values({ organizationId: firm.organizationId, scope: 'firm', monthlyLimitUsd: 100 }).returning();
  await db.insert(budgetAlerts).values([
    { organizationId: firm.organizationId, budgetId: budget!.id, period: w.month, threshold: 50, spentUsd: 51, limitUsd: 100 },
    { organizationId: firm.organizationId, budgetId: budget!.id, period: w.month, threshold: 80, spentUsd: 83.5, limitUsd: 100 },
    { organizationId: firm.organizationId, budgetId: budget!.id, period: '2001-01', threshold: 100, spentUsd: 120, limitUsd: 100 },
  ]);
  // A lawyer-analysis alert on the assigned case, and an acknowledged one (not listed).
  const [analysis] = await db
    .insert(lawyerAnalyses)
    .values({ organizationId: firm.organizationId, caseId: assigned.id, inputsVersion: 'v1', engine: 'offline', content: {} })
    .returning();
  const [alert] = await db
    .insert(lawyerAlerts)
    .values([
      { organizationId: firm.organizationId, caseId: assigned.id, analysisId: analysis!.id, kind: 'new_risk', severity: 'high', title: 'New risk: late notice', detail: 'A new letter says notice was late.' },
      { organizationId: firm.organizationId, caseId: assigned.id, analysisId: analysis!.id, kind: 'new_risk', severity: 'high', title: 'Seen', detail: 'Seen.', acknowledgedAt: new Date() },
    ])
    .returning();
  alertId = alert!.id;
}, 120_000);
afterAll(() => server?.close());

const stats = async (role: 'partner' | 'associate' | 'viewer', query = '') => api<DashboardStats>('GET', `/api/v1/dashboard/stats${query}`, await firm.token(role));
const insights = async (role: 'partner' | 'associate', query = '') => api<InsightsResponse>('GET', `/api/v1/dashboard/insights${query}`, await firm.token(role));
const ids = (list: Insight[]) => list.map((i) => i.id);

describe('GET /dashboard/stats', () => {
  it("counts a partner's firm-wide figures from the rows created", async () => {
    const res = await stats('partner');
    expect(res.status, res.text).toBe(200);
    const s = res.body;
    expect(s.cases).toEqual({ total: 5, open: 4, inactive: 1 });
    expect(s.documents).toEqual({ total: 5, processed_this_week: 3, failed: 1, processing: 0 });
    // Horizon deadlines: today, in3, in7, answered, unassigned2, plus the calendar deadlines of the two
    // requests (received and served) due in the horizon, which the discovery insight covers instead.
    const dueDays = Math.round((Date.parse(`${requests.due!.due_date}T00:00:00Z`) - w.todayStart.getTime()) / DAY);
    expect(dueDays).toBeLessThanOrEqual(7);
    expect(s.deadlines).toEqual({ next_7_days: 7, without_filing: 4, overdue: 2 });
    expect(s.discovery).toEqual({ responses_due_7_days: 1, overdue: 1 });
  });

  it('limits an associate to the cases assigned to them', async () => {
    const s = (await stats('associate')).body;
    expect(s.cases).toEqual({ total: 1, open: 1, inactive: 0 });
    expect(s.documents).toEqual({ total: 4, processed_this_week: 2, failed: 1, processing: 0 });
    expect(s.deadlines).toEqual({ next_7_days: 6, without_filing: 3, overdue: 2 });
    expect(s.discovery).toEqual({ responses_due_7_days: 1, overdue: 1 });
  });

  it('draws weekly charts: processed documents, open deadlines by week, activity on visible cases', async () => {
    const s = (await stats('partner', '?weeks=4')).body;
    const past = [-3, -2, -1, 0].map((o) => weekStartAt(w, o));
    expect(s.charts.documents_processed_per_week).toEqual(past.map((week_start, i) => ({ week_start, value: i === 3 ? 3 : i === 1 ? 1 : 0 })));
    const coming = [0, 1, 2, 3].map((o) => weekStartAt(w, o));
    const scheduledDeadlines = [
      ...Object.values(events).filter((e) => e.event_type === 'deadline' && e.status === 'scheduled').map((e) => e.starts_at),
      ...Object.values(requests).map((r) => `${r.due_date}T12:00:00.000Z`),
    ];
    const weekOf = (iso: string) => {
      const t = Date.parse(iso);
      return coming.filter((c) => Date.parse(`${c}T00:00:00Z`) <= t).at(-1);
    };
    const lastWeekEnd = Date.parse(`${coming[3]}T00:00:00Z`) + 7 * DAY;
    const expected = coming.map((week_start) => ({
      week_start,
      value: scheduledDeadlines.filter((iso) => Date.parse(iso) >= Date.parse(`${coming[0]}T00:00:00Z`) && Date.parse(iso) < lastWeekEnd && weekOf(iso) === week_start).length,
    }));
    expect(s.charts.open_deadlines_per_week).toEqual(expected);
    // Activity: the firm's audit rows this week naming one of its cases (by resource or details.case_id).
    const rows = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, firm.organizationId));
    const visible = new Set([assigned, unassigned, idle, recent, closed].map((c) => c.id));
    const thisWeek = rows.filter((r) => {
      const caseId = r.resourceType === 'case' ? r.resourceId : (r.details.case_id as string | undefined);
      return caseId !== undefined && caseId !== null && visible.has(caseId) && r.timestamp >= w.weekStart;
    }).length;
    expect(thisWeek).toBeGreaterThan(0);
    expect(s.charts.activity_per_week.map((p) => p.value)).toEqual([0, 0, 0, thisWeek]);
  });

  it('answers 400 with the field for weeks out of range, and 401 without a session', async () => {
    const bad = await stats('partner', '?weeks=53');
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toContain('weeks');
    expect((await server.api('GET', '/api/v1/dashboard/stats')).status).toBe(401);
  });

  it("does not count another firm's rows", async () => {
    const s = (await api<DashboardStats>('GET', '/api/v1/dashboard/stats', await other.token('partner'))).body;
    expect(s.cases.total).toBe(1);
    expect(s.deadlines.next_7_days).toBe(1);
    expect(s.documents.total).toBe(0);
  });
  it("reuses a firm's answer until someone of the firm changes something through the API", async () => {
    const first = (await stats('partner')).body;
    const touch = async (f: TestFirm, matter: Case, priority: Case['priority']) => {
      const res = await api<Case>('PUT', `/api/v1/cases/${matter.id}`, await f.token('partner'), { priority });
      expect(res.status, res.text).toBe(200);
    };
    // A row changed behind the API's back is not seen yet: the answer is reused (answer-cache.ts).
    await server.deps.db.update(cases).set({ status: 'closed' }).where(eq(cases.id, recent.id));
    const again = (await stats('partner')).body;
    expect(again.generated_at).toBe(first.generated_at);
    expect(again.cases).toEqual(first.cases);
    // Another firm's change leaves this firm's answer alone; a change by this firm recounts it.
    await touch(other, foreign, foreign.priority);
    expect((await stats('partner')).body.generated_at).toBe(first.generated_at);
    await touch(firm, recent, recent.priority);
    expect((await stats('partner')).body.cases.open).toBe(first.cases.open - 1);
    await server.deps.db.update(cases).set({ status: recent.status }).where(eq(cases.id, recent.id));
    await touch(firm, recent, recent.priority);
    expect((await stats('partner')).body.cases).toEqual(first.cases);
  });

  it('recounts a firm when any server says its data changed (a document processed in the worker, a write on another app server)', async () => {
    const first = (await stats('partner')).body;
    await server.deps.db.update(cases).set({ status: 'closed' }).where(eq(cases.id, recent.id));
    expect((await stats('partner')).body.cases).toEqual(first.cases);
    // Another firm's signal leaves this firm's answer alone; its own recounts it.
    await announceFirmDataChanged(server.deps.live, other.organizationId);
    expect((await stats('partner')).body.cases).toEqual(first.cases);
    await announceFirmDataChanged(server.deps.live, firm.organizationId);
    expect((await stats('partner')).body.cases.open).toBe(first.cases.open - 1);
    await server.deps.db.update(cases).set({ status: recent.status }).where(eq(cases.id, recent.id));
    await announceFirmDataChanged(server.deps.live, firm.organizationId);
    expect((await stats('partner')).body.cases).toEqual(first.cases);
  });
});

describe('GET /dashboard/insights', () => {
  it("lists a partner's insights, most urgent first, each with its reason and link", async () => {
    const res = await insights('partner');
    expect(res.status, res.text).toBe(200);
    const list = res.body.insights;
    const expected = [
      `deadline_without_filing:${events.today!.id}`,
      `deadline_without_filing:${events.in3!.id}`,
      `deadline_without_filing:${events.in7!.id}`,
      `deadline_without_filing:${events.unassigned2!.id}`,
      `discovery_response_due:${requests.due!.id}`,
      `discovery_response_due:${requests.overdue!.id}`,
      `document_failed:${failedDocId}`,
      `case_inactive:${idle.id}`,
      `lawyer_alert:${alertId}`,
    ];
    expect(res.body.total).toBe(expected.length + 1); // and the budget
    expect(new Set(ids(list))).toEqual(new Set([...expected, ...list.filter((i) => i.kind === 'budget_threshold').map((i) => i.id)]));
    expect(list.filter((i) => i.kind === 'budget_threshold')).toHaveLength(1);
    const budget = list.find((i) => i.kind === 'budget_threshold')!;
    expect(budget.severity).toBe('high');
    expect(budget.title).toContain('80 %');
    const severities = list.map((i) => ['critical', 'high', 'medium', 'low'].indexOf(i.severity));
    expect([...severities].sort((a, b) => a - b)).toEqual(severities);
    const first = list[0]!;
    expect(first.id).toBe(`discovery_response_due:${requests.overdue!.id}`); // overdue: critical, and the oldest due date
    expect(first.severity).toBe('critical');
    const today = list.find((i) => i.id === `deadline_without_filing:${events.today!.id}`)!;
    expect(today).toMatchObject({ severity: 'critical', case_id: assigned.id, case_name: 'Assigned matter', link: `/cases/${assigned.id}?event=${events.today!.id}`, due_at: noon(0) });
    expect(today.title).toContain('today');
    expect(today.reason).toContain('Motion to compel deadline');
    const failed = list.find((i) => i.kind === 'document_failed')!;
    expect(failed.reason).toContain('The file is encrypted');
    expect(failed.link).toBe(`/cases/${assigned.id}?document=${failedDocId}`);
    expect(list.find((i) => i.kind === 'case_inactive')!.title).toContain('31 days');
    expect(list.find((i) => i.kind === 'lawyer_alert')!).toMatchObject({ title: 'New risk: late notice', severity: 'high' });
  });

  it('keeps the total and the order under a limit', async () => {
    const all = (await insights('partner')).body;
    const top = (await insights('partner', '?limit=3')).body;
    expect(top.total).toBe(all.total);
    expect(ids(top.insights)).toEqual(ids(all.insights).slice(0, 3));
  });

  it("shows an associate only their case's insights and no budget", async () => {
    const list = (await insights('associate')).body;
    expect(list.insights.every((i) => i.case_id === assigned.id)).toBe(true);
    expect(list.total).toBe(7); // 3 deadlines, 2 discovery, 1 failed document, 1 lawyer alert
  });

  it('narrows to one case; another firm\'s or an unassigned case answers 404', async () => {
    const one = (await insights('partner', `?case_id=${unassigned.id}`)).body;
    expect(ids(one.insights)).toEqual([`deadline_without_filing:${events.unassigned2!.id}`]);
    expect((await insights('partner', `?case_id=${foreign.id}`)).status).toBe(404);
    expect((await insights('associate', `?case_id=${unassigned.id}`)).status).toBe(404);
  });

  it('answers 400 with the fields for a bad limit or case id', async () => {
    const res = await insights('partner', '?limit=0&case_id=nope');
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(expect.arrayContaining(['limit', 'case_id']));
  });
});

describe('GET /dashboard/all-case-insights', () => {
  it('groups the insights by case, the case of the most urgent first', async () => {
    const res = await api<AllCaseInsightsResponse>('GET', '/api/v1/dashboard/all-case-insights', await firm.token('partner'));
    expect(res.status, res.text).toBe(200);
    expect(res.body.cases.map((c) => c.case_id)).toEqual([assigned.id, unassigned.id, idle.id]);
    expect(res.body.cases[0]!.insights).toHaveLength(7);
    expect(res.body.cases[2]).toMatchObject({ case_name: 'Idle matter', insights: [expect.objectContaining({ kind: 'case_inactive' })] });
    const viewer = await api<AllCaseInsightsResponse>('GET', '/api/v1/dashboard/all-case-insights', await firm.token('viewer'));
    expect(viewer.status).toBe(200);
    expect(viewer.body.cases).toEqual([]);
  });

  it("never lists another firm's cases", async () => {
    const res = await api<AllCaseInsightsResponse>('GET', '/api/v1/dashboard/all-case-insights', await other.token('partner'));
    expect(res.body.cases.map((c) => c.case_id)).toEqual([foreign.id]);
    const mine = await server.deps.db.select({ id: documents.id }).from(documents).where(inArray(documents.caseId, [foreign.id]));
    expect(mine).toHaveLength(0);
  });
});
