import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('live 30x the access-token lifetime', async () => {
    const firm = await server.createFirm();
    const tokens = await login(firm.users.viewer.email);
    const [row] = await server.deps.db
      .select({ token: refreshTokens })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(sessions.userId, firm.users.viewer.id));
    const lifetime = (row!.token.expiresAt.getTime() - row!.token.createdAt.getTime()) / 1000;
    expect(Math.round(lifetime)).toBe(30 * tokens.expires_in);
  });

  it('an unknown refresh token answers 401 and a missing one 400', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const res = await server.api<ErrorBody>('POST', '/api/v1/auth/refresh', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('refresh_token');
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
