import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuditAction, ErrorBody, TokenResponse } from '@app/contract';
import { createTestServer, TEST_PASSWORD, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditLogs, users } from '../../db/schema/index.js';
import { currentTotp as totpNow, totpStep } from '../../platform/auth/totp.js';
import { deliveredMail as delivered, expectNoticeContent, queuedSubjects } from '../auth/test-support.js';

interface Setup {
  secret: string;
  otpauth_url: string;
  qr_code_data_url: string;
}
interface Codes {
  recovery_codes: string[];
}
interface Challenge extends ErrorBody {
  challenge: string;
}

let server: TestServer;
let firm: TestFirm;

beforeAll(async () => {
  // Only Date is faked, so the clock can step to the next 30-second TOTP window between codes
  // (each code is accepted once); timers and I/O stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  server = await createTestServer();
  firm = await server.createFirm('Two Factor LLP');
});
afterAll(async () => {
  vi.useRealTimers();
  await server?.close();
});

/** The code of the next TOTP window: every call is a fresh, never-used code. */
function currentTotp(secret: string): string {
  vi.setSystemTime(Date.now() + 30_000);
  return totpNow(secret);
}

/** A six-digit code the secret does not accept right now (window ±1 step). */
function wrongCode(secret: string): string {
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (totpStep(secret, candidate) === null) return candidate;
  }
}

const auditRows = (userId: string, action: AuditAction) =>
  server.deps.db.select().from(auditLogs).where(and(eq(auditLogs.userId, userId), eq(auditLogs.action, action)));

async function enrol(token: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await server.api<Setup>('POST', '/api/v1/auth/2fa/setup', { token });
  expect(setup.status).toBe(200);
  const confirm = await server.api<Codes>('POST', '/api/v1/auth/2fa/confirm', { token, body: { code: currentTotp(setup.body.secret) } });
  expect(confirm.status).toBe(200);
  return { secret: setup.body.secret, codes: confirm.body.recovery_codes };
}

const ON = 'Two-factor sign-in was turned on';
const OFF = 'Two-factor sign-in was turned off';
const CODES = 'New two-factor recovery codes were created';
/** The harness's user agent ("vitest") reads as an unnamed browser. */
const origin = { ip: '127.0.0.1', device: 'Browser' };

/**
 * PGlite's now() is this process's (faked, standing) Date: a job queued at now() is only due once
 * now() has moved past it, so the clock steps a second before waiting for the mail worker.
 */
function deliveredMail(...args: Parameters<typeof delivered>) {
  vi.setSystemTime(Date.now() + 1000);
  return delivered(...args);
}

const passwordLogin = (email: string) =>
  server.api<Challenge>('POST', '/api/v1/auth/login', { body: { email, password: TEST_PASSWORD } });
const secondFactor = (challenge: string, code: string) =>
  server.api<TokenResponse & ErrorBody>('POST', '/api/v1/auth/login/two-factor', { body: { challenge, code } });

describe('two-factor enrolment, sign-in and removal', () => {
  it('enrols, then sign-in needs a TOTP or a single-use recovery code, then disables', async () => {
    const user = firm.users.associate;
    const token = await firm.token('associate');

    const setup = await server.api<Setup>('POST', '/api/v1/auth/2fa/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.body.qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    const { secret } = setup.body;

    // Pending is not enabled: sign-in still needs only the password.
    expect((await passwordLogin(user.email)).status).toBe(200);

    const bad = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/confirm', { token, body: { code: wrongCode(secret) } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'code', message: expect.stringMatching(/not valid/) }]);
    const malformed = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/confirm', { token, body: { code: 'abc' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0]).toMatchObject({ field: 'code', message: 'Enter the 6-digit code' });

    const confirm = await server.api<Codes>('POST', '/api/v1/auth/2fa/confirm', { token, body: { code: currentTotp(secret) } });
    expect(confirm.status).toBe(200);
    const codes = confirm.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const enabled = await auditRows(user.id, 'two_factor_enabled');
    expect(enabled).toHaveLength(1);
    expect(enabled[0]?.details).toMatchObject({ method: 'totp', recovery_codes_issued: 10 });
    const onNotice = await deliveredMail(server, user.email, ON);
    expectNoticeContent(onNotice, { what: /Two-factor authentication was turned on/, ...origin, admin: firm.users.admin.email });
    for (const c of codes) expect(onNotice).not.toContain(c);
    // The refused confirmations above queued nothing: one notice, for the change that happened.
    expect(await queuedSubjects(server, user.email)).toEqual([ON]);

    const again = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/setup', { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('two_factor_already_enabled');

    // Password alone is no longer enough.
    const first = await passwordLogin(user.email);
    expect(first.status).toBe(401);
    expect(first.body.code).toBe('two_factor_required');
    const refused = await secondFactor(first.body.challenge, wrongCode(secret));
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'invalid_two_factor_code', detail: 'That code is not valid' });
    const code = currentTotp(secret);
    const withTotp = await secondFactor(first.body.challenge, code);
    expect(withTotp.status).toBe(200);
    expect(withTotp.body.user.two_factor_enabled).toBe(true);
    // The same code, replayed inside its window, is refused.
    const replay = await secondFactor((await passwordLogin(user.email)).body.challenge, code);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('invalid_two_factor_code');

    const recovery = codes[0] ?? '';
    const second = await passwordLogin(user.email);
    expect((await secondFactor(second.body.challenge, recovery)).status).toBe(200);
    const third = await passwordLogin(user.email);
    const reused = await secondFactor(third.body.challenge, recovery);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('invalid_two_factor_code');

    const security = await server.api<{ two_factor_enabled: boolean; recovery_codes_remaining: number }>('GET', '/api/v1/settings/security', { token });
    expect(security.body).toMatchObject({ two_factor_enabled: true, recovery_codes_remaining: 9 });

    // Disabling needs the password and a code.
    const noPassword = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/disable', { token, body: { code: currentTotp(secret) } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors?.[0]?.field).toBe('password');
    const badPassword = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/disable', {
      token,
      body: { password: 'not-the-password', code: currentTotp(secret) },
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.errors).toEqual([{ field: 'password', message: 'Password is incorrect' }]);
    const badCode = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/disable', { token, body: { password: TEST_PASSWORD, code: recovery } });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors?.[0]).toMatchObject({ field: 'code', message: expect.stringMatching(/not valid/) });
    const failures = await auditRows(user.id, 'two_factor_disabled');
    expect(failures.map((r) => [r.outcome, r.details.reason])).toEqual(
      expect.arrayContaining([
        ['failure', 'bad_password'],
        ['failure', 'bad_two_factor_code'],
      ]),
    );
    // Refused (no password, wrong password, spent code): 2FA is still on, and nothing is sent.
    expect(await queuedSubjects(server, user.email)).toEqual([ON]);

    const off = await server.api('POST', '/api/v1/auth/2fa/disable', { token, body: { password: TEST_PASSWORD, code: codes[1] } });
    expect(off.status).toBe(200);
    const disabled = (await auditRows(user.id, 'two_factor_disabled')).filter((r) => r.outcome === 'success');
    expect(disabled).toHaveLength(1);
    expect(disabled[0]?.details).toMatchObject({ method: 'recovery_code', password_checked: true });
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ twoFactorEnabled: false, totpSecretEnc: null, recoveryCodeHashes: [] });
    expect((await passwordLogin(user.email)).status).toBe(200);
    expectNoticeContent(await deliveredMail(server, user.email, OFF), { what: /Two-factor authentication was turned off/, ...origin });

    const twice = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/disable', { token, body: { password: TEST_PASSWORD, code: currentTotp(secret) } });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('two_factor_not_enabled');
  });

  it('refuses to confirm without a pending set-up, and recovery codes while 2FA is off', async () => {
    const token = await firm.token('paralegal');
    const confirm = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/confirm', { token, body: { code: '123456' } });
    expect(confirm.status).toBe(409);
    expect(confirm.body.code).toBe('two_factor_not_pending');
    const codes = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/recovery-codes', { token, body: { code: '123456' } });
    expect(codes.status).toBe(409);
    expect(codes.body.code).toBe('two_factor_not_enabled');
  });

  it('regenerates recovery codes with a TOTP code, and the old codes stop working', async () => {
    const user = firm.users.partner;
    const token = await firm.token('partner');
    const { secret, codes: old } = await enrol(token);

    const byRecovery = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/recovery-codes', { token, body: { code: old[0] } });
    expect(byRecovery.status).toBe(400);
    const wrong = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/recovery-codes', { token, body: { code: wrongCode(secret) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]?.field).toBe('code');
    expect(await queuedSubjects(server, user.email)).not.toContain(CODES);

    const fresh = await server.api<Codes>('POST', '/api/v1/auth/2fa/recovery-codes', { token, body: { code: currentTotp(secret) } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect(fresh.body.recovery_codes).not.toContain(old[0]);
    const audit = await auditRows(user.id, 'user_updated');
    expect(audit.at(-1)?.details).toMatchObject({ fields: ['recovery_codes'], recovery_codes_issued: 10 });
    const notice = await deliveredMail(server, user.email, CODES);
    expectNoticeContent(notice, { what: /New recovery codes were created/, ...origin });
    for (const c of fresh.body.recovery_codes) expect(notice).not.toContain(c);
    expect(await queuedSubjects(server, user.email)).toEqual([ON, CODES]);

    const challenge = (await passwordLogin(user.email)).body.challenge;
    expect((await secondFactor(challenge, old[0] ?? '')).status).toBe(401);
    expect((await secondFactor(challenge, fresh.body.recovery_codes[0] ?? '')).status).toBe(200);
  });

  it('lets a Google-only account (no password) turn 2FA off with a code alone', async () => {
    const user = firm.users.viewer;
    await server.deps.db.update(users).set({ passwordHash: null, authProvider: 'google' }).where(eq(users.id, user.id));
    const token = await firm.token('viewer');
    const { secret } = await enrol(token);
    const security = await server.api<{ has_password: boolean; auth_provider: string }>('GET', '/api/v1/settings/security', { token });
    expect(security.body).toMatchObject({ has_password: false, auth_provider: 'google' });

    const bad = await server.api<ErrorBody>('POST', '/api/v1/auth/2fa/disable', { token, body: { code: wrongCode(secret) } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('code');
    const off = await server.api('POST', '/api/v1/auth/2fa/disable', { token, body: { code: currentTotp(secret) } });
    expect(off.status).toBe(200);
    const [row] = (await auditRows(user.id, 'two_factor_disabled')).filter((r) => r.outcome === 'success');
    expect(row?.details).toMatchObject({ method: 'totp', password_checked: false });
  });
});
