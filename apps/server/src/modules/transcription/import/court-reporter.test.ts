import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMINER_FALLBACK, parseCourtReporterTranscript, RECORD_SPEAKER, WITNESS_FALLBACK } from './court-reporter.js';
import { ImportLayoutError, NO_NUMBERED_LINES, TOO_FEW_NUMBERED_LINES } from './errors.js';
import type { ImportedSegment } from '../segment-types.js';

/** Four reporter's pages ("Page N" headers, 25 numbered lines each): caption, examination, cross. */
const FIXTURE = readFileSync(new URL('./fixtures/deposition-doe.txt', import.meta.url), 'utf8');

/** The fixture's pages, each its 25 numbered lines as written (the test's own reading of the file). */
function fixturePages(): string[][] {
  const pages: string[][] = [];
  for (const raw of FIXTURE.split('\n')) {
    if (/^\s*Page \d+\s*$/.test(raw)) pages.push([]);
    else if (/^\s*\d{1,2}(?:\s|$)/.test(raw)) pages.at(-1)?.push(raw);
  }
  return pages;
}

interface Source {
  page: number;
  line: number;
  text: string;
}

/** Every numbered line with words, with the page it is on (pages numbered from `first`). */
function sourceLines(first = 1): Source[] {
  return fixturePages().flatMap((lines, p) =>
    lines.map((raw) => {
      const m = /^\s*(\d{1,2})\s*(.*)$/.exec(raw);
      return { page: first + p, line: Number(m?.[1]), text: (m?.[2] ?? '').trim() };
    }),
  ).filter((l) => l.text !== '');
}

/** What a segment's first line contributes: the words after a Q/A marker or a speaker label. */
const afterMarker = (text: string) => text.replace(/^(?:[QA](?:[.:]?\s+)|(?:MR|MS)\. [A-Z]+:\s*|THE [A-Z ]+?:\s*)/, '');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Walks the source in order: a line is either the first line of exactly one segment (the next one)
 * or the continuation of the segment before it; each segment's text is exactly its lines' words.
 */
function expectEveryLineMapped(segments: ImportedSegment[], source: Source[]): void {
  const starts = segments.map((s) => `${s.page}:${s.line}`);
  expect(new Set(starts).size).toBe(segments.length);
  const rebuilt: string[][] = segments.map(() => []);
  let current = -1;
  for (const l of source) {
    const at = starts.indexOf(`${l.page}:${l.line}`);
    if (at >= 0) {
      expect(at, `segment starting at ${l.page}:${l.line}`).toBe(current + 1);
      current = at;
      rebuilt[current]?.push(afterMarker(l.text));
    } else {
      expect(current, `line ${l.page}:${l.line} before any segment`).toBeGreaterThanOrEqual(0);
      rebuilt[current]?.push(l.text);
    }
  }
  expect(current).toBe(segments.length - 1);
  segments.forEach((s, i) => expect(s.text, `segment ${i} (${s.page}:${s.line})`).toBe(squash((rebuilt[i] ?? []).join(' '))));
}

const comparable = (segments: ImportedSegment[], pageOffset = 0) =>
  segments.map((s) => ({ ...s, page: (s.page ?? 0) - pageOffset }));

/** Rebuilds the fixture's pages in another layout. */
function layout(pages: string[][], render: (lines: string[], number: number, index: number) => string, join = '\n'): string {
  return pages.map((lines, i) => render(lines, i + 1, i)).join(join);
}

describe('parseCourtReporterTranscript', () => {
  const base = parseCourtReporterTranscript(FIXTURE);

  it('a page:line import maps every line exactly', () => {
    expect(base.segments.length).toBeGreaterThan(30);
    expectEveryLineMapped(base.segments, sourceLines());
    for (const s of base.segments) {
      expect(s).toMatchObject({ start: null, end: null, confidence: null, words: null });
      expect(s.text).not.toMatch(/\s{2}|^\s|\s$/);
    }
    expect(base.warnings).toEqual([]);
  });

  it('reads questions, answers, colloquy and the reporter’s entries, following the examiner', () => {
    const find = (text: string) => {
      const found = base.segments.find((s) => s.text.includes(text));
      if (!found) throw new Error(`no segment with ${text}`);
      return found;
    };
    expect(base.deponent).toBe('JOHN DOE');
    expect(find('When did you receive it?')).toMatchObject({ kind: 'question', speaker: 'MR. SMITH', page: 2, line: 20 });
    expect(find('December 3, I think.')).toMatchObject({ kind: 'answer', speaker: 'JOHN DOE', page: 2, line: 24 });
    // A question over two lines, marked "Q" without a period; its answer "A" without one.
    expect(find('Did you receive a notice')).toMatchObject({ kind: 'question', text: 'Did you receive a notice of breach from Doe Manufacturing?', line: 17 });
    expect(find('I did.')).toMatchObject({ kind: 'answer', speaker: 'JOHN DOE' });
    // Tabs after the marker.
    expect(find('And the amount it demands?')).toMatchObject({ kind: 'question', speaker: 'MR. SMITH' });
    expect(find('$275,000.')).toMatchObject({ kind: 'answer', text: '$275,000.' });
    expect(find('Objection, form.')).toMatchObject({ kind: 'colloquy', speaker: 'MS. JONES', text: 'Objection, form.' });
    expect(find('We are on the record')).toMatchObject({ kind: 'colloquy', speaker: 'THE VIDEOGRAPHER' });
    expect(find('Will the witness please')).toMatchObject({ kind: 'colloquy', speaker: 'THE COURT REPORTER', text: 'Will the witness please raise your right hand.' });
    // THE WITNESS is the deponent, so the speaker list has one name for them.
    expect(find('Can I look at')).toMatchObject({ kind: 'colloquy', speaker: 'JOHN DOE', text: 'Can I look at Exhibit No. 12-A as well?' });
    expect(find('(Exhibit 12 marked')).toMatchObject({ kind: 'colloquy', speaker: RECORD_SPEAKER, page: 3, line: 1 });
    expect(find('(Whereupon')).toMatchObject({ speaker: RECORD_SPEAKER, text: '(Whereupon, a recess was taken from 9:41 a.m. to 9:55 a.m.)' });
    expect(find('JOHN DOE, having been')).toMatchObject({ speaker: RECORD_SPEAKER, text: 'JOHN DOE, having been first duly sworn, was examined and testified as follows:' });
    // After "BY MS. JONES:" the questions are hers; "A lot of" inside an answer stays in it.
    expect(find('BY MS. JONES:')).toMatchObject({ speaker: RECORD_SPEAKER, kind: 'colloquy' });
    expect(find('Deposition Exhibit 12-A is the')).toMatchObject({ kind: 'question', speaker: 'MS. JONES' });
    expect(find('It says $250,000.')).toMatchObject({ text: 'It says $250,000. A lot of people got that wrong.' });
    expect(find('Nothing further.')).toMatchObject({ speaker: 'MS. JONES', page: 3, line: 25 });
    expect(find('Nothing from me.')).toMatchObject({ speaker: 'MR. SMITH', page: 4, line: 1 });
  });

  it('lists the exhibits mentioned with the segments that mention them', () => {
    const indexOf = (text: string) => base.segments.findIndex((s) => s.text.includes(text));
    expect(base.exhibits).toEqual([
      { label: 'Exhibit 12', number: '12', segmentIndexes: [indexOf('(Exhibit 12 marked'), indexOf("Plaintiff's Exhibit 12")] },
      { label: 'Exhibit 12-A', number: '12-A', segmentIndexes: [indexOf('Exhibit No. 12-A'), indexOf('Deposition Exhibit 12-A')] },
    ]);
  });

  it('an excerpt starting at page 42 keeps the reporter’s page numbers', () => {
    const excerpt = FIXTURE.replace(/Page (\d+)/g, (_, n: string) => `Page ${Number(n) + 41}`);
    const parsed = parseCourtReporterTranscript(excerpt);
    expect(parsed.segments[0]).toMatchObject({ page: 42, line: 1 });
    expect(parsed.segments.at(-1)).toMatchObject({ page: 45 });
    expect(comparable(parsed.segments, 41)).toEqual(base.segments);
    expectEveryLineMapped(parsed.segments, sourceLines(42));
  });

  const pages = fixturePages();
  const variants: [string, string, number][] = [
    ['form feeds, page numbers at the foot', layout(pages, (l, n) => `${l.join('\n')}\n\n${' '.repeat(36)}${n + 41}\n`, '\f'), 41],
    ['form feeds, no page numbers at all', layout(pages, (l) => l.join('\n'), '\f'), 0],
    ['no form feeds, a lone page number above each page', layout(pages, (l, n) => `${' '.repeat(60)}${n + 41}\n${l.join('\n')}`), 41],
    ['no form feeds, a lone page number below each page', layout(pages, (l, n) => `${l.join('\n')}\n${' '.repeat(36)}${n + 41}`), 41],
    ['no form feeds, a page number below page 1 and above page 2', layout(pages, (l, n) => `${l.join('\n')}\n${' '.repeat(36)}${n}`), 0],
    [
      'reporter’s header and footer lines',
      layout(pages, (l, n) => `JOHN DOE - March 5, 2024${' '.repeat(30)}Page ${n + 41}\n\n${l.join('\n')}\n\n   Wilmington Court Reporting (302) 555-0100\n   www.wilmingtonreporting.example`, '\f'),
      41,
    ],
    ['tabs after the line numbers', layout(pages, (l) => l.map((x) => x.replace(/^\s*(\d+) +/, '$1\t')).join('\n'), '\f\n'), 0],
    [
      'PDF text: one space after the number and the marker, no indentation, Windows line ends',
      layout(pages, (l, n) => [...l.map((x) => x.replace(/^\s*(\d+)\s+/, '$1 ').replace(/^(\d+) ([QA])(?:\s+|\t)/, '$1 $2 ').replace(/^(\d+) ([QA])\.\s+/, '$1 $2. ')), String(n)].join('\r\n'), '\f'),
      0,
    ],
  ];
  it.each(variants)('%s parses the same', (_name, text, offset) => {
    const parsed = parseCourtReporterTranscript(text);
    expect(comparable(parsed.segments, offset)).toEqual(base.segments);
    expect(parsed.deponent).toBe('JOHN DOE');
    expect(parsed.warnings).toEqual([]);
  });

  it('refuses a file with no page:line layout, saying what to import instead', () => {
    const memo = 'MEMORANDUM\n\nTo: File\nFrom: D. Lane\n\nThe notice of breach was received on October 12, 2023.\nThe invoices total $612,480.\n';
    expect(() => parseCourtReporterTranscript(memo)).toThrow(ImportLayoutError);
    expect(() => parseCourtReporterTranscript(memo)).toThrow(NO_NUMBERED_LINES);
    expect(() => parseCourtReporterTranscript('')).toThrow(NO_NUMBERED_LINES);
    expect(NO_NUMBERED_LINES).toBe(
      "This file is not laid out as a court reporter's transcript: no numbered lines (1–25) were found. Import a page:line transcript as text or PDF.",
    );
    // A short numbered list inside prose is not a transcript either.
    const prose = ['Agenda for the meeting of the board', 'Please read the items below before we meet', '1 Budget', '2 Hiring', 'Other business as raised by the members', 'Minutes will be circulated afterwards', 'Questions to the secretary'].join('\n');
    expect(() => parseCourtReporterTranscript(prose)).toThrow(TOO_FEW_NUMBERED_LINES);
  });

  it('warns about a page longer than 25 lines and falls back to THE WITNESS without a caption', () => {
    const long = Array.from({ length: 27 }, (_, i) => `${String(i + 1).padStart(2)}   ${i % 2 === 0 ? 'Q.  Question' : 'A.  Answer'} ${i + 1}.`).join('\n');
    const parsed = parseCourtReporterTranscript(long);
    expect(parsed.segments).toHaveLength(27);
    expect(parsed.segments[26]).toMatchObject({ page: 1, line: 27, speaker: EXAMINER_FALLBACK, kind: 'question' });
    expect(parsed.segments[1]).toMatchObject({ speaker: WITNESS_FALLBACK, kind: 'answer' });
    expect(parsed.deponent).toBeNull();
    expect(parsed.warnings).toContain("Page 1 has 27 lines; a reporter's page has 25.");
    expect(parsed.warnings.some((w) => w.includes('deponent'))).toBe(true);
  });

  it('finds the deponent on an unnumbered cover sheet or across two caption lines', () => {
    const body = ['BY MS. NATARAJAN:', '     Q.  Ms. Liu, what was your title?', '     A.  Director of Capacity Planning.'].map((l, i) => `${String(i + 1).padStart(2)}  ${l}`).join('\n');
    const cover = 'UNITED STATES DISTRICT COURT\nVIDEOTAPED DEPOSITION OF KAREN LIU\nTuesday, August 20, 2024\n';
    const fromCover = parseCourtReporterTranscript(`${cover}\f\n${' '.repeat(60)}Page 41\n${body}\n`);
    expect(fromCover.deponent).toBe('KAREN LIU');
    expect(fromCover.segments[2]).toMatchObject({ page: 41, line: 3, speaker: 'KAREN LIU', kind: 'answer' });
    expect(fromCover.segments[1]).toMatchObject({ speaker: 'MS. NATARAJAN', kind: 'question' });
    const twoLines = [' 1   ORAL DEPOSITION OF', ' 2   RAYMOND VOSS', ' 3', ' 4      Q.  Good morning.', ' 5      A.  Morning.'].join('\n');
    expect(parseCourtReporterTranscript(twoLines).deponent).toBe('RAYMOND VOSS');
  });
});

describe('a long transcript', () => {
  it('parses 2,000 pages (50,000 lines) in a few seconds', () => {
    const page = (n: number) =>
      [`${' '.repeat(60)}Page ${n}`, ...Array.from({ length: 25 }, (_, i) => `${String(i + 1).padStart(2)}   ${i % 5 === 4 ? '' : i % 2 === 0 ? `     Q.  Question ${n}.${i + 1} about Exhibit ${n % 40}?` : `     A.  Answer ${n}.${i + 1}.`}`.trimEnd())].join('\n');
    const text = Array.from({ length: 2000 }, (_, i) => page(i + 1)).join('\n');
    const started = performance.now();
    const parsed = parseCourtReporterTranscript(text);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(parsed.segments).toHaveLength(2000 * 20);
    expect(parsed.segments.at(-1)).toMatchObject({ page: 2000, line: 24 });
    expect(parsed.exhibits).toHaveLength(40);
  });
});

describe('other reporters’ habits', () => {
  const numbered = (lines: string[], stamp = false) =>
    lines.map((l, i) => `${stamp ? `10:${String(12 + i).padStart(2, '0')}:05  ` : ''}${String(i + 1).padStart(2)}  ${l}`).join('\n');

  it('skips a video deposition’s time stamps and reads no-break spaces', () => {
    const text = numbered(['DEPOSITION OF MARY ROE', 'BY MR. DE LA CRUZ:', '     Q.\u00a0\u00a0Where were you?', '     A.  Home.', '     MR. DE LA CRUZ:  Thank you.'], true).replace(/ {2}Q/, '\u00a0\u00a0Q');
    const parsed = parseCourtReporterTranscript(text);
    expect(parsed.segments.map((s) => [s.line, s.kind, s.speaker, s.text])).toEqual([
      [1, 'colloquy', RECORD_SPEAKER, 'DEPOSITION OF MARY ROE'],
      [2, 'colloquy', RECORD_SPEAKER, 'BY MR. DE LA CRUZ:'],
      [3, 'question', 'MR. DE LA CRUZ', 'Where were you?'],
      [4, 'answer', 'MARY ROE', 'Home.'],
      [5, 'colloquy', 'MR. DE LA CRUZ', 'Thank you.'],
    ]);
  });

  it('reads "Q. (BY MS. JONES)" and gives each sworn witness their answers', () => {
    const text = numbered([
      'JOHN DOE, having been first duly sworn,',
      'testified as follows:',
      '     Q.  (BY MS. JONES) Your name?',
      '     A.  John Doe.',
      '     THE COURT:  Call your next witness.',
      'MARY ROE, having been duly sworn, testified',
      'as follows:',
      '     Q.  (BY MR. SMITH) Your name?',
      '     A.  Mary Roe.',
      '     THE WITNESS:  May I have water?',
    ]);
    const parsed = parseCourtReporterTranscript(text);
    expect(parsed.deponent).toBe('JOHN DOE');
    expect(parsed.segments.map((s) => [s.kind, s.speaker, s.text])).toEqual([
      ['colloquy', RECORD_SPEAKER, 'JOHN DOE, having been first duly sworn, testified as follows:'],
      ['question', 'MS. JONES', 'Your name?'],
      ['answer', 'JOHN DOE', 'John Doe.'],
      ['colloquy', 'THE COURT', 'Call your next witness.'],
      ['colloquy', RECORD_SPEAKER, 'MARY ROE, having been duly sworn, testified as follows:'],
      ['question', 'MR. SMITH', 'Your name?'],
      ['answer', 'MARY ROE', 'Mary Roe.'],
      ['colloquy', 'MARY ROE', 'May I have water?'],
    ]);
  });
});

describe('the swearing-in', () => {
  it('is a capitalised name and "duly sworn", not a sentence that mentions an oath', () => {
    const text = [
      ' 1   KAREN LIU, called as a witness, having been',
      ' 2   duly sworn, testified as follows:',
      ' 3        Q.  Who was at the meeting?',
      ' 4        A.  The mayor.',
      ' 5   John Smith, who was sworn in as mayor in 2019,',
      ' 6   and his deputy.',
    ].join('\n');
    const parsed = parseCourtReporterTranscript(text);
    expect(parsed.deponent).toBe('KAREN LIU');
    expect(parsed.segments.map((s) => [s.kind, s.speaker, s.text])).toEqual([
      ['colloquy', RECORD_SPEAKER, 'KAREN LIU, called as a witness, having been duly sworn, testified as follows:'],
      ['question', EXAMINER_FALLBACK, 'Who was at the meeting?'],
      ['answer', 'KAREN LIU', 'The mayor. John Smith, who was sworn in as mayor in 2019, and his deputy.'],
    ]);
  });
});

describe('page numbers that look like line numbers', () => {
  it('reads a lone 26 above page 26 as its number, not a 26th line', () => {
    const page = (n: number) => [`${' '.repeat(60)}${n}`, ...Array.from({ length: 25 }, (_, i) => `${String(i + 1).padStart(2)}   ${i === 24 ? '' : i % 2 === 0 ? `     Q.  Question ${n}.${i + 1}?` : `     A.  Answer ${n}.${i + 1}.`}`.trimEnd())].join('\n');
    const parsed = parseCourtReporterTranscript(Array.from({ length: 30 }, (_, i) => page(i + 1)).join('\n'));
    expect(parsed.warnings.filter((w) => !w.includes('deponent'))).toEqual([]);
    expect([...new Set(parsed.segments.map((s) => s.page))]).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(parsed.segments.filter((s) => s.page === 26).map((s) => s.line)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });
});
