import { createRequire } from 'node:module';
import type { FieldsData } from '@kenjiuno/msgreader';
import { attachmentName, presentEmail, sentDateParts, type EmailAttachment, type ParsedEmail } from './email.js';
import { htmlToText } from './extract.js';
import { ProcessingError } from './failures.js';
import { rawHeaders, sentDate, type SentDate } from './sent-date.js';

// msgreader is CommonJS with an ES-module-style default export: require() gives the same object
// under Node and under the test runner, where an ESM default import would not.
const require = createRequire(import.meta.url);
type MsgReaderClass = typeof import('@kenjiuno/msgreader', { with: { 'resolution-mode': 'require' } }).default;
const loadMsgReader = () => (require('@kenjiuno/msgreader') as { default: MsgReaderClass }).default;

const damaged = () => new ProcessingError('This Outlook message (.msg) is damaged and cannot be read. Save it from Outlook again and upload it.');

/** An Exchange-internal address ("/O=EXCHANGELABS/OU=…") is no address a reader can use. */
const usable = (address: string | undefined) => (address && !address.startsWith('/') ? address : '');
const person = (name: string | undefined, address: string | undefined) => {
  const addr = usable(address);
  return name && addr && name !== addr ? `${name} <${addr}>` : name || addr;
};

const isoDate = (value: string | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

/** One header's value from the transport headers Outlook keeps for received mail (unfolded). */
function header(headers: string | undefined, name: string): string | null {
  return (headers ? rawHeaders(headers, name)[0] : null) || null;
}

/**
 * When it was sent: Outlook's own submit time; else the transport headers' Date line or Received
 * chain (read as an .eml's are); else the delivery time, which is when it was received.
 */
function msgSentDate(fields: FieldsData): SentDate {
  const submitted = isoDate(fields.clientSubmitTime);
  if (submitted) return { date: submitted, source: 'date' };
  const fromHeaders = sentDate(header(fields.headers, 'Date'), fields.headers ? rawHeaders(fields.headers, 'Received') : []);
  if (fromHeaders.date) return fromHeaders;
  const delivered = isoDate(fields.messageDeliveryTime);
  return delivered ? { date: delivered, source: 'received' } : { date: null, source: null };
}

function bodyOf(fields: FieldsData): string {
  if (fields.body) return fields.body;
  if (fields.bodyHtml) return htmlToText(fields.bodyHtml);
  if (fields.html) return htmlToText(Buffer.from(fields.html).toString('utf8'));
  return '';
}

/**
 * An Outlook .msg (a Compound File of MAPI properties) read with @kenjiuno/msgreader and
 * presented like an .eml: sender and recipients, subject, date and message id as metadata, the
 * plain-text body (or the HTML body, sanitised) as text, attachments as the family's children
 * (an attached e-mail becomes a .msg child of its own).
 */
export function parseMsg(data: Buffer): ParsedEmail {
  const MsgReader = loadMsgReader();
  const reader = new MsgReader(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  let fields: FieldsData;
  try {
    fields = reader.getFileData();
  } catch {
    throw damaged();
  }
  if (fields.dataType !== 'msg') throw damaged();
  const recipients = (kind: 'to' | 'cc' | 'bcc') =>
    (fields.recipients ?? [])
      .filter((r) => (r.recipType ?? 'to') === kind)
      .map((r) => person(r.name, r.smtpAddress ?? r.email))
      .filter(Boolean);
  const from = person(fields.senderName, fields.senderSmtpAddress ?? fields.senderEmail);
  const warnings: string[] = [];
  const attachments: EmailAttachment[] = [];
  for (const [i, a] of (fields.attachments ?? []).entries()) {
    // Attached "by reference" (a link to a file share): there are no bytes to add.
    if (!a.innerMsgContent && a.dataId === undefined) {
      warnings.push(`The attachment "${a.fileName ?? a.name ?? i + 1}" is only a link to a file elsewhere; it is not part of the message.`);
      continue;
    }
    let content: Uint8Array;
    try {
      content = reader.getAttachment(a).content;
    } catch {
      warnings.push(`Attachment ${i + 1} of this message is damaged and was skipped.`);
      continue;
    }
    const contentType = a.innerMsgContent ? 'application/vnd.ms-outlook' : (a.attachMimeTag ?? 'application/octet-stream');
    const named = a.innerMsgContent ? `${a.name ?? a.innerMsgContentFields?.subject ?? 'message'}.msg` : (a.fileName ?? a.fileNameShort ?? a.name);
    attachments.push({ filename: attachmentName(named, contentType, i), contentType, content: Buffer.from(content) });
  }
  const parsed = presentEmail({
    from: from ? [from] : [],
    to: recipients('to'),
    cc: recipients('cc'),
    bcc: recipients('bcc'),
    subject: fields.subject ?? null,
    ...sentDateParts(msgSentDate(fields), header(fields.headers, 'Date')),
    messageId: fields.messageId ?? header(fields.headers, 'Message-ID'),
    inReplyTo: header(fields.headers, 'In-Reply-To'),
    body: bodyOf(fields),
    attachments,
  });
  if (!fields.body && !fields.bodyHtml && !fields.html && fields.compressedRtf) {
    warnings.push('The message text is stored only as rich text (RTF), which is not read; open the original to see it.');
  }
  return { ...parsed, warnings: [...parsed.warnings, ...warnings] };
}
