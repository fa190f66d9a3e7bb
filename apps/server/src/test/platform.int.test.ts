import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody, TokenResponse } from '@app/contract';
import { createTestServer, type TestServer } from './harness.js';
import { users } from '../db/schema/index.js';
import { seedDemoFirm } from '../modules/demo/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ DEMO: 'true', CORS_ORIGINS: 'https://app.firm.test', BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => server?.close());

describe('API conventions', () => {
  it('publishes OpenAPI generated from the contract, and a docs page', async () => {
    const spec = await server.api<{ openapi: string; paths: Record<string, unknown> }>('GET', '/api/openapi.json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.body.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/login', '/api/v1/auth/me']));
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('sends helmet security headers', async () => {
    const res = await server.api('GET', '/api/v1/auth/providers');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers an over-sized body with 413 and malformed JSON with 400, both in the error shape', async () => {
    const big = await server.api<ErrorBody>('POST', '/api/v1/auth/login', { body: { email: 'a@b.test', password: 'x'.repeat(4000) } });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('payload_too_large');
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toHaveProperty('detail');
  });

  it('allows CORS only for configured origins', async () => {
    const ok = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://app.firm.test', 'access-control-request-method': 'POST' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.firm.test');
    const other = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('demo firm', () => {
  it('is seeded once with one person per role who can sign in with the documented credentials', async () => {
    const again = await seedDemoFirm(server.deps);
    expect(again.created).toBe(false);
    const people = await server.deps.db.select().from(users).where(eq(users.organizationId, again.organizationId));
    expect(people.map((p) => p.role).sort()).toEqual(['admin', 'associate', 'paralegal', 'partner', 'viewer']);
    const res = await server.api<TokenResponse>('POST', '/api/v1/auth/login', {
      body: { email: 'partner@demo.example', password: 'demo-partner' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.organization).toBe('Harper & Lane LLP');
  });

  it('serves the demo accounts only in demo mode', async () => {
    const res = await server.api<{ organization: string; accounts: { email: string; password: string }[] }>(
      'GET',
      '/api/v1/auth/demo-accounts',
    );
    expect(res.status).toBe(200);
    expect(res.body.accounts).toHaveLength(5);
    expect(res.body.accounts).toContainEqual(expect.objectContaining({ email: 'viewer@demo.example', password: 'demo-viewer' }));
    const plain = await createTestServer();
    try {
      expect((await plain.api('GET', '/api/v1/auth/demo-accounts')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
