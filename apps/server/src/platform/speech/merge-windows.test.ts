import { describe, expect, it } from 'vitest';
import type { AudioWindow } from '../media/windows.js';
import { mergeWindows } from './merge-windows.js';
import type { EngineSegment } from './types.js';

/** Words 0..n-1, word i at [i, i + 0.6): what a perfect engine hears in [from, to). */
function heard(from: number, to: number, count: number, perSegment = 4): EngineSegment[] {
  const words = Array.from({ length: count }, (_, i) => ({ word: `w${i}`, start: i, end: i + 0.6 })).filter((w) => w.end > from && w.start < to);
  const segments: EngineSegment[] = [];
  for (let i = 0; i < words.length; i += perSegment) {
    const chunk = words.slice(i, i + perSegment);
    segments.push({ start: chunk[0]!.start, end: chunk.at(-1)!.end, text: chunk.map((w) => w.word).join(' '), words: chunk });
  }
  return segments;
}

const win = (index: number, start: number, end: number, keepFrom: number, keepTo: number): AudioWindow => ({ index, start, end, keepFrom, keepTo });
const allWords = (segments: EngineSegment[]): string[] => segments.flatMap((s) => s.words?.map((w) => w.word) ?? s.text.split(' '));

describe('mergeWindows', () => {
  it('keeps every word exactly once across seams, including a word straddling the cut', () => {
    // Word 10 lies on [10, 10.6): the seam at 10.2 cuts it; its midpoint 10.3 is in window 1.
    const windows = [win(0, 0, 15.2, 0, 10.2), win(1, 5.2, 25.1, 10.2, 20.1), win(2, 15.1, 30, 20.1, 30)];
    const merged = mergeWindows(windows.map((window) => ({ window, segments: heard(window.start, window.end, 30) })));
    expect(allWords(merged)).toEqual(Array.from({ length: 30 }, (_, i) => `w${i}`));
  });

  it('rebuilds the text of a segment cut at a seam from the words it keeps', () => {
    const windows = [win(0, 0, 12, 0, 6.2), win(1, 2, 12, 6.2, 12)];
    const merged = mergeWindows(windows.map((window) => ({ window, segments: heard(window.start, window.end, 12) })));
    const cut = merged.find((s) => s.words?.[0]?.word === 'w4');
    expect(cut?.text).toBe('w4 w5');
    expect(cut?.end).toBe(5.6);
    expect(merged.find((s) => s.words?.[0]?.word === 'w6')?.text).toBe('w6 w7 w8 w9');
  });

  it('drops a word both windows timed differently across the seam', () => {
    const a = win(0, 0, 12, 0, 6.3);
    const b = win(1, 1, 12, 6.3, 12);
    const first: EngineSegment[] = [{ start: 5, end: 6.25, text: 'w5 w6', words: [{ word: 'w5', start: 5, end: 5.6 }, { word: 'w6', start: 5.9, end: 6.25 }] }];
    const second: EngineSegment[] = [{ start: 6.05, end: 7.6, text: 'W6, w7', words: [{ word: 'W6,', start: 6.05, end: 6.6 }, { word: 'w7', start: 7, end: 7.6 }] }];
    const merged = mergeWindows([{ window: b, segments: second }, { window: a, segments: first }]);
    expect(allWords(merged)).toEqual(['w5', 'w6', 'w7']);
  });

  it('keeps segments without word timings by their midpoint', () => {
    const windows = [win(0, 0, 15, 0, 10), win(1, 5, 20, 10, 20)];
    const segs = (from: number, to: number): EngineSegment[] =>
      [0, 4, 8, 12, 16].map((s) => ({ start: s, end: s + 4, text: `s${s}` })).filter((s) => s.end > from && s.start < to);
    const merged = mergeWindows(windows.map((window) => ({ window, segments: segs(window.start, window.end) })));
    expect(merged.map((s) => s.text)).toEqual(['s0', 's4', 's8', 's12', 's16']);
  });

  it('keeps what an engine times before the first or after the last keep range', () => {
    const only = win(0, 0, 10, 0, 10);
    const merged = mergeWindows([{ window: only, segments: [{ start: -0.1, end: 0.2, text: 'a' }, { start: 9.9, end: 10.4, text: 'b' }] }]);
    expect(merged.map((s) => s.text)).toEqual(['a', 'b']);
  });

  it('returns nothing for no windows', () => {
    expect(mergeWindows([])).toEqual([]);
  });
});
