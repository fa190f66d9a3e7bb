import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Insight, InsightsResponse } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { NotificationBell } from './NotificationBell';

const CASE_ID = '11111111-1111-4111-8111-111111111111';
const insight = (n: number, overrides: Partial<Insight> = {}): Insight => ({
  id: `deadline_without_filing:${n}`,
  kind: 'deadline_without_filing',
  severity: 'high',
  title: `Deadline ${n} in 3 days`,
  reason: `Deadline ${n} falls within 7 days and no filing answers it.`,
  link: `/cases/${CASE_ID}?event=${n}`,
  case_id: CASE_ID,
  case_name: 'Rivera v. Harbor Hotels Group',
  due_at: '2026-11-30T09:00:00.000Z',
  created_at: '2026-11-27T09:00:00.000Z',
  ...overrides,
});
const response = (insights: Insight[], total = insights.length): InsightsResponse => ({ insights, total, generated_at: '2026-11-27T09:00:00.000Z' });

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
beforeEach(() => {
  fetchMock = vi.fn(async () => json(response([insight(1, { severity: 'critical' }), insight(2), insight(3, { severity: 'medium' })], 9)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  renderWithSession(
    <Routes>
      <Route path="/" element={<NotificationBell />} />
      <Route path="/cases/:id" element={<p>Case page</p>} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { auth: fakeAuth({ user: makeUser('partner') }) },
  );
  return userEvent.setup();
}

describe('NotificationBell', { timeout: 60_000 }, () => {
  it('keeps the fixed badge of 3 and asks nothing until opened', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Notifications, 3 new' })).toHaveTextContent('3');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the three most urgent insights as links, and following one closes the popover', async () => {
    const events = setup();
    await events.click(screen.getByRole('button', { name: 'Notifications, 3 new' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const links = await within(dialog).findAllByRole('link', { name: /^Deadline \d in 3 days$/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([1, 2, 3].map((n) => `/cases/${CASE_ID}?event=${n}`));
    expect(within(dialog).getByText('Critical')).toBeInTheDocument();
    expect(within(dialog).getByText('Deadline 1 falls within 7 days and no filing answers it.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/not available yet/)).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/dashboard\/insights\?limit=3$/);
    await events.click(links[0]!);
    expect(await screen.findByText('Case page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('says plainly when nothing needs attention, and View all opens the dashboard', async () => {
    fetchMock.mockImplementation(async () => json(response([])));
    const events = setup();
    await events.click(screen.getByRole('button', { name: 'Notifications, 3 new' }));
    expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'View all' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('shows a failed read with a retry', async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'Insights are down', code: 'internal_error' }, 500));
    const events = setup();
    await events.click(screen.getByRole('button', { name: 'Notifications, 3 new' }));
    expect(await screen.findByText(/Failed to load notifications/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
