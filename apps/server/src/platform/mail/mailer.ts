import { mkdir, writeFile } from 'node:fs/promises';
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
      await mkdir(this.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message);
      this.log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to local outbox');
    } else {
      this.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
    }
  }

  close(): void {
    this.transport.close();
  }
}
