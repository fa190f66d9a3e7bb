import { describe, expect, it } from 'vitest';
import { diffWords, sideBySide, type DiffResult } from './diff.js';
import { editText } from './testing/edit-text.js';
import { inventedWords, seededRandom, sentence } from './testing/random.js';

const rebuild = (result: DiffResult) => ({
  left: result.segments.map((s) => s.left).join(''),
  right: result.segments.map((s) => s.right).join(''),
});

describe('diffWords', () => {
  it('marks a replaced word and keeps both texts whole', () => {
    const result = diffWords('The tenant shall pay rent monthly.', 'The tenant shall pay rent quarterly.');
    expect(result.segments).toEqual([
      { op: 'equal', left: 'The tenant shall pay rent ', right: 'The tenant shall pay rent ' },
      { op: 'delete', left: 'monthly', right: '' },
      { op: 'insert', left: '', right: 'quarterly' },
      { op: 'equal', left: '.', right: '.' },
    ]);
    expect(result.stats).toEqual({ equalWords: 5, deletedWords: 1, insertedWords: 1 });
    expect(sideBySide(result.segments).map((r) => r.kind)).toEqual(['equal', 'changed', 'equal']);
  });

  it('treats re-wrapped white space as unchanged, and handles empty and identical sides', () => {
    const wrapped = diffWords('one two\nthree', 'one two three');
    expect(wrapped.segments.map((s) => s.op)).toEqual(['equal']);
    expect(rebuild(wrapped)).toEqual({ left: 'one two\nthree', right: 'one two three' });
    expect(diffWords('', 'new text').segments).toEqual([{ op: 'insert', left: '', right: 'new text' }]);
    expect(diffWords('old', '').segments).toEqual([{ op: 'delete', left: 'old', right: '' }]);
    expect(diffWords('', '').segments).toEqual([]);
  });

  it('finds a minimal script where no token is unique (Myers)', () => {
    const result = diffWords('a b a b a', 'a a b a b');
    expect(rebuild(result)).toEqual({ left: 'a b a b a', right: 'a a b a b' });
    expect(result.stats.deletedWords + result.stats.insertedWords).toBe(2);
  });

  it('compares two 50-page versions quickly and exactly', () => {
    const random = seededRandom(7);
    const vocabulary = inventedWords(random, 5000);
    // 50 pages of about 500 words, in paragraphs.
    const pages = Array.from({ length: 50 }, () => Array.from({ length: 4 }, () => Array.from({ length: 8 }, () => sentence(random, vocabulary, 15)).join(' ')).join('\n\n'));
    const left = pages.join('\n\n');
    const right = editText(random, left, vocabulary, { changeRate: 0.02, insertSentences: 20, deleteSentences: 20, moveParagraphs: 3 });
    const started = performance.now();
    const result = diffWords(left, right);
    const elapsed = performance.now() - started;
    expect(rebuild(result)).toEqual({ left, right });
    const words = left.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(24_000);
    // Changed words ≈ 2 % replaced (each a delete and an insert) + 20 sentences each way + 3 moved paragraphs.
    expect(result.stats.deletedWords).toBeLessThan(words * 0.12);
    expect(elapsed).toBeLessThan(5_000); // about 0.8 s on a loaded 2-core machine
    process.stdout.write(`diff: ${words} words, ${result.segments.length} segments, ${elapsed.toFixed(0)} ms\n`);
  });

  it('shows a stretch too different to align as deleted then inserted', () => {
    const random = seededRandom(8);
    const vocabulary = inventedWords(random, 20);
    const left = Array.from({ length: 3000 }, () => vocabulary[Math.floor(random() * 10)]).join(' ');
    const right = Array.from({ length: 3000 }, () => vocabulary[10 + Math.floor(random() * 10)]).join(' ');
    const result = diffWords(left, right);
    expect(rebuild(result)).toEqual({ left, right });
    expect(result.stats.equalWords).toBe(0);
  });
});
