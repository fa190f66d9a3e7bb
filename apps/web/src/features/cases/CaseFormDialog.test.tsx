import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { Case } from '@app/contract';
import { CaseFormDialog } from './CaseFormDialog';
import { caseFieldId } from './form/CaseFormFields';
import { makeCase } from '../../test/factories';

interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

let sent: SentRequest[];
let answer: (req: SentRequest) => { status: number; body: unknown };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  answer = (req) => ({ status: req.method === 'POST' ? 201 : 200, body: makeCase({ ...(req.body as Partial<Case>), id: '33333333-3333-4333-8333-333333333333' }) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      if (url.includes('/suggestions')) return json(200, { suggestions: url.includes('courts') ? ['Superior Court of New Jersey, Middlesex County'] : [] });
      const req = { method, url, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
      sent.push(req);
      const { status, body } = answer(req);
      return json(status, body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

// The whole case form is a large MUI tree: in jsdom on a busy 2-core machine one test takes
// several seconds, so these tests get more than the default 5 s.
const SLOW = { timeout: 60_000 };
// Role queries skip their per-element visibility check (getComputedStyle on every node, about a
// second a query on this form); everything queried here sits in the open dialog anyway.
configure({ defaultHidden: true });

function renderDialog(initial?: Case) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={client}>
        <CaseFormDialog open {...(initial ? { initial } : {})} onClose={onClose} onSaved={onSaved} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { onClose, onSaved, user: userEvent.setup() };
}

/** A text box or type-ahead by its accessible name (role queries are far cheaper than label queries on this form). */
function field(name: RegExp | string, scope: HTMLElement = document.body): HTMLElement {
  return within(scope).queryByRole('textbox', { name }) ?? within(scope).getByRole('combobox', { name });
}

/** Date inputs have no role; they are found by the id the form gives them. */
function dateField(which: 'opened_at' | 'closed_at'): HTMLElement {
  const el = document.getElementById(caseFieldId(which));
  if (!el) throw new Error(`no ${which} field`);
  return el;
}

// One change event per field: typing character by character re-renders the whole form each time.
function fill(target: RegExp | string | HTMLElement, text: string, scope?: HTMLElement) {
  fireEvent.change(target instanceof HTMLElement ? target : field(target, scope), { target: { value: text } });
}

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('CaseFormDialog (create)', SLOW, () => {
  it('shows what is missing under each field and sends nothing', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create case' }));
    const name = field(/^Case name/);
    expect(screen.getByLabelText(/^Case name/)).toBe(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
    expect(field(/^Client name/)).toHaveAccessibleDescription('Required');
    expect(field(/^Case type/)).toHaveAccessibleDescription('Required');
    await waitFor(() => expect(name).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('refuses a closing date before the opening date', async () => {
    const { user } = renderDialog();
    fill(/^Case name/, 'Acme v. Beta');
    fill(/^Client name/, 'Acme Corp');
    fill(/^Case type/, 'Employment');
    fill(dateField('opened_at'), '2026-03-10');
    fill(dateField('closed_at'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Create case' }));
    await waitFor(() => expect(dateField('closed_at')).toHaveAccessibleDescription('The closing date cannot be before the opening date'));
    expect(sent).toEqual([]);
  });

  it('builds the request from the filled fields and reports the saved case', async () => {
    const { user, onSaved, onClose } = renderDialog();
    fill(/^Case name/, '  Acme v. Beta ');
    fill(/^Client name/, 'Acme Corp');
    fill(/^Case type/, 'Commercial Litigation');
    fill(/^Court/, 'Superior Court of New Jersey, Middlesex County');
    await choose(user, 'Priority', 'High');
    await user.click(screen.getByRole('button', { name: 'Create case' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/api/v1/cases/');
    expect(sent[0]?.body).toEqual({
      name: 'Acme v. Beta',
      client_name: 'Acme Corp',
      case_type: 'Commercial Litigation',
      status: 'active',
      priority: 'high',
      opened_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      court: 'Superior Court of New Jersey, Middlesex County',
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: '33333333-3333-4333-8333-333333333333', name: 'Acme v. Beta' }));
  });

  it('sends the tags typed and the parties added, not a party row left blank', async () => {
    const { user, onClose } = renderDialog();
    fill(/^Case name/, 'Acme v. Beta');
    fill(/^Client name/, 'Acme Corp');
    fill(/^Case type/, 'Employment');
    await user.click(screen.getByRole('button', { name: 'Add party' }));
    fill(/^Party name/, 'Beta LLC', screen.getByRole('group', { name: 'Party 1' }));
    await user.click(screen.getByRole('button', { name: 'Add party' }));
    await user.click(field(/^Tags/));
    fill(/^Tags/, 'contract,');
    fill(/^Tags/, 'damages'); // still in the box when Create is pressed: kept
    await user.click(screen.getByRole('button', { name: 'Create case' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({
      tags: ['contract', 'damages'],
      parties: [{ name: 'Beta LLC', role: 'plaintiff', counsel: null, contact: null }],
    });
  });

  it('puts the server’s field errors on their fields and stays open', async () => {
    answer = () => ({ status: 400, body: { detail: 'Invalid docket_number', code: 'validation_error', errors: [{ field: 'docket_number', message: 'Too long' }] } });
    const { user, onClose } = renderDialog();
    fill(/^Case name/, 'Acme v. Beta');
    fill(/^Client name/, 'Acme Corp');
    fill(/^Case type/, 'Employment');
    fill(/^Docket number/, 'X-1');
    await user.click(screen.getByRole('button', { name: 'Create case' }));
    await waitFor(() => expect(field(/^Docket number/)).toHaveAccessibleDescription('Too long'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal without field errors (the firm’s case limit) as an alert', async () => {
    answer = () => ({ status: 409, body: { detail: 'Acme has reached its limit of 100 open cases. Archive a closed matter first.', code: 'max_cases_reached' } });
    const { user } = renderDialog();
    fill(/^Case name/, 'Acme v. Beta');
    fill(/^Client name/, 'Acme Corp');
    fill(/^Case type/, 'Employment');
    await user.click(screen.getByRole('button', { name: 'Create case' }));
    expect(await screen.findByText('Acme has reached its limit of 100 open cases. Archive a closed matter first.')).toBeInTheDocument();
  });
});

describe('CaseFormDialog (edit)', SLOW, () => {
  it('starts from the case, and saves nothing until something changes', () => {
    renderDialog(makeCase());
    expect(screen.getByRole('heading', { name: 'Edit Case' })).toBeInTheDocument();
    expect(field(/^Case name/)).toHaveValue('Rivera v. Harbor Hotels Group');
    expect(screen.getByRole('group', { name: 'Party 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('sends only the fields that changed', async () => {
    const { user, onSaved } = renderDialog(makeCase());
    await choose(user, 'Priority', 'High');
    fill(/^Jurisdiction/, '');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([{ method: 'PUT', url: '/api/v1/cases/11111111-1111-4111-8111-111111111111', body: { priority: 'high', jurisdiction: null } }]);
  });
});
