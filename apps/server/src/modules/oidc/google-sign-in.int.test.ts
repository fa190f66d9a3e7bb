import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditAction, type ErrorBody, type TokenResponse, type User } from '@app/contract';
import { auditLogs, invitations, users } from '../../db/schema/index.js';
import { insertPendingInvitation } from '../organization/test-support.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startTestIdentityProvider, TEST_REDIRECT_URI, type TestIdentityProvider } from './test-identity-provider.js';

let idp: TestIdentityProvider;
let server: TestServer;
let firm: TestFirm;

beforeAll(async () => {
  idp = await startTestIdentityProvider();
  server = await createTestServer({ ...idp.serverEnv, PUBLIC_URL: 'http://localhost:3000' });
  firm = await server.createFirm('Google Sign-In LLP');
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** A fresh Google account (at the test provider) with the given e-mail. */
function googleAccount(email: string, opts: { verified?: boolean; name?: string } = {}): string {
  const sub = randomUUID();
  idp.addAccount({ sub, email, email_verified: opts.verified ?? true, ...(opts.name ? { name: opts.name } : {}) });
  return sub;
}

const startUrl = (returnTo?: string) =>
  `/api/v1/auth/google/start${returnTo === undefined ? '' : `?return_to=${encodeURIComponent(returnTo)}`}`;

/** Start → provider login → our callback, as a browser would; returns where the web app is sent. */
async function signInWithGoogle(account: string, returnTo?: string): Promise<URL> {
  const start = await server.app.inject({ method: 'GET', url: startUrl(returnTo) });
  expect(start.statusCode).toBe(302);
  const atCallback = await idp.authorize(String(start.headers.location), account);
  expect(atCallback.href.startsWith(`${TEST_REDIRECT_URI}?`)).toBe(true);
  const callback = await server.app.inject({
    method: 'GET',
    url: atCallback.pathname + atCallback.search,
    headers: { 'user-agent': 'vitest' },
  });
  expect(callback.statusCode).toBe(302);
  return new URL(String(callback.headers.location));
}

function expectRefusal(landing: URL, message: string): void {
  expect(landing.origin + landing.pathname).toBe('http://localhost:3000/login');
  expect(landing.searchParams.get('error')).toBe('google');
  expect(landing.searchParams.get('message')).toBe(message);
  expect(landing.searchParams.has('ticket')).toBe(false);
}

const exchange = (ticket: string) => server.api<TokenResponse>('POST', '/api/v1/auth/google/exchange', { body: { ticket } });

function ticketOf(landing: URL): string {
  expect(landing.origin + landing.pathname).toBe('http://localhost:3000/login/callback');
  const ticket = landing.searchParams.get('ticket');
  if (!ticket) throw new Error(`no ticket in ${landing.href}`);
  return ticket;
}

async function auditRows(action: AuditAction, email: string) {
  return server.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.resourceName, email)));
}

describe('Google sign-in against a local OpenID Provider', () => {
  it('is advertised by /auth/providers', async () => {
    const res = await server.api<{ providers: { id: string; start_url: string }[] }>('GET', '/api/v1/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body.providers).toEqual([{ id: 'google', name: 'Google', start_url: '/api/v1/auth/google/start' }]);
  });

  it('starts an authorization code flow with PKCE (S256), state and nonce', async () => {
    const start = await server.app.inject({ method: 'GET', url: startUrl('/cases') });
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(idp.issuer);
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(idp.clientId);
    expect(params.get('redirect_uri')).toBe(TEST_REDIRECT_URI);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
  });

  it('signs in an existing user by verified e-mail, end to end', async () => {
    const user = firm.users.associate;
    const landing = await signInWithGoogle(googleAccount(user.email.toUpperCase()), '/cases/42?tab=documents');
    expect(landing.searchParams.get('return_to')).toBe('/cases/42?tab=documents');

    const res = await exchange(ticketOf(landing));
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.token_type).toBe('bearer');

    const me = await server.api<User>('GET', '/api/v1/auth/me', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);

    const [login] = await auditRows('login', user.email);
    expect(login?.details).toMatchObject({ method: 'google' });
    expect(login?.userId).toBe(user.id);
  });

  it('refuses a replayed ticket', async () => {
    const landing = await signInWithGoogle(googleAccount(firm.users.partner.email));
    const ticket = ticketOf(landing);
    expect((await exchange(ticket)).status).toBe(200);
    const replay = await server.api<ErrorBody>('POST', '/api/v1/auth/google/exchange', { body: { ticket } });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('invalid_ticket');
    expect(replay.body.detail).toMatch(/already used/);
  });

  it('accepts a pending invitation for the Google e-mail and creates the account', async () => {
    const email = `invitee.${randomUUID().slice(0, 8)}@firm.test`;
    await insertPendingInvitation(server, firm.organizationId, email, 'paralegal');
    const landing = await signInWithGoogle(googleAccount(email, { name: 'Ivy Invitee' }));
    const res = await exchange(ticketOf(landing));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email,
      full_name: 'Ivy Invitee',
      role: 'paralegal',
      organization_id: firm.organizationId,
      auth_provider: 'google',
      is_verified: true,
    });
    const [invitation] = await server.deps.db.select().from(invitations).where(eq(invitations.email, email));
    expect(invitation?.status).toBe('accepted');
    expect(invitation?.acceptedUserId).toBe(res.body.user.id);
  });

  it('refuses an e-mail with no account and no invitation, with a clear message, and audits it', async () => {
    const email = `stranger.${randomUUID().slice(0, 8)}@elsewhere.test`;
    const landing = await signInWithGoogle(googleAccount(email));
    expectRefusal(landing, `No account uses ${email}. Ask your firm administrator for an invitation.`);
    const [failed] = await auditRows('login_failed', email);
    expect(failed?.details).toMatchObject({ method: 'google', reason: 'no_account' });
    expect(failed?.outcome).toBe('failure');
    const [created] = await server.deps.db.select().from(users).where(eq(users.email, email));
    expect(created).toBeUndefined();
  });

  it('refuses an unverified Google e-mail even when an account uses it', async () => {
    const landing = await signInWithGoogle(googleAccount(firm.users.viewer.email, { verified: false }));
    expectRefusal(landing, 'Your Google e-mail address is not verified.');
    const [failed] = await auditRows('login_failed', firm.users.viewer.email);
    expect(failed?.details).toMatchObject({ method: 'google', reason: 'email_not_verified' });
  });

  it('refuses a deactivated user', async () => {
    const user = firm.users.paralegal;
    await server.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const landing = await signInWithGoogle(googleAccount(user.email));
    expectRefusal(landing, 'This account has been deactivated. Contact your firm administrator.');
    const [failed] = await auditRows('login_failed', user.email);
    expect(failed?.details).toMatchObject({ method: 'google', reason: 'account_deactivated' });
  });

  it('links only an account whose address was confirmed: an unconfirmed one is refused and audited', async () => {
    const other = await server.createFirm('Unconfirmed Signups LLP');
    const user = other.users.admin;
    await server.deps.db.update(users).set({ isVerified: false }).where(eq(users.id, user.id));
    const landing = await signInWithGoogle(googleAccount(user.email));
    expectRefusal(landing, 'This account has not confirmed its e-mail address yet. Sign in with your password and confirm it first.');
    const [failed] = await auditRows('login_failed', user.email);
    expect(failed?.details).toMatchObject({ method: 'google', reason: 'email_unverified' });
  });

  it("lands the invitee in the inviting firm even when someone else signed up with their address first", async () => {
    const email = `squatted.${randomUUID().slice(0, 8)}@firm.test`;
    const signup = await server.api('POST', '/api/v1/auth/signup', {
      body: { email, password: 'Quiet-Harbour-Lantern-42', full_name: 'Squatter', organization_name: 'Squat LLP', terms_accepted: true, privacy_accepted: true },
    });
    expect(signup.status).toBe(202);
    await insertPendingInvitation(server, firm.organizationId, email, 'associate');
    const res = await exchange(ticketOf(await signInWithGoogle(googleAccount(email))));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, organization_id: firm.organizationId, role: 'associate' });
  });

  it('still asks for the second factor when the user turned on two-factor authentication', async () => {
    const user = firm.users.admin;
    await server.deps.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    try {
      const landing = await signInWithGoogle(googleAccount(user.email));
      const res = await server.api<ErrorBody & { challenge?: string }>('POST', '/api/v1/auth/google/exchange', {
        body: { ticket: ticketOf(landing) },
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('two_factor_required');
      expect(res.body.challenge).toBeTruthy();
    } finally {
      await server.deps.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
    }
  });

  it('refuses an unknown state, and a callback URL used a second time', async () => {
    const bogus = await server.app.inject({ method: 'GET', url: '/api/v1/auth/google/callback?code=abc&state=not-a-real-state' });
    expect(bogus.statusCode).toBe(302);
    expectRefusal(new URL(String(bogus.headers.location)), 'This Google sign-in expired or was already used. Please try again.');

    const missing = await server.app.inject({ method: 'GET', url: '/api/v1/auth/google/callback?code=abc' });
    expectRefusal(new URL(String(missing.headers.location)), 'Google login failed. Please try again.');

    const start = await server.app.inject({ method: 'GET', url: startUrl() });
    const atCallback = await idp.authorize(String(start.headers.location), googleAccount(firm.users.associate.email));
    const path = atCallback.pathname + atCallback.search;
    const first = await server.app.inject({ method: 'GET', url: path });
    ticketOf(new URL(String(first.headers.location)));
    const again = await server.app.inject({ method: 'GET', url: path });
    expectRefusal(new URL(String(again.headers.location)), 'This Google sign-in expired or was already used. Please try again.');
  });

  it('refuses a code that does not belong to the flow (PKCE / state binding)', async () => {
    // Two flows: the code of the second presented with the state of the first.
    const startA = await server.app.inject({ method: 'GET', url: startUrl() });
    const stateA = new URL(String(startA.headers.location)).searchParams.get('state') ?? '';
    const startB = await server.app.inject({ method: 'GET', url: startUrl() });
    const atCallbackB = await idp.authorize(String(startB.headers.location), googleAccount(firm.users.associate.email));
    const mixed = new URLSearchParams(atCallbackB.search);
    mixed.set('state', stateA);
    const res = await server.app.inject({ method: 'GET', url: `/api/v1/auth/google/callback?${mixed}` });
    expectRefusal(new URL(String(res.headers.location)), 'Google login failed. Please try again.');
  });

  it('reports a sign-in cancelled at the provider', async () => {
    const start = await server.app.inject({ method: 'GET', url: startUrl() });
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v1/auth/google/callback?error=access_denied&state=${encodeURIComponent(state)}`,
    });
    expectRefusal(new URL(String(res.headers.location)), 'Google sign-in was cancelled.');
  });

  it('drops a return_to that would leave the site', async () => {
    const landing = await signInWithGoogle(googleAccount(firm.users.associate.email), '//evil.example/phish');
    ticketOf(landing);
    expect(landing.searchParams.has('return_to')).toBe(false);
  });

  it('answers 401 for a made-up ticket', async () => {
    const res = await server.api<ErrorBody>('POST', '/api/v1/auth/google/exchange', { body: { ticket: 'made-up' } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_ticket');
  });
});
