import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_PROCESSING_LIMITS, type Organization } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { ProcessingLimitsCard } from './ProcessingLimitsCard';

const org: Organization = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Harper & Lane LLP',
  domain: null,
  subscription_type: 'professional',
  subscription_status: 'active',
  max_users: 25,
  max_cases: 100,
  address: null,
  phone: null,
  website: null,
  two_factor_required_for: 'none',
  time_zone: 'UTC',
  processing_limits: { ...DEFAULT_PROCESSING_LIMITS },
  user_count: 5,
  created_at: '2026-11-27T09:00:00.000Z',
  updated_at: '2026-11-27T09:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const sent = JSON.parse(String(init?.body ?? '{}')) as { processing_limits?: Partial<Organization['processing_limits']> };
    return json({ ...org, processing_limits: { ...org.processing_limits, ...sent.processing_limits }, updated_at: '2026-11-28T09:00:00.000Z' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const render = (editable: boolean) =>
  renderWithSession(<ProcessingLimitsCard org={org} editable={editable} />, { auth: fakeAuth({ user: makeUser(editable ? 'admin' : 'partner') }) });

// MUI renders slowly on a busy CI machine.
describe('Document processing limits card', { timeout: 60_000 }, () => {
  it("shows the firm's limits read-only to a partner", () => {
    render(false);
    expect(screen.getByLabelText('Pages per document (pages)')).toHaveValue('5000');
    expect(screen.getByLabelText('Pages per document (pages)')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save processing limits' })).toBeNull();
  });

  it('refuses a value out of bounds without calling the server, then saves a good one', async () => {
    render(true);
    const pages = screen.getByLabelText('Pages per document (pages)');
    fireEvent.change(pages, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save processing limits' }));
    expect(screen.getByText('Between 1 and 50,000')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(pages, { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save processing limits' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/organization$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ processing_limits: { ...DEFAULT_PROCESSING_LIMITS, max_pages: 800 } });
  });
});
