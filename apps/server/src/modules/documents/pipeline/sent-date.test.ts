import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseEmail } from './email.js';
import { parseMailDate, sentDate } from './sent-date.js';

const NOW = new Date('2026-12-01T12:00:00Z');

/** Date lines as real mailboxes write them, and the moment each means. */
const READABLE: [string, string][] = [
  ['Mon, 14 May 2001 16:39:00 -0700 (PDT)', '2001-05-14T23:39:00.000Z'], // the Enron mailbox
  ['Mon, 14 May 2001 16:39:00 -0700', '2001-05-14T23:39:00.000Z'],
  ['14 May 2001 16:39:00 -0700', '2001-05-14T23:39:00.000Z'], // no weekday
  ['Mon, 14 May 2001 16:39 PDT', '2001-05-14T23:39:00.000Z'], // named zone, no seconds
  ['Tue, 23 Oct 2001 08:05:10 CDT', '2001-10-23T13:05:10.000Z'],
  ['Wed, 5 Dec 01 9:15:00 EST', '2001-12-05T14:15:00.000Z'], // two-digit year
  ['Fri, 31 Dec 99 23:59:59 GMT', '1999-12-31T23:59:59.000Z'],
  ['Mon, 14-May-2001 16:39:00 +0200', '2001-05-14T14:39:00.000Z'], // dashes
  ['Mon, 14 May 2001 16:39:00 (PDT)', '2001-05-14T23:39:00.000Z'], // zone only as a comment
  ['Monday, May 14, 2001 4:39 PM PDT', '2001-05-14T23:39:00.000Z'], // US style
  ['May 14, 2001 4:39:00 AM', '2001-05-14T04:39:00.000Z'], // no zone: UTC, as RFC 5322 reads it
  ['Mon May 14 16:39:00 2001', '2001-05-14T16:39:00.000Z'], // asctime
  ['2001-05-14 16:39:00 -0700', '2001-05-14T23:39:00.000Z'],
  ['2001-05-14T23:39:00Z', '2001-05-14T23:39:00.000Z'],
  ['Mon, 14 May 2001 16:39:00 GMT+0100', '2001-05-14T15:39:00.000Z'],
  ['  Mon,  14  May  2001  16:39:00  -0700  ', '2001-05-14T23:39:00.000Z'], // stray spaces
];

/** Broken Date lines: no moment may be made up for them. */
const UNREADABLE = ['', 'unknown', 'Mon, 32 May 2001 16:39:00 -0700', 'Mon, 30 Feb 2001 10:00:00 GMT', '0101-05-14 10:00:00', 'Mon, 14 Foo 2001 16:39:00 -0700', 'yesterday', 'Mon, 14 May 2099 16:39:00 -0700', '16:39:00'];

describe('parseMailDate', () => {
  it.each(READABLE)('reads %s', (header, iso) => {
    expect(parseMailDate(header, NOW)?.toISOString()).toBe(iso);
  });

  it.each(UNREADABLE)('does not invent a date for %j', (header) => {
    expect(parseMailDate(header, NOW)).toBeNull();
  });
});

describe('sentDate', () => {
  const received = [
    'from relay.example ([10.0.0.2]) by mx.example with ESMTP; Mon, 14 May 2001 16:41:12 -0700',
    'from client.example by relay.example; Mon, 14 May 2001 16:39:30 -0700 (PDT)',
  ];

  it('takes the Date header when it can be read', () => {
    expect(sentDate('Mon, 14 May 2001 16:39:00 -0700', received, NOW)).toEqual({ date: '2001-05-14T23:39:00.000Z', source: 'date' });
  });

  it('falls back to the earliest Received hop (nearest the sender)', () => {
    expect(sentDate('garbage', received, NOW)).toEqual({ date: '2001-05-14T23:39:30.000Z', source: 'received' });
    expect(sentDate(null, received, NOW)).toEqual({ date: '2001-05-14T23:39:30.000Z', source: 'received' });
  });

  it('is unknown when nothing says when', () => {
    expect(sentDate('garbage', ['from a by b'], NOW)).toEqual({ date: null, source: null });
  });
});

const eml = (dateLines: string) =>
  Readable.from([Buffer.from(`From: a@enron.example\r\nTo: b@enron.example\r\nSubject: Meeting\r\n${dateLines}\r\nPlease come tomorrow (10/23).\r\n`)]);

describe('parseEmail dates', () => {
  it('reads an Enron-style Date line mailparser would replace with the current time', async () => {
    const parsed = await parseEmail(eml('Date: Mon, 22 Oct 2001 16:39:00 -0700 (PDT)\r\n'));
    expect(parsed.info.email).toMatchObject({ date: '2001-10-22T23:39:00.000Z', date_source: 'date' });
    expect(parsed.info.created).toBe('2001-10-22T23:39:00.000Z');
  });

  it('keeps an unreadable Date line as written and leaves the date unknown', async () => {
    const parsed = await parseEmail(eml('Date: sometime last week\r\n'));
    const email = parsed.info.email as Record<string, unknown>;
    expect(email.date).toBeNull();
    expect(email.date_header).toBe('sometime last week');
    expect(parsed.info.created).toBeUndefined();
    expect(parsed.pages[0]?.text).toContain('Date: sometime last week');
  });

  it('takes the Received chain when the Date line cannot be read', async () => {
    const parsed = await parseEmail(eml('Received: from x by y; Tue, 23 Oct 2001 01:00:00 +0000\r\nDate: ???\r\n'));
    expect(parsed.info.email).toMatchObject({ date: '2001-10-23T01:00:00.000Z', date_source: 'received', date_header: '???' });
  });
});
