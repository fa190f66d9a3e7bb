import { describe, expect, it } from 'vitest';
import { extractClaims, type PolarityClaim, type ValueClaim } from './claims.js';
import { candidatesFor, THRESHOLDS } from './contradictions.js';
import { countAfterYes, firstKnownOf, occasionAct, sameAct } from './occasions.js';
import { tokensOf, type SourceSentence } from './sources.js';
import { bagOf, canonical, isStopWord } from './words.js';

const reference = new Date('2025-03-11T12:00:00Z');
const claims = (q: string, a: string) => extractClaims({ question: q, answer: a, reference });
/** What the witness's earlier answer (its claims of the later claim's kind) holds against the later one. */
function againstEarlier([q1, a1]: [string, string], [q2, a2]: [string, string]) {
  const later = claims(q2, a2).find((c) => c.kind !== 'negation') as ValueClaim;
  const first = claims(q1, a1).filter((c) => c.kind === later.kind);
  // (Only those close enough to the subject to count.)
  return candidatesFor(later, [], [{ line: 3, text: `Q. ${q1} A. ${a1}`, claims: first }]).filter((c) => c.score >= THRESHOLDS[later.kind]);
}

describe('how many times the witness did something', () => {
  it('reads a count said right after a yes, and no count in a story after it', () => {
    expect(countAfterYes('I did. Twice \u2014 once to look at the bus and once to pick up copies.')).toMatchObject({ value: 2, quote: 'Twice' });
    expect(countAfterYes('I did. Just the one visit. I took him through the service building.')).toMatchObject({ value: 1 });
    expect(countAfterYes('Yes, three times.')).toMatchObject({ value: 3, approximate: false });
    expect(countAfterYes('Yes, maybe four times.')).toMatchObject({ value: 4, approximate: true });
    expect(countAfterYes('Yes. Once we had the notice, I called.')).toBeNull();
    expect(countAfterYes('No. Twice I asked and twice I was told no.')).toBeNull();
  });

  it('reads the act counted without the units and the verbs that carry them', () => {
    expect(occasionAct(bagOf('trips make out to the depot'))).toEqual([canonical('depot')]);
    expect(sameAct([canonical('depot')], [canonical('depot'), canonical('file')])).toBe(true);
    expect(sameAct([canonical('walk'), canonical('property')], [canonical('adjuster'), canonical('marina')])).toBe(false);
  });

  it('holds a count of trips against an earlier yes that counted the visits', () => {
    const earlier: [string, string] = ['Did you go out to the depot yourself?', 'I did. Twice \u2014 once to look at the bus and once to pick up copies of the maintenance binder.'];
    const [yes, count] = claims(...earlier) as [PolarityClaim, ValueClaim];
    expect(yes.polarity).toBe('yes');
    // (The count is the witness's testimony only: never checked against a document itself.)
    expect(count).toMatchObject({ kind: 'quantity', listed: true, occasions: [canonical('visit'), canonical('depot')] });
    const [against] = againstEarlier(earlier, ['How many trips did you make out to the depot on this file, all told?', 'Just the one.']);
    expect(against).toMatchObject({ agrees: false });
    expect(againstEarlier(earlier, ['How many trips did you make out to the depot, all told?', 'Two trips.'])[0]).toMatchObject({ agrees: true });
    // Another act counted is another fact.
    expect(againstEarlier(earlier, ['How many times did you call the video unit?', 'Just the one.'])).toEqual([]);
  });
});

describe('a count and its parts', () => {
  it('holds a later count against the earlier answer’s own count, not the parts it went on to list', () => {
    const earlier: [string, string] = ['How many times did you visit the warehouse before the claim went in?', 'Five times. Twice in June, twice in July, and once in August.'];
    const counts = claims(...earlier).filter((c): c is ValueClaim => c.kind === 'quantity');
    expect(counts.filter((c) => c.occasions).map((c) => c.quote)).toEqual(['Five times']);
    const against = againstEarlier(earlier, ['How many trips did you make out to the warehouse before the claim?', 'Just the two.']);
    expect(against.some((c) => !c.agrees)).toBe(true);
    expect(against.some((c) => c.agrees)).toBe(false);
  });
});

describe('when the witness first saw something', () => {
  it('reads the thing first seen, however the seeing is put', () => {
    expect(firstKnownOf('When did you first see this letter?', bagOf('letter'))).toEqual([canonical('letter')]);
    expect(firstKnownOf('What was the first day you actually had it in front of you?', bagOf('preservation letter front'))).toEqual([canonical('preservation'), canonical('letter')]);
    expect(firstKnownOf('When was the letter sent?', bagOf('letter sent'))).toEqual([]);
    expect(firstKnownOf('When did the first adjuster see the roof?', bagOf('adjuster roof'))).toEqual([]);
  });

  it('holds a later day the witness first had a paper against the day they said before', () => {
    const earlier: [string, string] = ['When did you first see this letter?', 'Monday, February 5th. The e-mailed copy came into the claims mailbox.'];
    const against = againstEarlier(earlier, ['Let me take you back to the preservation letter. What was the first day you actually had it in front of you?', 'The 14th of February.']);
    expect(against[0]).toMatchObject({ agrees: false });
  });
});

describe('when and how often the witness went somewhere', () => {
  it('reads a first visit, however the going is put, apart from a first sighting', () => {
    expect(firstKnownOf('When did you first go out to the warehouse?', bagOf('warehouse'))).toEqual([canonical('visit'), canonical('warehouse')]);
    expect(firstKnownOf('Your first walk-through of the warehouse was in March, wasn’t it?', bagOf('walk warehouse'))).toEqual([canonical('visit'), canonical('warehouse')]);
    expect(sameAct(firstKnownOf('When did you first go out to the warehouse?', bagOf('warehouse')), firstKnownOf('When did you first see the letter?', bagOf('letter')))).toBe(false);
  });

  it('holds a later first visit against the day the witness gave before', () => {
    const against = againstEarlier(['When did you first go out to the warehouse?', 'It was Tuesday, March fourth. I got there by nine.'], ['Your first walk-through of the warehouse was in the middle of April, wasn’t it?', 'Yes, mid-April, after the adjuster had been out.']);
    expect(against[0]).toMatchObject({ agrees: false });
  });

  it('holds a count of trips somewhere against an earlier count of times the witness went out to the site', () => {
    expect(occasionAct(bagOf('trips Secaucus'), 'How many trips to Secaucus did you make?')).toEqual([canonical('visit'), canonical('secaucus')]);
    const against = againstEarlier(['How many times in all did you go out to the site?', 'Twice. Once in March and once in May.'], ['How many trips to Secaucus did you make in all on this job?', 'Three in all.']);
    expect(against[0]).toMatchObject({ agrees: false });
  });
});

describe('papers asked about in other words', () => {
  const line = (text: string): SourceSentence => ({ documentId: 'd', filename: 'Preservation demand.docx', pageNumber: 1, text, tokens: tokensOf(text), bag: bagOf(text), reference, values: new Map(), lead: [], referent: true });

  it('tells certified mail from ordinary post on a letter\u2019s delivery line', () => {
    const via = line('VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED, AND E-MAIL');
    const [regular] = claims('Was it sent by regular first-class mail?', 'Yes.') as PolarityClaim[];
    expect(candidatesFor(regular!, [via], [])[0]).toMatchObject({ agrees: false, sourceValue: 'no' });
    const [certified] = claims('Was it sent by certified mail?', 'Yes.') as PolarityClaim[];
    expect(candidatesFor(certified!, [via], [])[0]).toMatchObject({ agrees: true, sourceValue: 'yes' });
    const [post] = claims('Was it sent by post?', 'No, e-mail only.') as PolarityClaim[];
    expect(candidatesFor(post!, [via], [])[0]).toMatchObject({ agrees: false, sourceValue: 'yes' });
  });

  it('asks whether the paper in hand mentions something when the paper is only "it"', () => {
    const [surge] = claims('Now look at paragraph g, the water exclusion. Does it say anything about storm surge?', 'No. Surge isn\u2019t in there.') as PolarityClaim[];
    expect(surge?.mention).toEqual([]);
    const g = line('g. Water. (1) Flood, surface water, waves, tides, tidal water, all whether or not driven by wind (including storm surge).');
    expect(candidatesFor(surge!, [g], [])[0]).toMatchObject({ agrees: false, sourceValue: 'yes' });
    // (Not a sentence of another paper: only the one the question is about speaks for "it".)
    expect(candidatesFor(surge!, [{ ...g, referent: false }], [])).toEqual([]);
  });

  it('reads a contraction of a pronoun or a question word as no subject', () => {
    for (const w of ["who'd", 'who\u2019d', "that'll", "they've"]) expect(isStopWord(w)).toBe(true);
  });
});
