import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { ErrorBody } from '@app/contract';
import { users } from '../../db/schema/index.js';
import { createTestServer, linkFromMail, TEST_PASSWORD, type TestServer } from '../../test/harness.js';
import { accountMailJobs, CHROME_ON_MAC, deliveredMail, expectNoticeContent, queuedSubjects } from './test-support.js';

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

    // 12 characters minimum (ASVS 2.1.1), however unguessable the 11.
    const short = await server.api<ErrorBody>('POST', '/api/v1/auth/reset-password', { body: { token, new_password: 'Vq7#kR2!mZp' } });
    expect(short.status).toBe(400);
    expect(short.body.errors?.[0]).toMatchObject({ field: 'new_password', message: 'Password must be at least 12 characters' });
    // Refused resets change nothing, so they notify no one.
    expect(await queuedSubjects(server, email)).toEqual(['Reset your password']);

    // A refused weak password did not burn the link.
    const ok = await server.api('POST', '/api/v1/auth/reset-password', {
      body: { token, new_password: NEW_PASSWORD },
      headers: { 'user-agent': CHROME_ON_MAC },
    });
    expect(ok.status).toBe(200);
    const notice = await deliveredMail(server, email, 'Your password was reset');
    expectNoticeContent(notice, {
      what: /password of your account was reset/,
      ip: '127.0.0.1',
      device: 'Chrome on macOS',
      admin: `${firm.users.admin.fullName}, ${firm.users.admin.email}`,
    });
    const reused = await server.api<ErrorBody>('POST', '/api/v1/auth/reset-password', { body: { token, new_password: NEW_PASSWORD } });
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.[0]?.field).toBe('token');

    expect((await server.api('GET', '/api/v1/auth/me', { token: old.access_token })).status).toBe(401);
    expect((await server.api('POST', '/api/v1/auth/login', { body: { email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await server.api('POST', '/api/v1/auth/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
    // Exactly one notice: the spent link's second try changed nothing.
    expect((await queuedSubjects(server, email)).filter((s) => s === 'Your password was reset')).toHaveLength(1);
  });

  it('does the same work and answers the same for a known and an unknown address; only the owner gets mail', async () => {
    const firm = await server.createFirm();
    const known = firm.users.viewer.email;
    const unknown = `ghost.${Date.now()}@nowhere.test`;
    const answers = [];
    for (const email of [known, unknown]) {
      const res = await server.api('POST', '/api/v1/auth/forgot-password', { body: { email } });
      // At answer time each request has queued exactly one job and sent nothing itself.
      answers.push({ status: res.status, body: res.body, jobs: await accountMailJobs(server, email), mails: await queuedSubjects(server, email) });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      status: 200,
      body: { ok: true, message: 'If an account exists for that address, we have sent a link to reset the password.' },
      jobs: 1,
      mails: [],
    });
    await deliveredMail(server, known, 'Reset your password');
    let files: string[] = [];
    try {
      files = readdirSync(path.join(server.dataDir, 'outbox'));
    } catch {
      /* no outbox at all is fine */
    }
    expect(files.some((f) => f.includes('ghost'))).toBe(false);
    expect(await queuedSubjects(server, unknown)).toEqual([]);
  });

  it('sends at most five reset e-mails an hour to one address, then answers 429 with Retry-After (whoever owns it)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await server.api('POST', '/api/v1/auth/forgot-password', { body: { email: 'flood@nowhere.test' } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await server.api<ErrorBody>('POST', '/api/v1/auth/forgot-password', { body: { email: 'flood@nowhere.test' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_emails', detail: expect.stringMatching(/^Too many reset e-mails were requested for this address\. Try again in \d+ minutes?\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const bad = await server.api<ErrorBody>('POST', '/api/v1/auth/forgot-password', { body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('email');
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
    const short = await server.api<ErrorBody>('POST', '/api/v1/auth/change-password', {
      token: current.access_token,
      body: { current_password: TEST_PASSWORD, new_password: 'Vq7#kR2!mZp' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors?.[0]).toMatchObject({ field: 'new_password', message: 'Password must be at least 12 characters' });
    // A refused change (wrong current password, too short) sends no notice.
    const email = firm.users.paralegal.email;
    expect(await queuedSubjects(server, email)).toEqual([]);

    const ok = await server.api<{ sessions_revoked: number }>('POST', '/api/v1/auth/change-password', {
      token: current.access_token,
      body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      headers: { 'user-agent': CHROME_ON_MAC },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.sessions_revoked).toBe(1);
    expect((await server.api('GET', '/api/v1/auth/me', { token: current.access_token })).status).toBe(200);
    expect((await server.api('GET', '/api/v1/auth/me', { token: other.access_token })).status).toBe(401);

    const notice = await deliveredMail(server, email, 'Your password was changed');
    expectNoticeContent(notice, {
      what: /password of your account was changed/,
      ip: '127.0.0.1',
      device: 'Chrome on macOS',
      admin: `${firm.users.admin.fullName}, ${firm.users.admin.email}`,
    });
    expect(notice).not.toContain(NEW_PASSWORD);
    expect(await queuedSubjects(server, email)).toEqual(['Your password was changed']);
  });

  it('still changes the password when the notice cannot be queued', async () => {
    const firm = await server.createFirm();
    const token = await firm.token('viewer');
    const send = vi.spyOn(server.deps.jobs, 'send').mockRejectedValueOnce(new Error('queue unavailable'));
    try {
      const ok = await server.api('POST', '/api/v1/auth/change-password', { token, body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD } });
      expect(ok.status).toBe(200);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    const email = firm.users.viewer.email;
    expect((await server.api('POST', '/api/v1/auth/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('lets an account whose password predates the 12-character minimum sign in, and asks 12 of the next one', async () => {
    const firm = await server.createFirm();
    const user = firm.users.associate;
    const legacy = 'Tq9#vK2!xL'; // 10 characters: the old minimum
    await server.deps.db.update(users).set({ passwordHash: await hash(legacy, { algorithm: 2 }) }).where(eq(users.id, user.id));
    const login = await server.api<{ access_token: string }>('POST', '/api/v1/auth/login', { body: { email: user.email, password: legacy } });
    expect(login.status).toBe(200);
    const same = await server.api<ErrorBody>('POST', '/api/v1/auth/change-password', {
      token: login.body.access_token,
      body: { current_password: legacy, new_password: `${legacy}z` },
    });
    expect(same.status).toBe(400);
    expect(same.body.errors?.[0]).toMatchObject({ field: 'new_password', message: 'Password must be at least 12 characters' });
    const twelve = await server.api('POST', '/api/v1/auth/change-password', {
      token: login.body.access_token,
      body: { current_password: legacy, new_password: 'Tq9#vK2!xLw8' },
    });
    expect(twelve.status).toBe(200);
  });
});
