import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody, Organization, TokenResponse, TwoFactorRequirement, User } from '@app/contract';
import { createTestServer, TEST_PASSWORD, type TestFirm, type TestServer } from '../../test/harness.js';
import { currentTotp as totpNow } from '../../platform/auth/totp.js';
import { auditRowsFor } from './test-support.js';

let server: TestServer;
let firm: TestFirm;

beforeAll(async () => {
  // Only Date is faked, so each TOTP code can come from a fresh 30-second window.
  vi.useFakeTimers({ toFake: ['Date'] });
  server = await createTestServer();
  firm = await server.createFirm('Policy LLP');
});
afterAll(async () => {
  vi.useRealTimers();
  await server?.close();
});

function nextTotp(secret: string): string {
  vi.setSystemTime(Date.now() + 30_000);
  return totpNow(secret);
}

const setRule = async (rule: TwoFactorRequirement, token?: string) =>
  server.api<Organization & ErrorBody>('PUT', '/api/v1/organization', { token: token ?? (await firm.token('admin')), body: { two_factor_required_for: rule } });
const passwordLogin = (email: string) =>
  server.api<TokenResponse & ErrorBody & { challenge: string }>('POST', '/api/v1/auth/login', { body: { email, password: TEST_PASSWORD } });

async function enrol(token: string): Promise<string> {
  const setup = await server.api<{ secret: string }>('POST', '/api/v1/auth/2fa/setup', { token });
  expect(setup.status).toBe(200);
  const confirm = await server.api('POST', '/api/v1/auth/2fa/confirm', { token, body: { code: nextTotp(setup.body.secret) } });
  expect(confirm.status).toBe(200);
  return setup.body.secret;
}

describe('PUT /organization two_factor_required_for (ASVS 4.3.1)', () => {
  it('lets an administrator set it and audits it as a security change', async () => {
    // Enrolled first: an administrator the new rule covers without 2FA would be restricted at once.
    const token = await firm.token('admin');
    await enrol(token);
    const res = await setRule('everyone', token);
    expect(res.status).toBe(200);
    expect(res.body.two_factor_required_for).toBe('everyone');
    const [row] = await auditRowsFor(server, firm.organizationId, 'organization_security_changed');
    expect(row?.userId).toBe(firm.users.admin.id);
    expect(row?.details).toMatchObject({ setting: 'two_factor_required_for', from: 'none', to: 'everyone', users_without_two_factor: 4 });
    expect(await auditRowsFor(server, firm.organizationId, 'organization_settings_changed')).toHaveLength(0);
    expect((await setRule('none', token)).body.two_factor_required_for).toBe('none');
  });

  it('answers 400 with a field error for an unknown value', async () => {
    const res = await server.api<ErrorBody>('PUT', '/api/v1/organization', { token: await firm.token('admin'), body: { two_factor_required_for: 'partners' } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('two_factor_required_for');
  });

  it('refuses a partner with 403', async () => {
    const res = await setRule('everyone', await firm.token('partner'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });
});

describe('a session the rule covers is restricted to enrolment', () => {
  it('signs in, may only enrol, and is released the moment 2FA is on', async () => {
    const other = await server.createFirm('Everyone Must LLP');
    const before = await other.token('paralegal'); // a session opened before the rule
    expect((await server.api('GET', '/api/v1/cases', { token: before })).status).toBe(200);
    expect((await setRule('everyone', await other.token('admin'))).status).toBe(200);

    // Existing sessions are restricted at once (the PUT cleared the auth memo).
    const refused = await server.api<ErrorBody>('GET', '/api/v1/cases', { token: before });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'two_factor_setup_required', detail: expect.stringMatching(/requires two-factor sign-in/) });

    // Password sign-in still works and says so.
    const signedIn = await passwordLogin(other.users.paralegal.email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.two_factor_setup_required).toBe(true);
    const token = signedIn.body.access_token;
    for (const [method, url] of [
      ['GET', '/api/v1/cases'],
      ['GET', '/api/v1/organization'],
      ['PUT', '/api/v1/auth/me'],
      ['GET', '/api/v1/settings/preferences'],
    ] as const) {
      const res = await server.api<ErrorBody>(method, url, { token, body: method === 'PUT' ? { phone: '1' } : undefined });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('two_factor_setup_required');
    }
    const me = await server.api<User>('GET', '/api/v1/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.two_factor_setup_required).toBe(true);
    expect((await server.api('GET', '/api/v1/settings/security', { token })).status).toBe(200);
    const rotated = await server.api<TokenResponse>('POST', '/api/v1/auth/refresh', { body: { refresh_token: signedIn.body.refresh_token } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.user.two_factor_setup_required).toBe(true);

    await enrol(rotated.body.access_token);
    expect((await server.api('GET', '/api/v1/cases', { token: rotated.body.access_token })).status).toBe(200);
    const after = await server.api<User>('GET', '/api/v1/auth/me', { token: rotated.body.access_token });
    expect(after.body.two_factor_setup_required).toBe(false);

    // From now on sign-in asks for the code, as for anyone with 2FA.
    const next = await passwordLogin(other.users.paralegal.email);
    expect(next.status).toBe(401);
    expect(next.body.code).toBe('two_factor_required');
  });

  it('covers administrators only under "admins"; logout still works when restricted', async () => {
    const other = await server.createFirm('Admins Must LLP');
    expect((await setRule('admins', await other.token('admin'))).status).toBe(200);
    const admin = await passwordLogin(other.users.admin.email);
    expect(admin.body.user.two_factor_setup_required).toBe(true);
    expect((await server.api('GET', '/api/v1/audit/verify', { token: admin.body.access_token })).status).toBe(403);
    const partner = await passwordLogin(other.users.partner.email);
    expect(partner.body.user.two_factor_setup_required).toBe(false);
    expect((await server.api('GET', '/api/v1/cases', { token: partner.body.access_token })).status).toBe(200);
    const out = await server.api('POST', '/api/v1/auth/logout', { token: admin.body.access_token, body: {} });
    expect(out.status).toBe(200);
    expect((await server.api('GET', '/api/v1/auth/me', { token: admin.body.access_token })).status).toBe(401);
  });

  it('refuses turning 2FA off while the firm requires it, and allows it once the rule is lifted', async () => {
    const other = await server.createFirm('Keep It On LLP');
    const token = await other.token('associate');
    const secret = await enrol(token);
    const adminToken = await other.token('admin');
    await enrol(adminToken);
    expect((await setRule('everyone', adminToken)).status).toBe(200);
    const refused = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/disable', { token, body: { password: TEST_PASSWORD, code: nextTotp(secret) } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'two_factor_required_by_firm', detail: expect.stringMatching(/requires two-factor sign-in/) });
    expect((await setRule('none', adminToken)).status).toBe(200);
    const allowed = await server.api('POST', '/api/v1/auth/2fa/disable', { token, body: { password: TEST_PASSWORD, code: nextTotp(secret) } });
    expect(allowed.status).toBe(200);
  });
});
