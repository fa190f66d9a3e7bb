import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CalendarEvent, CalendarEventsResponse, Role } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { UpcomingDeadlinesCard } from './UpcomingDeadlinesCard';
import { UPCOMING_SHOWN } from './upcoming-events';

const CASE_ID = '11111111-1111-4111-8111-111111111111';
let n = 0;
function event(event_type: CalendarEvent['event_type'], title: string): CalendarEvent {
  n++;
  return {
    id: `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`,
    case_id: CASE_ID,
    event_type,
    title,
    description: null,
    starts_at: '2026-12-03T05:00:00.000Z',
    ends_at: null,
    all_day: true,
    location: null,
    status: 'scheduled',
    created_by: null,
    created_at: '2026-12-01T09:00:00.000Z',
    updated_at: '2026-12-01T09:00:00.000Z',
    case_name: 'Rivera v. Harbor Hotels Group',
    docket_number: null,
    day: '2026-12-03',
    explanation: null,
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
function serve(events: CalendarEvent[]) {
  const body: CalendarEventsResponse = { events, total: events.length, time_zone: 'America/New_York' };
  fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
}
beforeEach(() => serve([]));
afterEach(() => vi.unstubAllGlobals());

const setup = (role: Role) => renderWithSession(<UpcomingDeadlinesCard />, { auth: fakeAuth({ user: makeUser(role) }) });

describe('UpcomingDeadlinesCard', { timeout: 60_000 }, () => {
  it('lists the next court dates with their links and opens the calendar from the same policy', async () => {
    serve([event('deadline', 'Opposition brief due'), event('meeting', 'Client lunch'), event('hearing', 'Motion hearing')]);
    setup('associate');
    const card = await screen.findByRole('region', { name: 'Upcoming deadlines' });
    await within(card).findByRole('link', { name: 'Opposition brief due' });
    const items = within(card).getAllByTestId('upcoming-deadline');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('Opposition brief due'), expect.stringContaining('Motion hearing')]);
    expect(items[0]).toHaveTextContent('Deadline · Thu, Dec 3, All day');
    expect(within(card).getByRole('link', { name: 'Opposition brief due' })).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/cases/${CASE_ID}\\?event=`)));
    expect(within(card).getByRole('link', { name: 'Open calendar' })).toHaveAttribute('href', '/calendar?view=list');
    // Two weeks from the firm's today, in one read.
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/calendar\/events\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });

  it('counts what does not fit and says when nothing is due', async () => {
    serve(Array.from({ length: UPCOMING_SHOWN + 2 }, (_, i) => event('filing', `Filing ${i}`)));
    setup('partner');
    expect(await screen.findByText('2 more in the next 14 days on the calendar.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    serve([event('meeting', 'Client lunch')]);
    setup('viewer');
    expect(await screen.findByText('Nothing due in the next two weeks')).toBeInTheDocument();
  });

  it('gives a viewer the calendar link too, and each event where a viewer reads it', async () => {
    serve([event('trial', 'Trial begins')]);
    setup('viewer');
    const card = await screen.findByRole('region', { name: 'Upcoming deadlines' });
    expect(within(card).getByRole('link', { name: 'Open calendar' })).toHaveAttribute('href', '/calendar?view=list');
    // A viewer may not open the case page; the event opens where their role reads it.
    expect(await within(card).findByRole('link', { name: 'Trial begins' })).not.toHaveAttribute('href', expect.stringMatching(/^\/cases\//));
  });
});
