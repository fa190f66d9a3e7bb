import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseEmail, presentEmail } from './email.js';

/** A sender's copy (sent items): the only kind of message that still names its Bcc recipients. */
const SENT = [
  'From: Daniel Lane <dlane@harperlane.example>',
  'To: Elena Ruiz <eruiz@northwindfreight.example>',
  'Cc: Priya Natarajan <pnatarajan@harperlane.example>',
  'Bcc: Marcus Okafor <mokafor@harperlane.example>, file@harperlane.example',
  'Subject: Castellan termination - our advice',
  'Date: Mon, 06 Nov 2023 11:02:00 -0500',
  'Message-ID: <advice-1@harperlane.example>',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Elena, our view follows.',
  '',
].join('\r\n');

describe('e-mail headers', () => {
  it('keeps Bcc recipients in the metadata and the printed header block', async () => {
    const parsed = await parseEmail(Readable.from([Buffer.from(SENT)]));
    expect(parsed.info.email).toMatchObject({
      from: ['Daniel Lane <dlane@harperlane.example>'],
      to: ['Elena Ruiz <eruiz@northwindfreight.example>'],
      cc: ['Priya Natarajan <pnatarajan@harperlane.example>'],
      bcc: ['Marcus Okafor <mokafor@harperlane.example>', 'file@harperlane.example'],
      subject: 'Castellan termination - our advice',
      date: '2023-11-06T16:02:00.000Z',
    });
    expect(parsed.pages[0]?.text).toContain('Bcc: Marcus Okafor <mokafor@harperlane.example>, file@harperlane.example');
  });

  it("prints the Date line as the sender wrote it, on the sender's day, not the UTC instant's", () => {
    const late = { from: ['a@x.example'], to: ['b@x.example'], cc: [], bcc: [], subject: 'Findings', date: '2024-09-06T01:17:09.000Z', dateSource: 'date' as const, dateHeader: 'Thu, 05 Sep 2024 21:17:09 -0400', messageId: null, inReplyTo: null, body: 'Body', attachments: [] };
    const parsed = presentEmail(late);
    expect(parsed.pages[0]?.text).toContain('Date: Thu, 05 Sep 2024 21:17:09 -0400');
    expect(parsed.info.email).toMatchObject({ date: '2024-09-06T01:17:09.000Z' });
    // (From a Received hop there is no Date line to show: the instant is printed.)
    expect(presentEmail({ ...late, dateSource: 'received', dateHeader: null }).pages[0]?.text).toContain('Date: 2024-09-06T01:17:09.000Z');
  });

  it('records an empty Bcc list and prints no Bcc line for a received message', () => {
    const parsed = presentEmail({ from: ['a@x.example'], to: ['b@x.example'], cc: [], bcc: [], subject: 'Hi', date: null, dateSource: null, dateHeader: null, messageId: null, inReplyTo: null, body: 'Body', attachments: [] });
    expect(parsed.info.email).toMatchObject({ bcc: [] });
    expect(parsed.pages[0]?.text).not.toContain('Bcc:');
  });
});
