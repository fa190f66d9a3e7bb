import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { OmnisearchResult } from '@app/contract';
import { AppContextProvider } from '../../lib/app-context';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { omnisearchKeys } from './api';
import { Omnisearch } from './Omnisearch';
import { OmnisearchBox, PLACEHOLDER } from './OmnisearchBox';
import { HINT } from './OmnisearchDropdown';

const CASE_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_CASE = '22222222-2222-4222-8222-222222222222';
const RESULTS: OmnisearchResult[] = [
  { id: CASE_ID, type: 'case', title: 'Northwind v. Castellan', subtitle: 'Northwind Freight Inc. · 1:24-cv-01187', caseId: CASE_ID, relevance: 95 },
  { id: 'doc-1', type: 'document', title: 'ESI search terms.eml', subtitle: 'Northwind v. Castellan', caseId: OTHER_CASE, relevance: 62 },
  { id: 'user-1', type: 'person', title: 'Priya Natarajan', subtitle: 'Senior Associate', caseId: null, relevance: 88 },
];

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const searchedUrls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(async () => json({ results: RESULTS }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

let queryClient: QueryClient | null = null;
function GrabQueryClient() {
  const client = useQueryClient();
  useEffect(() => {
    queryClient = client;
  }, [client]);
  return null;
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function setup({ selectedCaseId, recent }: { selectedCaseId?: string; recent?: string[] } = {}) {
  const user = makeUser('associate');
  if (selectedCaseId) localStorage.setItem(`ldd.selectedCase.${user.id}`, selectedCaseId);
  if (recent) localStorage.setItem(`ldd.recentSearches.${user.id}`, JSON.stringify(recent));
  renderWithSession(
    <AppContextProvider>
      <OmnisearchBox />
      <Where />
      <GrabQueryClient />
    </AppContextProvider>,
    { auth: fakeAuth({ user }), path: '/dashboard' },
  );
  const input = screen.getByRole('combobox', { name: 'Search cases, documents, people' });
  return { input, events: userEvent.setup(), userId: user.id };
}

const SLOW = { timeout: 60_000 };

describe('Omnisearch', SLOW, () => {
  it('asks only from 2 characters, once, after the typing pauses', async () => {
    const { input, events } = setup();
    expect(input).toHaveAttribute('placeholder', PLACEHOLDER);
    await events.type(input, 'n');
    await new Promise((r) => setTimeout(r, 450));
    expect(fetchMock).not.toHaveBeenCalled();
    await events.type(input, 'or');
    expect(fetchMock).not.toHaveBeenCalled();
    await screen.findByRole('option', { name: /^Case: Northwind/ });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = searchedUrls();
    expect(url!.pathname).toBe('/api/v1/search/omnisearch');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ q: 'nor', limit: '20' });
    expect(screen.getByText(HINT)).toBeInTheDocument();
    // Back below 2 characters: the results are cleared at once.
    await events.type(input, '{Backspace}{Backspace}');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
  });

  it('moves with ↑/↓, opens the highlighted result with Enter, stores its title and clears', async () => {
    const { input, events, userId } = setup();
    await events.type(input, 'north');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const options = await within(listbox).findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await events.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await events.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await events.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await events.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(`/cases/${OTHER_CASE}?document=doc-1`);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(JSON.parse(localStorage.getItem(`ldd.recentSearches.${userId}`) ?? '[]')).toEqual(['ESI search terms.eml']);
  });

  it('keeps the highlighted result through a fresher answer to the same words, wherever it now stands', async () => {
    const { input, events } = setup();
    await events.type(input, 'north');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await within(listbox).findAllByRole('option');
    await events.keyboard('{ArrowDown}{ArrowDown}');
    const before = screen.getByRole('option', { name: /^Document: ESI/ });
    expect(input).toHaveAttribute('aria-activedescendant', before.id);
    // Indexing moved the e-mail to the top: the same question asked again answers in another order.
    fetchMock.mockImplementation(async () => json({ results: [RESULTS[1], RESULTS[2], RESULTS[0]] }));
    await act(() => queryClient!.invalidateQueries({ queryKey: omnisearchKeys.all }));
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName(/^Document: ESI/));
    const after = screen.getByRole('option', { name: /^Document: ESI/ });
    expect(input).toHaveAttribute('aria-activedescendant', after.id);
    expect(after).toHaveAttribute('aria-selected', 'true');
    // A still pointer under the redrawn list (Chromium sends a mouse move without movement) takes nothing.
    const resting = new MouseEvent('mousemove', { bubbles: true });
    Object.defineProperties(resting, { movementX: { value: 0 }, movementY: { value: 0 } });
    fireEvent(within(listbox).getAllByRole('option')[2]!, resting);
    expect(input).toHaveAttribute('aria-activedescendant', after.id);
    await events.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(`/cases/${OTHER_CASE}?document=doc-1`);
  });

  it('goes to each result type’s target on click', async () => {
    const { input, events } = setup();
    await events.type(input, 'priya');
    await events.click(await screen.findByRole('option', { name: /Priya Natarajan/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/team?person=user-1');
  });

  it('shows the first 5 recent searches when empty, and Escape closes and clears', async () => {
    const recent = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];
    const { input, events } = setup({ recent });
    await events.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Recent Searches' });
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(recent.slice(0, 5));
    await events.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('two');
    await screen.findByRole('option', { name: /^Case: Northwind/ });
    await events.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
    await events.type(input, 'x');
    await events.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
  });

  it('says when nothing was found', async () => {
    fetchMock.mockImplementation(async () => json({ results: [] }));
    const { input, events } = setup();
    await events.type(input, 'zzqx');
    expect(await screen.findByText('No results found for "zzqx"')).toBeInTheDocument();
    expect(screen.getByText('Try searching with different keywords')).toBeInTheDocument();
  });

  it('falls back to the built-in samples filtered by the query on a non-OK answer', async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'Search is down', code: 'internal_error' }, 500));
    const { input, events } = setup();
    await events.type(input, 'smith');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Smith v. Johnson Manufacturing'),
      expect.stringContaining('Master Services Agreement.pdf'),
      expect.stringContaining('John Smith'),
    ]);
    expect(screen.getByText('Search is unavailable right now; showing sample results.')).toBeInTheDocument();
  });

  it('logs a thrown error and shows no results', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { input, events } = setup();
    await events.type(input, 'smith');
    expect(await screen.findByText('No results found for "smith"')).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
    expect(log).toHaveBeenCalledWith('Omnisearch failed', expect.anything());
    log.mockRestore();
  });

  it('offers "Search current case only" with a selected case, marks its results and restricts on demand', async () => {
    const { input, events } = setup({ selectedCaseId: CASE_ID });
    await events.type(input, 'north');
    const caseOption = await screen.findByRole('option', { name: /^Case: Northwind/ });
    expect(within(caseOption).getByText('Current Case')).toBeInTheDocument();
    expect(within(caseOption).getByText('95%').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    const docOption = screen.getByRole('option', { name: /ESI search terms/ });
    expect(within(docOption).queryByText('Current Case')).toBeNull();
    expect(within(docOption).getByText('62%').closest('.MuiChip-root')).not.toHaveClass('MuiChip-colorSuccess');
    expect(Object.fromEntries(searchedUrls()[0]!.searchParams)).toMatchObject({ q: 'north', selected_case_id: CASE_ID });

    await events.click(screen.getByRole('checkbox', { name: 'Search current case only' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const restricted = Object.fromEntries(searchedUrls()[1]!.searchParams);
    expect(restricted).toMatchObject({ q: 'north', case_id: CASE_ID });
    expect(restricted).not.toHaveProperty('selected_case_id');
  });

  it('has no current-case option without a selected case', async () => {
    const { input, events } = setup();
    await events.type(input, 'north');
    await screen.findAllByRole('option');
    expect(screen.queryByRole('checkbox', { name: 'Search current case only' })).toBeNull();
  });

  it('keeps the words typed when the window crosses the phone breakpoint and back', async () => {
    // A media query the test can flip, as a turned tablet or a resized window does.
    let phone = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (media: string) => ({
      get matches() {
        return phone;
      },
      media,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }));
    renderWithSession(
      <AppContextProvider>
        <Omnisearch />
      </AppContextProvider>,
      { auth: fakeAuth({ user: makeUser('associate') }), path: '/dashboard' },
    );
    const events = userEvent.setup();
    await events.type(screen.getByRole('combobox', { name: 'Search cases, documents, people' }), 'nor');
    const flip = (to: boolean) =>
      act(() => {
        phone = to;
        for (const listener of listeners) listener();
      });
    flip(true);
    expect(screen.queryByRole('combobox', { name: 'Search cases, documents, people' })).toBeNull();
    flip(false);
    expect(screen.getByRole('combobox', { name: 'Search cases, documents, people' })).toHaveValue('nor');
  });
});
