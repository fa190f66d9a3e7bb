import { describe, expect, it } from 'vitest';
import { findMatches, queryWords, segmentForHit, splitAtMatches, stepMatch } from './find-in-transcript';
import { fileKind, stageText } from './job-status';
import { segmentIndexAt, hasTimes } from './segment-lookup';
import { SPEAKER_COLOURS, speakerColours, speakersInOrder } from './speaker-colours';
import { formatPageLine, formatProgressMinutes, formatTimecode, spokenTime } from './time-format';
import { readTranscriptTarget, withJob } from './transcript-url';
import { transcriptHitHref } from '../../lib/transcript-links';
import { exportFileName } from './ExportMenu';
import { contrastRatio } from '../../lib/a11y/contrast';

describe('time codes', () => {
  it('writes minutes and seconds, hours only when there are any', () => {
    expect(formatTimecode(0)).toBe('0:00');
    expect(formatTimecode(5.9)).toBe('0:05');
    expect(formatTimecode(245)).toBe('4:05');
    expect(formatTimecode(3723)).toBe('1:02:03');
    expect(formatTimecode(7200 + 59 * 60 + 59.99)).toBe('2:59:59');
    expect(formatTimecode(-3)).toBe('0:00');
    expect(formatTimecode(Number.NaN)).toBe('0:00');
  });

  it('writes tenths when asked', () => {
    expect(formatTimecode(65.37, { tenths: true })).toBe('1:05.3');
    expect(formatTimecode(3600.05, { tenths: true })).toBe('1:00:00.0');
  });

  it('says times in words for screen readers', () => {
    expect(spokenTime(0)).toBe('0 seconds');
    expect(spokenTime(61)).toBe('1 minute 1 second');
    expect(spokenTime(3723)).toBe('1 hour 2 minutes 3 seconds');
    expect(spokenTime(3600)).toBe('1 hour');
  });

  it("writes a court reporter's page and line", () => {
    expect(formatPageLine(12, 4)).toBe('12:4');
    expect(formatPageLine(3, null)).toBe('p. 3');
  });

  it('counts the minutes of a job, or seconds for short media', () => {
    expect(formatProgressMinutes(34.4, 117.2)).toBe('34 of 118 min');
    expect(formatProgressMinutes(118, 117.2)).toBe('118 of 118 min');
    expect(formatProgressMinutes(0.25, 0.75)).toBe('15 of 45 s');
  });
});

describe('the segment being spoken', () => {
  const segments = [
    { start: 0, end: 2 },
    { start: 2.5, end: 6 },
    { start: 6, end: 9 },
    { start: 20, end: 25 },
  ];

  it('finds the last segment that started, by binary search', () => {
    expect(segmentIndexAt(segments, 0)).toBe(0);
    expect(segmentIndexAt(segments, 1.99)).toBe(0);
    expect(segmentIndexAt(segments, 2.2)).toBe(0); // a short pause keeps the previous line lit
    expect(segmentIndexAt(segments, 2.5)).toBe(1);
    expect(segmentIndexAt(segments, 6)).toBe(2);
    expect(segmentIndexAt(segments, 24)).toBe(3);
  });

  it('is none before the first segment, in a long silence, and after the end', () => {
    expect(segmentIndexAt([{ start: 3, end: 4 }], 1)).toBe(-1);
    expect(segmentIndexAt(segments, 15)).toBe(-1);
    expect(segmentIndexAt(segments, 40)).toBe(-1);
    expect(segmentIndexAt([], 5)).toBe(-1);
  });

  it('is none for an import without times', () => {
    const untimed = [
      { start: null, end: null },
      { start: null, end: null },
    ];
    expect(segmentIndexAt(untimed, 1)).toBe(-1);
    expect(hasTimes(untimed)).toBe(false);
    expect(hasTimes(segments)).toBe(true);
  });

  it('stays quick on a long deposition', () => {
    const long = Array.from({ length: 5000 }, (_, i) => ({ start: i * 2, end: i * 2 + 1.8 }));
    expect(segmentIndexAt(long, 7777.5)).toBe(3888);
  });
});

describe('find in transcript', () => {
  const segments = [{ text: 'The invoice was dated March 3.' }, { text: 'No, the INVOICE came later; Müller signed it.' }, { text: 'Nothing here.' }];

  it('finds every occurrence, ignoring case and accents, in reading order', () => {
    expect(findMatches(segments, 'invoice')).toEqual([
      { segment: 0, start: 4, end: 11 },
      { segment: 1, start: 8, end: 15 },
    ]);
    expect(findMatches(segments, 'muller')).toEqual([{ segment: 1, start: 28, end: 34 }]);
    expect(findMatches(segments, '  dated   march ')).toEqual([{ segment: 0, start: 16, end: 27 }]);
    expect(findMatches(segments, '')).toEqual([]);
    expect(findMatches(segments, 'absent')).toEqual([]);
  });

  it('maps offsets back through characters that fold to more than one', () => {
    const text = 'İstanbul office';
    const [match] = findMatches([{ text }], 'office');
    expect(match && text.slice(match.start, match.end)).toBe('office');
  });

  it('steps through matches with wrap-around (Enter, Shift+Enter)', () => {
    expect(stepMatch(-1, 3, false)).toBe(0);
    expect(stepMatch(-1, 3, true)).toBe(2);
    expect(stepMatch(2, 3, false)).toBe(0);
    expect(stepMatch(0, 3, true)).toBe(2);
    expect(stepMatch(0, 0, false)).toBe(-1);
  });

  it('cuts a line at its matches for marking', () => {
    const matches = findMatches(segments, 'the');
    expect(splitAtMatches(segments[1]!.text, matches, 1)).toEqual([
      { text: 'No, ', match: null },
      { text: 'the', match: 1 },
      { text: ' INVOICE came later; Müller signed it.', match: null },
    ]);
    expect(splitAtMatches('Nothing here.', matches, 2)).toEqual([{ text: 'Nothing here.', match: null }]);
  });
});

describe('a search hit on a transcript', () => {
  const segments = [
    { text: 'Good morning, doctor.', page: 1 },
    { text: 'When did you sign the invoice?', page: 1 },
    { text: 'I signed the invoice in March.', page: 2 },
    { text: 'The invoice date was wrong.', page: 2 },
    { text: 'Thank you.', page: 3 },
  ];

  it('reads the words of a query without its syntax', () => {
    expect(queryWords('"invoice date" AND NOT draft')).toEqual(['invoice', 'date', 'draft']);
    expect(queryWords('termination NEAR/5 notice -draft type:pdf')).toEqual(['termination', 'notice']);
    expect(queryWords('Müller’s')).toEqual(['muller', 's']);
  });

  it('lands on the segment of the page holding the most of the words', () => {
    expect(segmentForHit(segments, 2, 'invoice date')).toBe(3);
    expect(segmentForHit(segments, 2, 'invoice')).toBe(2);
    expect(segmentForHit(segments, 1, 'invoice')).toBe(1);
  });

  it('falls back to the best segment anywhere, then to the page start', () => {
    expect(segmentForHit(segments, 3, 'march')).toBe(2);
    // A stem matches both ways: "signed" finds "sign" first.
    expect(segmentForHit(segments, 3, 'signed')).toBe(1);
    expect(segmentForHit(segments, 3, 'zebra')).toBe(4);
    expect(segmentForHit(segments, null, 'dates')).toBe(3);
    expect(segmentForHit([], 1, 'x')).toBe(-1);
  });
});

describe('speaker colours', () => {
  const lines = (names: string[]) => names.map((speaker) => ({ speaker }));

  it('go by first appearance, so renaming a speaker keeps the colour', () => {
    const before = speakerColours(lines(['Speaker 2', 'Speaker 1', 'Speaker 2']));
    const after = speakerColours(lines(['Speaker 2', 'Dr. Liu', 'Speaker 2']));
    expect(speakersInOrder(lines(['B', 'A', 'B', 'C']))).toEqual(['B', 'A', 'C']);
    expect(after.get('Dr. Liu')).toBe(before.get('Speaker 1'));
    expect(before.get('Speaker 2')).not.toBe(before.get('Speaker 1'));
  });

  it('are distinct up to the palette size, then wrap', () => {
    const names = Array.from({ length: SPEAKER_COLOURS.length + 1 }, (_, i) => `S${i}`);
    const colours = speakerColours(lines(names));
    expect(new Set(names.slice(0, SPEAKER_COLOURS.length).map((n) => colours.get(n))).size).toBe(SPEAKER_COLOURS.length);
    expect(colours.get(`S${SPEAKER_COLOURS.length}`)).toBe(colours.get('S0'));
  });

  it('include speakers with no line yet, after the others', () => {
    expect([...speakerColours(lines(['A']), ['A', 'B']).keys()]).toEqual(['A', 'B']);
  });

  it('keep white chip text readable (WCAG AA)', () => {
    for (const colour of SPEAKER_COLOURS) expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('job wording and files', () => {
  const job = { state: 'running', stage: 'transcribing', kind: 'media', minutes_done: 34, minutes_total: 118, failure_reason: null } as const;

  it('says where a job is', () => {
    expect(stageText(job)).toBe('Transcribing 34 of 118 min');
    expect(stageText({ ...job, stage: 'decoding' })).toBe('Decoding');
    expect(stageText({ ...job, stage: 'indexing' })).toBe('Indexing');
    expect(stageText({ ...job, minutes_total: null })).toBe('Transcribing');
    expect(stageText({ ...job, state: 'completed', stage: 'done' })).toBe('Done');
    expect(stageText({ ...job, state: 'failed', failure_reason: 'The file has no audio stream.' })).toBe('The file has no audio stream.');
  });

  it('tells recordings from transcripts to import', () => {
    expect(fileKind({ name: 'call.m4a', type: '' })).toBe('media');
    expect(fileKind({ name: 'clip', type: 'video/mp4' })).toBe('media');
    expect(fileKind({ name: 'depo.TXT', type: '' })).toBe('import');
    expect(fileKind({ name: 'depo.pdf', type: 'application/pdf' })).toBe('import');
    expect(fileKind({ name: 'notes.docx', type: '' })).toBe('other');
  });

  it('names exports like the server does, keeping the recording\'s extension (short.mp3 and short.mp4 differ)', () => {
    expect(exportFileName('Deposition of J. Smith.final.m4a', 'srt')).toBe('Deposition of J. Smith.final.m4a — transcript.srt');
    expect(exportFileName('short.mp3', 'txt')).not.toBe(exportFileName('short.mp4', 'txt'));
  });
});

describe('the /transcription address', () => {
  const id = '11111111-1111-4111-8111-111111111111';

  it('reads a search hit and a job, refusing malformed values', () => {
    expect(readTranscriptTarget(new URLSearchParams(`document=${id}&page=3&q=invoice`))).toEqual({ caseId: null, jobId: null, documentId: id, page: 3, q: 'invoice' });
    expect(readTranscriptTarget(new URLSearchParams('job=nope&page=0'))).toEqual({ caseId: null, jobId: null, documentId: null, page: null, q: '' });
    expect(readTranscriptTarget(new URLSearchParams(`case=${id}`)).caseId).toBe(id);
  });

  it('builds the hit link, and drops it when a job is opened', () => {
    expect(transcriptHitHref(id, 2, 'invoice date')).toBe(`/transcription?document=${id}&page=2&q=invoice+date`);
    expect(withJob(new URLSearchParams(`document=${id}&page=2&q=x&other=1`), 'j').toString()).toBe('other=1&job=j');
  });

});
