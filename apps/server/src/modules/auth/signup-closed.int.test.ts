import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SIGNUP_CLOSED_DETAIL, type ErrorBody, type Invitation, type TokenResponse } from '@app/contract';
import { createTestServer, linkFromMail, TEST_PASSWORD, type TestServer } from '../../test/harness.js';
import { organizations, pendingSignups, users } from '../../db/schema/index.js';
import { sha256 } from '../../platform/auth/crypto.js';
import { queuedSubjects } from './test-support.js';

// SIGNUP_ENABLED=false (security.md, "Open sign-up"); signup.int.test.ts covers the default, open case.
let closed: TestServer;
beforeAll(async () => {
  closed = await createTestServer({ SIGNUP_ENABLED: 'false' });
});
afterAll(() => closed?.close());

const payload = (email: string) => ({
  email,
  password: 'Quiet-Harbour-Lantern-42',
  full_name: 'Ada Mensah',
  organization_name: 'Mensah Legal',
  terms_accepted: true,
  privacy_accepted: true,
  marketing_consent: false,
});

async function rowCounts(server: TestServer) {
  const [orgs] = await server.deps.db.select({ n: count() }).from(organizations);
  const [people] = await server.deps.db.select({ n: count() }).from(users);
  return { organizations: orgs?.n, users: people?.n };
}

describe('sign-up closed (SIGNUP_ENABLED=false)', () => {
  it('answers 403 signup_closed in the error shape and creates nothing', async () => {
    await closed.createFirm('Existing Firm LLP');
    const before = await rowCounts(closed);
    const res = await closed.api<ErrorBody>('POST', '/api/v1/auth/signup', { body: payload('ada@mensah.test') });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'signup_closed', detail: SIGNUP_CLOSED_DETAIL });
    expect(await rowCounts(closed)).toEqual(before);
    const [user] = await closed.deps.db.select().from(users).where(eq(users.email, 'ada@mensah.test'));
    expect(user).toBeUndefined();
    expect(await queuedSubjects(closed, 'ada@mensah.test')).toEqual([]);
  });

  it('refuses before validating the body, so any post gets the same answer', async () => {
    const res = await closed.api<ErrorBody>('POST', '/api/v1/auth/signup', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('signup_closed');
  });

  it('refuses resending a sign-up link, and a link sent before sign-up closed creates no firm', async () => {
    const resend = await closed.api<ErrorBody>('POST', '/api/v1/auth/signup/resend', { body: { email: 'ada@mensah.test' } });
    expect(resend.status).toBe(403);
    expect(resend.body.code).toBe('signup_closed');
    // A sign-up pending from when it was open, whose link is opened now.
    const token = 'link-from-before-closing';
    await closed.deps.db.insert(pendingSignups).values({
      email: 'early@mensah.test',
      tokenHash: sha256(token),
      passwordHash: 'not-used',
      details: { full_name: 'Early Bird', organization_name: 'Early LLP', organization_domain: null, phone: null, title: null, bar_number: null, marketing_consent: false, referral_source: null },
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const before = await rowCounts(closed);
    const late = await closed.api<ErrorBody>('POST', '/api/v1/auth/verify-email', { body: { token } });
    expect(late.status).toBe(403);
    expect(late.body).toEqual({ code: 'signup_closed', detail: SIGNUP_CLOSED_DETAIL });
    expect(await rowCounts(closed)).toEqual(before);
  });

  it('tells the web app through /auth/providers', async () => {
    const res = await closed.api<{ signup: boolean; password: boolean }>('GET', '/api/v1/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ signup: false, password: true });
  });

  it('still lets existing people sign in and invited people join', async () => {
    const firm = await closed.createFirm('Invites Still Work LLP');
    const login = await closed.api<TokenResponse>('POST', '/api/v1/auth/login', { body: { email: firm.users.viewer.email, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);

    const email = `invitee.${Date.now().toString(36)}@firm.test`;
    const invited = await closed.api<Invitation>('POST', '/api/v1/organization/invite', { token: await firm.token('admin'), body: { email, role: 'associate' } });
    expect(invited.status).toBe(201);
    const raw = await closed.waitForMail((r) => r.includes(`To: ${email}`));
    const token = new URL(linkFromMail(raw, '/accept-invitation')).searchParams.get('token');
    const accepted = await closed.api<TokenResponse>('POST', '/api/v1/auth/accept-invitation', {
      body: { token, full_name: 'Nora New', password: 'Quiet-Harbour-Lantern-42' },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ email, organization_id: firm.organizationId });
  });
});
