import { describe, expect, it } from 'vitest';
import { extractClaims } from './claims.js';
import { candidatesFor } from './contradictions.js';
import { oppositesOf } from './antonyms.js';
import { tokensOf, type SourceSentence } from './sources.js';
import { bagOf } from './words.js';

const reference = new Date('2024-10-22T12:00:00Z');
const claims = (q: string, a: string) => extractClaims({ question: q, answer: a, reference, common: new Set() });
const sourceSentence = (text: string): SourceSentence => ({ documentId: 'd', filename: 'f.txt', pageNumber: 1, text, tokens: tokensOf(text), bag: bagOf(text), reference, values: new Map(), lead: [] });

describe('opposite states (WordNet adjectives)', () => {
  it('gives the antonyms WordNet records, and none for words a witness agrees or frames with', () => {
    expect([...oppositesOf('closed')]).toContain('open');
    expect([...oppositesOf('Left-handed')]).toContain('right-handed');
    expect([...oppositesOf('independent')]).toContain('dependent');
    expect(oppositesOf('right').size).toBe(0);
    expect(oppositesOf('notarized').size).toBe(0);
  });

  it('reads a source stating the opposite state as no to the state asked, not where it denies the opposite', () => {
    const [yes] = claims('Was the loading-bay door open when the pallets were stacked?', 'Yes, the door was open.');
    expect(yes).toMatchObject({ kind: 'negation', polarity: 'yes' });
    const shut = sourceSentence('The loading-bay door was closed when the pallets were stacked.');
    expect(candidatesFor(yes!, [shut], []).map((c) => c.agrees)).toEqual([false]);
    const notShut = sourceSentence('The loading-bay door was not closed when the pallets were stacked.');
    expect(candidatesFor(yes!, [notShut], []).some((c) => !c.agrees)).toBe(false);
  });
});
