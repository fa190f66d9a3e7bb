import type { TestimonyKind } from '@app/contract';

/*
 * Raw testimony → segments: what second chair types or pastes, or a court reporter's
 * realtime feed, one line at a time.
 *   "Q. …" / "Q: …" / "Q …"          a question (the examining attorney)
 *   "A. …" / "A: …" / "A   …"        an answer (the deponent; "A" alone needs two spaces or a tab,
 *                                     so a continuation line "A lot of …" stays a continuation)
 *   "MR. SMITH: …" / "MS. JONES: …"   colloquy by that speaker (MRS., DR. too)
 *   "THE WITNESS: …" / "THE REPORTER: …" / "THE VIDEOGRAPHER: …" …  colloquy by that speaker
 *   "(Exhibit 3 marked.)"            colloquy without a speaker (the record)
 *   "BY MS. JONES:"                  not stored: the attorney who asks the next questions
 *   "Q. (BY MS. JONES) …"            a question by that attorney
 * A line without a marker continues the segment before it (or, first in a batch, the last stored
 * one: same kind and speaker). Blank lines are ignored. A realtime feed's line numbers
 * ("12  Q. …", "3 A. …", "14      and then …") are stripped.
 */

export interface ParsedSegment {
  kind: TestimonyKind;
  text: string;
  /** Named by the line itself (colloquy, "BY MS. JONES"); otherwise the caller's default for the kind. */
  speaker?: string;
}

/** The segment a batch continues when its first line has no marker. */
export interface PreviousSegment {
  kind: TestimonyKind;
  speaker: string;
}

const TITLE = String.raw`(?:MR|MS|MRS|DR|MESSRS)\.\s+[A-Z][A-Z'’\-]*(?:\s+[A-Z][A-Z'’\-]*){0,2}`;
const THE = String.raw`THE\s+(?:WITNESS|REPORTER|COURT\s+REPORTER|VIDEOGRAPHER|INTERPRETER|COURT|DEPONENT)`;
const SPEAKER = new RegExp(String.raw`^(${TITLE}|${THE}):\s*(.*)$`);
const EXAMINER = new RegExp(String.raw`^BY\s+(${TITLE}):?\s*$`);
const BY_IN_QUESTION = new RegExp(String.raw`^\(BY\s+(${TITLE})\)\s*(.*)$`);
const QUESTION = /^Q(?:[.:]\s*|\s+)(.*)$/;
const ANSWER = /^A(?:[.:]\s*|\s{2,}|\t\s*)(.*)$/;
const PARENTHETICAL = /^\(.*\)$/;
/** A reporter's line number: one or two digits then two spaces or a tab, or one space before a marker. */
const LINE_NUMBER = new RegExp(String.raw`^\d{1,2}(?:\s{2,}|\t\s*|\s+(?=Q[.:\s]|A[.:\s]|${TITLE}:|${THE}:|BY\s|\())`);

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

export function stripLineNumber(line: string): string {
  return line.replace(/^\s+/, '').replace(LINE_NUMBER, '');
}

export function parseTestimony(raw: string, previous?: PreviousSegment): ParsedSegment[] {
  const out: ParsedSegment[] = [];
  let examiner: string | undefined;
  for (const rawLine of raw.split(/\r\n|\r|\n/)) {
    // Markers are read before spaces are collapsed: "A" then a tab or two spaces is an answer.
    const line = stripLineNumber(rawLine.replace(/\u00a0/g, ' ')).trimEnd();
    if (!line) continue;
    const by = EXAMINER.exec(tidy(line));
    if (by) {
      examiner = tidy(by[1]!);
      continue;
    }
    const q = QUESTION.exec(line);
    if (q) {
      let text = q[1]!;
      let speaker = examiner;
      const named = BY_IN_QUESTION.exec(text);
      if (named) {
        speaker = examiner = tidy(named[1]!);
        text = named[2]!;
      }
      out.push({ kind: 'question', text: tidy(text), ...(speaker ? { speaker } : {}) });
      continue;
    }
    const a = ANSWER.exec(line);
    if (a) {
      out.push({ kind: 'answer', text: tidy(a[1]!) });
      continue;
    }
    const s = SPEAKER.exec(tidy(line));
    if (s) {
      out.push({ kind: 'colloquy', speaker: tidy(s[1]!), text: tidy(s[2]!) });
      continue;
    }
    const words = tidy(line);
    if (PARENTHETICAL.test(words)) {
      out.push({ kind: 'colloquy', speaker: '', text: words });
      continue;
    }
    const last = out.at(-1);
    if (last) last.text = last.text ? `${last.text} ${words}` : words;
    else if (previous) out.push({ kind: previous.kind, speaker: previous.speaker, text: words });
    else out.push({ kind: 'colloquy', speaker: '', text: words });
  }
  // A marker with nothing after it and nothing following ("Q." alone) says nothing.
  return out.filter((s) => s.text.length > 0);
}
