import { randomBytes } from 'node:crypto';

/*
 * Writes a message read out of a mailbox (an Outlook PST's MAPI properties) as an RFC 5322 .eml,
 * so it becomes a document like any uploaded e-mail: the pipeline's e-mail reader gives it its
 * headers, text and sent date, and its attachments (embedded messages recursively) become its
 * children in order. Everything is written as 7-bit ASCII (encoded words, base64 bodies), so no
 * byte of the original depends on a charset guess. A header is written only from what the
 * mailbox holds: a message with no sent time gets no Date line (never the time it was read).
 */

export interface MimeAddress {
  name: string;
  /** An Internet address; empty when the mailbox keeps only an Exchange-internal one. */
  address: string;
}

export interface MimeAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** An attached e-mail, itself written as .eml: travels as message/rfc822. */
  message?: boolean;
}

export interface MimeMessage {
  from: MimeAddress[];
  to: MimeAddress[];
  cc: MimeAddress[];
  bcc: MimeAddress[];
  subject: string | null;
  /** When it was sent, as the mailbox recorded it; null writes no Date line. */
  date: Date | null;
  messageId: string | null;
  inReplyTo: string | null;
  /** Header lines kept from the original transport headers (Received, References, X-…), unfolded. */
  extraHeaders: [string, string][];
  text: string;
  html: string | null;
  attachments: MimeAttachment[];
}

const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;
const CRLF = '\r\n';

/** An RFC 2047 encoded word for text that is not plain ASCII (split so no line grows too long). */
export function encodeWord(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  if (ASCII_PRINTABLE.test(clean)) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const ch of clean) {
    if (Buffer.byteLength(chunk + ch, 'utf8') > 45) {
      words.push(`=?UTF-8?B?${Buffer.from(chunk, 'utf8').toString('base64')}?=`);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(`=?UTF-8?B?${Buffer.from(chunk, 'utf8').toString('base64')}?=`);
  return words.join(`${CRLF} `);
}

const quotedName = (name: string) => (ASCII_PRINTABLE.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : encodeWord(name));

/**
 * One mailbox: `"Name" <address>`. A recipient known only by name (an Exchange-internal address)
 * is written as an empty group named after them, the one RFC 5322 form that names a person without
 * inventing an address.
 */
export function formatAddress(a: MimeAddress): string {
  const name = a.name.trim();
  if (a.address) return name && name !== a.address ? `${quotedName(name)} <${a.address}>` : `<${a.address}>`;
  return name ? `${quotedName(name)}:;` : '';
}

const addressList = (list: MimeAddress[]) => list.map(formatAddress).filter(Boolean).join(`,${CRLF} `);

/** RFC 2231 filename parameter (with a plain fallback for old readers). */
function filenameParams(filename: string): string {
  if (ASCII_PRINTABLE.test(filename)) return `filename="${filename.replace(/["\\]/g, '_')}"`;
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const base64Lines = (data: Buffer) => (data.toString('base64').match(/.{1,76}/g) ?? []).join(CRLF);

const boundary = () => `----=_mailbox_${randomBytes(12).toString('hex')}`;

const safeContentType = (type: string) => (/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i.test(type) ? type : 'application/octet-stream');

function textPart(type: 'plain' | 'html', body: string): string {
  return [`Content-Type: text/${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(Buffer.from(body, 'utf8'))].join(CRLF);
}

function bodyPart(m: MimeMessage): string {
  if (m.html === null) return textPart('plain', m.text);
  const b = boundary();
  return [`Content-Type: multipart/alternative; boundary="${b}"`, '', `--${b}`, textPart('plain', m.text), `--${b}`, textPart('html', m.html), `--${b}--`].join(CRLF);
}

function attachmentPart(a: MimeAttachment): string {
  if (a.message) {
    // RFC 2046 §5.2.1: message/rfc822 is 7bit, 8bit or binary; ours is 7-bit by construction.
    return [`Content-Type: message/rfc822`, `Content-Disposition: attachment; ${filenameParams(a.filename)}`, '', a.content.toString('latin1')].join(CRLF);
  }
  return [
    `Content-Type: ${safeContentType(a.contentType)}; name="${a.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; ${filenameParams(a.filename)}`,
    '',
    base64Lines(a.content),
  ].join(CRLF);
}

/** The message as .eml bytes. */
export function writeMime(m: MimeMessage): Buffer {
  const headers: string[] = [];
  const add = (name: string, value: string | null) => {
    if (value) headers.push(`${name}: ${value}`);
  };
  for (const [name, value] of m.extraHeaders) add(name, value.replace(/[^\x20-\x7e\t]/g, '?'));
  add('From', addressList(m.from));
  add('To', addressList(m.to));
  add('Cc', addressList(m.cc));
  add('Bcc', addressList(m.bcc));
  add('Subject', m.subject === null ? null : encodeWord(m.subject));
  add('Date', m.date ? m.date.toUTCString().replace(/GMT$/, '+0000') : null);
  add('Message-ID', m.messageId?.trim() || null);
  add('In-Reply-To', m.inReplyTo?.trim() || null);
  add('MIME-Version', '1.0');
  let body: string;
  if (m.attachments.length === 0) body = bodyPart(m);
  else {
    const b = boundary();
    body = [`Content-Type: multipart/mixed; boundary="${b}"`, '', `--${b}`, bodyPart(m), ...m.attachments.flatMap((a) => [`--${b}`, attachmentPart(a)]), `--${b}--`].join(CRLF);
  }
  return Buffer.from(`${headers.join(CRLF)}${CRLF}${body}${CRLF}`, 'latin1');
}
