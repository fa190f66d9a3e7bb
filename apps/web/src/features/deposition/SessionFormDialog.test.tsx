import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseEvent } from '@app/contract';
import { makeCase } from '../../test/factories';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { SessionFormDialog } from './SessionFormDialog';

const CASE_ID = '00000000-0000-4000-8000-0000000000c1';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const event = (id: string, title: string, day: string): CaseEvent => ({
  id,
  case_id: CASE_ID,
  event_type: 'deposition',
  title,
  description: null,
  starts_at: `${day}T12:00:00.000Z`,
  ends_at: null,
  all_day: true,
  location: 'Harper & Lane, 32nd floor',
  status: 'scheduled',
  created_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});
const VOSS_DAY = inDays(9);
const LIU_DAY = inDays(20);
const EVENTS = [event('00000000-0000-4000-8000-0000000000e1', 'Deposition of Castellan COO Raymond Voss', VOSS_DAY), event('00000000-0000-4000-8000-0000000000e2', 'Deposition of Karen Liu', LIU_DAY)];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = String(url);
      if (u.includes(`/cases/${CASE_ID}/events`)) return json({ events: EVENTS, total: EVENTS.length });
      if (u.includes(`/cases/${CASE_ID}`)) return json(makeCase({ id: CASE_ID }));
      if (u.includes('/documents')) return json({ documents: [], total: 0, page: 1, page_size: 100 });
      return json({});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('SessionFormDialog', { timeout: 60_000 }, () => {
  it('offers the depositions on the case calendar and fills in the soonest (witness, date, place)', async () => {
    renderWithSession(<SessionFormDialog caseId={CASE_ID} onClose={() => undefined} onSaved={() => undefined} />, { auth: fakeAuth({ user: makeUser('associate') }) });
    const offers = await screen.findByTestId('calendar-depositions');
    expect(offers).toHaveTextContent('Filled in from the case calendar: Deposition of Castellan COO Raymond Voss.');
    expect(screen.getByRole('combobox', { name: 'Deponent' })).toHaveValue('Raymond Voss');
    expect(screen.getByLabelText('Date')).toHaveValue(VOSS_DAY);
    expect(screen.getByLabelText('Location')).toHaveValue('Harper & Lane, 32nd floor');

    await userEvent.click(within(offers).getByRole('button', { name: /^Use Deposition of Karen Liu/ }));
    expect(screen.getByRole('combobox', { name: 'Deponent' })).toHaveValue('Karen Liu');
    expect(screen.getByLabelText('Date')).toHaveValue(LIU_DAY);
  });
});
