import type { JobQueue } from '../jobs/queue.js';
import type { MailMessage } from './mailer.js';

/** Mail goes through the durable queue: a slow or down SMTP server never fails the request. */
export function enqueueMail(jobs: JobQueue, organizationId: string | null, message: MailMessage): Promise<string> {
  return jobs.send('email.send', { organization_id: organizationId, ...message });
}

/** Plain, readable e-mails: one paragraph, one link, and why the reader got it. */
export function linkEmail(opts: { greeting: string; body: string; linkLabel: string; link: string; footer: string }) {
  const text = `${opts.greeting}\n\n${opts.body}\n\n${opts.linkLabel}: ${opts.link}\n\n${opts.footer}\n`;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const html = `<p>${esc(opts.greeting)}</p><p>${esc(opts.body)}</p><p><a href="${esc(opts.link)}">${esc(
    opts.linkLabel,
  )}</a></p><p style="color:#666;font-size:12px">${esc(opts.footer)}</p>`;
  return { text, html };
}
