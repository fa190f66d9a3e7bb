import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { Mailer } from './mailer.js';

let dataDir = '';
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the local outbox (no SMTP configured)', () => {
  it('holds each message whole, under its own name, even two to one address in the same instant', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ldd-mailer-'));
    const mailer = new Mailer({ smtpUrl: undefined, from: 'noreply@example.test', dataDir }, pino({ level: 'silent' }));
    const token = 'tok-4f9a2c';
    await Promise.all([
      mailer.send({ to: 'dana@example.test', subject: 'One', text: `https://app.example.test/accept-invitation?token=${token}` }),
      mailer.send({ to: 'dana@example.test', subject: 'Two', text: `https://app.example.test/accept-invitation?token=${token}` }),
    ]);
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    for (const file of files) expect(readFileSync(path.join(dataDir, 'outbox', file), 'utf8')).toContain(token);
    // Written beside the outbox and moved in: nothing is left half way.
    expect(readdirSync(path.join(dataDir, 'outbox.partial'))).toEqual([]);
    mailer.close();
  });
});
