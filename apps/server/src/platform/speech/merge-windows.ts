import type { TranscriptWord } from '@app/contract';
import type { AudioWindow } from '../media/windows.js';
import type { EngineSegment } from './types.js';

/**
 * Joins the answers for overlapping windows into one transcript. Every window heard its keep range
 * plus some overlap on each side; a word is kept from the window whose keep range holds the word's
 * midpoint, and the keep ranges tile the recording, so a word heard twice (it lies in an overlap)
 * is kept once and a word cut by a seam is kept from the side where most of it lies. Segments
 * without word timings are kept or dropped whole by their own midpoint. The first window keeps
 * everything before its keep range and the last everything after (engines round times past the end).
 *
 * The two windows may time the same word slightly differently; a word right at a seam could then
 * come out of both. A last pass drops a word equal to the one just before it across a seam when
 * the two overlap in time.
 *
 * Segment times must already be absolute (seconds from the start of the recording).
 */
export function mergeWindows(windows: { window: AudioWindow; segments: EngineSegment[] }[]): EngineSegment[] {
  const ordered = [...windows].sort((a, b) => a.window.index - b.window.index);
  const out: EngineSegment[] = [];
  ordered.forEach(({ window, segments }, i) => {
    const from = i === 0 ? -Infinity : window.keepFrom;
    const to = i === ordered.length - 1 ? Infinity : window.keepTo;
    const inKeep = (start: number, end: number): boolean => {
      const middle = (start + end) / 2;
      return middle >= from && middle < to;
    };
    const firstOfWindow = out.length;
    for (const segment of [...segments].sort((a, b) => a.start - b.start)) {
      const words = segment.words ?? [];
      if (words.length === 0) {
        if (inKeep(segment.start, segment.end)) out.push(segment);
        continue;
      }
      const kept = words.filter((w) => inKeep(w.start, w.end));
      if (kept.length === words.length) out.push(segment);
      else if (kept.length > 0) out.push(trimmed(segment, kept));
    }
    if (firstOfWindow > 0 && firstOfWindow < out.length) dropSeamDuplicate(out, firstOfWindow);
  });
  return out;
}

/** The part of a segment made of the kept words (text rebuilt from them, times from the first and last). */
function trimmed(segment: EngineSegment, kept: TranscriptWord[]): EngineSegment {
  const first = kept[0] as TranscriptWord;
  const last = kept[kept.length - 1] as TranscriptWord;
  return {
    ...segment,
    start: first.start,
    end: last.end,
    text: kept.map((w) => w.word.trim()).filter(Boolean).join(' '),
    words: kept,
  };
}

const normalise = (word: string): string => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Drops the first word after a seam when it repeats the last word before it and the two overlap in time. */
function dropSeamDuplicate(out: EngineSegment[], firstOfWindow: number): void {
  const before = out[firstOfWindow - 1] as EngineSegment;
  const after = out[firstOfWindow] as EngineSegment;
  const lastWord = before.words?.at(-1);
  const firstWord = after.words?.[0];
  if (!lastWord || !firstWord) return;
  const overlaps = firstWord.start < lastWord.end && lastWord.start < firstWord.end;
  if (!overlaps || normalise(lastWord.word) !== normalise(firstWord.word)) return;
  const rest = (after.words ?? []).slice(1);
  if (rest.length === 0) out.splice(firstOfWindow, 1);
  else out[firstOfWindow] = trimmed(after, rest);
}
