import { describe, expect, it } from 'vitest';
import { textRuns } from './segments';
import { findPassage } from './selection-offsets';

const m = (id: string, start: number, end: number) => ({ id, start, end });

describe('textRuns', () => {
  it('leaves unmarked text as one run', () => {
    expect(textRuns('abc', [])).toEqual([{ start: 0, end: 3, text: 'abc', marks: [] }]);
  });

  it('cuts overlapping marks into flat runs, each knowing every mark covering it', () => {
    const runs = textRuns('0123456789', [m('a', 2, 6), m('b', 4, 8)]);
    expect(runs.map((r) => [r.text, r.marks.map((x) => x.id)])).toEqual([
      ['01', []],
      ['23', ['a']],
      ['45', ['a', 'b']],
      ['67', ['b']],
      ['89', []],
    ]);
    expect(runs.map((r) => r.text).join('')).toBe('0123456789');
  });

  it('handles nested and identical ranges', () => {
    const runs = textRuns('abcdef', [m('outer', 0, 6), m('inner', 2, 4), m('same', 2, 4)]);
    expect(runs.map((r) => [r.text, r.marks.map((x) => x.id)])).toEqual([
      ['ab', ['outer']],
      ['cd', ['outer', 'inner', 'same']],
      ['ef', ['outer']],
    ]);
  });

  it('clamps marks to the text and drops empty or inverted ones (stale offsets after reprocessing)', () => {
    const runs = textRuns('abc', [m('past', 2, 40), m('empty', 1, 1), m('inverted', 3, 1), m('outside', 10, 12)]);
    expect(runs.map((r) => [r.text, r.marks.map((x) => ({ id: x.id, end: x.end }))])).toEqual([
      ['ab', []],
      ['c', [{ id: 'past', end: 3 }]],
    ]);
  });
});

describe('findPassage', () => {
  const page = 'WHEREAS the parties\nagree   as follows: notice of Termination.';

  it('finds typed words ignoring case and line breaks', () => {
    const found = findPassage(page, 'parties agree as');
    expect(found && page.slice(found.start, found.end)).toBe('parties\nagree   as');
    const other = findPassage(page, 'termination.');
    expect(other && page.slice(other.start, other.end)).toBe('Termination.');
  });

  it('treats regular-expression characters literally and answers null when the words are absent', () => {
    expect(findPassage(page, 'follows: (notice')).toBeNull();
    expect(findPassage(page, '   ')).toBeNull();
    expect(findPassage('a.c abc', 'a.c')).toEqual({ start: 0, end: 3 });
  });
});
