import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@app/contract';
import { organizations, users } from '../../db/schema/index.js';
import { insertPendingInvitation } from '../organization/test-support.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startTestIdentityProvider, type TestIdentityProvider } from './test-identity-provider.js';

// Google sign-in never creates a firm (resolve-account.ts), so closing sign-up must not change it:
// existing and invited people still get in, a stranger is refused as before and nothing is created.
let idp: TestIdentityProvider;
let server: TestServer;
let firm: TestFirm;

beforeAll(async () => {
  idp = await startTestIdentityProvider();
  server = await createTestServer({ ...idp.serverEnv, SIGNUP_ENABLED: 'false' });
  firm = await server.createFirm('Closed Sign-Up LLP');
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** Start → provider login → our callback, as a browser would; returns where the web app is sent. */
async function signInWithGoogle(email: string): Promise<URL> {
  const sub = randomUUID();
  idp.addAccount({ sub, email, email_verified: true, name: 'Google Person' });
  const start = await server.app.inject({ method: 'GET', url: '/api/v1/auth/google/start' });
  const atCallback = await idp.authorize(String(start.headers.location), sub);
  const callback = await server.app.inject({ method: 'GET', url: atCallback.pathname + atCallback.search, headers: { 'user-agent': 'vitest' } });
  expect(callback.statusCode).toBe(302);
  return new URL(String(callback.headers.location));
}

async function exchange(landing: URL) {
  expect(landing.pathname).toBe('/login/callback');
  return server.api<TokenResponse>('POST', '/api/v1/auth/google/exchange', { body: { ticket: landing.searchParams.get('ticket') } });
}

describe('Google sign-in with sign-up closed', () => {
  it('signs in an existing user', async () => {
    const res = await exchange(await signInWithGoogle(firm.users.associate.email));
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(firm.users.associate.id);
  });

  it('turns a pending invitation into an account in the inviting firm', async () => {
    const email = `invitee.${randomUUID().slice(0, 8)}@firm.test`;
    await insertPendingInvitation(server, firm.organizationId, email, 'paralegal');
    const res = await exchange(await signInWithGoogle(email));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, organization_id: firm.organizationId, role: 'paralegal' });
  });

  it('refuses an unknown e-mail and creates no firm or account', async () => {
    const [before] = await server.deps.db.select({ n: count() }).from(organizations);
    const email = `stranger.${randomUUID().slice(0, 8)}@elsewhere.test`;
    const landing = await signInWithGoogle(email);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('message')).toBe(`No account uses ${email}. Ask your firm administrator for an invitation.`);
    const [after] = await server.deps.db.select({ n: count() }).from(organizations);
    expect(after?.n).toBe(before?.n);
    expect(await server.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
