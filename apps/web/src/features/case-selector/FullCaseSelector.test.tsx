import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { Role } from '@app/contract';
import { AppContextProvider, useAppContext } from '../../lib/app-context';
import { namedCase } from '../../test/factories';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { CaseSelector, type CaseSelectorProps } from './CaseSelector';
import { favoritesKey, recentCasesKey } from './case-memory';

const RIVERA = namedCase('c-rivera', 'Rivera v. Harbor Hotels Group', { attorney_name: 'Priya Natarajan', opposing_party: 'Harbor Hotels Group, Inc.' });
const OKAFOR = namedCase('c-okafor', 'Okafor v. Metro Transit Authority', { status: 'pending', priority: 'medium', case_type: 'Personal Injury' });
const NORTHWIND = namedCase('c-northwind', 'Northwind Freight v. Castellan Logistics', { attorney_name: 'Daniel Lane' });

let listBody: () => { status: number; body: unknown };
const fetchMock = vi.fn(async (url: string) => {
  if (!url.includes('/cases/')) return new Response('{}', { status: 404 });
  const { status, body } = listBody();
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  listBody = () => ({ status: 200, body: { cases: [RIVERA, OKAFOR, NORTHWIND], total: 3, page: 1, page_size: 100 } });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function Probe() {
  const { selectedCaseId } = useAppContext();
  const location = useLocation();
  return (
    <>
      <output aria-label="selected id">{selectedCaseId ?? 'none'}</output>
      <output aria-label="path">{location.pathname}</output>
    </>
  );
}

function setup(role: Role = 'associate', props: Partial<CaseSelectorProps> = {}) {
  const user = makeUser(role);
  const onChange = vi.fn();
  renderWithSession(
    <AppContextProvider>
      <CaseSelector mode="full" onChange={onChange} {...props} />
      <Probe />
    </AppContextProvider>,
    { auth: fakeAuth({ user }) },
  );
  return { onChange, userId: user.id, events: userEvent.setup() };
}

// Case rows, not their star buttons ('Star …').
const CASE_ROW = /^(?!Star ).* v\. /;
// Dialogs hide the rest of the page from the accessibility tree; the probe is read regardless.
const probe = (name: 'selected id' | 'path') => screen.getByRole('status', { name, hidden: true });
const card = () => screen.getByRole('button', { name: /No case selected|Active case/ });
const popover = () => screen.getByRole('dialog', { name: 'Select an active case' });

// One input event: typing key by key re-renders the list each time and is slow on a busy machine.
async function typeInto(events: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await events.click(box);
  await events.paste(text);
}

async function openPopover(events: ReturnType<typeof userEvent.setup>) {
  await events.click(card());
  return popover();
}

// Popovers, dialogs and their transitions take a few seconds per test on a busy 2-core machine.
const SLOW = { timeout: 60_000 };

describe('CaseSelector, full mode', SLOW, () => {
  it('invites a choice when nothing is selected, and asks for the selector page size', async () => {
    setup();
    expect(card()).toHaveTextContent('No case selected');
    expect(card()).toHaveTextContent('Click to select an active case');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('page_size=100');
  });

  it('selects a case: app context, recents, onChange, and the card shows its details', async () => {
    const { events, onChange, userId } = setup();
    const panel = await openPopover(events);
    await events.click(await within(panel).findByRole('button', { name: /^Okafor v\. Metro Transit Authority/ }));
    expect(onChange).toHaveBeenCalledWith('c-okafor', expect.objectContaining({ id: 'c-okafor' }));
    expect(probe('selected id')).toHaveTextContent('c-okafor');
    expect(JSON.parse(localStorage.getItem(recentCasesKey(userId)) ?? '[]')).toEqual(['c-okafor']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const face = card();
    for (const text of ['Okafor v. Metro Transit Authority', 'Okafor v. Metro Transit Authority Client', 'Personal Injury', 'Pending', 'Medium priority', 'Docket DOCK-c-okafor']) {
      expect(face).toHaveTextContent(text);
    }
  });

  it('lists starred cases first, then recent ones, then by name', async () => {
    const { events, userId } = setup();
    localStorage.setItem(recentCasesKey(userId), JSON.stringify(['c-rivera']));
    const panel = await openPopover(events);
    const names = async () => (await within(panel).findAllByRole('button', { name: CASE_ROW })).map((b) => b.textContent ?? '');
    expect((await names())[0]).toMatch(/^Rivera/);
    await events.click(within(panel).getByRole('button', { name: 'Star Okafor v. Metro Transit Authority' }));
    expect(within(panel).getByRole('button', { name: 'Star Okafor v. Metro Transit Authority' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(favoritesKey(userId)) ?? '[]')).toEqual(['c-okafor']);
    expect((await names()).map((n) => n.split(' v. ')[0])).toEqual(['Okafor', 'Rivera', 'Northwind Freight']);
  });

  it('says when the search matches nothing, and that typeahead also searches attorney and opposing party', async () => {
    const { events } = setup();
    const panel = await openPopover(events);
    await within(panel).findByRole('list', { name: 'Cases' });
    await typeInto(events, within(panel).getByRole('textbox', { name: 'Search cases' }), 'Natarajan');
    expect(within(panel).getByText('No cases match your search')).toBeInTheDocument();

    // The toggle names what each mode does; the widget names ("Dropdown", "Typeahead") are not shown.
    expect(within(panel).getByRole('group', { name: 'How to find a case' })).toHaveTextContent('Browse listSearch all fields');
    expect(within(panel).queryByRole('button', { name: 'Typeahead' })).toBeNull();
    await events.click(within(panel).getByRole('button', { name: 'Search all fields' }));
    const box = within(panel).getByRole('textbox', { name: 'Type to search cases' });
    expect(box).toHaveAttribute('placeholder', 'Type to search cases...');
    expect(within(panel).getAllByRole('button', { name: CASE_ROW })).toHaveLength(1);
    expect(within(panel).getByText(/Attorney: Priya Natarajan/)).toBeInTheDocument();
    await events.clear(box);
    expect(within(panel).getByText('Type to search cases...', { selector: 'p' })).toBeInTheDocument();
    await typeInto(events, box, 'zzz');
    expect(within(panel).getByText('No cases found matching your search')).toBeInTheDocument();
  });

  it('says when there are no cases at all (a bare array response)', async () => {
    listBody = () => ({ status: 200, body: [] });
    const { events } = setup();
    const panel = await openPopover(events);
    expect(await within(panel).findByText('No cases available')).toBeInTheDocument();
  });

  it('accepts a bare array of cases', async () => {
    listBody = () => ({ status: 200, body: [RIVERA] });
    const { events } = setup();
    const panel = await openPopover(events);
    expect(await within(panel).findByRole('button', { name: /^Rivera/ })).toBeInTheDocument();
  });

  it('shows the failure with Retry, and Retry loads again', async () => {
    listBody = () => ({ status: 500, body: { detail: 'boom', code: 'internal' } });
    const { events } = setup();
    const panel = await openPopover(events);
    expect(await within(panel).findByText('Failed to load cases. Please try again.')).toBeInTheDocument();
    listBody = () => ({ status: 200, body: { cases: [OKAFOR], total: 1, page: 1, page_size: 100 } });
    await events.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('button', { name: /^Okafor/ })).toBeInTheDocument();
  });

  it('Clear selection sets none and tells the parent', async () => {
    const { events, onChange } = setup();
    let panel = await openPopover(events);
    expect(within(panel).getByRole('button', { name: 'Clear selection' })).toBeDisabled();
    await events.click(await within(panel).findByRole('button', { name: /^Rivera/ }));
    await waitFor(() => expect(card()).toHaveTextContent('Rivera v. Harbor Hotels Group'));
    panel = await openPopover(events);
    await events.click(within(panel).getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(probe('selected id')).toHaveTextContent('none');
    expect(card()).toHaveTextContent('No case selected');
  });

  it('shows a stored selection as loading, not as none, until the list arrives', async () => {
    const user = makeUser('associate');
    localStorage.setItem(`ldd.selectedCase.${user.id}`, 'c-okafor');
    setup();
    expect(card()).not.toHaveTextContent('No case selected');
    await waitFor(() => expect(card()).toHaveTextContent('Okafor v. Metro Transit Authority'));
  });

  it('treats a selected id missing from the list as none', async () => {
    const user = makeUser('associate');
    localStorage.setItem(`ldd.selectedCase.${user.id}`, 'c-archived');
    setup();
    // Loading first (the id is stored), then none once the list lacks it.
    await waitFor(() => expect(card()).toHaveTextContent('No case selected'));
    expect(screen.getByRole('status', { name: 'selected id' })).toHaveTextContent('c-archived');
  });

  it('New Case asks first, then goes to case management; Cancel stays', async () => {
    const { events } = setup();
    let panel = await openPopover(events);
    await events.click(within(panel).getByRole('button', { name: 'New Case' }));
    let dialog = screen.getByRole('dialog', { name: 'Create New Case' });
    expect(dialog).toHaveTextContent(/redirected .* Case Management/);
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Case' })).not.toBeInTheDocument());
    expect(probe('path')).toHaveTextContent('/');

    panel = await openPopover(events);
    await events.click(within(panel).getByRole('button', { name: 'New Case' }));
    dialog = screen.getByRole('dialog', { name: 'Create New Case' });
    await events.click(within(dialog).getByRole('button', { name: 'Go to Case Management' }));
    expect(probe('path')).toHaveTextContent('/cases');
  });

  it('Manage Cases goes to /cases', async () => {
    const { events } = setup();
    const panel = await openPopover(events);
    await events.click(within(panel).getByRole('button', { name: 'Manage Cases' }));
    expect(probe('path')).toHaveTextContent('/cases');
  });

  it('hides New Case and Manage Cases from a paralegal, and New Case when the flag says so', async () => {
    const { events } = setup('paralegal');
    const panel = await openPopover(events);
    await within(panel).findByRole('list', { name: 'Cases' });
    expect(within(panel).queryByRole('button', { name: 'New Case' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Manage Cases' })).not.toBeInTheDocument();
  });

  it('honours allowCreate over the role', async () => {
    const { events } = setup('partner', { allowCreate: false });
    const panel = await openPopover(events);
    expect(within(panel).queryByRole('button', { name: 'New Case' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Manage Cases' })).toBeInTheDocument();
  });

  it('moves from the search box into the list with the arrow keys', async () => {
    const { events } = setup();
    const panel = await openPopover(events);
    await within(panel).findByRole('list', { name: 'Cases' });
    expect(within(panel).getByRole('textbox', { name: 'Search cases' })).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    const options = within(panel).getAllByRole('button', { name: CASE_ROW });
    expect(options[0]).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    expect(options[1]).toHaveFocus();
    await events.keyboard('{Enter}');
    expect(probe('selected id')).toHaveTextContent(/c-/);
  });
});
