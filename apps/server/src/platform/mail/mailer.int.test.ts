import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, linkFromMail, type TestFirm, type TestServer } from '../../test/harness.js';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let server: TestServer;
let firm: TestFirm;
const received: Received[] = [];

/** A real SMTP server on a free port, so the test proves the wire path, not a mock. */
async function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return (smtp.server.address() as AddressInfo).port;
}

async function waitForDelivery(to: string, timeoutMs = 20_000): Promise<Received> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const hit = received.find((m) => m.to.includes(to));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail for ${to} reached the SMTP server`);
}

beforeAll(async () => {
  const port = await startSmtp();
  server = await createTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    MAIL_FROM: 'Firm Mail <no-reply@firm.test>',
  });
  firm = await server.createFirm('SMTP Test LLP');
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('e-mail over SMTP', () => {
  it('delivers an invitation through the job queue to the SMTP server, with a working link', async () => {
    const to = 'smtp-invitee@invitee.test';
    const res = await server.api('POST', '/api/v1/organization/invite', { token: await firm.token('admin'), body: { email: to, role: 'paralegal' } });
    expect(res.status).toBe(201);

    const mail = await waitForDelivery(to);
    expect(mail.from).toBe('no-reply@firm.test');
    expect(mail.raw).toMatch(/^Subject: .*invited you to join SMTP Test LLP/m);
    const link = linkFromMail(mail.raw, '/accept-invitation');
    const token = new URL(link).searchParams.get('token');
    expect(token).toBeTruthy();
    const preview = await server.api('GET', `/api/v1/auth/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ email: to, organization: 'SMTP Test LLP' });
    // With SMTP configured nothing is written to the local outbox.
    expect(existsSync(path.join(server.dataDir, 'outbox'))).toBe(false);
  });
});
