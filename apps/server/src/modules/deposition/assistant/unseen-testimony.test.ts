import { describe, expect, it } from 'vitest';
import { answerPolarity, extractClaims, type ValueClaim } from './claims.js';
import { detectEvasion } from './evasion.js';
import { questionType } from './question-form.js';
import { findAmounts, findDates, findPlaces, findQuantities, placeLevel, spokenYears } from './values.js';

/** Readings that testimony written without sight of the engine needed (years in words, rates, places by width, question frames). */

const reference = new Date('2024-10-22T12:00:00Z');
const claims = (q: string, a: string) => extractClaims({ question: q, answer: a, reference, common: new Set(['northwind', 'castellan']) });

describe('values in unseen testimony', () => {
  it('reads years said as words, the quote still what was said', () => {
    expect(spokenYears('in twenty twenty-one').trim()).toBe('in 2021');
    expect(spokenYears('two thousand and nineteen').trim()).toBe('2019');
    const [d] = findDates('The fifteenth of March, twenty twenty-one.', reference);
    expect(d?.date).toBe('2021-03-15');
    expect(d?.quote).toContain('twenty twenty-one');
  });

  it('tells a rate from a count and a price per mile from a sum', () => {
    expect(findQuantities('an average of 46 trailers per day').map((q) => q.per)).toEqual(['day']);
    expect(findQuantities('74 trailers moved').map((q) => q.per)).toEqual([undefined]);
    expect(findAmounts('Spot market (DAT average +$1.42/mile)').map((a) => a.per)).toEqual(['mile']);
    const [cap] = claims('What is the cap on cargo liability per trailer?', 'Half a million dollars.') as ValueClaim[];
    expect(cap?.value.kind === 'amount' && cap.value.per).toBe('trailer');
  });

  it('reads a short answer to a where-question as one place, compared at its width', () => {
    expect(findPlaces('Bethlehem, Pennsylvania.', true).map((p) => p.value)).toEqual(['Bethlehem, Pennsylvania']);
    expect(findPlaces('Queens County.', true).map((p) => p.value)).toEqual(['Queens County']);
    expect(findPlaces('diverted 74 trailers to Tidewater Freight Co.').map((p) => p.value)).toEqual([]);
    expect(placeLevel('Kings County')).toBe('county');
    expect(placeLevel('New Jersey')).toBe('state');
    expect(placeLevel('88 Marine Terminal Road')).toBe('street');
    expect(placeLevel('Allentown, Pennsylvania')).toBe('city');
  });
});

describe('questions and answers in unseen testimony', () => {
  it('reads the form past a preposition and a what-question by its noun', () => {
    expect(questionType('Within how many days are undisputed invoices due?')).toBe('how_long');
    expect(questionType('For how much did Castellan bill Tidewater?')).toBe('how_much');
    expect(questionType("What was the total of Northwind's damages?")).toBe('how_much');
    expect(questionType('What were the lost profits on the Greenleaf contract?')).toBe('how_much');
  });

  it('reads a yes/no question by its asking clause, not an opening remark with "not"', () => {
    const [c] = claims('I recall you were not in the office that week; did you sign the notice of breach?', 'Yes, I signed it.');
    expect(c?.kind === 'negation' && c.polarity).toBe('yes');
    expect(answerPolarity('Absolutely not.')?.polarity).toBe('no');
    expect(answerPolarity('To my knowledge, yes.')?.polarity).toBe('yes');
  });

  it('leaves the question frame out of the subject and keeps a period end asked', () => {
    const [city] = claims('Which city is Castellan based in?', 'Bethlehem, Pennsylvania.') as ValueClaim[];
    expect([...city!.subject.keys()]).not.toContain('city');
    const [start] = claims('When does the peak season begin under the contract?', 'The first of November.') as ValueClaim[];
    expect(start?.value.kind === 'date' && start.value.range).toBe('start');
    expect([...start!.subject.keys()]).not.toContain('begin');
  });

  it('takes a firm after a person for the person’s employer and the act asked for a doer', () => {
    const named = claims('Who was the notice of breach addressed to?', 'Karen Liu at Castellan.') as ValueClaim[];
    expect(named.map((c) => c.quote)).toEqual(['Karen Liu']);
    const [doer] = claims('Who at Castellan gave the instruction to move the trailers?', 'Karen Liu.') as ValueClaim[];
    expect(doer?.act).toEqual(['instruct']);
  });

  it('catches evasions beyond a phrase list', () => {
    const ev = (q: string, a: string) => detectEvasion(q, a, questionType(q), false)?.kind ?? null;
    expect(ev('Who at Castellan did you speak to?', 'It escapes me at the moment.')).toBe('no_recall');
    expect(ev('When did you learn of it?', 'I don’t think I recall that.')).toBe('no_recall');
    expect(ev('Where did you keep the receipt?', 'That would be a question for Marcus.')).toBe('deferral');
    expect(ev('What did the driver tell your dispatcher?', 'Marcus handled all of that, not me.')).toBe('deferral');
    expect(ev('Who told you the trailers were gone?', 'On a Monday morning, I think.')).toBe('non_responsive');
    expect(ev('Who drafted it?', 'Why are you asking me that')).toBe('question_back');
    // Not having been there answers "were you there?".
    expect(ev('Were you at the meeting?', "No, I wasn't there.")).toBe(null);
  });
});
