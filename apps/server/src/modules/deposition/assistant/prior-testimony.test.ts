import { describe, expect, it } from 'vitest';
import { extractClaims, type PolarityClaim } from './claims.js';
import { candidatesFor, THRESHOLDS } from './contradictions.js';
import { priorTestimony, priorTestimonyAgrees } from './prior-testimony.js';

const reference = new Date('2025-03-11T12:00:00Z');
const yesNo = (q: string, a: string) => extractClaims({ question: q, answer: a, reference }).find((c): c is PolarityClaim => c.kind === 'negation')!;

describe('whether the witness has testified before', () => {
  it('reads it from a yes or no, the first time asked the other way round', () => {
    expect(priorTestimony('Have you ever been deposed before?', 'no')).toEqual({ testified: 'no', general: true });
    expect(priorTestimony('Is this the first time you have testified under oath?', 'no')).toEqual({ testified: 'yes', general: true });
    expect(priorTestimony("You've given testimony about warehouse fires before, haven't you?", 'yes')).toEqual({ testified: 'yes', general: false });
    expect(priorTestimony('Have you ever testified about this accident before today?', 'no')).toEqual({ testified: 'no', general: false });
    // (Another's testimony, and this deposition's own oath, are not the witness's testimony before.)
    expect(priorTestimony('Ms. Chen testified the crates were sealed before loading. Do you agree?', 'yes')).toBeNull();
    expect(priorTestimony('You understand you remain under oath, as you were before the break?', 'yes')).toBeNull();
  });

  it('holds a yes against an earlier never, unless the never was only about one thing', () => {
    expect(priorTestimonyAgrees({ testified: 'yes', general: false }, { testified: 'no', general: true })).toBe(false);
    expect(priorTestimonyAgrees({ testified: 'yes', general: true }, { testified: 'no', general: false })).toBeNull();
    expect(priorTestimonyAgrees({ testified: 'no', general: true }, { testified: 'no', general: false })).toBe(true);
  });

  it('flags the later answer against the witness’s own earlier one', () => {
    const earlier = yesNo('Have you ever had your deposition taken before?', 'No, never. This is my first.');
    const later = yesNo('Is today the first time you have been questioned under oath by a lawyer?', 'No, once before, in a fender-bender case years ago.');
    const against = candidatesFor(later, [], [{ line: 3, text: 'Q. Have you ever had your deposition taken before? A. No, never. This is my first.', claims: [earlier] }]);
    expect(against.filter((c) => c.score >= THRESHOLDS.negation).map((c) => c.agrees)).toEqual([false]);
  });
});
