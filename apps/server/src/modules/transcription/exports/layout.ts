import { TRANSCRIPT_LINES_PER_PAGE, type TranscriptionKind } from '@app/contract';
import type { SegmentKind } from '../../../db/schema/index.js';
import { RECORD_SPEAKER } from '../import/court-reporter.js';
import { clock } from './timecode.js';

/**
 * A transcript laid out as a court reporter's pages: 25 lines a page, each line short enough for
 * Courier New 12 pt beside the line numbers. The same pages are the transcript document's page
 * texts (what search finds and the viewer shows) and the DOCX export's pages, so page N of a
 * search hit is page N of the printout.
 */

/** Characters a line holds (the DOCX's text column in Courier New 12 pt). */
export const LINE_WIDTH = 60;

/** What laying out needs of a segment (a new segment and a stored one both have it). */
export interface LayoutSegment {
  start: number | null;
  speaker: string;
  text: string;
  kind: SegmentKind;
  page: number | null;
  line: number | null;
}

export interface LaidOutPage {
  pageNumber: number;
  /** Line 1 first; empty strings are blank lines. */
  lines: string[];
}

export interface TranscriptLayout {
  pages: LaidOutPage[];
  /** The page each segment's first line is on, by index. */
  segmentPages: number[];
  /** Whether the page texts carry the reporter's line numbers (an import with its own pages). */
  numbered: boolean;
}

/** Words into lines of at most `width` (the first line may be shorter); a word longer than a line is cut. */
export function wrapWords(text: string, width: number, firstWidth = width): string[] {
  const lines: string[] = [];
  let current = '';
  let limit = Math.max(1, firstWidth);
  const flush = () => {
    lines.push(current);
    current = '';
    limit = Math.max(1, width);
  };
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > limit && current === '') {
      lines.push(word.slice(0, limit));
      word = word.slice(limit);
      limit = Math.max(1, width);
    }
    if (current === '') current = word;
    else if (current.length + 1 + word.length <= limit) current += ` ${word}`;
    else {
      flush();
      while (word.length > limit) {
        lines.push(word.slice(0, limit));
        word = word.slice(limit);
      }
      current = word;
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

/** The label a court reporter writes before a line of testimony; the reporter's own entries have none. */
export function segmentLabel(segment: Pick<LayoutSegment, 'kind' | 'speaker'>): string {
  if (segment.kind === 'question') return 'Q.  ';
  if (segment.kind === 'answer') return 'A.  ';
  return segment.speaker && segment.speaker !== RECORD_SPEAKER ? `${segment.speaker}:  ` : '';
}

/** `[hh:mm:ss] ` before a timed segment's first line (and before a line that continues it on a new page). */
export const timePrefix = (start: number | null): string => (start === null ? '' : `[${clock(start)}] `);

export function layoutTranscript(kind: TranscriptionKind, segments: readonly LayoutSegment[]): TranscriptLayout {
  const keepsReporterPages = kind === 'import' && segments.length > 0 && segments.every((s) => s.page !== null && s.line !== null && s.page >= 1 && s.line >= 1);
  return keepsReporterPages ? reporterLayout(segments) : flowLayout(segments);
}

/**
 * Media (and an import without page:line): segments one after another, `[hh:mm:ss] SPEAKER: text`,
 * a long one wrapping under its text. A segment carried onto a new page repeats its time code on
 * that page's first line, so every line of a page is preceded (on the page) by the moment it was said.
 */
function flowLayout(segments: readonly LayoutSegment[]): TranscriptLayout {
  const lines: string[] = [];
  const segmentPages: number[] = [];
  for (const segment of segments) {
    const prefix = timePrefix(segment.start);
    const head = `${prefix}${segment.speaker ? `${segment.speaker}: ` : ''}`;
    const indent = ' '.repeat(prefix.length);
    const wrapped = wrapWords(segment.text, LINE_WIDTH - indent.length, LINE_WIDTH - head.length);
    segmentPages.push(Math.floor(lines.length / TRANSCRIPT_LINES_PER_PAGE) + 1);
    wrapped.forEach((text, i) => {
      const atPageTop = lines.length % TRANSCRIPT_LINES_PER_PAGE === 0;
      lines.push(i === 0 ? `${head}${text}` : `${atPageTop ? prefix : indent}${text}`);
    });
  }
  const pages: LaidOutPage[] = [];
  for (let i = 0; i < Math.max(1, lines.length); i += TRANSCRIPT_LINES_PER_PAGE) {
    const pageLines = lines.slice(i, i + TRANSCRIPT_LINES_PER_PAGE);
    while (pageLines.length < TRANSCRIPT_LINES_PER_PAGE) pageLines.push('');
    pages.push({ pageNumber: pages.length + 1, lines: pageLines });
  }
  return { pages, segmentPages, numbered: false };
}

/**
 * An imported transcript keeps the reporter's page:line. A segment fills the lines up to where the
 * next one begins; re-wrapped words that need more lines than the reporter used end on its last line.
 */
function reporterLayout(segments: readonly LayoutSegment[]): TranscriptLayout {
  const perPage = Math.max(TRANSCRIPT_LINES_PER_PAGE, ...segments.map((s) => s.line!));
  const position = (s: LayoutSegment) => (s.page! - 1) * perPage + (s.line! - 1);
  const placed = new Map<number, string>();
  segments.forEach((segment, i) => {
    const at = position(segment);
    const next = segments[i + 1];
    const label = segmentLabel(segment);
    const wrapped = wrapWords(segment.text, LINE_WIDTH, LINE_WIDTH - label.length);
    wrapped[0] = `${label}${wrapped[0]}`;
    const slots = next && position(next) > at ? position(next) - at : wrapped.length;
    const lines = wrapped.length > slots ? [...wrapped.slice(0, slots - 1), wrapped.slice(slots - 1).join(' ')] : wrapped;
    lines.forEach((text, offset) => {
      const key = at + offset;
      placed.set(key, placed.has(key) ? `${placed.get(key)} ${text}` : text);
    });
  });
  const lastPage = Math.max(...[...placed.keys()].map((k) => Math.floor(k / perPage) + 1));
  const pages: LaidOutPage[] = [];
  for (let page = 1; page <= lastPage; page++) {
    const lines = Array.from({ length: perPage }, (_, i) => placed.get((page - 1) * perPage + i) ?? '');
    pages.push({ pageNumber: page, lines });
  }
  return { pages, segmentPages: segments.map((s) => s.page!), numbered: true };
}

/** A line with the reporter's number in the margin: `  1  Q.  Did you…`. */
export const numberedLine = (number: number, text: string): string => `${String(number).padStart(3)}  ${text}`.trimEnd();

/** The text of a laid-out page as the transcript document stores it (one line per line). */
export function pageText(layout: TranscriptLayout, page: LaidOutPage): string {
  const lines = layout.numbered ? page.lines.map((text, i) => numberedLine(i + 1, text)) : [...page.lines];
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  return lines.join('\n');
}
