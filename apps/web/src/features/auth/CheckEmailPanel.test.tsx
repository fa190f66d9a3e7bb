import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeAuth, renderWithSession } from '../../test/render';
import { CheckEmailPanel, RESEND_PAUSE_SECONDS } from './CheckEmailPanel';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function waitOutPause() {
  for (let i = 0; i < RESEND_PAUSE_SECONDS; i++) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('CheckEmailPanel (after sign-up)', () => {
  it('names the address, rests the resend button, then sends the link again', async () => {
    vi.useFakeTimers();
    const fetchMock = serve(() => json(202, { ok: true, message: 'Check your e-mail' }));
    renderWithSession(<CheckEmailPanel email="ada@counsel.example" />, { auth: fakeAuth({}), path: '/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('ada@counsel.example')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send the link again \(in 60 s\)/ })).toBeDisabled();
    await waitOutPause();
    const button = screen.getByRole('button', { name: 'Send the link again' });
    expect(button).toBeEnabled();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/v1\/auth\/signup\/resend$/), expect.objectContaining({ method: 'POST' }));
    expect(screen.getByRole('status')).toHaveTextContent('We have sent the link to ada@counsel.example again.');
    expect(screen.getByRole('button', { name: /Send the link again \(in 60 s\)/ })).toBeDisabled();
  });

  it("shows the server's answer when the address has had its mails for the hour", async () => {
    vi.useFakeTimers();
    serve(() => json(429, { detail: 'Too many confirmation e-mails were requested for this address. Try again in 42 minutes.', code: 'too_many_emails' }));
    renderWithSession(<CheckEmailPanel email="ada@counsel.example" />, { auth: fakeAuth({}), path: '/signup' });
    await waitOutPause();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Too many confirmation e-mails were requested for this address. Try again in 42 minutes.');
  });
});
