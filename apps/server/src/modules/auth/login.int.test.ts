import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestFirm, type TestServer } from '../../test/harness.js';
import type { ErrorBody, TokenResponse, User } from '@app/contract';

let server: TestServer;
let firm: TestFirm;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Login Test LLP');
});
afterAll(() => server?.close());

describe('POST /auth/login', () => {
  it('returns tokens and the user for valid credentials, and writes a login audit row', async () => {
    const res = await server.api<TokenResponse>('POST', '/api/v1/auth/login', {
      body: { email: firm.users.associate.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.expires_in).toBe(1800);
    expect(res.body.user.role).toBe('associate');
    expect(res.body.user.organization).toBe('Login Test LLP');
    const [header, payload] = res.body.access_token.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(firm.users.associate.id);
    expect(payload.exp - payload.iat).toBe(1800);
    const me = await server.api<User>('GET', '/api/v1/auth/me', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(firm.users.associate.email);
  });

  it('answers 400 with field errors for bad input', async () => {
    const res = await server.api<ErrorBody>('POST', '/api/v1/auth/login', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers 401 in the one error shape for a wrong password', async () => {
    const res = await server.api<ErrorBody>('POST', '/api/v1/auth/login', {
      body: { email: firm.users.viewer.email, password: 'wrong-password-123' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalid_credentials', detail: 'Incorrect e-mail or password' });
  });

  it('answers unknown /api paths with a 404 in the error shape', async () => {
    const res = await server.api<ErrorBody>('GET', '/api/v1/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});
