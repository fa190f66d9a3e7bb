import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLES, roleHasPermission, type Role } from '@app/contract';
import { users } from '../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from './harness.js';

let server: TestServer;
let firm: TestFirm;
const tokens = {} as Record<Role, string>;

/**
 * The administrator is also the server's operator, so the matrix sees the role part of every route;
 * the server-wide operations refused to other administrators are tested in modules/metrics.
 */
const OPERATOR = 'matrix-operator@firm.test';

beforeAll(async () => {
  server = await createTestServer({ OPERATOR_EMAILS: OPERATOR });
  firm = await server.createFirm('Matrix LLP');
  await server.deps.db.update(users).set({ email: OPERATOR }).where(eq(users.id, firm.users.admin.id));
  for (const role of ROLES) tokens[role] = await firm.token(role);
});
afterAll(() => server?.close());

/** Route params become ids that exist nowhere, so an allowed call ends in 400/404, never a change. */
function concreteUrl(url: string): string {
  return url.replace(/:([a-zA-Z_]+)/g, (_m, name: string) => (/(^|_)id$/.test(name) ? randomUUID() : 'no-such-token'));
}

describe('role x route matrix', () => {
  it('every /api/v1 route declared a permission and registered', () => {
    expect(server.deps.routes.length).toBeGreaterThan(10);
    for (const r of server.deps.routes) expect(r.permission).toBeTruthy();
  });

  it('refuses to register a route without a permission', async () => {
    const { default: Fastify } = await import('fastify');
    const { enforceRoutePermissions } = await import('../platform/http/route-catalog.js');
    const app = Fastify();
    enforceRoutePermissions(app, []);
    expect(() => app.get('/api/v1/undeclared', async () => 'x')).toThrow(/declares no permission/);
    await app.close();
  });

  it('answers 403 exactly when the role is below the route permission, and 401 without a token', async () => {
    const mismatches: string[] = [];
    for (const route of server.deps.routes) {
      if (route.permission === 'public') continue;
      const url = concreteUrl(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const anonymous = await server.api(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      if (anonymous.status !== 401) mismatches.push(`${route.method} ${route.url} anonymous -> ${anonymous.status}`);
      for (const role of ROLES) {
        const res = await server.api(method, url, {
          token: tokens[role],
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        const allowed = roleHasPermission(role, route.permission);
        const denied = res.status === 403;
        if (allowed === denied || res.status === 401 || res.status >= 500) {
          mismatches.push(`${route.method} ${route.url} as ${role} (${route.permission}) -> ${res.status}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every route as every role, one request at a time: about a minute on a busy 2-core machine.
  }, 240_000);
});
