import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ErrorBody, TokenResponse } from '@app/contract';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness.js';
import { auditLogs, refreshTokens, sessions } from '../../db/schema/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

async function login(email: string): Promise<TokenResponse> {
  const res = await server.api<TokenResponse>('POST', '/api/v1/auth/login', { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body;
}
const refresh = (token: string) => server.api<TokenResponse & ErrorBody>('POST', '/api/v1/auth/refresh', { body: { refresh_token: token } });
const me = (access: string) => server.api('GET', '/api/v1/auth/me', { token: access });

describe('refresh tokens', () => {
  it('rotate on every use: the new pair works, the old refresh token is spent', async () => {
    const firm = await server.createFirm();
    const first = await login(firm.users.paralegal.email);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.user.id).toBe(firm.users.paralegal.id);
    expect((await me(second.body.access_token)).status).toBe(200);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
  });

  it('re-use of a rotated token revokes the whole family and raises a security alert', async () => {
    const firm = await server.createFirm();
    const first = await login(firm.users.associate.email);
    const second = await refresh(first.refresh_token);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('invalid_refresh_token');
    // The thief's copy and the victim's current token are both dead now.
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
    expect((await me(second.body.access_token)).status).toBe(401);
    const alerts = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'security_alert')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.details).toMatchObject({ reason: 'refresh_token_reuse' });
    expect(alerts[0]?.riskLevel).toBe('high');
  });

  it('end SESSION_MAX_HOURS (12 h) after sign-in, however often they rotate', async () => {
    const firm = await server.createFirm();
    await login(firm.users.viewer.email);
    const [row] = await server.deps.db
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(sessions.userId, firm.users.viewer.id));
    const lifetime = (row!.session.expiresAt.getTime() - row!.session.createdAt.getTime()) / 1000;
    expect(Math.round(lifetime)).toBe(12 * 3600);
    expect(row!.token.expiresAt.getTime()).toBe(row!.session.expiresAt.getTime());
  });

  it('an unknown refresh token answers 401 and a missing one 400', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const res = await server.api<ErrorBody>('POST', '/api/v1/auth/refresh', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('refresh_token');
  });
});

/** Moves a session's clock back, as if it had been signed in / last used that long ago. */
async function age(userId: string, by: { idleMinutes?: number; ageHours?: number }) {
  const now = Date.now();
  await server.deps.db
    .update(sessions)
    .set({
      ...(by.idleMinutes !== undefined ? { lastUsedAt: new Date(now - by.idleMinutes * 60_000) } : {}),
      ...(by.ageHours !== undefined ? { createdAt: new Date(now - by.ageHours * 3_600_000) } : {}),
    })
    .where(eq(sessions.userId, userId));
}

async function endedSession(userId: string) {
  const [row] = await server.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
  const logouts = await server.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.userId, userId), eq(auditLogs.action, 'logout')));
  return { reason: row?.revokedReason ?? null, logouts };
}

describe('session limits (ASVS 3.3.2: 30 min idle, 12 h absolute)', () => {
  it('an idle session is refused on its next call, revoked as idle_timeout and audited once', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.associate.email);
    await age(firm.users.associate.id, { idleMinutes: 31 });
    const res = await server.api<ErrorBody>('GET', '/api/v1/auth/me', { token: tokens.access_token });
    expect(res.status).toBe(401);
    expect((await me(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    const { reason, logouts } = await endedSession(firm.users.associate.id);
    expect(reason).toBe('idle_timeout');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]?.details).toMatchObject({ reason: 'idle_timeout', automatic: true });
  });

  it('an idle session is refused on refresh too', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.paralegal.email);
    await age(firm.users.paralegal.id, { idleMinutes: 45 });
    const res = await refresh(tokens.refresh_token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalid_refresh_token', detail: 'Session expired, please sign in again' });
    expect((await endedSession(firm.users.paralegal.id)).reason).toBe('idle_timeout');
  });

  it('a session in use is kept: calls move last use on, refreshes do not', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.partner.email);
    await age(firm.users.partner.id, { idleMinutes: 20 });
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    // The browser's refresh timer is not the person: still 20 minutes idle.
    const [afterRefresh] = await server.deps.db.select().from(sessions).where(eq(sessions.userId, firm.users.partner.id));
    expect(Date.now() - afterRefresh!.lastUsedAt.getTime()).toBeGreaterThan(19 * 60_000);
    expect((await me(rotated.body.access_token)).status).toBe(200);
    await vi.waitFor(async () => {
      const [row] = await server.deps.db.select().from(sessions).where(eq(sessions.userId, firm.users.partner.id));
      expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
    });
    expect((await endedSession(firm.users.partner.id)).reason).toBeNull();
  });

  it('a session older than 12 hours is refused even while in use, revoked as max_lifetime', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.viewer.email);
    // Sessions opened before the limit existed (expires_at 15 h out) are held to it as well.
    await age(firm.users.viewer.id, { ageHours: 12.1, idleMinutes: 0 });
    expect((await me(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    const { reason, logouts } = await endedSession(firm.users.viewer.id);
    expect(reason).toBe('max_lifetime');
    expect(logouts[0]?.details).toMatchObject({ reason: 'max_lifetime' });
  });

  it('refresh alone cannot outlive the absolute limit', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.admin.email);
    await age(firm.users.admin.id, { ageHours: 13, idleMinutes: 1 });
    const res = await refresh(tokens.refresh_token);
    expect(res.status).toBe(401);
    expect((await endedSession(firm.users.admin.id)).reason).toBe('max_lifetime');
  });
});

describe('logout', () => {
  it('revokes the session: the access token and the refresh token stop working; audited', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.partner.email);
    const out = await server.api('POST', '/api/v1/auth/logout', { token: tokens.access_token, body: {} });
    expect(out.status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    const rows = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, firm.users.partner.id), eq(auditLogs.action, 'logout')));
    expect(rows).toHaveLength(1);
  });

  it('with only a refresh token still ends that session', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.partner.email);
    expect((await server.api('POST', '/api/v1/auth/logout', { body: { refresh_token: tokens.refresh_token } })).status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('a tampered or missing token answers 401 Unauthorized', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.viewer.email);
    const [h, p, s] = tokens.access_token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: 'admin' })).toString('base64url');
    const res = await server.api<ErrorBody>('GET', '/api/v1/auth/me', { token: `${h}.${forged}.${s}` });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Unauthorized');
    expect((await server.api('GET', '/api/v1/auth/me')).status).toBe(401);
  });

  it('a deactivated user is refused even with a live token', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.paralegal.email);
    const { users } = await import('../../db/schema/index.js');
    await server.deps.db.update(users).set({ isActive: false }).where(eq(users.id, firm.users.paralegal.id));
    expect((await me(tokens.access_token)).status).toBe(401);
  });
});
