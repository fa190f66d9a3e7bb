import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseEmail } from '../email.js';
import { formatAddress, writeMime, type MimeMessage } from './mime-writer.js';

const base: MimeMessage = {
  from: [{ name: 'Lokay, Michelle', address: '' }],
  to: [{ name: 'Lee  Dennis', address: 'Dennis.Lee@ENRON.com' }],
  cc: [],
  bcc: [{ name: 'Zoë Müller', address: 'zoe@example.com' }],
  subject: 'Résumé – Q3 figures',
  date: new Date('2001-10-22T20:06:22Z'),
  messageId: '<abc@zlsvr22>',
  inReplyTo: null,
  extraHeaders: [['Received', 'by mx.example; Mon, 22 Oct 2001 13:06:22 -0700']],
  text: 'Figures attached.\r\nRegards',
  html: null,
  attachments: [],
};

describe('mailbox items written as .eml', () => {
  it('round-trips through the e-mail reader: names, encoded subject, sent date, attachments in order, an embedded message', async () => {
    const inner = writeMime({ ...base, subject: 'Inner note', attachments: [], date: new Date('2001-10-20T10:00:00Z') });
    const eml = writeMime({
      ...base,
      attachments: [
        { filename: 'OBA_27602_Citizens.doc', contentType: 'application/msword', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]) },
        { filename: 'tarif ünf.txt', contentType: 'text/plain', content: Buffer.from('rates') },
        { filename: 'Inner note.eml', contentType: 'message/rfc822', content: inner, message: true },
      ],
    });
    // 7-bit: tabs, line ends and printable ASCII only.
    expect([...eml].every((b) => b === 0x09 || b === 0x0a || b === 0x0d || (b >= 0x20 && b <= 0x7e))).toBe(true);
    const parsed = await parseEmail(Readable.from([eml]));
    expect(parsed.info.email).toMatchObject({
      from: ['Lokay, Michelle'],
      to: ['Lee  Dennis <Dennis.Lee@ENRON.com>'],
      bcc: ['Zoë Müller <zoe@example.com>'],
      subject: 'Résumé – Q3 figures',
      date: '2001-10-22T20:06:22.000Z',
      message_id: '<abc@zlsvr22>',
    });
    expect(parsed.pages[0]?.text).toContain('Figures attached.');
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['OBA_27602_Citizens.doc', 'tarif ünf.txt', 'Inner note.eml']);
    expect(parsed.attachments[0]?.content).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]));
    const nested = await parseEmail(Readable.from([parsed.attachments[2]!.content]));
    expect(nested.info.email).toMatchObject({ subject: 'Inner note', date: '2001-10-20T10:00:00.000Z' });
  });

  it('writes no Date line for an item with no sent time (never the time it was read)', async () => {
    const eml = writeMime({ ...base, date: null, extraHeaders: [] });
    expect(eml.toString('latin1')).not.toMatch(/^Date:/m);
    const parsed = await parseEmail(Readable.from([eml]));
    expect((parsed.info.email as { date: string | null }).date).toBeNull();
  });

  it('names a person without an address as an empty group, never an invented address', () => {
    expect(formatAddress({ name: 'Lokay', address: '' })).toBe('"Lokay":;');
    expect(formatAddress({ name: '', address: 'a@b.example' })).toBe('<a@b.example>');
  });
});
