import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { SIGNUP_CLOSED_DETAIL } from '@app/contract';
import { fakeAuth, renderWithSession } from '../../test/render';
import type { Providers } from './auth-api';
import { LoginPage } from './LoginPage';
import { SignupPage } from './SignupPage';

/**
 * The server's /auth/providers answer, with sign-up open or closed (SIGNUP_ENABLED). Google is
 * listed so its button shows when the answer has arrived.
 */
function serveProviders(signup: boolean) {
  const providers: Providers = { providers: [{ id: 'google', name: 'Google', start_url: '/api/v1/auth/google/start' }], password: true, signup };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/auth/providers')
        ? new Response(JSON.stringify(providers), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ detail: 'not found', code: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

const signedOut = () => fakeAuth({});

describe('SignupPage', () => {
  it('says sign-up is closed, instead of the form, when the server has it off', async () => {
    serveProviders(false);
    renderWithSession(<SignupPage />, { auth: signedOut(), path: '/signup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-up is closed' })).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_CLOSED_DETAIL)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Firm name/)).not.toBeInTheDocument();
  });

  it('shows the form when sign-up is open', async () => {
    serveProviders(true);
    renderWithSession(<SignupPage />, { auth: signedOut(), path: '/signup' });
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.queryByText('Sign-up is closed')).not.toBeInTheDocument();
  });
});

describe('LoginPage sign-up link', () => {
  it('is hidden when sign-up is closed', async () => {
    serveProviders(false);
    renderWithSession(<LoginPage />, { auth: signedOut(), path: '/sign-in' });
    // The Google button shows once the providers answer is in: only then is the absence meaningful.
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Create your firm's account" })).not.toBeInTheDocument();
  });

  it('is offered when sign-up is open', async () => {
    serveProviders(true);
    renderWithSession(<LoginPage />, { auth: signedOut(), path: '/sign-in' });
    expect(await screen.findByRole('link', { name: "Create your firm's account" })).toHaveAttribute('href', '/signup');
  });
});
