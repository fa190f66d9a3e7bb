import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BudgetAlertList, BudgetList, CostReport, ModelPriceList } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { CostsSection } from './CostsSection';
import { MyUsageSection } from './MyUsageSection';

const downloaded = vi.hoisted(() => vi.fn());
vi.mock('../../components/download', () => ({ downloadBlob: downloaded }));

const point = (period: string, cost: number, calls: number) => ({ period, calls, input_tokens: calls * 1000, output_tokens: calls * 100, audio_seconds: 0, cost_usd: cost, unpriced_calls: 0 });
const REPORT: CostReport = {
  from: '2026-11-01',
  to: '2026-11-03',
  group_by: 'model',
  interval: 'day',
  totals: { calls: 3, input_tokens: 3000, output_tokens: 300, audio_seconds: 0, cost_usd: 2.5, unpriced_calls: 0 },
  series: [point('2026-11-01', 1.75, 2), point('2026-11-02', 0, 0), point('2026-11-03', 0.75, 1)],
  groups: [{ key: 'gpt-4o', label: 'gpt-4o', calls: 3, input_tokens: 3000, output_tokens: 300, audio_seconds: 0, cost_usd: 2.5, unpriced_calls: 0 }],
  budget: { monthly_limit_usd: 5, spent_this_month_usd: 2.5, percent_used: 50 },
};
const ALERTS: BudgetAlertList = {
  alerts: [
    { id: '11111111-1111-4111-8111-111111111111', budget_id: '22222222-2222-4222-8222-222222222222', user_id: null, user_name: null, period: '2026-11', threshold: 80, spent_usd: 4.1, limit_usd: 5, emailed_at: null, acknowledged_at: null, created_at: '2026-11-03T00:00:00Z' },
  ],
};
const BUDGETS: BudgetList = {
  budgets: [{ id: '22222222-2222-4222-8222-222222222222', scope: 'firm', user_id: null, user_name: null, monthly_limit_usd: 5, spent_this_month_usd: 2.5, percent_used: 50, updated_at: '2026-11-01T00:00:00Z' }],
};
const PRICES: ModelPriceList = {
  prices: [
    { id: null, model: 'claude-3-5-haiku-latest', input_per_million: 0.8, output_per_million: 4, per_minute: null, batch_discount: null, effective_from: null, source: 'published', current: true, in_use: false, created_by_name: null },
    { id: null, model: 'gpt-4o', input_per_million: 2.5, output_per_million: 10, per_minute: null, batch_discount: null, effective_from: null, source: 'published', current: true, in_use: true, created_by_name: null },
    { id: null, model: 'whisper-1', input_per_million: 0, output_per_million: 0, per_minute: 0.006, batch_discount: null, effective_from: null, source: 'published', current: true, in_use: false, created_by_name: null },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const u = String(url);
    if (u.includes('/export')) return new Response('period,calls\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    if (u.includes('/alerts')) return json(ALERTS);
    if (u.includes('/budgets') && init?.method === 'PUT') return json({ detail: 'Invalid', code: 'validation_error', errors: [{ field: 'monthly_limit_usd', message: 'A budget cannot be below zero' }] }, 400);
    if (u.includes('/budgets')) return json(BUDGETS);
    if (u.includes('/prices')) return json(PRICES);
    if (u.includes('/team/members')) return json({ members: [], total: 0 });
    return json(REPORT);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('CostsSection', { timeout: 60_000 }, () => {
  it('charts the cost per day with the same figures as the series, and shows totals, budget, alert and prices', async () => {
    renderWithSession(<CostsSection role="partner" />, { auth: fakeAuth({ user: makeUser('partner') }) });
    const chart = await screen.findByTestId('cost-chart');
    const bars = chart.querySelectorAll('[data-value]');
    expect([...bars].map((b) => Number(b.getAttribute('data-value')))).toEqual([1.75, 0, 0.75]);
    expect([...bars].map((b) => b.getAttribute('data-label'))).toEqual(['1 Nov', '2 Nov', '3 Nov']);
    expect(screen.getByTestId('cost-total-cost')).toHaveTextContent('$2.50');
    expect(screen.getByTestId('cost-budget')).toHaveTextContent('$2.50 of a $5.00 budget (50 %)');
    expect(await screen.findByText(/Firm budget reached 80 % in 2026-11/)).toBeInTheDocument();
    const prices = await screen.findByTestId('prices');
    await within(prices).findByText('gpt-4o');
    // "In use" only on the model the server calls, and prices in cents ("$0.80", never "$0.8").
    expect(within(prices).getAllByText('In use')).toHaveLength(1);
    expect(within(prices).getByRole('row', { name: /gpt-4o/ })).toHaveTextContent('In use');
    expect(within(prices).getByRole('row', { name: /claude-3-5-haiku-latest/ })).toHaveTextContent(/claude-3-5-haiku-latest\s*\$0\.80\$4\.00/);
    expect(within(prices).getByRole('row', { name: /whisper-1/ })).toHaveTextContent('$0.006/min');
    // A partner reads; only administrators change budgets and prices.
    expect(screen.queryByRole('button', { name: 'Save budget' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add price' })).toBeNull();
  });

  it('charts the calls when every call of the period was free, and lets the cost be chosen', async () => {
    const free = { ...REPORT, totals: { ...REPORT.totals, calls: 51, cost_usd: 0 }, series: [point('2026-11-01', 0, 30), point('2026-11-02', 0, 0), point('2026-11-03', 0, 21)] };
    fetchMock.mockImplementation(async (url: string) => (String(url).includes('/organization/summary') ? json(free) : json({ alerts: [], budgets: [], prices: [] })));
    renderWithSession(<CostsSection role="partner" />, { auth: fakeAuth({ user: makeUser('partner') }) });
    const chart = await screen.findByTestId('cost-chart');
    await waitFor(() => expect(chart.querySelectorAll('[data-value]')).toHaveLength(3));
    expect([...chart.querySelectorAll('[data-value]')].map((b) => Number(b.getAttribute('data-value')))).toEqual([30, 0, 21]);
    expect(chart).toHaveTextContent('Every call in this period was free');
    await userEvent.click(within(chart).getByRole('button', { name: 'Cost' }));
    expect([...chart.querySelectorAll('[data-value]')].map((b) => Number(b.getAttribute('data-value')))).toEqual([0, 0, 0]);
  });

  it('is not shown below partner', () => {
    const { container } = renderWithSession(<CostsSection role="associate" />, { auth: fakeAuth({ user: makeUser('associate') }) });
    expect(container).toBeEmptyDOMElement();
  });

  it("an administrator's negative budget is refused before it is sent", async () => {
    const user = userEvent.setup();
    renderWithSession(<CostsSection role="admin" />, { auth: fakeAuth({ user: makeUser('admin') }) });
    await user.type(await screen.findByLabelText('Monthly limit (USD)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(await screen.findByText('A budget cannot be below zero')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
  });
});

describe('MyUsageSection', { timeout: 60_000 }, () => {
  it('reads my-usage and downloads its CSV for the same period', async () => {
    const user = userEvent.setup();
    renderWithSession(<MyUsageSection />, { auth: fakeAuth({ user: makeUser('viewer') }) });
    await screen.findByTestId('cost-chart');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cost-analytics/my-usage?'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloaded).toHaveBeenCalledWith(expect.stringMatching(/^ai-costs-my-usage-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/), expect.anything()));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cost-analytics/my-usage/export?'))).toBe(true);
  });
});
