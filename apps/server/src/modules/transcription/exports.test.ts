import { describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import { Transcript, type TranscriptSegment } from '@app/contract';
import { AppError } from '../../platform/http/errors.js';
import { layoutTranscript, pageText, wrapWords, LINE_WIDTH } from './exports/layout.js';
import { renderTranscriptExport, transcriptFilename, NO_TIMES_MESSAGE, type TranscriptCaption } from './exports/index.js';
import { clock, srtTime, vttTime } from './exports/timecode.js';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function segment(seq: number, over: Partial<TranscriptSegment> = {}): TranscriptSegment {
  return {
    id: ID(seq + 100),
    seq,
    start: seq * 4.25,
    end: seq * 4.25 + 3.5,
    speaker: seq % 2 === 0 ? 'Ms. Alvarez' : 'Mr. Chen',
    text: `Segment number ${seq} says something about the warehouse lease.`,
    confidence: 0.9,
    kind: 'speech',
    page: 1,
    line: null,
    words: null,
    edited: false,
    ...over,
  };
}

function transcript(segments: TranscriptSegment[], kind: 'media' | 'import' = 'media'): Transcript {
  return {
    job: {
      id: ID(1),
      case_id: ID(2),
      case_name: 'Meridian v. Castellan',
      kind,
      document_id: ID(3),
      filename: kind === 'media' ? 'deposition.mp3' : 'depo.txt',
      transcript_document_id: ID(4),
      engine: kind === 'media' ? 'openai-compatible' : 'import',
      model: kind === 'media' ? 'whisper-1' : null,
      language: 'en',
      speaker_count: null,
      state: 'completed',
      stage: 'done',
      percent: 100,
      minutes_done: null,
      minutes_total: null,
      failure_reason: null,
      created_by: null,
      created_by_name: null,
      created_at: '2024-05-01T10:00:00.000Z',
      updated_at: '2024-05-01T10:00:00.000Z',
      finished_at: '2024-05-01T10:05:00.000Z',
      can_cancel: false,
      can_retry: false,
    },
    segments,
    speakers: [...new Set(segments.map((s) => s.speaker))],
    exhibits: [],
    duration: 120,
    has_media: kind === 'media',
    media_type: kind === 'media' ? 'audio' : null,
    version: 1,
    can_edit: true,
  };
}

const caption: TranscriptCaption = {
  caseName: 'Meridian v. Castellan',
  docketNumber: '1:24-cv-01187',
  court: 'U.S. District Court, S.D.N.Y.',
  title: 'deposition.mp3',
  source: 'Transcribed from deposition.mp3 by openai-compatible (whisper-1)',
  date: '2024-05-01',
};

/** A tiny SubRip / WebVTT reader: every cue's number, start, end and text. */
function parseCues(text: string, separator: ',' | '.'): { index: number; start: number; end: number; text: string }[] {
  const seconds = (t: string) => {
    const [hms, ms] = t.split(separator);
    const [h, m, s] = hms!.split(':').map(Number);
    return h! * 3600 + m! * 60 + s! + Number(ms) / 1000;
  };
  return text
    .trim()
    .split(/\n\n+/)
    .filter((block) => block !== 'WEBVTT')
    .map((block) => {
      const [index, timing, ...rest] = block.split('\n');
      const match = /^(\S+) --> (\S+)$/.exec(timing!);
      if (!match) throw new Error(`bad timing line: ${timing}`);
      return { index: Number(index), start: seconds(match[1]!), end: seconds(match[2]!), text: rest.join('\n') };
    });
}

describe('time codes', () => {
  it('writes the three forms', () => {
    expect(clock(3723.9)).toBe('01:02:03');
    expect(srtTime(3723.9)).toBe('01:02:03,900');
    expect(vttTime(0.0004)).toBe('00:00:00.000');
    expect(vttTime(59.9996)).toBe('00:01:00.000');
  });
});

describe('layout', () => {
  it('wraps words, cutting a word longer than a line', () => {
    expect(wrapWords('a bb ccc', 4)).toEqual(['a bb', 'ccc']);
    expect(wrapWords('x'.repeat(10), 4)).toEqual(['xxxx', 'xxxx', 'xx']);
    expect(wrapWords('', 4)).toEqual(['']);
  });

  it('lays media out as 25-line pages of time-coded lines; a segment carried onto a page repeats its time', () => {
    const long = 'word '.repeat(60).trim();
    const segments = Array.from({ length: 30 }, (_, i) => segment(i, i === 23 ? { text: long } : {}));
    const layout = layoutTranscript('media', segments);
    expect(layout.numbered).toBe(false);
    for (const page of layout.pages) {
      expect(page.lines).toHaveLength(25);
      for (const line of page.lines) expect(line.length).toBeLessThanOrEqual(LINE_WIDTH);
    }
    const first = layout.pages[0]!.lines[0]!;
    expect(first).toBe('[00:00:00] Ms. Alvarez: Segment number 0 says something');
    expect(layout.pages[0]!.lines[1]).toBe(`${' '.repeat(11)}about the warehouse lease.`);
    // Two lines a segment: segment 12 starts on line 25 of page 1, segment 23 (long) crosses onto page 2.
    expect(layout.segmentPages[12]).toBe(1);
    expect(layout.segmentPages[13]).toBe(2);
    const page2 = layout.pages[1]!;
    expect(page2.lines[0]).toMatch(/^\[00:00:51\] /);
    // Every page's first line starts with a time code: a search hit's page maps to its moment.
    for (const page of layout.pages) expect(page.lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] /);
    expect(pageText(layout, layout.pages[0]!).split('\n')[0]).toBe(first);
  });

  it("keeps an import's page:line, numbering the lines", () => {
    const segments = [
      segment(0, { start: null, end: null, kind: 'question', speaker: 'MR. LANE', text: 'Did you sign the lease?', page: 2, line: 1 }),
      segment(1, { start: null, end: null, kind: 'answer', speaker: 'THE WITNESS', text: 'Yes.', page: 2, line: 2 }),
      segment(2, { start: null, end: null, kind: 'colloquy', speaker: 'MS. PARK', text: 'Objection. '.repeat(12).trim(), page: 2, line: 24 }),
      segment(3, { start: null, end: null, kind: 'question', speaker: 'MR. LANE', text: 'Go on.', page: 3, line: 1 }),
    ];
    const layout = layoutTranscript('import', segments);
    expect(layout.numbered).toBe(true);
    expect(layout.pages.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(layout.segmentPages).toEqual([2, 2, 2, 3]);
    const text = pageText(layout, layout.pages[1]!).split('\n');
    expect(text[0]).toBe('  1  Q.  Did you sign the lease?');
    expect(text[1]).toBe('  2  A.  Yes.');
    expect(text[2]).toBe('  3');
    expect(text[23]).toMatch(/^ 24 {2}MS\. PARK: {2}Objection\./);
    expect(text[24]).toMatch(/^ 25 {2}Objection\./);
    // A reporter's page has all its line numbers, used or not.
    const last = pageText(layout, layout.pages[2]!).split('\n');
    expect(last).toHaveLength(25);
    expect(last[0]).toBe('  1  Q.  Go on.');
    expect(last[24]).toBe(' 25');
  });
});

describe('exports', () => {
  const segments = [segment(0), segment(1, { text: 'A <tag> & "quote" -- > arrow' }), segment(2, { end: null })];

  it('TXT: one "[hh:mm:ss] Speaker: text" line per segment; imports cite page:line', async () => {
    const txt = await renderTranscriptExport('txt', transcript(segments), caption, 'deposition.mp3');
    expect(txt.filename).toBe('deposition.mp3 — transcript.txt');
    expect(txt.contentType).toBe('text/plain; charset=utf-8');
    expect(txt.body.toString('utf8').split('\n')).toEqual([
      '[00:00:00] Ms. Alvarez: Segment number 0 says something about the warehouse lease.',
      '[00:00:04] Mr. Chen: A <tag> & "quote" -- > arrow',
      '[00:00:08] Ms. Alvarez: Segment number 2 says something about the warehouse lease.',
      '',
    ]);
    const imported = [segment(0, { start: null, end: null, kind: 'question', text: 'Where were you?', page: 4, line: 7 })];
    const importTxt = await renderTranscriptExport('txt', transcript(imported, 'import'), caption, 'depo.txt');
    expect(importTxt.body.toString('utf8')).toBe('4:7  Q.  Where were you?\n');
  });

  it('SRT: 1-based cues with hh:mm:ss,mmm times and the speaker', async () => {
    const srt = await renderTranscriptExport('srt', transcript(segments), caption, 'deposition.mp3');
    const cues = parseCues(srt.body.toString('utf8'), ',');
    expect(cues.map((c) => c.index)).toEqual([1, 2, 3]);
    expect(cues[0]).toMatchObject({ start: 0, end: 3.5, text: 'Ms. Alvarez: Segment number 0 says something about the warehouse lease.' });
    expect(cues[1]).toMatchObject({ start: 4.25, end: 7.75 });
    // No end: the cue lasts two seconds (there is no next segment).
    expect(cues[2]).toMatchObject({ start: 8.5, end: 10.5 });
  });

  it('WebVTT: the header, hh:mm:ss.mmm times and <v Speaker> voice tags, markup escaped', async () => {
    const vtt = await renderTranscriptExport('vtt', transcript(segments), caption, 'deposition.mp3');
    const text = vtt.body.toString('utf8');
    expect(text.startsWith('WEBVTT\n\n')).toBe(true);
    const cues = parseCues(text, '.');
    expect(cues).toHaveLength(3);
    expect(cues[1]).toMatchObject({ start: 4.25, end: 7.75, text: '<v Mr. Chen>A &lt;tag&gt; &amp; "quote" -- &gt; arrow' });
    expect(text).not.toContain('-- > arrow');
  });

  it('refuses subtitles for a transcript without times, with a field error on format', async () => {
    const imported = [segment(0, { start: null, end: null, page: 1, line: 1 })];
    for (const format of ['srt', 'vtt'] as const) {
      const err = await renderTranscriptExport(format, transcript(imported, 'import'), caption, 'depo.txt').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(400);
      expect((err as AppError).errors).toEqual([{ field: 'format', message: NO_TIMES_MESSAGE }]);
    }
  });

  it('JSON: the contract Transcript, words included', async () => {
    const withWords = [segment(0, { words: [{ start: 0, end: 0.4, word: 'Segment' }] }), segment(1)];
    const json = await renderTranscriptExport('json', transcript(withWords), caption, 'deposition.mp3');
    const parsed = Transcript.parse(JSON.parse(json.body.toString('utf8')));
    expect(parsed.segments[0]!.words).toEqual([{ start: 0, end: 0.4, word: 'Segment' }]);
    expect(parsed.job.model).toBe('whisper-1');
  });

  it("DOCX: a caption page, then pages of 25 numbered lines with the page number (read back through mammoth)", async () => {
    const many = Array.from({ length: 20 }, (_, i) => segment(i));
    const docx = await renderTranscriptExport('docx', transcript(many), caption, 'deposition.mp3');
    expect(docx.filename).toBe('deposition.mp3 — transcript.docx');
    const { value } = await mammoth.extractRawText({ buffer: docx.body });
    expect(value).toContain('Meridian v. Castellan');
    expect(value).toContain('Case No. 1:24-cv-01187');
    expect(value).toContain('Date: 2024-05-01');
    expect(value).toContain('Page 1');
    expect(value).toContain('Page 2');
    expect(value).not.toContain('Page 3');
    expect(value).toContain('\t1\t[00:00:00] Ms. Alvarez: Segment number 0 says something\n');
    expect(value).toMatch(/\t25\t/);
    expect(value).toContain('[00:01:20] Mr. Chen: Segment number 19 says something about');
  });

  it('names files after the recording', () => {
    expect(transcriptFilename('Deposition of J. Smith.final.m4a', 'vtt')).toBe('Deposition of J. Smith.final.m4a — transcript.vtt');
    // Two recordings of one name in two formats give two transcripts that can be told apart.
    expect(transcriptFilename('short.mp3', 'txt')).toBe('short.mp3 — transcript.txt');
    expect(transcriptFilename('short.mp4', 'txt')).toBe('short.mp4 — transcript.txt');
    expect(transcriptFilename('notes', 'json')).toBe('notes — transcript.json');
  });
});
