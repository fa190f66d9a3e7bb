import type { EmlFile } from '../types.js';

/** RFC 2047 for a header with non-ASCII text (a name with an accent, a curly quote). */
const header = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`);

const base64Lines = (b: Buffer) => b.toString('base64').replace(/.{76}/g, '$&\r\n');

/** Derived from the message id: the same message always has the same MIME boundary. */
const boundaryOf = (file: EmlFile) => `----=_Part_${Buffer.from(file.messageId).toString('hex').slice(0, 24)}`;

/**
 * An RFC 5322 message as a mail client exports it (.eml): a plain-text body and each attachment
 * base64-encoded. The attachments' bytes are rendered by the caller (any corpus format).
 */
export function renderEml(file: EmlFile, attachments: { filename: string; contentType: string; content: Buffer }[]): Buffer {
  const boundary = boundaryOf(file);
  const body = file.body.replace(/\r?\n/g, '\r\n');
  const parts = [
    `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${body}\r\n`,
    ...attachments.map(
      (a) =>
        `--${boundary}\r\nContent-Type: ${a.contentType}; name="${a.filename}"\r\nContent-Disposition: attachment; filename="${a.filename}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(a.content)}\r\n`,
    ),
  ];
  const headers = [
    `From: ${header(file.from)}`,
    `To: ${file.to.map(header).join(', ')}`,
    ...(file.cc?.length ? [`Cc: ${file.cc.map(header).join(', ')}`] : []),
    `Subject: ${header(file.subject)}`,
    `Date: ${file.date}`,
    `Message-ID: ${file.messageId}`,
    ...(file.inReplyTo ? [`In-Reply-To: ${file.inReplyTo}`, `References: ${file.inReplyTo}`] : []),
    'MIME-Version: 1.0',
    'X-Mailer: Microsoft Outlook 16.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\nThis is a multi-part message in MIME format.\r\n\r\n${parts.join('')}--${boundary}--\r\n`, 'utf8');
}
