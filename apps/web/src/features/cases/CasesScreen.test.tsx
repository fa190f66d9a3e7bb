import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Case, CaseStats, Role } from '@app/contract';
import { AppContextProvider } from '../../lib/app-context';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { CasesScreen } from './CasesScreen';
import { makeCase } from '../../test/factories';

// Role queries skip their per-element visibility check, which is slow on a page this size.
configure({ defaultHidden: true });

const STATS: CaseStats = {
  total: 7,
  archived: 2,
  by_status: { active: 4, pending: 1, on_hold: 1, closed: 1 },
  by_priority: { critical: 1, high: 2, medium: 3, low: 1 },
  opened_last_30_days: 2,
  upcoming_events_30_days: 5,
};

interface Call {
  method: string;
  url: string;
}
let calls: Call[];
let listAnswer: () => { status: number; body: unknown };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (cases: Case[]) => ({ status: 200, body: { cases, total: cases.length, page: 1, page_size: 20 } });

beforeEach(() => {
  calls = [];
  listAnswer = () => page([makeCase()]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      if (url.includes('/cases/stats')) return json(200, STATS);
      if (method === 'DELETE') return json(200, { id: makeCase().id, outcome: 'archived', case: makeCase({ archived_at: '2026-03-01T00:00:00Z', status: 'closed' }) });
      const { status, body } = listAnswer();
      return json(status, body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAs(role: Role, path = '/cases') {
  renderWithSession(
    <AppContextProvider>
      <CasesScreen />
    </AppContextProvider>,
    { auth: fakeAuth({ user: makeUser(role) }), path },
  );
  return userEvent.setup();
}

describe('CasesScreen', { timeout: 60_000 }, () => {
  it('shows the statistics and the cases, with the filters from the URL sent to the API', async () => {
    renderAs('associate', '/cases?status=active&q=rivera');
    expect(screen.getByText('Loading cases...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Rivera v. Harbor Hotels Group' })).toHaveAttribute('href', `/cases/${makeCase().id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Case Management' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Case statistics' });
    expect(within(stats).getByRole('button', { name: /^Active\s*4/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(stats).getByText('Plus 2 archived')).toBeInTheDocument();
    expect(screen.getByText('1 case matches')).toBeInTheDocument();
    const listCall = calls.find((c) => c.url.startsWith('/api/v1/cases/?'));
    expect(new URLSearchParams(listCall?.url.split('?')[1]).get('status')).toBe('active');
    expect(new URLSearchParams(listCall?.url.split('?')[1]).get('q')).toBe('rivera');
    expect(screen.getByRole('button', { name: 'New Case' })).toBeInTheDocument();
  });

  it('says when loading failed and tries again on Retry, then says when nothing matches', async () => {
    listAnswer = () => ({ status: 500, body: { detail: 'Internal server error', code: 'internal_error' } });
    const user = renderAs('partner');
    expect(await screen.findByText('Failed to load cases. Please try again.')).toBeInTheDocument();
    listAnswer = () => page([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No cases found')).toBeInTheDocument();
  });

  it('offers an associate only Open and Edit', async () => {
    const user = renderAs('associate');
    await user.click(await screen.findByRole('button', { name: 'Actions for Rivera v. Harbor Hotels Group' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Open', 'Edit']);
  });

  it('lets a partner archive a case after confirming', async () => {
    const user = renderAs('partner');
    await user.click(await screen.findByRole('button', { name: 'Actions for Rivera v. Harbor Hotels Group' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Open', 'Edit', 'Archive']);
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this case?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive case' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/v1/cases/${makeCase().id}`)).toBe(true));
  });
});
