import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody, TokenResponse, User } from '@app/contract';
import { createTestServer, linkFromMail, type TestServer } from '../../test/harness.js';
import { auditLogs, organizations, pendingSignups, users } from '../../db/schema/index.js';
import { passwordWork } from '../../platform/auth/passwords.js';
import { accountMailJobs, confirmationToken, deliveredMail, queuedSubjects, signupPayload } from './test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const payload = (email: string) =>
  signupPayload(email, {
    organization_domain: 'mensah.test',
    phone: '+1 555 0100',
    bar_number: 'CA-123456',
    title: 'Founder',
    marketing_consent: false,
    referral_source: 'conference',
  });

const ACCEPTED = { ok: true, message: "Check your e-mail: we have sent a link to confirm your address. Your firm's account is created when you open it." };

const accountOf = async (email: string) => (await server.deps.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /auth/signup', () => {
  it('is open by default, and /auth/providers says so (signup-closed.int.test.ts covers SIGNUP_ENABLED=false)', async () => {
    const res = await server.api<{ signup: boolean }>('GET', '/api/v1/auth/providers');
    expect(res.body.signup).toBe(true);
  });

  it('creates nothing until the mailed link is opened; the link creates the firm and its verified admin, once', async () => {
    const res = await server.api('POST', '/api/v1/auth/signup', { body: payload('ada@mensah.test') });
    expect(res.status).toBe(202);
    expect(res.body).toEqual(ACCEPTED);
    expect(await accountOf('ada@mensah.test')).toBeUndefined();
    // Not an account: it cannot sign in.
    const early = await server.api<ErrorBody>('POST', '/api/v1/auth/login', { body: { email: 'ada@mensah.test', password: payload('').password } });
    expect(early.status).toBe(401);

    const token = await confirmationToken(server, 'ada@mensah.test');
    const confirmed = await server.api<{ message: string }>('POST', '/api/v1/auth/verify-email', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe("Your e-mail address is confirmed and your firm's account is ready. Sign in to start.");
    const login = await server.api<TokenResponse>('POST', '/api/v1/auth/login', { body: { email: 'ada@mensah.test', password: payload('').password } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'admin', org_role: 'managing_partner', organization: 'Mensah Legal', is_verified: true, title: 'Founder' });
    const [org] = await server.deps.db.select().from(organizations).where(eq(organizations.id, login.body.user.organization_id));
    expect(org?.domain).toBe('mensah.test');
    const audit = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, login.body.user.organization_id));
    expect(audit.find((a) => a.action === 'user_created')?.details).toMatchObject({ via: 'signup', email_verified: true });
    expect(await server.deps.db.select().from(pendingSignups).where(eq(pendingSignups.email, 'ada@mensah.test'))).toEqual([]);

    const reused = await server.api<ErrorBody>('POST', '/api/v1/auth/verify-email', { body: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.[0]?.field).toBe('token');
  });

  it('answers an address that has an account exactly like a new one, with the same work, and tells the owner instead', async () => {
    const firm = await server.createFirm();
    const taken = firm.users.partner.email;
    const fresh = 'brand.new@mensah.test';
    const answers: { status: number; body: unknown; hashes: number; jobs: number }[] = [];
    for (const email of [taken, fresh]) {
      const hashesBefore = passwordWork.hashes;
      const res = await server.api('POST', '/api/v1/auth/signup', { body: payload(email) });
      answers.push({ status: res.status, body: res.body, hashes: passwordWork.hashes - hashesBefore, jobs: await accountMailJobs(server, email) });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 202, body: ACCEPTED, hashes: 1, jobs: 1 });

    const notice = await deliveredMail(server, taken, 'Someone tried to sign up with your e-mail address');
    expect(notice).toContain('nothing was created');
    expect(notice).not.toContain('verify-email');
    await confirmationToken(server, fresh);
    expect(await queuedSubjects(server, taken)).toEqual(['Someone tried to sign up with your e-mail address']);
    // Nothing changed for the owner, and no second firm exists.
    expect((await accountOf(taken))?.organizationId).toBe(firm.organizationId);
    expect(await server.deps.db.select().from(pendingSignups).where(eq(pendingSignups.email, taken))).toEqual([]);
    const alert = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, firm.organizationId));
    expect(alert.find((a) => a.action === 'security_alert')?.details).toMatchObject({ reason: 'signup_with_existing_email' });
  });

  it("a squatter's unconfirmed sign-up does not block the real firm's invitation, which wins", async () => {
    const firm = await server.createFirm();
    const victim = `future.hire.${Date.now()}@demo.example`;
    expect((await server.api('POST', '/api/v1/auth/signup', { body: payload(victim) })).status).toBe(202);
    const squatterLink = await confirmationToken(server, victim);

    const invited = await server.api('POST', '/api/v1/organization/invite', { token: await firm.token('admin'), body: { email: victim, role: 'associate' } });
    expect(invited.status).toBe(201);
    const invitation = await server.waitForMail((raw) => raw.includes(`To: ${victim}`) && raw.includes('accept-invitation'));
    const inviteToken = new URL(linkFromMail(invitation, '/accept-invitation')).searchParams.get('token');
    const accepted = await server.api<TokenResponse>('POST', '/api/v1/auth/accept-invitation', {
      body: { token: inviteToken, full_name: 'Future Hire', password: 'Copper-Willow-Anchor-58' },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user.organization_id).toBe(firm.organizationId);

    // The squatter's link now leads nowhere: the address belongs to the invited account.
    const late = await server.api<ErrorBody>('POST', '/api/v1/auth/verify-email', { body: { token: squatterLink } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('email_taken');
    expect((await accountOf(victim))?.organizationId).toBe(firm.organizationId);
    expect(await server.deps.db.select().from(pendingSignups).where(eq(pendingSignups.email, victim))).toEqual([]);
  });

  it('resends the link with the same answer for any address, and refuses a sixth mail in an hour with 429 and Retry-After', async () => {
    const email = 'resend@mensah.test';
    expect((await server.api('POST', '/api/v1/auth/signup', { body: payload(email) })).status).toBe(202);
    const first = await confirmationToken(server, email);
    const again = await server.api('POST', '/api/v1/auth/signup/resend', { body: { email } });
    const unknown = await server.api('POST', '/api/v1/auth/signup/resend', { body: { email: 'never-signed-up@mensah.test' } });
    expect(again.status).toBe(202);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: again.status, body: again.body });
    const second = await confirmationToken(server, email, new Set([first]));
    expect(second).not.toBe(first);
    // The new link replaced the old one.
    expect((await server.api('POST', '/api/v1/auth/verify-email', { body: { token: first } })).status).toBe(400);

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await server.api('POST', '/api/v1/auth/signup/resend', { body: { email } })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await server.api<ErrorBody>('POST', '/api/v1/auth/signup/resend', { body: { email } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_emails', detail: expect.stringMatching(/Try again in \d+ minutes?\./) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const bad = await server.api<ErrorBody>('POST', '/api/v1/auth/signup/resend', { body: { email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('email');
  });

  it('requires terms and privacy to be accepted, with field errors', async () => {
    const res = await server.api<ErrorBody>('POST', '/api/v1/auth/signup', {
      body: { ...payload('terms@x.test'), terms_accepted: false, privacy_accepted: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual(['privacy_accepted', 'terms_accepted']);
  });

  it('refuses short and guessable passwords', async () => {
    const short = await server.api<ErrorBody>('POST', '/api/v1/auth/signup', { body: { ...payload('s@x.test'), password: 'abc' } });
    expect(short.status).toBe(400);
    expect(short.body.errors?.[0]).toMatchObject({ field: 'password', message: 'Password must be at least 12 characters' });
    const weak = await server.api<ErrorBody>('POST', '/api/v1/auth/signup', { body: { ...payload('w@x.test'), password: 'password1234' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.[0]?.field).toBe('password');
    expect(weak.body.detail).toMatch(/too easy to guess/);
  });

  it('refuses a confirmation link that does not exist', async () => {
    const res = await server.api<ErrorBody>('POST', '/api/v1/auth/verify-email', { body: { token: 'no-such-link' } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('token');
  });
});

describe('accounts created before sign-up waited for the link', () => {
  it('can still confirm their address when signed in', async () => {
    const firm = await server.createFirm();
    await server.deps.db.update(users).set({ isVerified: false }).where(eq(users.id, firm.users.admin.id));
    const token = await firm.token('admin');
    expect((await server.api('POST', '/api/v1/auth/verify-email/resend', { token })).status).toBe(200);
    const link = await confirmationToken(server, firm.users.admin.email);
    const confirmed = await server.api<{ message: string }>('POST', '/api/v1/auth/verify-email', { body: { token: link } });
    expect(confirmed.body.message).toBe('Your e-mail address is confirmed.');
    expect((await server.api<User>('GET', '/api/v1/auth/me', { token })).body.is_verified).toBe(true);
  });
});

describe('PUT /auth/me', () => {
  it('updates the profile, validates fields and audits the field names', async () => {
    const firm = await server.createFirm();
    const token = await firm.token('viewer');
    const ok = await server.api<User>('PUT', '/api/v1/auth/me', { token, body: { full_name: 'Elena M. Ruiz', title: 'Client rep' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ full_name: 'Elena M. Ruiz', first_name: 'Elena', last_name: 'M. Ruiz', title: 'Client rep' });
    const bad = await server.api<ErrorBody>('PUT', '/api/v1/auth/me', { token, body: { full_name: '', avatar_url: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['avatar_url', 'full_name']);
    const rows = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.userId, firm.users.viewer.id));
    expect(rows.find((r) => r.action === 'user_updated')?.details).toEqual({ fields: ['full_name', 'title'] });
  });
});
