import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ErrorBody } from '@app/contract';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness.js';
import { auditLogs, users } from '../../db/schema/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ LOCKOUT_THRESHOLD: '5' });
});
afterAll(() => server?.close());

const attempt = (email: string, password: string) =>
  server.api<ErrorBody & { retry_after?: number }>('POST', '/api/v1/auth/login', { body: { email, password } });

describe('login lock-out', () => {
  it('locks the account after 5 failures, even for the right password, with back-off; every failure audited', async () => {
    const firm = await server.createFirm();
    const email = firm.users.associate.email;
    for (let i = 0; i < 5; i++) expect((await attempt(email, 'Wrong-password-1')).status).toBe(401);
    const locked = await attempt(email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('account_locked');
    expect(locked.body.detail).toMatch(/Try again in 1 minute/);
    expect(locked.headers['retry-after']).toBeDefined();

    const failures = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'login_failed')));
    expect(failures).toHaveLength(6);
    expect(failures.filter((f) => f.outcome === 'blocked')).toHaveLength(1);
    expect(failures.every((f) => f.riskLevel === 'medium')).toBe(true);

    // Lock expires: the right password works again and resets the counter.
    await server.deps.db.update(users).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(users.id, firm.users.associate.id));
    expect((await attempt(email, TEST_PASSWORD)).status).toBe(200);
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, firm.users.associate.id));
    expect(row?.failedLoginCount).toBe(0);
  });

  it('doubles the lock for each further failure after the threshold', async () => {
    const firm = await server.createFirm();
    const id = firm.users.viewer.id;
    await server.deps.db.update(users).set({ failedLoginCount: 6 }).where(eq(users.id, id));
    await attempt(firm.users.viewer.email, 'Wrong-password-1'); // 7th failure: 2^(7-5) = 4 minutes
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, id));
    const minutes = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(3.5);
    expect(minutes).toBeLessThanOrEqual(4);
  });

  it('audits a failed login for an unknown e-mail without revealing that it is unknown', async () => {
    const res = await attempt('nobody@nowhere.test', 'Whatever-123');
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Incorrect e-mail or password');
    const rows = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.resourceName, 'nobody@nowhere.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.chain).toBe('system');
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
