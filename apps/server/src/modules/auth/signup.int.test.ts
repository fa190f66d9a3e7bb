import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody, TokenResponse, User } from '@app/contract';
import { createTestServer, linkFromMail, type TestServer } from '../../test/harness.js';
import { auditLogs, organizations } from '../../db/schema/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const payload = (email: string) => ({
  email,
  password: 'Quiet-Harbour-Lantern-42',
  full_name: 'Ada Mensah',
  organization_name: 'Mensah Legal',
  organization_domain: 'mensah.test',
  phone: '+1 555 0100',
  bar_number: 'CA-123456',
  title: 'Founder',
  terms_accepted: true,
  privacy_accepted: true,
  marketing_consent: false,
  referral_source: 'conference',
});

describe('POST /auth/signup', () => {
  it('is open by default, and /auth/providers says so (signup-closed.int.test.ts covers SIGNUP_ENABLED=false)', async () => {
    const res = await server.api<{ signup: boolean }>('GET', '/api/v1/auth/providers');
    expect(res.body.signup).toBe(true);
  });

  it('creates the firm, makes the signer its admin, returns tokens and audits it', async () => {
    const res = await server.api<TokenResponse>('POST', '/api/v1/auth/signup', { body: payload('ada@mensah.test') });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'admin', org_role: 'managing_partner', organization: 'Mensah Legal', is_verified: false });
    const [org] = await server.deps.db.select().from(organizations).where(eq(organizations.id, res.body.user.organization_id));
    expect(org?.domain).toBe('mensah.test');
    const audit = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, res.body.user.organization_id));
    expect(audit.map((a) => a.action)).toContain('user_created');
  });

  it('sends a confirmation e-mail whose link verifies the address', async () => {
    const res = await server.api<TokenResponse>('POST', '/api/v1/auth/signup', { body: payload('verify@mensah.test') });
    const mail = await server.waitForMail((raw) => raw.includes('verify@mensah.test') && raw.includes('verify-email'));
    const token = new URL(linkFromMail(mail, '/verify-email')).searchParams.get('token');
    expect(token).toBeTruthy();
    const verified = await server.api('POST', '/api/v1/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    const me = await server.api<User>('GET', '/api/v1/auth/me', { token: res.body.access_token });
    expect(me.body.is_verified).toBe(true);
    expect((await server.api('POST', '/api/v1/auth/verify-email', { body: { token } })).status).toBe(400);
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

  it('refuses an e-mail that already has an account with 409', async () => {
    await server.api('POST', '/api/v1/auth/signup', { body: payload('dup@mensah.test') });
    const again = await server.api<ErrorBody>('POST', '/api/v1/auth/signup', { body: payload('DUP@mensah.test') });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('email_taken');
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
