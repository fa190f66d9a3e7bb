import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, nextDay, writeCalendar } from './ical.js';
import { reminderDue } from './reminders.js';
import { icalValue, parseIcal } from './test-support.js';

describe('iCalendar writer', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a calendar the strict reader reads back', () => {
    const text = writeCalendar({
      productId: '-//Test//EN',
      name: 'Firm, LLP',
      timeZone: 'America/New_York',
      events: [
        {
          uid: 'a@host',
          stamp: new Date('2026-11-01T12:00:00Z'),
          summary: 'Answer due; Rule 12, "quoted" — ünïcødé '.repeat(4),
          description: 'Line one\nLine two, with a comma',
          location: null,
          url: 'https://firm.test/cases/1?event=2',
          categories: 'DEADLINE',
          cancelled: false,
          start: { date: '2026-11-30' },
          end: { date: nextDay('2026-11-30') },
        },
        {
          uid: 'b@host',
          stamp: new Date('2026-11-01T12:00:00Z'),
          summary: 'Hearing',
          description: null,
          location: 'Courtroom 4B',
          url: null,
          categories: null,
          cancelled: true,
          start: { instant: new Date('2026-12-01T15:30:00Z') },
          end: null,
        },
      ],
    });
    const calendar = parseIcal(text);
    const [deadline, hearing] = calendar.components;
    expect(icalValue(calendar, 'X-WR-CALNAME')).toBe('Firm, LLP');
    expect(icalValue(deadline!, 'SUMMARY')).toBe('Answer due; Rule 12, "quoted" — ünïcødé '.repeat(4));
    expect(icalValue(deadline!, 'DESCRIPTION')).toBe('Line one\nLine two, with a comma');
    expect(deadline!.properties.find((p) => p.name === 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20261130' });
    expect(icalValue(deadline!, 'DTEND')).toBe('20261201');
    expect(icalValue(hearing!, 'DTSTART')).toBe('20261201T153000Z');
    expect(icalValue(hearing!, 'STATUS')).toBe('CANCELLED');
    expect(icalValue(hearing!, 'DTSTAMP')).toBe('20261101T120000Z');
  });

  it('the strict reader refuses what RFC 5545 refuses', () => {
    expect(() => parseIcal('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).toThrow(/CRLF/);
    expect(() => parseIcal(`BEGIN:VCALENDAR\r\nX:${'a'.repeat(80)}\r\nEND:VCALENDAR\r\n`)).toThrow(/75 octets/);
    expect(() => parseIcal('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n')).toThrow(/DTSTAMP/);
    expect(() => parseIcal('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-WR-CALNAME:a,b\r\nEND:VCALENDAR\r\n')).toThrow(/unescaped/);
  });
});

describe('which reminder is due', () => {
  it('sends the nearest of 7, 3 and 1 days at or after the days left', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(reminderDue)).toEqual([null, 1, 3, 3, 7, 7, 7, 7, null]);
  });
});
