import { findExhibitMentions, type ExhibitMention } from './exhibit-mentions.js';
import { readPageLayout, type SourceLine } from './page-lines.js';
import type { ImportedSegment, SegmentKind } from '../segment-types.js';

export { ImportLayoutError } from './errors.js';

export interface ParsedTranscript {
  segments: ImportedSegment[];
  deponent: string | null;
  exhibits: ExhibitMention[];
  warnings: string[];
}

/**
 * The speaker of what the reporter writes rather than anyone says: the caption, headings,
 * "BY MR. SMITH:" and parentheticals such as "(Exhibit 12 marked for identification.)". Not an
 * empty string: a speaker can be renamed and edited only when it has a name (the contract requires
 * one), exports would print a blank label, and "RECORD" tells the reader it is not testimony.
 */
export const RECORD_SPEAKER = 'RECORD';
/** Answers when the caption does not name the deponent. */
export const WITNESS_FALLBACK = 'THE WITNESS';
/** Questions before any "BY MR. …:" line. */
export const EXAMINER_FALLBACK = 'EXAMINING ATTORNEY';

const TITLE = String.raw`(?:MR|MS|MRS|MISS|DR)\.?`;
const SURNAME = String.raw`[A-Z][A-Za-z'\-]+(?:\s+[A-Z][A-Za-z'\-]+){0,2}`;
/** "BY MR. SMITH:", "EXAMINATION BY MS. JONES", "CROSS-EXAMINATION BY MR. LEE:". */
const EXAMINER = new RegExp(String.raw`^(?:[A-Z\- ]*EXAMINATION\s+)?BY\s+(${TITLE})\s+(${SURNAME})\s*:?\s*$`);
const INLINE_EXAMINER = new RegExp(String.raw`^\(BY\s+(${TITLE})\s+(${SURNAME})\)\s*`);
/** "MR. SMITH: Objection." / "THE WITNESS: I don't know." (capitals, as reporters write labels). */
const LABEL = new RegExp(String.raw`^((${TITLE})\s+([A-Z][A-Z'\-]+(?:\s+[A-Z][A-Z'\-]+){0,2})|THE\s+[A-Z][A-Z ]{1,30}?)\s*:\s*(.*)$`);
/** "Q." "A." "Q:" and "Q"/"A" followed by a tab, two spaces or nothing. */
const MARKED = /^([QA])(?:[.:](?:\s+|$)|\t+|\s{2,}|$)(.*)$/;
/** "Q" or "A" and one space: PDF text often collapses the reporter's tab to a single space. */
const MARKED_ONE_SPACE = /^([QA]) (\S.*)$/;
/** The reporter's headings: they start a RECORD entry even right after someone's words. */
const HEADING = /^(?:(?:DIRECT|CROSS|REDIRECT|RECROSS|FURTHER|CONTINUED)[\s-]*)*EXAMINATION\b|^(?:PROCEEDINGS|INDEX|CERTIFICATE(?: OF [A-Z ]+)?|STIPULATIONS?|APPEARANCES:?|EXHIBITS|E X A M I N A T I O N|P R O C E E D I N G S)$/;
const WITNESS_LABELS = new Set(['THE WITNESS', 'THE DEPONENT']);

interface Turn {
  segment: ImportedSegment;
  /** Reporter's narrative (caption, headings) ends at a blank line; speech runs on. */
  endsAtBlank: boolean;
  /** A one-line entry ("BY MR. SMITH:") or a closed parenthetical: nothing joins it. */
  closed: boolean;
}

const titleCase = (title: string) => `${title.replace(/\.$/, '')}.`;

function segmentAt(source: SourceLine, kind: SegmentKind, speaker: string, text: string): ImportedSegment {
  return { start: null, end: null, speaker, text, confidence: null, kind, page: source.page, line: source.line, words: null };
}

/**
 * "JOHN DOE, having been first duly sworn" (the name and the rest may be on two lines). The name in
 * capitals, as reporters write it, and "duly/first/been sworn": an answer that goes on with "John
 * Smith, who was sworn in as mayor" is not a swearing-in.
 */
const SWORN = /^([A-Z][A-Z.'-]*(?:\s+[A-Z][A-Z.'-]*){0,4}),\s.*?\b(?:duly|first|previously|been|being)\s+(?:sworn|affirmed)\b/;

function swornName(text: string): string | null {
  const sworn = SWORN.exec(text);
  return sworn?.[1] && !/^THE\b/.test(sworn[1]) ? sworn[1] : null;
}

const NAME_WORD = /^[A-Z][A-Za-z.'-]*$/;
const NOT_NAME = new Set(['VOLUME', 'VOL.', 'TAKEN', 'ON', 'AT', 'IN', 'THE', 'AND', 'DATE', 'PAGES', 'WITNESS']);

/** The leading capitalised words of `text` that look like a person's name (at most five). */
function leadingName(text: string): string | null {
  const words: string[] = [];
  for (const word of text.split(/[\s,]+/)) {
    if (!NAME_WORD.test(word) || NOT_NAME.has(word.toUpperCase()) || words.length === 5) break;
    words.push(word);
  }
  return words.length > 0 ? words.join(' ') : null;
}

/**
 * The deponent: "JOHN DOE, having been first duly sworn" (the reporter's preamble) or the caption's
 * "DEPOSITION OF JOHN DOE" (the name may be on the next line); the numbered lines first, then the
 * unnumbered cover sheet a text export often puts before page 1.
 */
export function findDeponent(lines: readonly SourceLine[], cover: readonly string[] = []): string | null {
  // PDF text may space the words of a centred name apart ("JOHN   DOE").
  const name = deponentIn(lines.map((l) => l.text.trim()).filter((t) => t !== '')) ?? deponentIn(cover.filter((t) => t !== ''));
  return name ? name.replace(/\s+/g, ' ') : null;
}

function deponentIn(texts: readonly string[]): string | null {
  for (let i = 0; i < texts.length; i += 1) {
    const name = swornName(`${texts[i] ?? ''} ${texts[i + 1] ?? ''}`);
    if (name) return name;
  }
  for (let i = 0; i < texts.length; i += 1) {
    const caption = /\bDEPOSITION\s+OF\s*:?\s*(.*)$/i.exec(texts[i] ?? '');
    if (!caption) continue;
    const name = leadingName(caption[1]?.trim() || (texts[i + 1] ?? ''));
    if (name) return name;
  }
  return null;
}

/**
 * Reads a court reporter's page:line transcript: Q/A examination (questions by the current
 * examiner, answers by the deponent), colloquy under speaker labels, and the reporter's own
 * entries as RECORD. Each segment carries the page and line of its first line; the lines after it
 * until the next segment are its continuation, joined with single spaces.
 * Throws ImportLayoutError when the text has no numbered lines.
 */
export function parseCourtReporterTranscript(text: string): ParsedTranscript {
  const layout = readPageLayout(text);
  const warnings = [...layout.warnings];
  const deponent = findDeponent(layout.lines, layout.unnumbered);
  // Each swearing-in names who answers from there on (a trial transcript has several witnesses).
  let witness = deponent ?? WITNESS_FALLBACK;
  let examiner: string | null = null;
  const turns: Turn[] = [];
  let current: Turn | null = null;
  let emptyDropped = 0;

  const start = (source: SourceLine, kind: SegmentKind, speaker: string, body: string, options: Partial<Turn> = {}): Turn => {
    const turn = { segment: segmentAt(source, kind, speaker, body.trim()), endsAtBlank: false, closed: false, ...options };
    turns.push(turn);
    return turn;
  };

  const lines = layout.lines;
  /** The next line with words (a sworn preamble may continue on it). */
  const nextText = (index: number) => {
    for (let k = index + 1; k < lines.length && k < index + 4; k += 1) if (lines[k]?.text.trim()) return lines[k]?.text ?? '';
    return '';
  };
  lines.forEach((source, index) => {
    const raw = source.text.trim();
    const body = raw.replace(/\s+/g, ' ');
    const open = current;
    if (body === '') {
      if (open?.endsAtBlank) current = null;
      return;
    }
    const examinerLine = EXAMINER.exec(body);
    if (examinerLine) {
      examiner = `${titleCase(examinerLine[1] ?? 'MR')} ${(examinerLine[2] ?? '').toUpperCase().replace(/\s+/g, ' ')}`;
      current = start(source, 'colloquy', RECORD_SPEAKER, body, { closed: true });
      return;
    }
    // Markers are read before spaces are collapsed: "A" and two spaces or a tab is a marker.
    const marked = MARKED.exec(raw) ?? (open?.segment.kind === 'question' || raw.startsWith('Q') ? MARKED_ONE_SPACE.exec(raw) : null);
    if (marked) {
      const isQuestion = marked[1] === 'Q';
      let said = (marked[2] ?? '').replace(/\s+/g, ' ');
      // "Q. (BY MR. SMITH) And then?": the examiner named inside the question, as some states write it.
      const inlineExaminer = isQuestion ? INLINE_EXAMINER.exec(said) : null;
      if (inlineExaminer) {
        examiner = `${titleCase(inlineExaminer[1] ?? 'MR')} ${(inlineExaminer[2] ?? '').toUpperCase()}`;
        said = said.slice(inlineExaminer[0].length);
      }
      current = start(source, isQuestion ? 'question' : 'answer', isQuestion ? (examiner ?? EXAMINER_FALLBACK) : witness, said);
      return;
    }
    const label = LABEL.exec(body);
    if (label) {
      const said = label[4] ?? '';
      const name = (label[2] ? `${titleCase(label[2])} ${label[3] ?? ''}` : (label[1] ?? '')).replace(/\s+/g, ' ');
      current = start(source, 'colloquy', WITNESS_LABELS.has(name) ? witness : name, said);
      return;
    }
    if (body.startsWith('(')) {
      current = start(source, 'colloquy', RECORD_SPEAKER, body, { closed: body.endsWith(')') });
      return;
    }
    // A heading, or the swearing-in ("JOHN DOE, having been first duly sworn"), is the reporter's.
    const sworn = HEADING.test(body) ? null : swornName(`${body} ${nextText(index)}`);
    if (sworn) witness = sworn.replace(/\s+/g, ' ');
    if (HEADING.test(body) || sworn) {
      current = start(source, 'colloquy', RECORD_SPEAKER, body, { endsAtBlank: true, closed: HEADING.test(body) });
      return;
    }
    if (open && !open.closed) {
      open.segment.text = `${open.segment.text} ${body}`.trim();
      // A parenthetical runs until its closing bracket.
      if (open.segment.speaker === RECORD_SPEAKER && open.segment.text.startsWith('(') && body.endsWith(')')) open.closed = true;
      return;
    }
    current = start(source, 'colloquy', RECORD_SPEAKER, body, { endsAtBlank: true });
  });

  const segments = turns.map((t) => t.segment).filter((s) => {
    if (s.text !== '') return true;
    emptyDropped += 1;
    return false;
  });
  if (emptyDropped > 0) warnings.push(`${emptyDropped} question or answer marker${emptyDropped > 1 ? 's' : ''} had no words and ${emptyDropped > 1 ? 'were' : 'was'} left out.`);
  if (!deponent) warnings.push(`The deponent's name was not found in the caption; answers are attributed to ${WITNESS_FALLBACK}.`);
  return { segments, deponent, exhibits: findExhibitMentions(segments.map((s) => s.text)), warnings };
}
