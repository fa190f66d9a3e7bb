import { describe, expect, it } from 'vitest';
import { alignWords, normaliseWords, wordErrorRate } from './word-error-rate.js';

describe('normaliseWords', () => {
  it('lower-cases, drops punctuation, splits hyphens and spells out abbreviations', () => {
    expect(normaliseWords('Mr. Dashwood, cold-hearted — and "selfish"!')).toEqual(['mister', 'dashwood', 'cold', 'hearted', 'and', 'selfish']);
  });

  it("keeps an apostrophe inside a word and reads a curly one as straight", () => {
    expect(normaliseWords('Don\u2019t say \u2018ill\u2019')).toEqual(["don't", 'say', 'ill']);
  });

  it('keeps numbers and gives nothing for blank text', () => {
    expect(normaliseWords('Paid $648,000 on 10/30')).toEqual(['paid', '648000', 'on', '10', '30']);
    expect(normaliseWords('  \n ')).toEqual([]);
  });
});

describe('wordErrorRate', () => {
  it('is 0 for the same words however written', () => {
    expect(wordErrorRate('He was not an ill-disposed young man.', 'he was not an ill disposed young man')).toMatchObject({ rate: 0, words: 8 });
  });

  it('counts a substitution, a deletion and an insertion against the words said', () => {
    // said: the cat sat on the mat (6); heard: the bat sat the mat today
    const result = wordErrorRate('the cat sat on the mat', 'the bat sat the mat today');
    expect(result).toEqual({ words: 6, substitutions: 1, deletions: 1, insertions: 1, rate: 0.5 });
  });

  it('takes the cheapest alignment, not a word-by-word comparison', () => {
    // One inserted word at the start shifts everything; position by position would be 4 errors.
    expect(wordErrorRate('one two three four', 'zero one two three four')).toMatchObject({ insertions: 1, substitutions: 0, rate: 0.25 });
  });

  it('can exceed 1 when the recogniser invents more than was said', () => {
    expect(wordErrorRate('yes', 'yes i do recall that').rate).toBe(4);
  });

  it('is 1 when nothing was heard, and counts invented words when nothing was said', () => {
    expect(wordErrorRate('nothing was heard', '').rate).toBe(1);
    expect(alignWords([], []).rate).toBe(0);
    expect(alignWords([], ['uh', 'huh']).rate).toBe(2);
  });
});
