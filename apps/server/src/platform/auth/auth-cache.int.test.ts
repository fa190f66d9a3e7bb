import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { users } from '../../db/schema/index.js';

/**
 * The authentication memo (auth-cache.ts) must not change what a user observes: every change
 * made through the API applies to the very next request, even right after a cached read.
 */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const me = (token: string) => server.api('GET', '/api/v1/auth/me', { token });

describe('authentication memo', () => {
  it('a logged-out session is refused on the next request', async () => {
    const firm = await server.createFirm();
    const token = await firm.token('associate');
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    expect((await server.api('POST', '/api/v1/auth/logout', { token, body: {} })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('a role change applies to the next request of a live session', async () => {
    const firm = await server.createFirm();
    const token = await firm.token('associate');
    const verify = () => server.api('GET', '/api/v1/audit/verify', { token });
    expect((await verify()).status).toBe(200);
    const changed = await server.api('PUT', `/api/v1/organization/users/${firm.users.associate.id}/role`, {
      token: await firm.token('admin'),
      body: { role: 'paralegal' },
    });
    expect(changed.status).toBe(200);
    expect((await verify()).status).toBe(403);
  });

  it('a deactivation through the API applies at once; a direct database edit within a second', async () => {
    const firm = await server.createFirm();
    const token = await firm.token('paralegal');
    expect((await me(token)).status).toBe(200);
    const removed = await server.api('DELETE', `/api/v1/organization/users/${firm.users.paralegal.id}`, { token: await firm.token('admin') });
    expect(removed.status).toBe(200);
    expect((await me(token)).status).toBe(401);

    const viewer = await firm.token('viewer');
    expect((await me(viewer)).status).toBe(200);
    await server.deps.db.update(users).set({ isActive: false }).where(eq(users.id, firm.users.viewer.id));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await me(viewer)).status).toBe(401);
  });
});
