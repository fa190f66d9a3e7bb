import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Budget, BudgetAlertList, BudgetList, Case, CostReport, ErrorBody, ModelPriceEntry, ModelPriceList, ModelUsageResponse } from '@app/contract';
import { aiUsage, budgetAlerts } from '../../db/schema/index.js';
import { usageRecorder } from '../../platform/ai/usage.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';

/*
 * Cost analytics over HTTP: figures checked against usage rows this file writes on
 * known days, the CSV agreeing with the chart, budgets and their alerts (once per threshold, by
 * e-mail), the price table's history (a new price never reprices recorded calls), who may do what
 * and another firm's ids answering 404.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;

const BASE = '/api/v1/cost-analytics';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = <T>(method: Method, url: string, token: string, body?: unknown) => server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];

/** A usage row on a given day of January 2026 (noon UTC). */
const usageOn = (day: number, values: { userId: string | null; model: string; cost: number; input?: number; output?: number; caseId?: string | null; feature?: string }) => ({
  organizationId: firm.organizationId,
  userId: values.userId,
  caseId: values.caseId ?? null,
  provider: values.model.startsWith('claude') ? 'anthropic' : 'openai-compatible',
  model: values.model,
  feature: values.feature ?? 'analysis',
  inputTokens: values.input ?? 1000,
  outputTokens: values.output ?? 100,
  costUsd: values.cost,
  priced: values.cost > 0,
  createdAt: new Date(`2026-01-${String(day).padStart(2, '0')}T12:00:00Z`),
});

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Cost Analytics LLP');
  other = await server.createFirm('Other Costs LLP');
  matter = await createCaseAs(server, firm, 'partner', { name: 'Costly matter' });
  const associate = firm.users.associate.id;
  const partner = firm.users.partner.id;
  await server.deps.db.insert(aiUsage).values([
    usageOn(5, { userId: associate, model: 'gpt-4o', cost: 1.25, caseId: matter.id }),
    usageOn(5, { userId: partner, model: 'claude-sonnet-4-5', cost: 0.5, input: 2000, output: 300 }),
    usageOn(20, { userId: associate, model: 'gpt-4o', cost: 0.75, caseId: matter.id, feature: 'summary' }),
    usageOn(31, { userId: null, model: 'mystery-model', cost: 0, feature: 'embedding' }),
    // Outside the period on both sides: must not be counted.
    { ...usageOn(1, { userId: associate, model: 'gpt-4o', cost: 9 }), createdAt: new Date('2025-12-31T23:59:59Z') },
    { ...usageOn(1, { userId: associate, model: 'gpt-4o', cost: 9 }), createdAt: new Date('2026-02-01T00:00:00Z') },
    // Another firm's: never in this firm's figures.
    { ...usageOn(5, { userId: other.users.associate.id, model: 'gpt-4o', cost: 100 }), organizationId: other.organizationId },
  ]);
}, 120_000);
afterAll(() => server?.close());

describe('organization summary', () => {
  it("totals, the day-by-day chart and groupings agree with the rows written, and the read is audited", async () => {
    const res = await api<CostReport>('GET', `${BASE}/organization/summary?from=2026-01-01&to=2026-01-31&group_by=user`, await firm.token('partner'));
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({ calls: 4, input_tokens: 5000, output_tokens: 600, audio_seconds: 0, cost_usd: 2.5, unpriced_calls: 1 });
    expect(res.body.series).toHaveLength(31);
    expect(res.body.series[0]?.period).toBe('2026-01-01');
    expect(res.body.series.find((p) => p.period === '2026-01-05')).toMatchObject({ calls: 2, cost_usd: 1.75 });
    expect(res.body.series.find((p) => p.period === '2026-01-20')).toMatchObject({ calls: 1, cost_usd: 0.75 });
    expect(res.body.series.find((p) => p.period === '2026-01-31')).toMatchObject({ calls: 1, cost_usd: 0, unpriced_calls: 1 });
    expect(res.body.series.reduce((s, p) => s + p.calls, 0)).toBe(4);
    const byUser = Object.fromEntries(res.body.groups.map((g) => [g.label, g.cost_usd]));
    expect(byUser).toEqual({ [firm.users.associate.fullName]: 2, [firm.users.partner.fullName]: 0.5, 'No user (system work)': 0 });
    expect(await auditRowsFor(server, firm.organizationId, 'analytics_viewed')).not.toHaveLength(0);
  });

  it('groups by case, model, feature and provider, and charts by month', async () => {
    const token = await firm.token('admin');
    const byCase = await api<CostReport>('GET', `${BASE}/organization/summary?from=2026-01-01&to=2026-01-31&group_by=case`, token);
    expect(byCase.body.groups.find((g) => g.key === matter.id)).toMatchObject({ label: 'Costly matter', calls: 2, cost_usd: 2 });
    const byModel = await api<CostReport>('GET', `${BASE}/organization/summary?from=2026-01-01&to=2026-01-31&group_by=model`, token);
    expect(byModel.body.groups.map((g) => [g.key, g.cost_usd])).toEqual([
      ['gpt-4o', 2],
      ['claude-sonnet-4-5', 0.5],
      ['mystery-model', 0],
    ]);
    const byFeature = await api<CostReport>('GET', `${BASE}/organization/summary?from=2026-01-01&to=2026-01-31&group_by=feature`, token);
    expect(byFeature.body.groups.find((g) => g.key === 'summary')?.cost_usd).toBe(0.75);
    const byProvider = await api<CostReport>('GET', `${BASE}/organization/summary?from=2026-01-01&to=2026-01-31&group_by=provider`, token);
    expect(byProvider.body.groups.find((g) => g.key === 'anthropic')?.calls).toBe(1);
    const monthly = await api<CostReport>('GET', `${BASE}/organization/summary?from=2025-12-01&to=2026-02-28&interval=month`, token);
    expect(monthly.body.series.map((p) => [p.period, p.cost_usd])).toEqual([
      ['2025-12', 9],
      ['2026-01', 2.5],
      ['2026-02', 9],
    ]);
  });

  it('exports the chart as CSV whose rows equal the series (audited as data_export)', async () => {
    const token = await firm.token('partner');
    const json = await api<CostReport>('GET', `${BASE}/organization/summary?from=2026-01-01&to=2026-01-31`, token);
    const csv = await server.api('GET', `${BASE}/organization/export?from=2026-01-01&to=2026-01-31`, { token });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.headers['content-disposition'])).toContain('ai-costs-firm-2026-01-01-to-2026-01-31.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('period,calls,input_tokens,output_tokens,audio_seconds,cost_usd');
    expect(lines).toHaveLength(32);
    const csvTotal = lines.slice(1).reduce((s, l) => s + Number(l.split(',')[5]), 0);
    expect(csvTotal).toBeCloseTo(json.body.totals.cost_usd, 9);
    expect(lines.find((l) => l.startsWith('2026-01-05,'))).toBe('2026-01-05,2,3000,400,0,1.75');
    expect(await auditRowsFor(server, firm.organizationId, 'data_export')).not.toHaveLength(0);
  });

  it('answers 400 for a period the wrong way round, a bad date, an unknown grouping and a too long day chart', async () => {
    const token = await firm.token('partner');
    const backwards = await api('GET', `${BASE}/organization/summary?from=2026-02-01&to=2026-01-01`, token);
    expect(backwards.status).toBe(400);
    expect(fields(backwards.body)).toContain('to');
    const badDate = await api('GET', `${BASE}/organization/summary?from=2026-02-30`, token);
    expect(badDate.status).toBe(400);
    expect(fields(badDate.body)).toContain('from');
    const grouping = await api('GET', `${BASE}/organization/summary?group_by=colour`, token);
    expect(grouping.status).toBe(400);
    expect(fields(grouping.body)).toContain('group_by');
    const long = await api('GET', `${BASE}/organization/summary?from=2020-01-01&to=2026-01-01&interval=day`, token);
    expect(long.status).toBe(400);
    expect(fields(long.body)).toContain('interval');
    expect((await api('GET', `${BASE}/organization/export?from=2026-02-01&to=2026-01-01`, token)).status).toBe(400);
  });

  it('is for partners and above (403 below)', async () => {
    for (const role of ['associate', 'paralegal', 'viewer'] as const) {
      const res = await api('GET', `${BASE}/organization/summary`, await firm.token(role));
      expect(res.status).toBe(403);
    }
    expect((await api('GET', `${BASE}/models/usage`, await firm.token('associate'))).status).toBe(403);
    expect((await api('GET', `${BASE}/alerts`, await firm.token('associate'))).status).toBe(403);
    expect((await api('GET', `${BASE}/organization/export`, await firm.token('associate'))).status).toBe(403);
  });
});

describe('per user and my usage', () => {
  it("one user's costs; another firm's user is 404; below partner 403", async () => {
    const token = await firm.token('partner');
    const res = await api<CostReport>('GET', `${BASE}/user/${firm.users.associate.id}?from=2026-01-01&to=2026-01-31`, token);
    expect(res.status).toBe(200);
    expect(res.body.totals).toMatchObject({ calls: 2, cost_usd: 2, input_tokens: 2000 });
    expect((await api('GET', `${BASE}/user/${other.users.associate.id}?from=2026-01-01&to=2026-01-31`, token)).status).toBe(404);
    expect((await api('GET', `${BASE}/user/${other.users.associate.id}/export`, token)).status).toBe(404);
    expect((await api('GET', `${BASE}/user/not-a-uuid`, token)).status).toBe(400);
    expect((await api('GET', `${BASE}/user/${firm.users.associate.id}`, await firm.token('associate'))).status).toBe(403);
  });

  it('everyone sees their own usage (and CSV), never anyone else\'s', async () => {
    const mine = await api<CostReport>('GET', `${BASE}/my-usage?from=2026-01-01&to=2026-01-31&group_by=model`, await firm.token('associate'));
    expect(mine.status).toBe(200);
    expect(mine.body.totals).toMatchObject({ calls: 2, cost_usd: 2 });
    expect(mine.body.groups.map((g) => g.key)).toEqual(['gpt-4o']);
    const viewer = await api<CostReport>('GET', `${BASE}/my-usage?from=2026-01-01&to=2026-01-31`, await firm.token('viewer'));
    expect(viewer.status).toBe(200);
    expect(viewer.body.totals.calls).toBe(0);
    const csv = await server.api('GET', `${BASE}/my-usage/export?from=2026-01-01&to=2026-01-31`, { token: await firm.token('associate') });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('2026-01-20,1,1000,100,0,0.75');
    expect((await api('GET', `${BASE}/my-usage?from=2026-01-31&to=2026-01-01`, await firm.token('viewer'))).status).toBe(400);
  });
});

describe('models usage and the price table', () => {
  it('lists usage per model with the price that applies now', async () => {
    const res = await api<ModelUsageResponse>('GET', `${BASE}/models/usage?from=2026-01-01&to=2026-01-31`, await firm.token('partner'));
    expect(res.status).toBe(200);
    expect(res.body.models.find((m) => m.model === 'gpt-4o')).toMatchObject({ calls: 2, cost_usd: 2, current_price: { input_per_million: 2.5, source: 'published' } });
    expect(res.body.models.find((m) => m.model === 'mystery-model')).toMatchObject({ unpriced_calls: 1, current_price: null });
    expect((await api('GET', `${BASE}/models/usage?from=2026-01-05&to=2026-01-04`, await firm.token('partner'))).status).toBe(400);
  });

  it('a new price prices later calls only, keeps its history, and only administrators add one', async () => {
    const record = usageRecorder(server.deps.db);
    const ctx = { organizationId: firm.organizationId, userId: firm.users.paralegal.id, caseId: null, feature: 'analysis' as const };
    await record(ctx, { provider: 'openai-compatible', model: 'gpt-4.1-mini', inputTokens: 1_000_000, outputTokens: 0 });
    const admin = await firm.token('admin');
    const first = await api<ModelPriceEntry>('POST', `${BASE}/prices`, admin, { model: 'gpt-4.1-mini', input_per_million: 1, output_per_million: 2, effective_from: '2026-01-01T00:00:00Z' });
    expect(first.status).toBe(201);
    const second = await api<ModelPriceEntry>('POST', `${BASE}/prices`, admin, { model: 'gpt-4.1-mini', input_per_million: 3, output_per_million: 4 });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ source: 'firm', current: true });
    await record(ctx, { provider: 'openai-compatible', model: 'gpt-4.1-mini', inputTokens: 1_000_000, outputTokens: 0 });
    const rows = await server.deps.db.select().from(aiUsage).where(eq(aiUsage.userId, firm.users.paralegal.id)).orderBy(aiUsage.createdAt);
    // The published price (0.40) for the first call, the firm's current one (3) for the second.
    expect(rows.map((r) => r.costUsd)).toEqual([0.4, 3]);
    const list = await api<ModelPriceList>('GET', `${BASE}/prices`, await firm.token('partner'));
    expect(list.status).toBe(200);
    const history = list.body.prices.filter((p) => p.model === 'gpt-4.1-mini');
    expect(history.map((p) => [p.source, p.input_per_million, p.current])).toEqual([
      ['firm', 3, true],
      ['firm', 1, false],
      ['published', 0.4, false],
    ]);
    expect(history[0]?.created_by_name).toBe(firm.users.admin.fullName);
    // "In use" marks only what this server calls now (the local engines here), not every current price.
    expect(history.some((p) => p.in_use)).toBe(false);
    expect(list.body.prices.filter((p) => p.in_use).map((p) => p.model)).toEqual(expect.arrayContaining(['local', 'local-hash-v1']));
    expect(list.body.prices.find((p) => p.model === 'gpt-4o')).toMatchObject({ current: true, in_use: false });
    expect(await auditRowsFor(server, firm.organizationId, 'organization_billing_changed')).not.toHaveLength(0);
    // Another firm never sees this firm's prices.
    const theirs = await api<ModelPriceList>('GET', `${BASE}/prices`, await other.token('admin'));
    expect(theirs.body.prices.filter((p) => p.model === 'gpt-4.1-mini').map((p) => p.source)).toEqual(['published']);
  });

  it('400 for negative or missing prices, 403 for a partner', async () => {
    const admin = await firm.token('admin');
    const negative = await api('POST', `${BASE}/prices`, admin, { model: 'gpt-4o', input_per_million: -1, output_per_million: 1 });
    expect(negative.status).toBe(400);
    expect(fields(negative.body)).toContain('input_per_million');
    const blank = await api('POST', `${BASE}/prices`, admin, { model: ' ', input_per_million: 1, output_per_million: 1 });
    expect(fields(blank.body)).toContain('model');
    expect((await api('POST', `${BASE}/prices`, await firm.token('partner'), { model: 'gpt-4o', input_per_million: 1, output_per_million: 1 })).status).toBe(403);
  });
});

describe('budgets and alerts', () => {
  it('fires each threshold once a month, e-mails the administrators (and the user for a user budget)', async () => {
    const admin = await firm.token('admin');
    const set = await api<Budget>('PUT', `${BASE}/budgets`, admin, { monthly_limit_usd: 10 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ scope: 'firm', monthly_limit_usd: 10 });
    const userBudget = await api<Budget>('PUT', `${BASE}/budgets`, admin, { user_id: firm.users.viewer.id, monthly_limit_usd: 100 });
    expect(userBudget.body).toMatchObject({ scope: 'user', user_name: firm.users.viewer.fullName });

    // gpt-4o at the published price: 1M input tokens = $2.50. This month's spending so far: the $3.40 above.
    const record = usageRecorder(server.deps.db);
    const ctx = { organizationId: firm.organizationId, userId: firm.users.viewer.id, caseId: null, feature: 'summary' as const };
    const call = { provider: 'openai-compatible', model: 'gpt-4o', inputTokens: 1_000_000, outputTokens: 0 };
    await record(ctx, call); // 5.90: 50 %
    await record(ctx, call); // 8.40: 80 %
    await record(ctx, call); // 10.90: 100 %
    await record(ctx, call); // 13.40: nothing new
    await record(ctx, call); // 15.90
    const alerts = await api<BudgetAlertList>('GET', `${BASE}/alerts`, await firm.token('partner'));
    expect(alerts.status).toBe(200);
    const firmAlerts = alerts.body.alerts.filter((a) => a.user_id === null);
    expect(firmAlerts.map((a) => a.threshold).sort((a, b) => a - b)).toEqual([50, 80, 100]);
    expect(firmAlerts.every((a) => a.emailed_at !== null)).toBe(true);
    // The viewer's own $100 budget: 12.50 spent, below 50 %.
    expect(alerts.body.alerts.filter((a) => a.user_id === firm.users.viewer.id)).toEqual([]);
    const rows = await server.deps.db.select().from(budgetAlerts).where(eq(budgetAlerts.organizationId, firm.organizationId));
    expect(rows).toHaveLength(3);

    const mail = await server.waitForMail((raw) => raw.includes(firm.users.admin.email) && raw.includes('AI budget 100 % reached'));
    expect(mail).toContain('/organization#ai-costs');

    // A user budget lowered below what the user spent: alerts at once, mailed to the user too.
    await api<Budget>('PUT', `${BASE}/budgets`, admin, { user_id: firm.users.viewer.id, monthly_limit_usd: 12 });
    const userMail = await server.waitForMail((raw) => raw.includes(firm.users.viewer.email) && raw.includes('AI budget 100 % reached'));
    expect(userMail).toContain(`${firm.users.viewer.fullName}'s AI budget`);
    const after = await api<BudgetAlertList>('GET', `${BASE}/alerts`, await firm.token('partner'));
    expect(after.body.alerts.filter((a) => a.user_id === firm.users.viewer.id).map((a) => a.threshold).sort((a, b) => a - b)).toEqual([50, 80, 100]);
    await record(ctx, call);
    expect(await server.deps.db.select().from(budgetAlerts).where(eq(budgetAlerts.organizationId, firm.organizationId))).toHaveLength(6);

    const budgets = await api<BudgetList>('GET', `${BASE}/budgets`, await firm.token('partner'));
    expect(budgets.body.budgets.map((b) => b.scope)).toEqual(['firm', 'user']);
    expect(budgets.body.budgets[0]?.spent_this_month_usd).toBeCloseTo(3.4 + 6 * 2.5, 6);
    expect(await auditRowsFor(server, firm.organizationId, 'organization_billing_changed')).not.toHaveLength(0);
  });

  it('acknowledges an alert; another firm\'s alert and budget are 404', async () => {
    const partner = await firm.token('partner');
    const [alert] = (await api<BudgetAlertList>('GET', `${BASE}/alerts`, partner)).body.alerts;
    if (!alert) throw new Error('expected an alert');
    const ack = await api<{ acknowledged_at: string | null }>('POST', `${BASE}/alerts/${alert.id}/acknowledge`, partner);
    expect(ack.status).toBe(200);
    expect(ack.body.acknowledged_at).not.toBeNull();
    expect((await api('POST', `${BASE}/alerts/${alert.id}/acknowledge`, await other.token('admin'))).status).toBe(404);
    const budgets = (await api<BudgetList>('GET', `${BASE}/budgets`, partner)).body.budgets;
    expect((await api('DELETE', `${BASE}/budgets/${budgets[0]?.id}`, await other.token('admin'))).status).toBe(404);
    expect((await api('PUT', `${BASE}/budgets`, await other.token('admin'), { user_id: firm.users.viewer.id, monthly_limit_usd: 5 })).status).toBe(404);
    const removed = await api<Budget>('DELETE', `${BASE}/budgets/${budgets[1]?.id}`, await firm.token('admin'));
    expect(removed.status).toBe(200);
    expect((await api<BudgetList>('GET', `${BASE}/budgets`, partner)).body.budgets).toHaveLength(1);
  });

  it('400 for a budget below zero, 403 for a partner setting one', async () => {
    const negative = await api('PUT', `${BASE}/budgets`, await firm.token('admin'), { monthly_limit_usd: -5 });
    expect(negative.status).toBe(400);
    expect(fields(negative.body)).toContain('monthly_limit_usd');
    expect(negative.body.errors?.[0]?.message).toBe('A budget cannot be below zero');
    expect((await api('PUT', `${BASE}/budgets`, await firm.token('partner'), { monthly_limit_usd: 5 })).status).toBe(403);
    expect((await api('GET', `${BASE}/budgets`, await firm.token('associate'))).status).toBe(403);
  });
});
