import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ErrorBody } from '@app/contract';
import { createTestServer, linkFromMail, TEST_PASSWORD, type TestServer } from '../../test/harness.js';
import { auditLogs, signInThrottle } from '../../db/schema/index.js';
import { passwordWork } from '../../platform/auth/passwords.js';
import { throttleKeys } from '../../platform/auth/sign-in-throttle.js';
import { deliveredMail, queuedSubjects } from './test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ LOCKOUT_THRESHOLD: '5' });
});
afterAll(() => server?.close());

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

/** A sign-in from a given client address (TRUST_PROXY is off: the socket's address is the client's). */
async function attempt(email: string, password: string, ip = ATTACKER) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    headers: { 'user-agent': 'vitest' },
    payload: { email, password },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as ErrorBody & { retry_after?: number }, headers: res.headers };
}

describe('sign-in throttling', () => {
  it('an attacker failing a partner’s password from one address cannot lock the partner out from another', async () => {
    const firm = await server.createFirm();
    const email = firm.users.partner.email;
    for (let i = 0; i < 5; i++) expect((await attempt(email, 'Wrong-password-1')).status).toBe(401);
    const paused = await attempt(email, TEST_PASSWORD);
    expect(paused.status).toBe(429);
    expect(paused.body.code).toBe('account_locked');
    expect(paused.body.detail).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, elsewhere, signs in at once.
    expect((await attempt(email, TEST_PASSWORD, OWNER)).status).toBe(200);
    // And the attacker's address is still paused (the owner's success cleared only their own key).
    expect((await attempt(email, TEST_PASSWORD)).status).toBe(429);

    const failures = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'login_failed')));
    expect(failures).toHaveLength(7);
    expect(failures.filter((f) => f.outcome === 'blocked')).toHaveLength(2);
    expect(failures.every((f) => f.riskLevel === 'medium')).toBe(true);
  });

  it('answers an unknown address exactly like a real one, failure by failure, with a password check every time', async () => {
    const firm = await server.createFirm();
    const seen: Record<string, { status: number; body: unknown; checks: number }[]> = {};
    for (const email of [firm.users.associate.email, `nobody.${Date.now()}@nowhere.test`]) {
      seen[email] = [];
      for (let i = 0; i < 7; i++) {
        const before = passwordWork.verifications;
        const res = await attempt(email, 'Wrong-password-1', '192.0.2.44');
        seen[email].push({ status: res.status, body: { ...res.body, retry_after: typeof res.body.retry_after }, checks: passwordWork.verifications - before });
      }
    }
    const [known, unknown] = Object.values(seen);
    expect(unknown).toEqual(known);
    expect(known?.map((k) => k.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // A password is verified (against a dummy hash for the unknown address) on every counted attempt.
    expect(known?.map((k) => k.checks)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(known?.[0]?.body).toMatchObject({ code: 'invalid_credentials', detail: 'Incorrect e-mail or password' });
  });

  it('doubles the pause for each further failure after the threshold, up to an hour', async () => {
    const firm = await server.createFirm();
    const email = firm.users.viewer.email;
    const key = throttleKeys(email, ATTACKER).account;
    await server.deps.db.insert(signInThrottle).values({ key, failures: 6, expiresAt: new Date(Date.now() + 3600_000) });
    expect((await attempt(email, 'Wrong-password-1')).status).toBe(401); // 7th failure: 2^(7-5) = 4 minutes
    const [row] = await server.deps.db.select().from(signInThrottle).where(eq(signInThrottle.key, key));
    const minutes = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(3.5);
    expect(minutes).toBeLessThanOrEqual(4);
    await server.deps.db.update(signInThrottle).set({ failures: 40, lockedUntil: null }).where(eq(signInThrottle.key, key));
    expect((await attempt(email, 'Wrong-password-1')).status).toBe(401);
    const [capped] = await server.deps.db.select().from(signInThrottle).where(eq(signInThrottle.key, key));
    expect(((capped?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000).toBeLessThanOrEqual(60);
  });

  it('mails the owner once when a pause starts, with a link that lifts it', async () => {
    const firm = await server.createFirm();
    const email = firm.users.paralegal.email;
    for (let i = 0; i < 5; i++) await attempt(email, 'Wrong-password-1', OWNER);
    expect((await attempt(email, TEST_PASSWORD, OWNER)).status).toBe(429);
    const mail = await deliveredMail(server, email, 'Sign-in to your account was paused');
    expect(mail).toContain(`from IP address ${OWNER}`);
    const token = new URL(linkFromMail(mail, '/unlock-sign-in')).searchParams.get('token');

    const bad = await server.api<ErrorBody>('POST', '/api/v1/auth/unlock-sign-in', { body: { token: 'forged' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('token');
    const missing = await server.api<ErrorBody>('POST', '/api/v1/auth/unlock-sign-in', { body: {} });
    expect(missing.status).toBe(400);
    const unlocked = await server.api<{ message: string }>('POST', '/api/v1/auth/unlock-sign-in', { body: { token } });
    expect(unlocked.status).toBe(200);
    expect((await attempt(email, TEST_PASSWORD, OWNER)).status).toBe(200);
    const audit = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'user_updated')));
    expect(audit.map((a) => a.details)).toContainEqual({ sign_in_unlocked: true });
    // The further blocked attempt did not send a second mail.
    expect((await queuedSubjects(server, email)).filter((s) => s === 'Sign-in to your account was paused')).toHaveLength(1);
  });

  it('pauses one client address that fails across many accounts (the looser per-IP bound)', async () => {
    const ip = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await attempt(`spray${i}@nowhere.test`, 'Wrong-password-1', ip)).status);
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    // Another address is not affected.
    expect((await attempt('spray0@nowhere.test', 'Wrong-password-1', '192.0.2.201')).status).toBe(401);
  });
});

describe('per-IP rate limit', () => {
  it('answers 429 after LOGIN_RATE_LIMIT_PER_MINUTE attempts from one address', async () => {
    const limited = await createTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await limited.api('POST', '/api/v1/auth/login', { body: { email: `x${i}@y.test`, password: 'nope-nope-1' } })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
