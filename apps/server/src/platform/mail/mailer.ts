import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox (a developer opens it, the e2e tests follow its links) and logged.
 */
export class Mailer {
  private readonly transport: Transporter;
  readonly outboxDir: string | null;

  constructor(
    opts: { smtpUrl: string | undefined; from: string; dataDir: string },
    private readonly log: FastifyBaseLogger,
    private readonly from = opts.from,
  ) {
    if (opts.smtpUrl) {
      this.transport = nodemailer.createTransport(opts.smtpUrl);
      this.outboxDir = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outboxDir = path.join(opts.dataDir, 'outbox');
    }
  }

  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, ...message })) as { message?: Buffer; messageId?: string };
    if (this.outboxDir && info.message) {
      // Written beside the outbox, then moved in whole: whoever reads the outbox (a test following
      // a link, a mail viewer) never sees a message half written — a token cut short is a link
      // that does not work.
      const staging = `${this.outboxDir}.partial`;
      await mkdir(this.outboxDir, { recursive: true });
      await mkdir(staging, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}-${safeTo}.eml`;
      const file = path.join(this.outboxDir, name);
      await writeFile(path.join(staging, name), info.message);
      await rename(path.join(staging, name), file);
      this.log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to local outbox');
    } else {
      this.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
    }
  }

  close(): void {
    this.transport.close();
  }
}
