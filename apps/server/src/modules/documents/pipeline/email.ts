import type { Readable } from 'node:stream';
import type { AddressObject } from 'mailparser';
import { htmlToText, paginate, readAll, type ExtractedPage } from './extract.js';
import { ProcessingError } from './failures.js';
import { sentDate, type SentDate } from './sent-date.js';

/** An e-mail is parsed whole (attachments included), so cap it at what a mail server would send. */
export const MAX_EMAIL_BYTES = 150 * 1024 * 1024;
/** More attachments than this is not correspondence; the rest are listed, not extracted. */
const MAX_ATTACHMENTS = 200;

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** An archive member's path inside its archive (folders included), kept as metadata.source_path. */
  sourcePath?: string;
}

export interface ParsedEmail {
  pages: ExtractedPage[];
  info: Record<string, unknown>;
  attachments: EmailAttachment[];
  warnings: string[];
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    // A person named without an address (a mailbox export's Exchange-internal sender, written as an empty group) is their name alone.
    .flatMap((a) => a.value.map((v) => (v.name ? (v.address ? `${v.name} <${v.address}>` : v.name) : (v.address ?? ''))))
    .filter(Boolean);

/** What a child document is called when the e-mail does not name the attachment. */
export function attachmentName(filename: string | undefined, contentType: string, index: number): string {
  if (filename) return filename;
  const ext = contentType === 'message/rfc822' ? 'eml' : (/^[a-z]+\/([a-z0-9]+)$/i.exec(contentType)?.[1] ?? 'bin');
  return `attachment-${index + 1}.${ext}`;
}

/**
 * An .eml message (see presentEmail). mailparser accepts nearly anything, so "not an e-mail" is
 * judged here: a message needs at least one of the headers every mail client writes.
 */
export async function parseEmail(stream: Readable): Promise<ParsedEmail> {
  const { simpleParser } = await import('mailparser');
  const raw = await readAll(stream, MAX_EMAIL_BYTES);
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true }).catch(() => {
    throw new ProcessingError('This e-mail file is damaged and cannot be read. Export the message again (as .eml) and upload it.');
  });
  const known = ['from', 'to', 'date', 'subject', 'message-id'].filter((h) => mail.headers.has(h));
  if (known.length === 0) {
    throw new ProcessingError('This file is named as an e-mail but has no e-mail headers (From, To, Date, Subject), so it cannot be read as one. Export the message again (as .eml) and upload it.');
  }
  // mailparser's own date is the current time when it cannot read the Date line: read the raw headers.
  const headerValues = (key: string) => mail.headerLines.filter((h) => h.key === key).map((h) => h.line.replace(/^[^:]*:/, '').replace(/\r?\n[ \t]+/g, ' ').trim());
  const dateHeader = headerValues('date')[0] ?? null;
  return presentEmail({
    from: addresses(mail.from),
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    // Present on the sender's copy (sent items, drafts) only: a recipient's copy never names them.
    bcc: addresses(mail.bcc),
    subject: mail.subject ?? null,
    ...sentDateParts(sentDate(dateHeader, headerValues('received')), dateHeader),
    messageId: mail.messageId ?? null,
    inReplyTo: mail.inReplyTo ?? null,
    // An HTML-only message: mailparser's text is derived from it, but sanitise ourselves if not.
    body: mail.text ?? (typeof mail.html === 'string' ? htmlToText(mail.html) : ''),
    attachments: mail.attachments.map((a, i) => ({ filename: attachmentName(a.filename, a.contentType, i), contentType: a.contentType, content: a.content })),
  });
}

/** What an e-mail says, whichever format it came in (.eml or Outlook .msg). */
export interface EmailParts {
  from: string[];
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string | null;
  /** ISO 8601: when the message was sent, as its headers say (never the time it was read). */
  date: string | null;
  /** Which header gave `date` (see sent-date.ts). */
  dateSource: SentDate['source'];
  /** The Date header as written, kept when it was missing from `date` or could not be read. */
  dateHeader: string | null;
  messageId: string | null;
  inReplyTo: string | null;
  body: string;
  attachments: EmailAttachment[];
}

/** The date fields of EmailParts from what sentDate found and the header it read. */
export const sentDateParts = (sent: SentDate, dateHeader: string | null): Pick<EmailParts, 'date' | 'dateSource' | 'dateHeader'> => ({
  date: sent.date,
  dateSource: sent.source,
  dateHeader,
});

/**
 * Headers become metadata, the body the document's text (a short header block first, so a page
 * reads like the printed e-mail), the attachments (at most MAX_ATTACHMENTS) the family's children.
 */
export function presentEmail(mail: EmailParts): ParsedEmail {
  const { from, to, cc, bcc, subject, date } = mail;
  const info: Record<string, unknown> = {
    email: {
      from,
      to,
      cc,
      bcc,
      subject,
      date,
      ...(mail.dateSource ? { date_source: mail.dateSource } : {}),
      // An unreadable Date line is kept as written, so a reader can judge it: nothing is guessed.
      ...(mail.dateSource !== 'date' && mail.dateHeader ? { date_header: mail.dateHeader } : {}),
      message_id: mail.messageId,
      in_reply_to: mail.inReplyTo,
    },
    ...(subject ? { title: subject } : {}),
    ...(from[0] ? { author: from[0] } : {}),
    ...(date ? { created: date } : {}),
    attachment_count: mail.attachments.length,
  };
  const header = [
    from.length ? `From: ${from.join(', ')}` : '',
    to.length ? `To: ${to.join(', ')}` : '',
    cc.length ? `Cc: ${cc.join(', ')}` : '',
    bcc.length ? `Bcc: ${bcc.join(', ')}` : '',
    // The Date line as the sender's client wrote it ("Thu, 05 Sep 2024 21:17:09 -0400"), as a printed
    // e-mail shows it: the stored instant in UTC can fall on the next day ("2024-09-06T01:17:09Z"),
    // and a reader or the deposition assistant would read that day. The instant is printed only
    // when it came from a Received hop (no Date line to show).
    date || mail.dateHeader ? `Date: ${(mail.dateSource === 'date' ? mail.dateHeader : null) ?? date ?? mail.dateHeader}` : '',
    subject ? `Subject: ${subject}` : '',
  ].filter(Boolean);
  const pages = paginate(`${header.join('\n')}\n\n${mail.body}`);
  const warnings: string[] = [];
  if (mail.attachments.length > MAX_ATTACHMENTS) {
    warnings.push(`The e-mail has ${mail.attachments.length} attachments; the first ${MAX_ATTACHMENTS} were added as documents.`);
  }
  return { pages, info, attachments: mail.attachments.slice(0, MAX_ATTACHMENTS), warnings };
}
