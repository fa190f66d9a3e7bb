import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  type ActiveSession,
  type AuditAction,
  type ErrorBody,
  type NotificationPreferences,
  type Preferences,
  type SecuritySettings,
} from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditLogs, sessions } from '../../db/schema/index.js';

let server: TestServer;
let firm: TestFirm;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Settings LLP');
});
afterAll(() => server?.close());

const auditRows = (userId: string, action: AuditAction) =>
  server.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.userId, userId), eq(auditLogs.action, action)))
    .orderBy(auditLogs.sequence);

/** The session id inside an access token (claim `sid`). */
const sessionIdOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid;

describe('preferences', () => {
  it('starts at the defaults, merges partial updates and audits the changed field names', async () => {
    const token = await firm.token('associate');
    const initial = await server.api<Preferences>('GET', '/api/v1/settings/preferences', { token });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual(DEFAULT_PREFERENCES);

    const caseId = randomUUID();
    const put = await server.api<Preferences>('PUT', '/api/v1/settings/preferences', {
      token,
      body: { theme: 'dark', timezone: 'Europe/London', default_case_id: caseId, high_contrast: false },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark', timezone: 'Europe/London', default_case_id: caseId });
    const second = await server.api<Preferences>('PUT', '/api/v1/settings/preferences', { token, body: { reduced_motion: true } });
    expect(second.body).toMatchObject({ theme: 'dark', reduced_motion: true });
    expect((await server.api<Preferences>('GET', '/api/v1/settings/preferences', { token })).body).toEqual(second.body);

    // Repeating current values changes nothing and writes no audit row.
    await server.api('PUT', '/api/v1/settings/preferences', { token, body: { theme: 'dark' } });
    const audit = await auditRows(firm.users.associate.id, 'user_updated');
    expect(audit.map((r) => r.details)).toEqual([
      // high_contrast was sent but already false, so it is not a change.
      { section: 'preferences', fields: ['theme', 'timezone', 'default_case_id'] },
      { section: 'preferences', fields: ['reduced_motion'] },
    ]);
  });

  it('answers 400 with field errors for an unknown time zone or theme, and stores nothing', async () => {
    const token = await firm.token('viewer');
    const res = await server.api<ErrorBody>('PUT', '/api/v1/settings/preferences', {
      token,
      body: { theme: 'purple', timezone: 'Mars/Olympus_Mons' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual(['theme', 'timezone']);
    expect(res.body.errors?.find((e) => e.field === 'timezone')?.message).toMatch(/Unknown time zone/);
    const empty = await server.api<ErrorBody>('PUT', '/api/v1/settings/preferences', { token, body: { timezone: '' } });
    expect(empty.status).toBe(400);
    const notUuid = await server.api<ErrorBody>('PUT', '/api/v1/settings/preferences', { token, body: { default_case_id: 'case-1' } });
    expect(notUuid.body.errors?.[0]?.field).toBe('default_case_id');
    expect((await server.api<Preferences>('GET', '/api/v1/settings/preferences', { token })).body).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('notification preferences', () => {
  it('reads defaults, updates some fields, and validates', async () => {
    const token = await firm.token('paralegal');
    const initial = await server.api<NotificationPreferences>('GET', '/api/v1/settings/notifications', { token });
    expect(initial.body).toEqual(DEFAULT_NOTIFICATIONS);
    const put = await server.api<NotificationPreferences>('PUT', '/api/v1/settings/notifications', {
      token,
      body: { digest: 'weekly', email_team_changes: true },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...DEFAULT_NOTIFICATIONS, digest: 'weekly', email_team_changes: true });
    const bad = await server.api<ErrorBody>('PUT', '/api/v1/settings/notifications', { token, body: { digest: 'hourly', in_app: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['digest', 'in_app']);
    const [row] = await auditRows(firm.users.paralegal.id, 'user_updated');
    // Field names come in schema order, whatever order the request used.
    expect(row?.details).toEqual({ section: 'notifications', fields: ['email_team_changes', 'digest'] });
  });
});

describe('security: active sessions', () => {
  it('lists active sessions with the current one marked, revokes one and the others', async () => {
    const user = firm.users.partner;
    const [a, b, c, expired] = await Promise.all([1, 2, 3, 4].map(() => firm.login('partner')));
    if (!a || !b || !c || !expired) throw new Error('logins failed');
    const [sa, sb, sc, sx] = [a, b, c, expired].map((t) => sessionIdOf(t.access_token));
    await server.deps.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.id, sx ?? ''));

    const security = await server.api<SecuritySettings>('GET', '/api/v1/settings/security', { token: a.access_token });
    expect(security.status).toBe(200);
    expect(security.body).toMatchObject({
      two_factor_enabled: false,
      recovery_codes_remaining: 0,
      auth_provider: 'email',
      has_password: true,
    });
    const listed = (ids: ActiveSession[]) => ids.map((s) => s.id).sort();
    expect(listed(security.body.sessions)).toEqual([sa, sb, sc].sort());
    expect(security.body.sessions.filter((s) => s.current).map((s) => s.id)).toEqual([sa]);
    expect(security.body.sessions[0]).toMatchObject({ device: expect.any(String), ip_address: '127.0.0.1', user_agent: 'vitest' });

    const one = await server.api<{ revoked: number }>('DELETE', `/api/v1/settings/security/sessions/${sb}`, { token: a.access_token });
    expect(one.status).toBe(200);
    expect(one.body.revoked).toBe(1);
    expect((await server.api('GET', '/api/v1/auth/me', { token: b.access_token })).status).toBe(401);
    expect((await server.api('POST', '/api/v1/auth/refresh', { body: { refresh_token: b.refresh_token } })).status).toBe(401);
    const again = await server.api<ErrorBody>('DELETE', `/api/v1/settings/security/sessions/${sb}`, { token: a.access_token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'not_found', detail: 'Session not found' });

    const others = await server.api<{ revoked: number }>('POST', '/api/v1/settings/security/sessions/revoke-others', { token: a.access_token });
    expect(others.body.revoked).toBe(1);
    expect((await server.api('GET', '/api/v1/auth/me', { token: c.access_token })).status).toBe(401);
    expect((await server.api('GET', '/api/v1/auth/me', { token: a.access_token })).status).toBe(200);
    const after = await server.api<SecuritySettings>('GET', '/api/v1/settings/security', { token: a.access_token });
    expect(listed(after.body.sessions)).toEqual([sa]);

    const audit = await auditRows(user.id, 'session_revoked');
    expect(audit.map((r) => r.details)).toEqual([
      expect.objectContaining({ scope: 'one', count: 1, session_id: sb }),
      expect.objectContaining({ scope: 'others', count: 1, session_ids: [sc] }),
    ]);
    expect(audit.every((r) => r.sessionId === sa && r.organizationId === firm.organizationId)).toBe(true);
  });

  it("answers 404 for another user's session and for an unknown id, 400 for a malformed one", async () => {
    const mine = await firm.token('associate');
    const theirs = await firm.login('viewer');
    const other = await server.createFirm();
    const foreign = await other.login('associate');
    for (const victim of [theirs, foreign]) {
      const res = await server.api<ErrorBody>('DELETE', `/api/v1/settings/security/sessions/${sessionIdOf(victim.access_token)}`, { token: mine });
      expect(res.status).toBe(404);
      expect((await server.api('GET', '/api/v1/auth/me', { token: victim.access_token })).status).toBe(200);
    }
    expect((await server.api('DELETE', `/api/v1/settings/security/sessions/${randomUUID()}`, { token: mine })).status).toBe(404);
    const malformed = await server.api<ErrorBody>('DELETE', '/api/v1/settings/security/sessions/nope', { token: mine });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0]?.field).toBe('session_id');
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/v1/settings/preferences', '/api/v1/settings/notifications', '/api/v1/settings/security']) {
      expect((await server.api('GET', url)).status).toBe(401);
    }
  });
});
