import type { TestServer } from '../../test/harness.js';
import { dedupCase } from './dedup-run.js';

/** De-duplicates a case now, as the debounced job would (tests do not wait for the debounce). */
export const dedupNow = (server: TestServer, organizationId: string, caseId: string) => dedupCase(server.deps, organizationId, caseId);

/** A small .eml with plain-text body and attachments (base64), for families in tests. */
export function emlWithAttachments(subject: string, body: string, attachments: { filename: string; content: string }[]): Buffer {
  const boundary = 'b-custodians-test';
  const parts = [
    `From: Jane Doe <jane@example.com>\r\nTo: John Roe <john@example.com>\r\nSubject: ${subject}\r\nDate: Mon, 22 Oct 2001 10:00:00 -0500\r\nMessage-ID: <${subject.replace(/\W+/g, '.')}@example.com>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n`,
    `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`,
    ...attachments.map(
      (a) =>
        `--${boundary}\r\nContent-Type: text/plain; name="${a.filename}"\r\nContent-Disposition: attachment; filename="${a.filename}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(a.content).toString('base64')}\r\n`,
    ),
    `--${boundary}--\r\n`,
  ];
  return Buffer.from(parts.join(''));
}
