import { describe, expect, it } from 'vitest';
import { extractClaims } from './claims.js';
import { candidatesFor } from './contradictions.js';
import { oppositeActsOf, oppositesOf } from './antonyms.js';
import { tokensOf, type SourceSentence } from './sources.js';
import { bagOf, canonical } from './words.js';

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

describe('opposite acts (WordNet verbs of judging, deciding, saying and taking part)', () => {
  it('gives the act WordNet records as opposite, from the form as written, and the words of its sense', () => {
    expect(oppositeActsOf('rejected')).toContain(canonical('accept'));
    expect(oppositeActsOf('acquitted')).toContain(canonical('convict'));
    expect(oppositeActsOf('forgot')).toContain(canonical('remember'));
    expect(oppositeActsOf('admitted')).toContain(canonical('deny'));
    // "decline" is of refuse's sense, the opposite of accept.
    expect(oppositeActsOf('declined')).toContain(canonical('accept'));
  });

  it('leaves out acts that another undoes or completes, and light verbs', () => {
    // Opened and then closed, hired and then fired, bought and sold: both may have been done.
    expect(oppositeActsOf('closed')).toEqual([]);
    expect(oppositeActsOf('fired')).toEqual([]);
    expect(oppositeActsOf('sold')).toEqual([]);
    expect(oppositeActsOf('arrived')).toEqual([]);
    expect(oppositeActsOf('had')).toEqual([]);
    expect(oppositeActsOf('missed')).not.toContain(canonical('have'));
  });

  it('reads a source telling of the opposite act as no to the act asked', () => {
    const [approved] = claims('Did the board approve the merger?', 'Yes, unanimously.');
    expect(candidatesFor(approved!, [sourceSentence('The board rejected the proposed merger at its June 12 meeting.')], []).map((c) => c.agrees)).toEqual([false]);
    const [included] = claims('Were the Lisbon invoices included in the audit?', 'Yes.');
    expect(candidatesFor(included!, [sourceSentence('The audit excluded the Lisbon invoices.')], []).map((c) => c.agrees)).toEqual([false]);
    const [accepted] = claims('Did the company accept the settlement offer?', 'Yes.');
    expect(candidatesFor(accepted!, [sourceSentence('Acme declined the settlement offer in its letter of July 9.')], []).map((c) => c.agrees)).toEqual([false]);
    // The witness's no agrees with the opposite act; a sentence denying the opposite is no opposite.
    const [notConvicted] = claims('Did the jury convict him?', 'No.');
    expect(candidatesFor(notConvicted!, [sourceSentence('The jury acquitted Mr. Hale on all counts.')], []).map((c) => c.agrees)).toEqual([true]);
    const [passed] = claims('Did the inspector pass the building?', 'Yes.');
    expect(candidatesFor(passed!, [sourceSentence('The building did not fail the fire inspection.')], []).some((c) => !c.agrees)).toBe(false);
  });

  it('reads "un-" before a participle as the participle denied, not a verb of its own', () => {
    const [locked] = claims('Was the gate locked at night?', 'Yes, always.');
    expect(candidatesFor(locked!, [sourceSentence('The gate was left unlocked overnight.')], []).map((c) => c.agrees)).toEqual([false]);
    const [reported] = claims('Did you report the incident?', 'Yes, the same day.');
    expect(candidatesFor(reported!, [sourceSentence('The incident went unreported for three weeks.')], []).map((c) => c.agrees)).toEqual([false]);
    const [understood] = claims('Was the procedure stood down?', 'Yes.');
    expect(candidatesFor(understood!, [sourceSentence('The procedure was understood by everyone.')], []).some((c) => !c.agrees)).toBe(false);
  });
});
