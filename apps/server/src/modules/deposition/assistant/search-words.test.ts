import { describe, expect, it } from 'vitest';
import { searchWords } from './contradictions.js';
import { rawWords } from './words.js';

const none = new Set<string>();

describe('the words an answer is searched by', () => {
  it('leaves hedges out: how sure the witness is is not what the answer is about', () => {
    expect(searchWords(new Map(), none, rawWords('And how long were they on site? Roughly three weeks, I would say.'))).not.toContain('roughly');
  });

  it('fills a question of few words up with what its claims are about (the exchange it leans on)', () => {
    const subject = new Map([
      ['surgery', 0.35],
      ['wrist', 0.35],
      ['okafor', 0.35],
    ]);
    const words = searchWords(subject, new Set(['okafor']), rawWords('Where was it done?'));
    expect(words).toEqual(['surgery', 'wrist']);
  });

  it('keeps "the recall" and drops "do you recall"', () => {
    expect(searchWords(new Map(), none, rawWords('Who owns the CAPA for the recall?'))).toContain('recall');
    expect(searchWords(new Map(), none, rawWords('Do you recall who owns the CAPA?'))).not.toContain('recall');
  });
});
