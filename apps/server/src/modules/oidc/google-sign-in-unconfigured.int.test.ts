import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contract';
import { createTestServer, type TestServer } from '../../test/harness.js';

// A server without OIDC_CLIENT_ID: Google sign-in is neither offered nor reachable.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

describe('Google sign-in when not configured', () => {
  it('is not listed by /auth/providers', async () => {
    const res = await server.api<{ providers: unknown[]; password: boolean }>('GET', '/api/v1/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ providers: [], password: true, signup: true });
  });

  it.each([
    ['GET', '/api/v1/auth/google/start?return_to=/cases'],
    ['GET', '/api/v1/auth/google/callback?code=x&state=y'],
    ['POST', '/api/v1/auth/google/exchange'],
  ] as const)('%s %s answers 404 with a clear detail', async (method, url) => {
    const res = await server.api<ErrorBody>(method, url, method === 'POST' ? { body: { ticket: 'x' } } : {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', detail: expect.stringMatching(/Google sign-in is not configured/) });
  });

  it('documents the routes in the OpenAPI document all the same', async () => {
    const res = await server.api<{ paths: Record<string, unknown> }>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/google/start', '/api/v1/auth/google/callback', '/api/v1/auth/google/exchange']),
    );
  });
});
