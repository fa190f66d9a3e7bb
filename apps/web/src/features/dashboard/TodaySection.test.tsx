import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardStats, Insight, InsightsResponse } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { TodaySection } from './TodaySection';

const CASE_ID = '11111111-1111-4111-8111-111111111111';
const weeks = (values: number[]) => values.map((value, i) => ({ week_start: `2026-11-${String(2 + 7 * i).padStart(2, '0')}`, value }));
const STATS: DashboardStats = {
  cases: { total: 14, open: 11, inactive: 2 },
  documents: { total: 310, processed_this_week: 27, failed: 3, processing: 1 },
  deadlines: { next_7_days: 5, without_filing: 4, overdue: 0 },
  discovery: { responses_due_7_days: 2, overdue: 1 },
  charts: { documents_processed_per_week: weeks([9, 0, 12, 27]), open_deadlines_per_week: weeks([5, 3, 0, 1]), activity_per_week: weeks([40, 22, 35, 51]) },
  generated_at: '2026-11-27T09:00:00.000Z',
};
const DEADLINE: Insight = {
  id: `deadline_without_filing:${CASE_ID}`,
  kind: 'deadline_without_filing',
  severity: 'critical',
  title: 'Opposition brief due in 2 days',
  reason: 'The deadline falls within 7 days and no filing answers it.',
  link: `/cases/${CASE_ID}?event=e1`,
  case_id: CASE_ID,
  case_name: 'Rivera v. Harbor Hotels Group',
  due_at: '2026-11-29T17:00:00.000Z',
  created_at: '2026-11-27T09:00:00.000Z',
};
const FAILED: Insight = { ...DEADLINE, id: 'document_failed:d1', kind: 'document_failed', severity: 'medium', title: 'scan.pdf failed to process', reason: 'Text extraction failed: the file is encrypted.', link: `/cases/${CASE_ID}/documents/d1`, due_at: null };
const INSIGHTS: InsightsResponse = { insights: [DEADLINE, FAILED], total: 23, generated_at: '2026-11-27T09:00:00.000Z' };

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
function serve(stats: () => Response, insights: () => Response) {
  fetchMock = vi.fn(async (url: string) => {
    // The upcoming-deadlines card reads the calendar; its own test covers what it shows.
    if (String(url).includes('/calendar/events')) return json({ events: [], total: 0, time_zone: 'America/New_York' });
    return String(url).includes('/dashboard/stats') ? stats() : insights();
  });
  vi.stubGlobal('fetch', fetchMock);
}
beforeEach(() => serve(() => json(STATS), () => json(INSIGHTS)));
afterEach(() => vi.unstubAllGlobals());

const setup = () => renderWithSession(<TodaySection />, { auth: fakeAuth({ user: makeUser('associate') }) });

describe('TodaySection', { timeout: 60_000 }, () => {
  it('shows the four figures with what needs acting on', async () => {
    setup();
    const deadlines = await screen.findByTestId('stat-deadlines');
    expect(deadlines).toHaveTextContent('Deadlines in 7 days');
    expect(deadlines).toHaveTextContent('5');
    expect(deadlines).toHaveTextContent('4 without a filing · 0 overdue');
    expect(screen.getByTestId('stat-open-cases')).toHaveTextContent('Open cases11');
    expect(screen.getByTestId('stat-discovery')).toHaveTextContent('1 overdue');
    expect(screen.getByTestId('stat-documents')).toHaveTextContent('27');
    expect(screen.getByTestId('stat-documents')).toHaveTextContent('3 failed · 1 processing');
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(expect.arrayContaining([expect.stringMatching(/\/dashboard\/stats\?weeks=12$/), expect.stringMatching(/\/dashboard\/insights\?limit=20$/)]));
  });

  it('lists insights with severity, title linking to where to act, reason and case', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Needs attention' });
    const items = within(list).getAllByTestId('insight');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Opposition brief due in 2 days' })).toHaveAttribute('href', `/cases/${CASE_ID}?event=e1`);
    expect(first.getByText('Critical')).toBeInTheDocument();
    expect(first.getByText('The deadline falls within 7 days and no filing answers it.')).toBeInTheDocument();
    expect(first.getByText(/Rivera v\. Harbor Hotels Group/)).toBeInTheDocument();
    expect(first.getByText(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(DEADLINE.due_at!)))).toBeInTheDocument();
    expect(within(items[1]!).getByText('Medium')).toBeInTheDocument();
    expect(screen.getByText('The 2 most urgent of 23')).toBeInTheDocument();
  });

  it('unfolds the rest of the insights on request', async () => {
    setup();
    await screen.findByRole('list', { name: 'Needs attention' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show 21 more' }));
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => /\/dashboard\/insights\?limit=200$/.test(String(c[0])))).toBe(true));
    expect(screen.getAllByTestId('insight')).toHaveLength(2);
  });

  it('draws the three weekly charts from the figures', async () => {
    setup();
    await screen.findByTestId('stat-deadlines');
    const values = (id: string) => Array.from(screen.getByTestId(`chart-${id}`).querySelectorAll('[data-value]')).map((n) => Number(n.getAttribute('data-value')));
    expect(values('documents')).toEqual([9, 0, 12, 27]);
    expect(values('deadlines')).toEqual([5, 3, 0, 1]);
    expect(values('activity')).toEqual([40, 22, 35, 51]);
    expect(screen.getByRole('img', { name: 'Open deadlines per week' })).toBeInTheDocument();
  });

  it('says so when nothing needs attention, and shows a failed read of the figures with a retry', async () => {
    serve(() => json({ detail: 'Stats are down', code: 'internal_error' }, 500), () => json({ insights: [], total: 0, generated_at: STATS.generated_at }));
    setup();
    expect(await screen.findByText('Nothing needs attention')).toBeInTheDocument();
    expect(await screen.findByText(/Failed to load the figures/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
