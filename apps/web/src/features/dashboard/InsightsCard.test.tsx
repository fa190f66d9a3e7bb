import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AllCaseInsightsResponse, Insight, InsightsResponse } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { CASE_INSIGHTS_SHOWN, InsightsCard } from './InsightsCard';

const RIVERA = '11111111-1111-4111-8111-111111111111';
const OKAFOR = '22222222-2222-4222-8222-222222222222';
const AT = '2026-11-27T09:00:00.000Z';
const DEADLINE: Insight = {
  id: `deadline_without_filing:${OKAFOR}`,
  kind: 'deadline_without_filing',
  severity: 'critical',
  title: 'Serve expert witness disclosures due in 3 days',
  reason: 'The deadline falls within 7 days and no filing answers it.',
  link: `/cases/${OKAFOR}?event=e1`,
  case_id: OKAFOR,
  case_name: 'Okafor v. Lakeshore Transit',
  due_at: '2026-11-30T17:00:00.000Z',
  created_at: AT,
};
const failed = (n: number): Insight => ({
  ...DEADLINE,
  id: `document_failed:d${n}`,
  kind: 'document_failed',
  severity: 'medium',
  title: `scan-${n}.pdf failed to process`,
  reason: 'Text extraction failed: the file is encrypted.',
  link: `/cases/${RIVERA}/documents/d${n}`,
  case_id: RIVERA,
  case_name: 'Rivera v. Harbor Hotels Group',
  due_at: null,
});
const INACTIVE: Insight = { ...DEADLINE, id: `case_inactive:${OKAFOR}`, kind: 'case_inactive', severity: 'low', title: 'No activity for 30 days', reason: 'Nothing has changed on this open case for 30 days.', link: `/cases/${OKAFOR}`, due_at: null };
const INSIGHTS: InsightsResponse = { insights: [DEADLINE, failed(1), INACTIVE], total: 3, generated_at: AT };
const BY_CASE: AllCaseInsightsResponse = {
  cases: [
    { case_id: OKAFOR, case_name: 'Okafor v. Lakeshore Transit', insights: [DEADLINE, INACTIVE] },
    { case_id: RIVERA, case_name: 'Rivera v. Harbor Hotels Group', insights: [failed(1)] },
  ],
  generated_at: AT,
};

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
function serve(byCase: () => Response) {
  fetchMock = vi.fn(async (url: string) => (String(url).includes('/dashboard/all-case-insights') ? byCase() : json(INSIGHTS)));
  vi.stubGlobal('fetch', fetchMock);
}
const byCaseReads = () => fetchMock.mock.calls.filter((c) => /\/dashboard\/all-case-insights$/.test(String(c[0]))).length;
beforeEach(() => serve(() => json(BY_CASE)));
afterEach(() => vi.unstubAllGlobals());

const setup = () => renderWithSession(<InsightsCard />, { auth: fakeAuth({ user: makeUser('associate') }) });
const toggle = (name: string) => screen.getByRole('button', { name });

describe('InsightsCard', { timeout: 60_000 }, () => {
  it('opens on the most urgent list and reads the grouped insights only once "By case" is chosen', async () => {
    setup();
    await screen.findByRole('list', { name: 'Needs attention' });
    expect(toggle('Most urgent')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('By case')).toHaveAttribute('aria-pressed', 'false');
    expect(byCaseReads()).toBe(0);

    const user = userEvent.setup();
    await user.click(toggle('By case'));
    expect(toggle('By case')).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('heading', { level: 3, name: 'Okafor v. Lakeshore Transit' });
    expect(byCaseReads()).toBe(1);
    expect(screen.queryByRole('list', { name: 'Needs attention' })).not.toBeInTheDocument();

    // A second click on the chosen view keeps it (the group is exclusive and never empty).
    await user.click(toggle('By case'));
    expect(toggle('By case')).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle('Most urgent'));
    expect(await screen.findByRole('list', { name: 'Needs attention' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('lists each case as a heading linking to the case, with its count and its insights below, in the server order', async () => {
    setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'By case' }));
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Okafor v. Lakeshore Transit', 'Rivera v. Harbor Hotels Group']);
    expect(within(headings[0]!).getByRole('link')).toHaveAttribute('href', `/cases/${OKAFOR}`);
    expect(within(headings[1]!).getByRole('link')).toHaveAttribute('href', `/cases/${RIVERA}`);
    expect(screen.getByText('2 cases, the most urgent first')).toBeInTheDocument();

    const [okafor, rivera] = screen.getAllByTestId('case-insights');
    expect(within(okafor!).getByTestId('case-insights-count')).toHaveTextContent('2 insights');
    expect(within(rivera!).getByTestId('case-insights-count')).toHaveTextContent('1 insight');
    const okaforList = screen.getByRole('list', { name: 'Okafor v. Lakeshore Transit' });
    const items = within(okaforList).getAllByTestId('insight');
    expect(items.map((i) => i.getAttribute('data-kind'))).toEqual(['deadline_without_filing', 'case_inactive']);
    expect(within(items[0]!).getByRole('link', { name: DEADLINE.title })).toHaveAttribute('href', DEADLINE.link);
    expect(within(items[0]!).getByText('Critical')).toBeInTheDocument();
    // The heading names the case, so the row keeps only its date.
    expect(within(items[0]!).queryByText(/Okafor v\. Lakeshore Transit/)).not.toBeInTheDocument();
    expect(within(items[0]!).getByText(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(DEADLINE.due_at!)))).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Rivera v. Harbor Hotels Group' })).getByRole('link', { name: 'scan-1.pdf failed to process' })).toBeInTheDocument();
  });

  it('shows a busy case its most urgent few and unfolds the rest on request', async () => {
    const many = Array.from({ length: CASE_INSIGHTS_SHOWN + 2 }, (_, i) => failed(i + 1));
    serve(() => json({ cases: [{ case_id: RIVERA, case_name: 'Rivera v. Harbor Hotels Group', insights: many }], generated_at: AT }));
    setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'By case' }));
    const list = await screen.findByRole('list', { name: 'Rivera v. Harbor Hotels Group' });
    expect(within(list).getAllByTestId('insight')).toHaveLength(CASE_INSIGHTS_SHOWN);
    expect(screen.getByTestId('case-insights-count')).toHaveTextContent(`${CASE_INSIGHTS_SHOWN + 2} insights`);
    const more = screen.getByRole('button', { name: 'Show 2 more' });
    expect(more).toHaveAccessibleDescription('Rivera v. Harbor Hotels Group');
    await userEvent.setup().click(more);
    expect(within(list).getAllByTestId('insight')).toHaveLength(CASE_INSIGHTS_SHOWN + 2);
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
  });

  it('is reached and switched from the keyboard', async () => {
    setup();
    await screen.findByRole('list', { name: 'Needs attention' });
    const user = userEvent.setup();
    await user.tab();
    expect(toggle('Most urgent')).toHaveFocus();
    await user.tab();
    expect(toggle('By case')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 3, name: 'Okafor v. Lakeshore Transit' })).toBeInTheDocument();
    // Next in the tab order: the first case's link.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Okafor v. Lakeshore Transit' })).toHaveFocus();
  });

  it('says so when no case needs attention', async () => {
    serve(() => json({ cases: [], generated_at: AT }));
    setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'By case' }));
    expect(await screen.findByText('No case needs attention')).toBeInTheDocument();
    expect(screen.getByText(/listed under Most urgent/)).toBeInTheDocument();
  });

  it('shows a failed read with a retry that reads again', async () => {
    serve(() => json({ detail: 'Insights are down', code: 'internal_error' }, 500));
    setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'By case' }));
    expect(await screen.findByText(/Failed to load insights by case/)).toBeInTheDocument();
    // The server is back: the retry reads the grouped insights again and shows them.
    serve(() => json(BY_CASE));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Okafor v. Lakeshore Transit' })).toBeInTheDocument();
    expect(byCaseReads()).toBe(1);
  });
});

describe('InsightsCard links follow the reader’s role', { timeout: 60_000 }, () => {
  const DISCOVERY: Insight = {
    ...DEADLINE,
    id: 'discovery_response_due:r1',
    kind: 'discovery_response_due',
    title: 'Discovery response due in 3 days: First Requests',
    link: `/cases/${OKAFOR}?event=e9`,
  };
  const BUDGET: Insight = { ...INACTIVE, id: 'budget_threshold:b1', kind: 'budget_threshold', title: "The firm's AI budget reached 80 %", link: '/organization?tab=costs', case_id: null, case_name: null };
  const render = (role: 'viewer' | 'paralegal' | 'associate' | 'partner') => {
    const all: InsightsResponse = { insights: [DEADLINE, DISCOVERY, failed(1), INACTIVE, BUDGET], total: 5, generated_at: AT };
    fetchMock = vi.fn(async (url: string) => (String(url).includes('/dashboard/all-case-insights') ? json(BY_CASE) : json(all)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithSession(<InsightsCard />, { auth: fakeAuth({ user: makeUser(role) }) });
  };
  const hrefOf = (title: string) => screen.getByText(title).closest('a')?.getAttribute('href') ?? null;

  for (const role of ['viewer', 'paralegal'] as const) {
    it(`shows a ${role} each item where the role may read it, never on the case page`, async () => {
      render(role);
      await screen.findByText(DEADLINE.title);
      expect(hrefOf(DEADLINE.title)).toBe(`/search?case=${OKAFOR}&view=timeline`);
      expect(hrefOf(DISCOVERY.title)).toBe(`/discovery?case=${OKAFOR}&request=r1`);
      expect(hrefOf(failed(1).title)).toBe(`/search?case=${RIVERA}&document=d1`);
      expect(hrefOf(INACTIVE.title)).toBe(`/search?case=${OKAFOR}`);
      // A budget belongs on /costs, which partners and above open: plain text here.
      expect(hrefOf(BUDGET.title)).toBeNull();
      expect(document.querySelectorAll('a[href^="/cases/"]')).toHaveLength(0);

      await userEvent.setup().click(toggle('By case'));
      const heading = await screen.findByRole('heading', { level: 3, name: 'Okafor v. Lakeshore Transit' });
      expect(within(heading).getByRole('link')).toHaveAttribute('href', `/search?case=${OKAFOR}`);
      expect(document.querySelectorAll('a[href^="/cases/"]')).toHaveLength(0);
    });
  }

  it('keeps the server’s link for a role that may open it, and opens a discovery request on /discovery for its case', async () => {
    render('partner');
    await screen.findByText(DEADLINE.title);
    expect(hrefOf(DEADLINE.title)).toBe(DEADLINE.link);
    expect(hrefOf(INACTIVE.title)).toBe(INACTIVE.link);
    expect(hrefOf(BUDGET.title)).toBe(BUDGET.link);
  });
});
