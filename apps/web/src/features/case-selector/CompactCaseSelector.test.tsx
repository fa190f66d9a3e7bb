import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Case } from '@app/contract';
import { AppContextProvider, useAppContext } from '../../lib/app-context';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { CaseSelector } from './CaseSelector';
import { favoritesKey } from './case-memory';

const base = { organization_id: '00000000-0000-4000-8000-0000000000aa', case_type: 'Employment', status: 'active', priority: 'high', attorney_name: null, opposing_party: null };
const CASES = [
  { ...base, id: 'c-b', name: 'Bravo v. Delta', client_name: 'Bravo LLC', docket_number: 'B-1' },
  { ...base, id: 'c-a', name: 'Alpha v. Omega', client_name: 'Alpha Inc.', docket_number: null },
] as unknown as Case[];

let cases: Case[] = CASES;
beforeEach(() => {
  cases = CASES;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ cases, total: cases.length, page: 1, page_size: 100 }), { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Selected() {
  return <output aria-label="selected id">{useAppContext().selectedCaseId ?? 'none'}</output>;
}

function setup() {
  const user = makeUser('associate');
  const onChange = vi.fn();
  renderWithSession(
    <AppContextProvider>
      <CaseSelector mode="compact" onChange={onChange} />
      <Selected />
    </AppContextProvider>,
    { auth: fakeAuth({ user }) },
  );
  return { onChange, userId: user.id, events: userEvent.setup() };
}

// Popovers, dialogs and their transitions take a few seconds per test on a busy 2-core machine.
const SLOW = { timeout: 60_000 };

describe('CaseSelector, compact mode', SLOW, () => {
  it('is a labelled autocomplete that lists name, client and docket in order and selects', async () => {
    const { events, onChange } = setup();
    const input = screen.getByRole('combobox', { name: 'Active case' });
    expect(input).toHaveAttribute('placeholder', 'Select an active case...');
    await events.click(input);
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alpha v. OmegaAlpha Inc.', 'Bravo v. DeltaBravo LLC · B-1']);
    await events.click(options[1]!);
    expect(onChange).toHaveBeenCalledWith('c-b', expect.objectContaining({ id: 'c-b' }));
    expect(screen.getByRole('status', { name: 'selected id' })).toHaveTextContent('c-b');
    expect(input).toHaveValue('Bravo v. Delta');
    expect(screen.getByRole('button', { name: 'Star Bravo v. Delta' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('stars from an option without selecting it, and the starred case moves first', async () => {
    const { events, userId, onChange } = setup();
    await events.click(screen.getByRole('combobox', { name: 'Active case' }));
    await screen.findAllByRole('option');
    await events.click(screen.getByTestId('compact-star-c-b'));
    expect(onChange).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(favoritesKey(userId)) ?? '[]')).toEqual(['c-b']);
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Bravo v. Delta, starred'));
  });

  it('says when the search matches nothing', async () => {
    const { events } = setup();
    const input = screen.getByRole('combobox', { name: 'Active case' });
    await events.click(input);
    await screen.findAllByRole('option');
    await events.type(input, 'zzz');
    expect(await screen.findByText('No cases match your search')).toBeInTheDocument();
  });

  it('says there are no cases when the list is empty', async () => {
    cases = [];
    const { events } = setup();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await events.click(screen.getByRole('combobox', { name: 'Active case' }));
    expect(await screen.findByText('No cases available')).toBeInTheDocument();
  });
});
