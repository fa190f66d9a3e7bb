import { describe, expect, it } from 'vitest';
import { extractClaims, type ValueClaim } from './claims.js';
import { candidatesFor } from './contradictions.js';
import { findIdentifiers, identifiersAgree, spokenDigits } from './identifiers.js';
import { tokensOf, type SourceSentence } from './sources.js';
import { bagOf } from './words.js';

const reference = new Date('2024-10-22T12:00:00Z');
const claims = (q: string, a: string) => extractClaims({ question: q, answer: a, reference, common: new Set() });
const sourceSentence = (text: string): SourceSentence => ({ documentId: 'd', filename: 'f.txt', pageNumber: 1, text, tokens: tokensOf(text), bag: bagOf(text), reference, values: new Map(), lead: [] });

describe('identifiers', () => {
  it('reads codes written with letters before digits, and codes read out with "oh"', () => {
    expect(findIdentifiers('Kiln K-7 and route B12 fed lot PX-22-0090 (see 4.5 and 2023).', false).map((v) => v.value)).toEqual(['K-7', 'B12', 'PX-22-0090']);
    expect(spokenDigits('oh-four-sixteen')).toBe('0416');
    expect(spokenDigits('four-oh-seven-one-five')).toBe('40715');
    expect(spokenDigits('twenty-one')).toBeNull();
    expect(findIdentifiers('Oh-nine, I think.', true).map((v) => v.value)).toEqual(['09']);
  });

  it('holds a code only against another of its series', () => {
    expect(identifiersAgree('B12', 'B31')).toBe(false);
    expect(identifiersAgree('B12', 'B12')).toBe(true);
    expect(identifiersAgree('B12', 'K-7')).toBeNull();
    expect(identifiersAgree('09', 'PX-22-0090')).toBeNull();
    expect(identifiersAgree('0091', 'PX-22-0090')).toBe(false);
    expect(identifiersAgree('07', 'K-07')).toBe(true);
  });

  it('reads a code answering which one as a name, not as a count, and holds it against the record', () => {
    const kiln = sourceSentence('The overheating was traced to kiln K-9 on the night shift.');
    const [said] = claims('Which kiln overheated on the night shift?', 'K-4, as far as I know.') as ValueClaim[];
    expect(said?.kind).toBe('name');
    expect(candidatesFor(said!, [kiln], []).map((c) => c.agrees)).toEqual([false]);
    const [same] = claims('Which kiln overheated on the night shift?', 'K-9.') as ValueClaim[];
    expect(candidatesFor(same!, [kiln], []).map((c) => c.agrees)).toEqual([true]);
    // A badge number read out is not four of anything.
    expect(claims('What was the operator’s badge number?', 'Four-oh-seven-one-five.').some((c) => c.kind === 'quantity')).toBe(false);
  });
});
