import { createRequire } from 'node:module';
import path from 'node:path';

/** Mailboxes for tests: the Enron PST pst-extractor ships, and real-looking messages in mbox form. */

/** The Enron mailbox pst-extractor ships in its package (MIT): 71 messages, 70 attachments, 41 senders. */
export const ENRON_PST = path.join(path.dirname(createRequire(import.meta.url).resolve('pst-extractor/package.json')), 'example/testdata/enron.pst');

const CRLF = '\r\n';

/** A message with a base64 text attachment (the body line "From the desk…" is escaped by the mbox writer). */
export const MESSAGE_WITH_ATTACHMENT = [
  'Return-Path: <rvoss@harperlane.example>',
  'Received: from mail.harperlane.example (mail.harperlane.example [192.0.2.10]) by mx.bigfirm.example; Tue, 5 Mar 2024 09:30:02 -0500',
  'From: Rachel Voss <rvoss@harperlane.example>',
  'To: Opposing Counsel <counsel@bigfirm.example>',
  'Subject: Castellan lease - schedule of arrears',
  'Date: Tue, 5 Mar 2024 09:30:00 -0500',
  'Message-ID: <arrears-1@harperlane.example>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Counsel,',
  '',
  'From the desk of the landlord: the schedule of arrears is attached.',
  '>From an earlier note, quoted as written.',
  '',
  '--b1',
  'Content-Type: text/plain; name="arrears.txt"',
  'Content-Disposition: attachment; filename="arrears.txt"',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from('Schedule B: unpaid rent $48,200.00').toString('base64'),
  '--b1--',
  '',
].join(CRLF);

/** A reply whose Date line no parser reads: its sent date comes from its Received line. */
export const REPLY_WITH_BAD_DATE = [
  'Received: by mx.harperlane.example; Wed, 6 Mar 2024 10:15:00 -0500',
  'From: Opposing Counsel <counsel@bigfirm.example>',
  'To: Rachel Voss <rvoss@harperlane.example>',
  'Subject: RE: Castellan lease - schedule of arrears',
  'Date: sometime on Wednesday',
  'In-Reply-To: <arrears-1@harperlane.example>',
  'Message-ID: <arrears-2@bigfirm.example>',
  '',
  'We dispute the figure for February.',
  '',
].join(CRLF);

/** No e-mail header at all: the e-mail reader refuses it, and only it. */
export const NOT_A_MESSAGE = ['this line is not a header', 'and neither is this one', ''].join(CRLF);

/** A memo with a malformed header line in the middle of its headers. */
export const MALFORMED_HEADER = [
  'From: Tom Ortiz <tortiz@castellan.example>',
  'To: Rachel Voss <rvoss@harperlane.example>',
  'Subject: Keys returned',
  'this header has no colon and no continuation',
  'Date: Thu, 7 Mar 2024 16:00:00 +0000',
  '',
  'The keys were returned on March 7.',
  '',
].join(CRLF);

/** mboxrd: each message after its "From " line; body lines starting with ">*From " get one more ">". */
export function mbox(messages: string[], envelope = (i: number) => `From sender${i}@example.com Tue Mar  5 09:30:00 2024`): Buffer {
  const escaped = messages.map((m, i) => `${envelope(i)}${CRLF}${m.replace(/^(>*From )/gm, '>$1')}${CRLF}`);
  return Buffer.from(escaped.join(''), 'utf8');
}
