import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ErrorBody } from '@app/contract';
import { createTestServer, linkFromMail, TEST_PASSWORD, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const NEW_PASSWORD = 'Amber-Orchard-Velvet-77';

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const firm = await server.createFirm();
    const email = firm.users.associate.email;
    const old = await firm.login('associate');
    const asked = await server.api<{ message: string }>('POST', '/api/v1/auth/forgot-password', { body: { email } });
    expect(asked.status).toBe(200);
    const mail = await server.waitForMail((raw) => raw.includes(email) && raw.includes('reset-password'));
    const token = new URL(linkFromMail(mail, '/reset-password')).searchParams.get('token');

    const weak = await server.api<ErrorBody>('POST', '/api/v1/auth/reset-password', { body: { token, new_password: 'password1234' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.[0]?.field).toBe('new_password');

    // A refused weak password did not burn the link.
    const ok = await server.api('POST', '/api/v1/auth/reset-password', { body: { token, new_password: NEW_PASSWORD } });
    expect(ok.status).toBe(200);
    const reused = await server.api<ErrorBody>('POST', '/api/v1/auth/reset-password', { body: { token, new_password: NEW_PASSWORD } });
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.[0]?.field).toBe('token');

    expect((await server.api('GET', '/api/v1/auth/me', { token: old.access_token })).status).toBe(401);
    expect((await server.api('POST', '/api/v1/auth/login', { body: { email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await server.api('POST', '/api/v1/auth/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await server.api<{ message: string }>('POST', '/api/v1/auth/forgot-password', { body: { email: 'ghost@nowhere.test' } });
    expect(known.status).toBe(200);
    expect(known.body.message).toBe('If an account exists for that address, we have sent a link to reset the password.');
    await new Promise((r) => setTimeout(r, 1500));
    let files: string[] = [];
    try {
      files = readdirSync(path.join(server.dataDir, 'outbox'));
    } catch {
      /* no outbox at all is fine */
    }
    expect(files.some((f) => f.includes('ghost'))).toBe(false);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const firm = await server.createFirm();
    const other = await firm.login('paralegal');
    const current = await firm.login('paralegal');
    const wrong = await server.api<ErrorBody>('POST', '/api/v1/auth/change-password', {
      token: current.access_token,
      body: { current_password: 'not-it-at-all', new_password: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]?.field).toBe('current_password');
    const ok = await server.api<{ sessions_revoked: number }>('POST', '/api/v1/auth/change-password', {
      token: current.access_token,
      body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.sessions_revoked).toBe(1);
    expect((await server.api('GET', '/api/v1/auth/me', { token: current.access_token })).status).toBe(200);
    expect((await server.api('GET', '/api/v1/auth/me', { token: other.access_token })).status).toBe(401);
  });
});
