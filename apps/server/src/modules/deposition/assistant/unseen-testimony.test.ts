import { describe, expect, it } from 'vitest';
import { answerPolarity, echoPolarity, extractClaims, type PolarityClaim, type ValueClaim } from './claims.js';
import { answersAfterQualifier, detectEvasion, givesWhatWasAsked } from './evasion.js';
import { alsoSaysSource, bracketsSource, candidatesFor, decide, namesSibling, ownPaper, statesAll, THRESHOLDS, weighByRarity, type Contradiction } from './contradictions.js';
import { askingClause, isElliptical, pointsBack, questionType, questionTypeAfter } from './question-form.js';
import { BEARS_WORDS, CLOSING, listItems, namedByTitle, periodLengths, sentenceValues, SIGNING, splitPage, tokensOf, witnessName, withSigner, type SourceSentence } from './sources.js';
import { nearCoverage, nearness } from './word-vectors.js';
import { bagOf, canonical, contentWords, designators, rawWords, stem } from './words.js';
import { amountsAgree, clocksAgree, datesAgree, findAmounts, findClockTimes, findDates, findDayPart, findNames, findPlaces, findDirections, findQuantities, findRecurrences, findRoles, mentionAt, namesAgree, placeLevel, quantitiesAgree, recurrencesAgree, rolesAgree, spokenYears, unitsMatch, withinBound, withTimeBounds, type DateValue } from './values.js';

/** Readings that testimony written without sight of the engine needed (years in words, rates, places by width, question frames). */

const reference = new Date('2024-10-22T12:00:00Z');
const claims = (q: string, a: string) => extractClaims({ question: q, answer: a, reference, common: new Set(['northwind', 'castellan']) });
/** A later answer's value claim and what the witness's earlier answer (its first claim) holds against it. */
const againstEarlier = ([q1, a1]: [string, string], [q2, a2]: [string, string]) => {
  const [first] = claims(q1, a1) as ValueClaim[];
  const [later] = claims(q2, a2) as ValueClaim[];
  return { later, against: candidatesFor(later!, [], [{ line: 3, text: `Q. ${q1} A. ${a1}`, claims: [first!] }]) };
};
/** A document's sentence as the source reader gives it (no values read ahead, no transcript question). */
const sourceSentence = (text: string, filename = 'f.txt'): SourceSentence => ({ documentId: 'd', filename, pageNumber: 1, text, tokens: tokensOf(text), bag: bagOf(text), reference, values: new Map(), lead: [] });

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
    expect(questionType('So the two lost-profit lines together come to what?')).toBe('how_much');
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
    // "Whose instruction was it …, from what you learned?": the noun is the act, and "from" names no sender.
    const [whose] = claims('And whose instruction was it to move those trailers, from what you learned?', "Karen Liu's.") as ValueClaim[];
    expect(whose?.act).toEqual(['instruct']);
    expect(whose?.role).toBeUndefined();
    const [author] = claims('The letter refers to an engineering report. Whose report was that?', 'Halvorsen Engineering.') as ValueClaim[];
    expect(author?.act).toBeUndefined();
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

/** Readings general to testimony: a remark before the question, verbless follow-ups, hedges, lists, rates said in words. */
describe('questions put after a remark, and questions without a verb', () => {
  it('reads the sentence that asks, not the remark before it', () => {
    expect(askingClause('You reviewed the audit file. Where was it kept?')).toBe('Where was it kept?');
    expect(questionType('You reviewed the audit file. Where was it kept?')).toBe('where');
    expect(questionType('Please look at Section 2.1. When did the lease begin?')).toBe('when');
    // An abbreviation is not a sentence's end.
    expect(questionType('Mr. Okafor, who approved the budget?')).toBe('who');
  });

  it('reads a verbless follow-up by its noun, else as the question before it', () => {
    expect(questionTypeAfter('And the balance on that account?', 'Which account did the bank freeze?')).toBe('how_much');
    expect(questionTypeAfter('And for the Denver lease?', 'How much rent did the tenant owe for Austin?')).toBe('how_much');
    expect(questionTypeAfter('And for the Denver lease?', null)).toBe('yes_no');
    const [c] = extractClaims({ question: 'And the balance on that account?', answer: 'Around forty thousand.', previousQuestion: 'Which account did the bank freeze?', context: 'Which account did the bank freeze? The operating account.', reference });
    expect(c?.kind).toBe('amount');
    expect([...c!.subject.keys()]).toContain('account');
  });

  it('reads a verbless follow-up by the last noun of the phrase it opens with', () => {
    // A word made of a time noun is a modifier: the value is asked, not a date.
    expect(questionTypeAfter('And its date-of-completion value?', 'What is item B-7?')).toBe('how_much');
    // A coordination inside the phrase does not end it.
    expect(questionTypeAfter('And the freight and handling line?', 'What did the vendor bill for parts?')).toBe('how_much');
    // A noun WordNet files under people, by its own form ("appraiser", though "appraisal" shares its stem).
    expect(questionTypeAfter('And the surveyor, going by the report?', 'When was the survey done?')).toBe('who');
    expect(questionTypeAfter('And the appraiser?', 'What was the painting valued at?')).toBe('who');
    // A name asked.
    expect(questionTypeAfter('And the code name on the cover page?', 'How many pages does it run?')).toBe('who');
    // A noun of its own the question before did not name asks about itself, not what was asked before.
    expect(questionTypeAfter('And your title there?', 'Where is the company based?')).toBe('open');
    // The same noun again, or no noun, asks what the question before asked.
    expect(questionTypeAfter('And the second trailer?', 'Where did the first trailer go?')).toBe('where');
    expect(questionTypeAfter('And for Hudson Valley?', 'How much did Greenleaf owe?')).toBe('how_much');
  });

  it('reads "what is it a … of?" as asking the preposition’s object, not the noun’s kind', () => {
    expect(questionType('What is it a schedule of?')).toBe('open');
    expect(questionType('What was that a copy of?')).toBe('open');
    expect(questionType('What is the schedule date?')).toBe('when');
  });

  it('takes a name said first, then a time, as the answer to who', () => {
    const ev = (q: string, a: string) => detectEvasion(q, a, questionType(q), false)?.kind ?? null;
    expect(ev('Who has been running the store?', 'Margaret, since the fall of last year.')).toBe(null);
    expect(ev('Who has been running the store?', 'Tuesday, after the inventory.')).toBe('non_responsive');
  });
});

describe('values said with hedges and more sentences', () => {
  it('reads a year said alone in a longer answer', () => {
    const [c] = claims('When did the plant close?', '2019, I believe. It was after the flood.') as ValueClaim[];
    expect(c?.value.kind === 'date' && c.value.date).toBe('2019-01-01');
    const [late] = claims('When was the roof replaced?', 'Late 2017.') as ValueClaim[];
    expect(late?.value.kind === 'date' && late.value.granularity).toBe('year');
    // A count is not a year.
    expect(claims('How many pallets shipped?', '2019 pallets.').every((c) => c.kind !== 'date')).toBe(true);
  });

  it('keeps hedges and a second sentence from weighing in the subject', () => {
    const [c] = claims('How much did the supplier invoice for the resin?', 'Roughly eighty grand, give or take. That is what accounting told me.') as ValueClaim[];
    expect(c?.value.kind === 'amount' && c.value.amount).toBe(80_000);
    expect(c!.subject.has('tak')).toBe(false);
    expect(c!.subject.get('account') ?? 0).toBeLessThan(0.5);
    expect(c!.subject.get('resin')).toBe(1);
  });

  it('reads dollars and cents in words, with the rate after them', () => {
    expect(findAmounts('Four dollars and twenty cents a mile.').map((a) => [a.amount, a.per])).toEqual([[4.2, 'mile']]);
    expect(findAmounts('A dollar sixty a mile.').map((a) => [a.amount, a.per])).toEqual([[1.6, 'mile']]);
    expect(findAmounts('Two dollars.').map((a) => a.amount)).toEqual([2]);
  });

  it('holds a hedged count to 5% or its rounding, and keeps hours apart from periods', () => {
    expect(quantitiesAgree(290, 311, true)).toBe(false);
    expect(quantitiesAgree(300, 311, true)).toBe(true);
    expect(quantitiesAgree(45, 46, true)).toBe(true);
    expect(unitsMatch(['hour'], ['year'])).toBe(false);
    expect(unitsMatch(['day'], ['month'])).toBe(true);
  });
});

describe('places by their kind and lists of them', () => {
  it('reads a harbour, a bay or a beach by its whole name wherever it stands, not a firm named for one', () => {
    expect(findPlaces('On September 29, 2023, a coastal storm struck Port Jefferson Harbor (the "Storm").').map((p) => p.value)).toEqual(['Port Jefferson Harbor']);
    expect(findPlaces('Huntington Harbor, on the North Shore.').map((p) => p.value)).toContain('Huntington Harbor');
    expect(findPlaces('Tidewater Creek Logistics Inc. shipped it.')).toEqual([]);
    expect(namesAgree('Huntington Harbor', 'Port Jefferson Harbor')).toBe(false);
    expect(namesAgree('Port Jefferson', 'Port Jefferson Harbor')).toBe(true);
    // A storm that hits a place strikes it.
    expect(canonical('hit')).toBe(canonical('struck'));
  });

  it('reads a site named by its kind, compared only with another site', () => {
    expect(findPlaces('the samples came from the Eastgate warehouse').map((p) => p.value)).toEqual(['Eastgate warehouse']);
    expect(placeLevel('Eastgate warehouse')).toBe('site');
    expect(namesAgree('Eastgate warehouse', 'Eastgate facility')).toBe(true);
    expect(findPlaces('Their Tucson office.', true).map((p) => p.value)).toEqual(['Tucson']);
    expect(findPlaces('pursuant to Sections 4 and 5').map((p) => p.value)).toEqual([]);
  });

  it('claims each place of a list on its own, and a place said two ways as one', () => {
    const listed = claims('Which depots did the contract cover?', 'Fresno and Modesto.') as ValueClaim[];
    expect(listed.map((c) => [c.quote, c.alternatives, c.siblings])).toEqual([
      ['Fresno', ['Fresno'], ['Modesto']],
      ['Modesto', ['Modesto'], ['Fresno']],
    ]);
    const one = claims('Where was the meeting?', 'At the Harbor Point terminal, out in Oakland.') as ValueClaim[];
    expect(one.every((c) => c.siblings === undefined && (c.alternatives ?? []).length === 2)).toBe(true);
  });
});

describe('denials', () => {
  it('reads "no" before what a leading question denies as its negative', () => {
    const [c] = claims('The lease contains no renewal option, correct?', 'Correct.') as PolarityClaim[];
    expect(c?.kind === 'negation' && c.polarity).toBe('no');
  });

  it('reads a denial as far as one knows as a non-answer, unless the witness goes on to answer', () => {
    const q = 'Did the landlord ever repair the boiler?';
    const [bare] = claims(q, "Not that I'm aware of.") as PolarityClaim[];
    expect(bare?.qualified).toBe(true);
    expect(detectEvasion(q, "Not that I'm aware of.", 'yes_no', false)?.kind).toBe('no_knowledge');
    expect(answersAfterQualifier(q, "Not that I'm aware of.", 'yes_no')).toBe(false);
    expect(answersAfterQualifier(q, 'Not as far as I know. The tenants were still without heat in March.', 'yes_no')).toBe(true);
    // Another non-answer after it is no answer either.
    expect(answersAfterQualifier(q, "Not to my knowledge. You'd have to ask the property manager.", 'yes_no')).toBe(false);
  });

  it('catches a refusal and a time given where a place was asked', () => {
    const ev = (q: string, a: string) => detectEvasion(q, a, questionType(q), false)?.kind ?? null;
    expect(ev('What did your lawyer tell you?', "I'm not going to get into that.")).toBe('non_responsive');
    expect(ev('Where did you buy the equipment?', 'In 2021, I think.')).toBe('non_responsive');
    expect(ev('Where did you buy the equipment?', 'From Dalton Supply, in 2021.')).toBe(null);
  });
});

/** Third round: readings general to testimony, each on invented sentences. */
describe('what a question points at and what it only frames', () => {
  it('reads a demonstrative as pointing back, a clause after "that" not', () => {
    expect(pointsBack('Which period did those invoices cover?')).toBe(true);
    expect(pointsBack('For the record, what is that dairy customer’s full name?')).toBe(true);
    expect(pointsBack('You knew that Castellan moved them?', false)).toBe(false);
    expect(pointsBack('Who signed it?')).toBe(true);
    expect(pointsBack('Who signed it?', false)).toBe(false);
  });

  it('reads the exchange before into a question that points back', () => {
    const [c] = extractClaims({ question: 'Which period did those invoices cover?', answer: 'March through May, 2022.', context: 'How much did the tenant owe in unpaid invoices? About $40,000.', reference }) as ValueClaim[];
    expect(c!.subject.has('period')).toBe(false);
    expect(c!.subject.get('pay')).toBeGreaterThan(0);
  });

  it('leaves a document’s part named to point at a figure out of the subject', () => {
    const [c] = claims('So the resin line rests on roughly 290 drums, correct?', 'Yes.') as ValueClaim[];
    expect(c?.kind).toBe('quantity');
    expect(c!.subject.has('lin')).toBe(false);
    expect(c!.subject.has('resin')).toBe(true);
  });

  it('takes a firm the answer names beside its figure as whose figure it is', () => {
    const found = claims('The March row: which supplier, and how much?', 'Ridgeway Farms Cooperative, forty thousand dollars.') as ValueClaim[];
    const amount = found.find((c) => c.kind === 'amount');
    expect(amount?.qualifiers).toContain('ridgeway');
  });

  it('weighs a subject word no source read uses little, for a figure', () => {
    const s = (text: string) => sourceSentence(text);
    const read = ['The resin invoices totaled $80,000.', 'Resin was shipped in March.', 'The plant closed in 2019.', 'Invoices were paid late.'].map(s);
    const subject = new Map([['resin', 1], ['attribut', 1]]);
    const weighed = weighByRarity(subject, read, []);
    expect(weighed.get('attribut')!).toBeLessThan(weighed.get('resin')!);
    // A name keeps its weight: no source naming it is no source about it.
    expect(weighByRarity(subject, read, ['attribut']).get('attribut')!).toBeGreaterThan(weighed.get('resin')!);
  });
});

describe('words read as values, not subjects', () => {
  it('reads days named by more holidays', () => {
    const ref = new Date('2024-12-10T12:00:00Z');
    expect(findDates('The Tuesday after Valentine’s Day, I think.'.replace('’', "'"), ref).map((d) => d.date)).toEqual(['2024-02-20']);
    expect(findDates('Good Friday 2023.', ref).map((d) => d.date)).toEqual(['2023-04-07']);
    expect(findDates('The Monday before Mother’s Day.'.replace('’', "'"), ref).map((d) => d.date)).toEqual(['2024-05-06']);
    expect(findDates('On Election Day 2022.', ref).map((d) => d.date)).toEqual(['2022-11-08']);
    // Counted from a holiday, and a weekday counted in a month (both move with the year).
    expect(findDates('Two days after Thanksgiving 2023.', ref).map((d) => d.date)).toEqual(['2023-11-25']);
    expect(findDates('The second Monday in October 2023.', ref).map((d) => [d.date, d.granularity])).toEqual([['2023-10-09', 'day']]);
    expect(findDates('The last Friday of September.', ref, 2022).map((d) => d.date)).toEqual(['2022-09-30']);
  });

  it('keeps an ordinal’s letters out of the words and a word run into a number in', () => {
    expect(rawWords('October 30th, 2023')).toEqual(['October']);
    expect(rawWords('02/12/20241COMPLAINT against')).toEqual(['COMPLAINT', 'against']);
  });
});

describe('names and places read with what they are listed or asked beside', () => {
  const s = (text: string) => sourceSentence(text);

  it('holds a listed place against a source naming its sibling as close as the sibling', () => {
    const listed = claims('Which ports does the storage charge cover?', 'Port Elizabeth and Red Hook.') as ValueClaim[];
    const row = s('Category: Storage charge; Counterparty: Red Hook cross-dock; Port Newark; Amount: $40,000.00');
    const second = listed.find((c) => c.quote === 'Port Elizabeth')!;
    const first = listed.find((c) => c.quote === 'Red Hook')!;
    const against = candidatesFor(second, [row], []).filter((c) => !c.agrees);
    const agreeing = candidatesFor(first, [row], []).filter((c) => c.agrees);
    expect(against.length).toBeGreaterThan(0);
    expect(Math.max(...against.map((c) => c.score))).toBeGreaterThanOrEqual(Math.max(...agreeing.map((c) => c.score)) - 0.01);
  });

  it('reads "that customer’s full name" as about the customer the question before named', () => {
    const [c] = extractClaims({ question: 'For the record, what is that dairy customer’s full name?', answer: 'Catskill Valley Dairy Cooperative.', previousQuestion: 'And for Ridgeway?', context: 'And for Ridgeway? $40,000.', reference }) as ValueClaim[];
    expect(c!.subject.has('ridgeway')).toBe(true);
    expect(c!.subject.has('nam')).toBe(false);
    expect(c!.subject.has('full')).toBe(false);
  });
});

describe('who signed a filing or a letter', () => {
  it('reads a sign-off only where it opens the sentence or is an /s/ line, not the same words inside a sentence', () => {
    expect(CLOSING.test('Very truly yours, Maria Okafor')).toBe(true);
    expect(CLOSING.test('Respectfully submitted, HALE & ORTIZ LLP')).toBe(true);
    expect(CLOSING.test('By: /s/ Peter Langley')).toBe(true);
    expect(CLOSING.test('Denies the allegations of paragraph 4 and respectfully refers the Court to the lease for its terms.')).toBe(false);
    expect(CLOSING.test('We write with regards to the May shipment.')).toBe(false);
  });

  it("asked who signed a document named by its title, that document's file is named (its last page, the signature block, is then read)", () => {
    const words = ['signed', 'reply', 'brief'];
    expect(words.some((w) => SIGNING.test(w))).toBe(true);
    expect(namedByTitle('2025-01-10 Reply Brief (Defendant).pdf', words)).toBe(true);
    expect(namedByTitle('2024-06-02 Lease Agreement.pdf', words)).toBe(false);
    // The signing word alone names no document ("Signature Pages.pdf" is not what was asked about).
    expect(namedByTitle('Signature Pages.pdf', ['signed'])).toBe(false);
  });

  it('joins a sign-off on a line of its own to the name under it, so the closing names its signer', () => {
    const spans = [{ text: 'Please respond by Friday.', row: false }, { text: 'Very truly yours,', row: false }, { text: 'Martin Drive', row: false }, { text: 'cc: Alma Way', row: false }];
    expect(withSigner(spans).map((s) => s.text)).toEqual(['Please respond by Friday.', 'Very truly yours, Martin Drive', 'cc: Alma Way']);
  });

  it('does not take a signature line standing under another entry as who signed the document asked about', () => {
    const [c] = claims('Who signed the lease for Harbor Foods?', 'Ellen Park.') as ValueClaim[];
    const sentence = (text: string, context = ''): SourceSentence => ({ documentId: 'd', filename: 'docket.html', pageNumber: 1, text, tokens: tokensOf(text), bag: bagOf(`${context} ${text}`), reference, values: new Map(), lead: [] });
    // A docket entry's "(Signed by Judge …)" signs the order it is written under.
    const docket = sentence('(Signed by Judge Martin Cole on 3/8/2024)', 'ORDER granting extension of time re the lease dispute.');
    expect(candidatesFor(c!, [docket], []).filter((x) => !x.agrees)).toEqual([]);
    // A sentence about the lease's signing still bears on it.
    const said = sentence('Victor Hale signed the lease on behalf of Harbor Foods.');
    expect(candidatesFor(c!, [said], []).some((x) => !x.agrees && x.sourceValue === 'Victor Hale')).toBe(true);
  });
});

describe('questions asked in a statement’s order, and counts named before the question', () => {
  it('reads the question word at the end of a statement as what is asked', () => {
    expect(questionType('The notice went out on what date?')).toBe('when');
    expect(questionType('You received it when?')).toBe('when');
    expect(questionType('And the invoice was for how much?')).toBe('how_much');
    expect(questionType('The agreement was signed by whom?')).toBe('who');
    expect(questionType('The trailers were staged at which terminal?')).toBe('where');
    // Still yes or no: an auxiliary opens it, or the "what" clause is the object, not the question.
    expect(questionType('Did you tell them what you knew?')).toBe('yes_no');
    expect(questionType('You told them what you knew?')).toBe('yes_no');
    const [amount] = claims('And the invoice was for how much?', 'About twelve thousand.') as ValueClaim[];
    expect(amount?.kind).toBe('amount');
    const [signer] = claims('The agreement was signed by whom?', 'Raymond Voss.') as ValueClaim[];
    expect(signer?.kind === 'name' && signer.value.kind === 'name' && signer.value.value).toBe('Raymond Voss');
  });

  it('counts what the question named before "how many was it", and holds it against an earlier answer', () => {
    const { later, against } = againstEarlier(['How many trailers did Castellan move to Tidewater?', 'Seventy-four.'], ['Earlier you gave a number for the trailers moved to Tidewater. How many was it?', 'About forty.']);
    expect(later?.value.kind === 'quantity' && later.value.unit).toEqual(['trailer']);
    expect(against.some((c) => !c.agrees && c.sourceValue === 'Seventy-four')).toBe(true);
    const [ofThe] = claims('How many of the trailers came back?', 'Twelve.') as ValueClaim[];
    expect(ofThe?.value.kind === 'quantity' && ofThe.value.unit).toEqual(['trailer']);
  });
});

describe('a question bounded in time', () => {
  const s = (text: string) => sourceSentence(text);

  it('reads "before" and "after" a date as a bound, not as the date of what is asked', () => {
    const q = 'Before Harbor’s March 3 letter, had Ridgeway paid the invoices?';
    const [bound] = withTimeBounds(q, findDates(q, reference)) as DateValue[];
    expect(bound?.bound).toBe('before');
    const d = (text: string) => findDates(text, reference)[0]!;
    expect(withinBound(bound!, d('February 20, 2024'))).toBe(true);
    expect(withinBound(bound!, d('March 9, 2024'))).toBe(false);
    const [after] = withTimeBounds('Since June 2023, has anyone called?', findDates('Since June 2023, has anyone called?', reference)) as DateValue[];
    expect(after?.bound).toBe('after');
    expect(withinBound(after!, d('July 4, 2023'))).toBe(true);
    // "As of" a date: a state then, which a paper from before it bears on.
    const asOf = 'As of mid-April 2024, Granite State still had not produced the photographs, correct?';
    const [state] = withTimeBounds(asOf, findDates(asOf, reference)) as DateValue[];
    expect(state?.bound).toBe('before');
    expect(withinBound(state!, d('March 8, 2024'))).toBe(true);
  });

  it('holds a denial within the bound against a source dated inside it, and leaves the bound’s words out of the proposition', () => {
    const [c] = claims('Before Harbor’s March 3 letter, had Ridgeway paid the invoices?', 'No, payment came later.') as PolarityClaim[];
    expect(c?.kind).toBe('negation');
    expect([...c!.subject.keys()]).not.toContain('harbor');
    expect(candidatesFor(c!, [s('On February 20, 2024, Ridgeway paid the invoices in full.')], []).some((x) => !x.agrees)).toBe(true);
    // A payment dated after the bound does not answer it.
    expect(candidatesFor(c!, [s('On March 9, 2024, Ridgeway paid the invoices in full.')], [])).toEqual([]);
    // "Yes" adopts no date from the bound.
    expect(claims('Before Harbor’s March 3 letter, had Ridgeway paid the invoices?', 'Yes.').filter((x) => x.kind === 'date')).toEqual([]);
  });
});

describe('a statement put to the witness with a tag', () => {
  it('reads it as yes or no, and "Right." as assent (adopting the place put), never as a place or a name', () => {
    expect(questionTypeAfter('The trailers went to the Harbor terminal, right?', null)).toBe('yes_no');
    const found = claims('The trailers went to the Harbor terminal, right?', 'Right.');
    expect(found.map((c) => c.kind).sort()).toEqual(['negation', 'place']);
    expect(found.find((c): c is PolarityClaim => c.kind === 'negation')?.polarity).toBe('yes');
    expect(found.find((c): c is ValueClaim => c.kind === 'place')).toMatchObject({ quote: 'Harbor terminal', adopted: true });
    expect(findPlaces('Exactly.', true)).toEqual([]);
    expect(findPlaces('Right.', true)).toEqual([]);
  });
});

describe('figures said loosely', () => {
  it('reads "K" as thousands of dollars, "shy of" and "-odd" as hedges, and "between … and …" as a range', () => {
    expect(findAmounts('A little under $50k a month.').map((a) => a.amount)).toEqual([50000]);
    expect(findAmounts('About six hundred K.').map((a) => a.amount)).toEqual([600000]);
    const [shy] = claims('How much did Ridgeway owe?', 'Just shy of seven hundred thousand.') as ValueClaim[];
    expect(shy?.approximate).toBe(true);
    const [odd] = claims('How many trailers were moved?', 'Seventy-odd trailers.') as ValueClaim[];
    expect(odd?.approximate).toBe(true);
    expect(odd?.value.kind === 'quantity' && odd.value.unit).toEqual(['trailer']);
    expect(findQuantities('Somewhere between seventy and eighty.').map((q) => [q.value, q.to])).toEqual([[70, 80]]);
  });

  it('reads no figure from two numbers run together rather than their sum', () => {
    // "Forty-two five" is $42,500 to whoever said it, not 47.
    expect(claims('What was the monthly fee?', 'Forty-two five a month.').filter((c) => c.kind !== 'negation')).toEqual([]);
    expect(findQuantities('In twenty twenty-one we had 74 trailers.').map((q) => q.value)).toEqual([74]);
    expect(findQuantities('Forty-five trailers.').map((q) => q.value)).toEqual([45]);
    expect(findQuantities('One hundred twenty-five loads.').map((q) => q.value)).toEqual([125]);
  });

  it('counts a bare number in the thing the question counted it in, and holds it against an earlier answer', () => {
    const [first] = claims('How many trailers were in the Ridgeway pool in September?', 'A hundred and twenty.') as ValueClaim[];
    const [later] = claims('So in September the Ridgeway pool held what, about ninety trailers?', 'About ninety, yes.') as ValueClaim[];
    expect(later?.value.kind === 'quantity' && later.value.unit).toEqual(['trailer']);
    const earlier = [{ line: 4, text: 'Q. How many trailers were in the Ridgeway pool in September? A. A hundred and twenty.', claims: [first!] }];
    expect(candidatesFor(later!, [], earlier).some((c) => !c.agrees)).toBe(true);
  });
});

describe('answers of another kind than asked', () => {
  // As the assistant reads an answer: only a claim of the kind asked makes it an answer.
  const evasive = (q: string, a: string) => detectEvasion(q, a, questionType(q), givesWhatWasAsked(claims(q, a), questionType(q))) !== null;

  it('reads a reason, a time or a place given for a fact of another kind as no answer', () => {
    expect(evasive('Who approved the Harbor rate?', 'Because the market had moved.')).toBe(true);
    expect(evasive('Where were the pallets sent?', 'Because Harbor needed capacity.')).toBe(true);
    expect(evasive('How much did Ridgeway owe?', 'In September and October.')).toBe(true);
    expect(evasive('Who approved the Harbor rate?', 'In the Newark office.')).toBe(true);
    expect(evasive('How much did Ridgeway owe?', 'Ridgeway knows what it owed.')).toBe(true);
    // Answers of the kind asked stay answers.
    expect(evasive('Who approved the Harbor rate?', 'Ellen Park, in the Newark office.')).toBe(false);
    expect(evasive('How much did Ridgeway owe?', 'About $40,000 in September.')).toBe(false);
    expect(evasive('Why did Harbor move the pallets?', 'Because the market had moved.')).toBe(false);
  });

  it('reads a value of another kind, a means of sending, a pronoun or the question\'s own frame as no answer', () => {
    // A sum where a person was asked; a pronoun opening the answer is no name.
    expect(evasive('Who approved the Harbor rate?', 'About two dollars a pallet.')).toBe(true);
    expect(evasive('Who signed the Ridgeway release?', 'Whoever was authorized to.')).toBe(true);
    // How it went, where a place was asked.
    expect(evasive('Where was the Ridgeway release sent?', 'By overnight courier.')).toBe(true);
    expect(evasive('Where was the Ridgeway release sent?', 'By courier, to their Trenton office.')).toBe(false);
    // "All" answers how much only as the whole answer.
    expect(evasive('How much did Harbor owe in June?', 'The invoices were all in the system.')).toBe(true);
    expect(evasive('How much did Harbor owe in June?', 'All of it.')).toBe(false);
    // Repeating what was asked for ("amount", "rate") gives none of it.
    expect(evasive('What amount did Harbor invoice for June?', 'The usual amount.')).toBe(true);
    // A capital is a name's only where its case is kept ("Our lawyers" names no office).
    expect(evasive('Which office sent the Ridgeway release?', 'Our lawyers drafted it.')).toBe(true);
    expect(evasive('Which office sent the Ridgeway release?', 'The Trenton one.')).toBe(false);
    // Someone else named as having dealt with it, where no person was asked.
    expect(detectEvasion('Where was the release sent?', 'Dana Whitfield handled the mailing.', 'where', false)?.kind).toBe('deferral');
    // No recall or knowledge said without its "I", a group of the witness's side deferred to,
    // records to be pulled, a place word that names no place.
    expect(evasive('Who signed the release?', "Don't remember.")).toBe(true);
    expect(evasive('Who signed the release?', 'Couldn\u2019t say.')).toBe(true);
    expect(evasive('Who signed the release?', "I'm drawing a complete blank.")).toBe(true);
    expect(evasive('Who signed the release?', 'Hard to remember that far back.')).toBe(true);
    expect(evasive('When was the release sent?', 'Our lawyers took care of the release.')).toBe(true);
    expect(evasive('When was the release sent?', "You'd have to pull the FedEx records.")).toBe(true);
    expect(evasive('Where were the pallets taken?', 'Somewhere else.')).toBe(true);
    // Answers of the kind asked stay answers.
    expect(evasive('Who approved the Harbor rate?', 'Ellen Park approved it.')).toBe(false);
    expect(evasive('Who handled the release?', 'Our lawyers handled it.')).toBe(false);
    expect(evasive('How many pallets were in the Ridgeway pool?', 'About forty.')).toBe(false);
  });
});

describe('a person named where a place was asked', () => {
  it('is not read as the place, and "X handled that" defers to X unless who was asked', () => {
    expect(claims('Where were the pallets sent?', 'Dana Whitfield handled that.').filter((c) => c.kind === 'place')).toEqual([]);
    expect(detectEvasion('Where were the pallets sent?', 'Dana Whitfield handled that.', 'where', false)?.kind).toBe('deferral');
    expect(detectEvasion('Who handled the move?', 'Dana Whitfield handled that.', 'who', true)).toBeNull();
  });
});

describe('times said around a date', () => {
  it('reads "the week before" a day as near it, and a time counted from something unnamed as no date', () => {
    const [week] = claims('When did Harbor receive the notice?', 'The week before Thanksgiving.') as ValueClaim[];
    expect(week?.kind).toBe('date');
    expect(week?.approximate).toBe(true);
    expect(claims('When did Harbor receive the notice?', 'Three weeks later.')).toEqual([]);
    // A period asked for is still a count.
    expect(claims('How long did Harbor take to answer?', 'Three weeks.').map((c) => c.kind)).toEqual(['quantity']);
  });
});

describe('what a yes/no question sets its proposition against, and the paper it points at', () => {
  const row = (text: string, filename: string) => sourceSentence(text, filename);

  it('leaves "rather than …" out of the proposition and reads "that log" as the log a row is in', () => {
    const [c] = claims('On that log, was any pallet repaired rather than scrapped or returned?', 'No, every pallet on that log was scrapped.') as PolarityClaim[];
    expect([...c!.subject.keys()]).not.toContain('scrap');
    const logRow = row('Date: 03/04/2024; Pallet #: P-1182; Condition: Repaired and reused; Cost: $40.00', 'Dock 4 pallet log - March 2024.csv');
    expect(candidatesFor(c!, [logRow], []).some((x) => !x.agrees)).toBe(true);
    // The same row in another kind of document is not what "that log" points at.
    const elsewhere = row('Date: 03/04/2024; Pallet #: P-1182; Condition: Repaired and reused; Cost: $40.00', 'Dock 4 invoice - March 2024.csv');
    expect(candidatesFor(c!, [elsewhere], []).some((x) => !x.agrees)).toBe(false);
  });
});

describe('assent in other words', () => {
  it('reads "I would.", "That’s about right." and "Fair." as yes, the hedged one adopting the figure loosely', () => {
    expect(answerPolarity('I would.')?.polarity).toBe('yes');
    expect(answerPolarity('We could.')?.polarity).toBe('yes');
    expect(answerPolarity('Fair.')?.polarity).toBe('yes');
    expect(answerPolarity('Fair enough.')?.polarity).toBe('yes');
    expect(answerPolarity('That’s about right.'.replace('’', "'"))).toEqual({ polarity: 'yes', hedged: true });
    const adopted = claims('Isn’t it the case that Harbor moved 74 pallets?', 'That’s about right.').find((c) => c.kind === 'quantity') as ValueClaim | undefined;
    expect(adopted?.approximate).toBe(true);
    // Not assent: a fair question, a word inside a longer answer.
    expect(answerPolarity('Fairly often, yes.')?.polarity).not.toBe('no');
    expect(answerPolarity("I would have to check.")?.polarity).toBeUndefined();
  });
});

describe('the words of a time bound', () => {
  it('are the bound word and what follows it, not an earlier "by" of the question', () => {
    const [c] = claims('Was the notice sent by Harbor before the March 3 letter?', 'No, it went out later.') as PolarityClaim[];
    expect(c?.subject.has('harbor')).toBe(true);
    expect(c?.subject.has('march')).toBe(false);
  });
});

describe('a transcript’s short follow-up question', () => {
  const page = [
    '12   Q.  Did Harbor ever dispute the May invoices?',
    '13   A.  Harbor flagged those invoices as disputed in June.',
    '14   Q.  In writing?',
    '15   A.  Yes, by e-mail to our billing team.',
    '16   Q.  Who at Harbor handled the billing?',
    '17   A.  Ellen Park.',
  ].join('\n');

  it('reads the answer to "In writing?" with the exchange it follows, so it bears on a denial', () => {
    const sentences = splitPage('t', 'Hale Deposition 2024-05-01.txt', 3, page, reference);
    const answer = sentences.find((s) => s.text.startsWith('A.  Yes') || s.text.startsWith('A. Yes'));
    expect(answer?.bag.has('disput')).toBe(true);
    const [c] = claims('Did Harbor flag the invoices as disputed in writing?', 'No, we never put it in writing.') as PolarityClaim[];
    expect(candidatesFor(c!, sentences, []).some((x) => !x.agrees && x.quote.text.includes('by e-mail'))).toBe(true);
    // A question that says what it asks is read on its own.
    const own = sentences.find((s) => s.text.includes('Ellen Park'));
    expect(own?.bag.has('disput')).toBe(false);
  });

  it('meets a doubled consonant before an ending ("flagged", "shipping") with the bare word, not "billed" with "bile"', () => {
    expect(stem('flagged')).toBe(stem('flag'));
    expect(stem('shipping')).toBe(stem('ship'));
    expect(stem('billed')).toBe('bill');
  });
});

describe('the witness’s own “I” in a transcript', () => {
  const page = [
    '4   MR. ORTIZ:  Objection.',
    '5   ELLEN PARK:  I can answer.',
    '6   Q.  Did your team issue the purchase order to Harbor?',
    '7   A.  Yes. I approved the order myself.',
    '8   Q.  Did you review the invoice?',
    '9   A.  I assumed Victor had reviewed it.',
  ].join('\n');

  it('completes a surname from the file’s name with the page’s whole name, never with a word before it', () => {
    expect(witnessName('Park', page)).toBe('Ellen Park');
    expect(witnessName('Park', 'Q. Ms. Park, as Park said before?')).toBeNull();
    expect(witnessName('ELLEN PARK', '')).toBe('Ellen Park');
  });

  it('names the witness where they say they did something, not where they say what they thought', () => {
    const sentences = splitPage('t', 'Park Deposition 2024-05-01.txt', 7, page, reference);
    const approved = sentences.find((s) => s.text.includes('approved the order'))!;
    expect(sentenceValues(approved, 'name').map((n) => n.kind === 'name' && n.value)).toContain('Ellen Park');
    const assumed = sentences.find((s) => s.text.includes('I assumed'))!;
    expect(sentenceValues(assumed, 'name').map((n) => n.kind === 'name' && n.value)).not.toContain('Ellen Park');
    const [c] = claims('Who approved the purchase order to Harbor?', 'Victor Hale approved it.') as ValueClaim[];
    expect(candidatesFor(c!, sentences, []).some((x) => !x.agrees && x.sourceValue === 'Ellen Park')).toBe(true);
  });
});

describe('an e-mail’s header as its heading', () => {
  const mail = ['From: Rosa Imbert <rimbert@harbor.example>', 'To: Peter Langley <plangley@haleortiz.example>', 'Subject: FW: Notice of Default - Lease dated June 2, 2024', '', 'Peter, see the notice below.'].join('\n');

  it('reads who forwarded a notice from the From line under the file’s subject, and not the To line', () => {
    const sentences = splitPage('m', 'FW Notice of Default - Lease dated June 2 2024.eml', 1, mail, reference);
    expect(sentences.filter((s) => s.heading).map((s) => s.text.slice(0, 5))).toEqual(['From:', 'To: P', 'Subje']);
    const [c] = claims('Who forwarded the notice of default to outside counsel?', 'Peter Langley did.') as ValueClaim[];
    expect(c?.role).toBe('sender');
    // Whom it went to ("outside counsel") weighs half: the From line need not say it.
    expect(c?.subject.get('counsel')).toBeLessThan(c!.subject.get('notice')!);
    const found = candidatesFor(c!, sentences, []);
    expect(found.some((x) => !x.agrees && x.sourceValue === 'Rosa Imbert')).toBe(true);
    expect(found.some((x) => x.agrees)).toBe(false);
  });

  it('reads who wrote an e-mail from its From line, and a forward’s header only for the forwarding', () => {
    const plain = ['From: Victor Hale <vhale@harbor.example>', 'To: Ellen Park <epark@alder.example>', 'Subject: Late rent', '', 'Ellen, the rent will be late.'].join('\n');
    const [wrote] = claims('Who wrote the e-mail about the late rent?', 'Ellen Park.') as ValueClaim[];
    expect(candidatesFor(wrote!, splitPage('m', 'Late rent.eml', 1, plain, reference), []).some((x) => !x.agrees && x.sourceValue === 'Victor Hale')).toBe(true);
    // "Who did the default e-mail come from?" asks about the message forwarded, not the forwarder.
    const [from] = claims('Who did the notice of default e-mail come from?', 'Victor Hale.') as ValueClaim[];
    expect(candidatesFor(from!, splitPage('m', 'FW Notice of Default - Lease dated June 2 2024.eml', 1, mail, reference), []).filter((x) => x.quote.text.startsWith('From:'))).toEqual([]);
  });
});

describe('where a letter was sent', () => {
  it('reads a postal address as its city in its state, the state by name or by code', () => {
    expect(findPlaces('1400 Harbor Parkway, Suite 200, Wilmington, DE 19801').map((p) => p.value)).toEqual(['Wilmington, DE']);
    expect(findPlaces('12 Quarry Road, Easton, Pennsylvania 18042').map((p) => p.value)).toEqual(['Easton, Pennsylvania']);
    expect(placeLevel('Easton, Pennsylvania')).toBe('city');
  });

  it('holds "where was the notice sent" against the address in the letter’s heading', () => {
    const letter = ['HARBOR FOODS INC.', '12 Quarry Road, Easton, Pennsylvania 18042', '', 'May 3, 2024', '', 'Alder Properties LLC', '1400 Harbor Parkway, Suite 200, Wilmington, DE 19801', '', 'Re: Notice of Default', '', 'Dear Ms. Park:', 'The rent is overdue.'].join('\n');
    const sentences = splitPage('l', 'Harbor Notice of Default 2024-05-03.pdf', 1, letter, reference);
    const [c] = claims('Where was the notice of default sent?', 'To their office in Dover.') as ValueClaim[];
    expect(candidatesFor(c!, sentences, []).some((x) => !x.agrees && x.sourceValue.startsWith('Wilmington'))).toBe(true);
  });
});

describe('a firm the extractor does not know, in a sentence stating the question’s own value', () => {
  it('reads "Quarry Mills" as the name that answers "which customer … by May 9", and not without a day or a sum to pin it', () => {
    const [c] = claims('Which customer threatened to cancel its orders by May 9?', 'Alder Properties.') as ValueClaim[];
    const said = sourceSentence('Can we talk today? Quarry Mills is threatening to cancel its orders by May 9.');
    expect(candidatesFor(c!, [said], []).some((x) => !x.agrees && x.sourceValue === 'Quarry Mills')).toBe(true);
    // A term in quotes names a concept, not a customer.
    const term = sourceSentence('Harbor shall keep the orders (the "Standing Orders") until May 9.');
    expect(candidatesFor(c!, [term], []).filter((x) => !x.agrees)).toEqual([]);
    const [loose] = claims('Which customer threatened to cancel its orders in May?', 'Alder Properties.') as ValueClaim[];
    expect(candidatesFor(loose!, [sourceSentence('Can we talk today? Quarry Mills is threatening to cancel its orders in May.')], []).filter((x) => !x.agrees)).toEqual([]);
  });
});

describe('the month of May, and a count named without "how many"', () => {
  it('reads "the May invoice" and "On May 2" as a month, not the modal "may" of a rule', () => {
    const paid = claims('Did Harbor pay the May invoice?', 'Yes, in full.').find((c): c is PolarityClaim => c.kind === 'negation');
    expect(candidatesFor(paid!, [sourceSentence('Harbor has not paid the May invoice.')], []).some((x) => !x.agrees)).toBe(true);
    const [none] = claims('Did Harbor receive any complaint before June?', 'No, none at all.') as PolarityClaim[];
    expect(candidatesFor(none!, [sourceSentence('On May 2, Harbor received a written complaint from Alder about the noise.')], []).some((x) => !x.agrees)).toBe(true);
    // The modal still marks a rule: what may be done is not what was done.
    expect(candidatesFor(paid!, [sourceSentence('Harbor may withhold the May invoice if it is disputed.')], [])).toEqual([]);
    expect(isElliptical('And the May invoice?')).toBe(true);
    expect(isElliptical('May Harbor end the lease early?')).toBe(false);
  });

  it('reads "and" and a name, without a verb, as the question before asked again', () => {
    expect(isElliptical("And Brooklyn Orthopaedic — Dr. Marsh-Whitley's group?")).toBe(true);
    expect(isElliptical('And Hudson Valley?')).toBe(true);
    expect(questionTypeAfter('And Ms. Liu?', 'When did Mr. Voss first see the report?')).toBe('when');
    // A statement put to the witness has its verb.
    expect(isElliptical('And Tom signed it?')).toBe(false);
    expect(isElliptical('And Harbor is a New Jersey corporation, correct?')).toBe(false);
  });

  it('counts what "the number of …" names, and holds it against an earlier answer', () => {
    const { later, against } = againstEarlier(['How many trailers did Harbor pull from the pool?', 'Forty.'], ['And the number of trailers taken out of the pool?', 'Sixty or so.']);
    expect(later?.value.kind === 'quantity' && later.value.unit).toEqual(['trailer']);
    expect(against.some((c) => !c.agrees && c.sourceValue === 'Forty')).toBe(true);
  });
});

describe('an answer that names no one, or no place', () => {
  it('is not taken for a name by the capital that opens its sentence', () => {
    const ev = (q: string, a: string) => detectEvasion(q, a, questionType(q), false)?.kind ?? null;
    expect(ev('Who approved the rate?', 'That was a busy week for all of us.')).toBe('non_responsive');
    expect(ev('Who approved the rate?', 'We did, on May 3.')).toBeNull();
    expect(ev('Who approved the rate?', 'Karen, I believe.')).toBeNull();
    expect(ev('Where was the meeting held?', 'At their office downtown.')).toBeNull();
  });
});

describe('a yes or no held against an act said in other words', () => {
  const holds = (q: string, a: string, source: string) => {
    const [c] = claims(q, a).filter((x) => x.kind === 'negation') as PolarityClaim[];
    return candidatesFor(c!, [sourceSentence(source)], []).some((x) => !x.agrees);
  };

  it('reads a refusal as the opposite of consent, and a refusal asked about as the act itself', () => {
    expect(holds('Did Alder approve the sublease?', 'Yes, in writing.', 'Alder rejected the proposed sublease.')).toBe(true);
    expect(holds('Did Alder refuse the renewal?', 'No, they agreed to renew.', 'Alder refused to renew the lease.')).toBe(true);
    // An approval is not contradicted by a rejection of something else in the same breath.
    expect(holds('Did Alder approve the sublease?', 'Yes.', 'Alder approved the sublease and rejected the parking request.')).toBe(false);
  });

  it('reads "give notice" as the notice and "notified" as notice given', () => {
    expect(holds('Did Harbor give notice of the leak?', 'We did not.', 'Harbor notified Alder of the leak on April 2.')).toBe(true);
    expect(stem('refused')).toBe(stem('refuse'));
    expect(stem('passed')).toBe(stem('pass'));
  });
});

describe('places asked by kind, and ranges said with one scale', () => {
  it('compares a state asked with the state of a city’s address, unless the sentence names a state of its own', () => {
    const [c] = claims('In which state is the warehouse?', 'New Jersey.') as ValueClaim[];
    expect(candidatesFor(c!, [sourceSentence('The warehouse is at 12 Quarry Road, Easton, PA 18042.')], []).some((x) => !x.agrees)).toBe(true);
    expect(candidatesFor(c!, [sourceSentence('The warehouse is at 12 Quarry Road, Trenton, NJ 08608.')], []).some((x) => x.agrees)).toBe(true);
    const [org] = claims('In which state is Harbor organized?', 'Delaware.') as ValueClaim[];
    expect(candidatesFor(org!, [sourceSentence('Harbor, a Delaware corporation organized in 2001 with offices at 12 Quarry Road, Easton, Pennsylvania 18042.')], []).filter((x) => !x.agrees)).toEqual([]);
  });

  it('reads "the Bethlehem one" to "which warehouse" as the Bethlehem warehouse', () => {
    const [c] = claims('Which warehouse flooded?', 'The Bethlehem one.') as ValueClaim[];
    expect(c?.value.kind === 'place' && c.value.value).toBe('Bethlehem warehouse');
    expect(candidatesFor(c!, [sourceSentence('The Easton warehouse flooded on April 2.')], []).some((x) => !x.agrees && x.sourceValue === 'Easton warehouse')).toBe(true);
  });

  it('gives the first number of "sixty, sixty-five thousand" the scale said once', () => {
    const [c] = claims('What did the repairs cost?', 'Something like sixty, sixty-five thousand.') as ValueClaim[];
    expect(c?.value.kind === 'amount' && c.value.amount).toBe(60000);
    expect(candidatesFor(c!, [sourceSentence('The roof repairs cost $62,300.')], []).every((x) => x.agrees)).toBe(true);
  });
});

describe('the witness against their own earlier answer, asked again in other words', () => {
  it('meets "when did you first learn of it" with "the first you heard of it was when"', () => {
    const [first] = claims('When did you first learn of the leak?', 'June 2nd.') as ValueClaim[];
    const [later] = claims('So the first you heard of the leak was when?', 'Around the tenth of June.') as ValueClaim[];
    const earlier = [{ line: 5, text: 'Q. When did you first learn of the leak? A. June 2nd.', claims: [first!] }];
    expect(candidatesFor(later!, [], earlier).some((c) => !c.agrees && c.score >= 0.5)).toBe(true);
  });
});

describe('the same thing asked twice, its answers running on differently', () => {
  const all = (question: string, answer: string, previousQuestion: string | null = null) =>
    extractClaims({ question, answer, previousQuestion, reference, common: new Set(['meridian']) }).filter((c): c is ValueClaim => c.kind !== 'negation');

  it('holds a count against the clause of an earlier answer that gave it for the same time', () => {
    const before = all('How many analysts work under you?', "Sixteen right now. At the time of the inspection it was fourteen; we've brought on two since the summer.");
    const [later] = all('How many analysts did you have during the inspection?', 'I had, what, twenty at that point.');
    // ("At that point" says when, not what about.)
    expect(later?.subject.has('point')).toBe(false);
    const earlier = [{ line: 8, text: 'Q. How many analysts work under you? A. Sixteen right now…', claims: before }];
    expect(candidatesFor(later!, [], earlier).some((c) => !c.agrees && c.sourceValue === 'fourteen' && c.score >= THRESHOLDS.quantity)).toBe(true);
  });

  it('holds "all eight people in regulatory" against the group counted before, not another count', () => {
    const team = all('How many people are in your group?', 'Five, including me. Three regulatory specialists and a submissions coordinator.');
    const [visitors] = all('How many investigators came?', 'Two. An investigator and a chemist.');
    const [later] = all('When the warning letter came in, how many people in your group worked on the response?', 'All of us. All eight people in regulatory.');
    expect(later?.whole).toBe(true);
    const earlier = [{ line: 6, text: 'Q. How many people are in your group? A. Five, including me…', claims: team }, { line: 20, text: 'Q. How many investigators came? A. Two…', claims: [visitors!] }];
    const found = candidatesFor(later!, [], earlier).filter((c) => !c.agrees && c.score >= THRESHOLDS.quantity);
    expect(found.some((c) => c.quote.line === 6)).toBe(true);
    expect(found.some((c) => c.quote.line === 20)).toBe(false);
  });

  it('reads "And its annual budget?" as a year’s figure, against "four point two million a year"', () => {
    const [before] = all("What's the firmware group's annual budget?", 'Roughly four point two million a year, all in. Salaries, tools, lab time.');
    const [later] = all('And its annual budget?', 'Two and a half million, give or take.', 'How big is the firmware group?');
    expect(later?.value.kind === 'amount' && later.value.per).toBe('year');
    const earlier = [{ line: 14, text: "Q. What's the firmware group's annual budget? A. Roughly four point two million a year…", claims: [before!] }];
    expect(candidatesFor(later!, [], earlier).some((c) => !c.agrees)).toBe(true);
  });

  it('reads "in a typical month" as a month’s figure: against a year’s total no contradiction, against a later monthly figure one', () => {
    const [monthly] = claims('Ballpark, what did the marina spend on fuel in a typical month?', 'Somewhere around twelve, fifteen thousand dollars.') as ValueClaim[];
    expect(monthly?.value.kind === 'amount' && monthly.value.per).toBe('month');
    expect([...monthly!.subject.keys()]).not.toContain('ballpark');
    const total = sourceSentence("The marina's fuel purchases for 2023 totaled $148,200.00.");
    expect(candidatesFor(monthly!, [total], []).some((c) => !c.agrees)).toBe(false);
    // A bound on when ("In the weeks before the storm, …") and "running at" say when and how much,
    // not what: the fuel bill asked again in other words.
    const { later, against } = againstEarlier(
      ['Ballpark, what did the marina spend on fuel in a typical month?', 'Somewhere around twelve, fifteen thousand dollars.'],
      ["In the weeks before the storm, what was the marina's fuel spending running at?", 'Forty thousand a month, easily. It was a busy summer.'],
    );
    // (Spending running at a figure is asked how much, not where: "the marina" is whose spending.)
    expect(questionType("What was the marina's fuel spending running at?")).toBe('how_much');
    expect([...later!.subject.keys()]).not.toContain(canonical('run'));
    expect(against.some((c) => !c.agrees && c.score >= THRESHOLDS.amount)).toBe(true);
  });

  it('reads a sum the question itself states as its premise, not as what the answer computed', () => {
    const [c] = claims('On a two million building limit, what does the three percent come to?', 'Sixty thousand.') as ValueClaim[];
    expect(c?.premises).toEqual([2_000_000]);
    const limits = sourceSentence('Coverages and Limits: Building $2,000,000; the windstorm deductible is 3% of the Building limit.');
    expect(candidatesFor(c!, [limits], []).filter((x) => !x.agrees).map((x) => x.sourceValue)).not.toContain('$2,000,000');
  });

  it('leaves the facts to a primary paper that states the witness’s value where only a pleading disagrees', () => {
    const [c] = claims('How much did the insurer agree to pay?', 'Twenty-two thousand and change.') as ValueClaim[];
    const quote = (filename: string) => ({ source: 'document' as const, text: 't', document_id: filename, filename, page_number: 1, line: null });
    const pleading = { score: 0.61, agrees: false, quote: quote('Summons and Complaint.pdf'), sourceValue: '$1,400,000.00' };
    const letter = { score: 0.65, agrees: true, quote: quote('Denial letter (2024-03-08).docx'), sourceValue: '$22,310.00' };
    expect(decide(c!, [pleading, letter])).toBeNull();
    // (A pleading stands where no primary paper states the value.)
    expect(decide(c!, [pleading])?.sourceValue).toBe('$1,400,000.00');
  });

  it('reads a month before a noun in a yes as naming which thing, not when', () => {
    expect(claims('After the audit, did Accounting look into the refunds?', 'I believe so. They asked us for our June statements sometime that summer.').filter((c) => c.kind === 'date')).toEqual([]);
    expect(claims('Did you go out to the yard in the fall?', 'Yes, in October, the week after the storm.').filter((c) => c.kind === 'date')).toHaveLength(1);
  });

  it('reads a sum a figure changed by as a difference, not the figure', () => {
    const [by, from, to] = findAmounts('The board will restate 2023 sales downward by approximately $2.1 million (from $18.4 million to $16.3 million).');
    expect([by?.relative, from?.relative, to?.relative]).toEqual([true, undefined, undefined]);
    expect(findAmounts('Rent was increased by $400 a month.')[0]?.relative).toBe(true);
  });

  it('does not read how far into a span a moment fell as the span’s length', () => {
    expect(findQuantities('June to June, so the storm came about four months into the term.')).toEqual([]);
    expect(findQuantities('We were two weeks in, and the pump failed.')).toEqual([]);
    expect(findQuantities('The notice gave thirty days in which to cure.').map((q) => q.value)).toEqual([30]);
  });

  it('reads a lower bound said without a year as holding a year earlier too', () => {
    const text = 'It came to me some time after my October visit.';
    const [after] = withTimeBounds(text, findDates(text, new Date('2024-11-19T12:00:00Z'))) as DateValue[];
    expect(after?.bound).toBe('after');
    expect(withinBound(after!, findDates('December 15, 2023', reference)[0]!)).toBe(true);
    expect(withinBound(after!, findDates('August 2, 2023', reference)[0]!)).toBe(false);
  });

  it('holds a street address asked of a party against the same street in the papers, its town misremembered', () => {
    const [c] = claims("Where did you drive to — what's the yacht club's street address?", 'Twelve Harbor Road, in Port Washington.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(c?.address).toMatchObject({ street: 'harbor', suffix: 'road' });
    const insured = sourceSentence('Named Insured: Bayside Yacht Club LLC, 12 Harbor Road, Port Jefferson, NY 11777.');
    expect(candidatesFor(c!, [insured], []).map((x) => x.agrees)).toEqual([false]);
    // (Another street is another party's address.)
    expect(candidatesFor(c!, [sourceSentence('Broker: Lindqvist Agency, 40 Main Street, Port Washington, NY 11050.')], [])).toEqual([]);
  });

  it('reads a letter denying a claim as the denial letter', () => {
    expect(canonical('denial')).toBe(canonical('denying'));
    expect(canonical('denials')).toBe(canonical('denied'));
  });

  it('reads a yes said over in the witness’s own words against a paper denying those words', () => {
    const [c] = claims('And the guest moorings come in under that same endorsement?', 'Yes, I believe the guest moorings are covered under the same sublimit.') as PolarityClaim[];
    expect(c?.kind).toBe('negation');
    expect([...(c?.restated?.keys() ?? [])]).toContain(canonical('covered'));
    const denied = sourceSentence('Guest moorings are not Covered Property.');
    expect(candidatesFor(c!, [denied], []).some((x) => !x.agrees)).toBe(true);
    // (A yes with a "but" restates nothing: "Yes, but only the fixed ones are covered.")
    const [hedged] = claims('And the guest moorings come in under that same endorsement?', 'Yes, but only the fixed moorings are covered.') as PolarityClaim[];
    expect(hedged?.restated).toBeUndefined();
  });

  it('reads a question word left at the end as it would read at the front', () => {
    expect(questionType('And that refund was for what?')).toBe('open');
    expect(questionType('So the restated revenue for that year is roughly what?')).toBe('how_much');
    // (And "which year's revenue" asks which year: the possessor, not the sum.)
    expect(questionType('Which quarter’s sales were written down?')).toBe('when');
    expect(questionType("Which building's roof failed first?")).toBe('where');
    const [year] = claims('Which quarter’s sales were written down?', 'Fiscal twenty-two.') as ValueClaim[];
    expect(year?.value.kind === 'date' && year.value.date.slice(0, 4)).toBe('2022');
    expect(findDates('The board will restate FY2023 sales.', reference).map((d) => d.date)).toEqual(['2023-01-01']);
    expect(questionType('The lease was signed by whom?')).toBe('who');
    expect(questionType('And you met them where?')).toBe('where');
    expect(questionType('So the two lines together come to what?')).toBe('how_much');
  });

  it('does not hold "who else was copied?" against who was copied before', () => {
    const [before] = all('Who was copied on the letter?', 'Sarah Lindgren.');
    const [later] = all('Who else was copied on the letter?', 'Tom Beckett.');
    expect(later?.askedAbout).toBeUndefined();
    expect(before?.askedAbout?.type).toBe('who');
  });

  it('does not take a question asked another way ("how long" against "when") for the same one', () => {
    const [before] = all('How long was the contract to run?', 'Three years, through 2024.');
    const [later] = all('When was the contract signed?', 'The fifteenth of March, 2021.');
    expect(before?.askedAbout?.type).toBe('how_long');
    expect(later?.askedAbout?.type).toBe('when');
  });

  it('asks what a request names ("remind me of the figure"), past a possessive to its noun, and a group’s size as a count', () => {
    expect(questionType('Remind me of the remediation figure in the draft response?')).toBe('how_much');
    expect(questionTypeAfter("And the lab's own budget, before any of this?", 'Remind me of the remediation figure in the draft response?')).toBe('how_much');
    expect(questionType('How big is the firmware group?')).toBe('how_many');
    expect(questionType('How big was the claim?')).toBe('how_much');
  });

  it('reads the period a sum is named for before it, and holds a year’s pay against a salary with no period said', () => {
    expect(findAmounts('most recently as Director, at an annual salary of $118,500.00 plus a bonus.').map((a) => a.per)).toEqual(['year']);
    expect(findAmounts('Monthly rent: $4,200.').map((a) => a.per)).toEqual(['month']);
    expect(findAmounts('The total came to $4,200.').map((a) => a.per)).toEqual([undefined]);
    const [pay] = claims('He was making about a hundred and thirty thousand a year when he left, correct?', 'Correct, give or take.') as ValueClaim[];
    // ("Making" is the pay, not a word of its own a sentence about the salary must hold.)
    expect(pay?.subject.has('make')).toBe(false);
    expect(candidatesFor(pay!, [sourceSentence('Rivera was employed until August 9, 2023, at a salary of $118,500.00.')], []).some((c) => !c.agrees)).toBe(true);
    // A month's figure is still not a year's.
    expect(candidatesFor(pay!, [sourceSentence('His salary was paid at $9,875.00 per month.')], []).length).toBe(0);
  });

  it('reads "half past nine", "twenty to seven" and "a quarter to eight in the evening" as times, not "five to ten trailers"', () => {
    const said = (t: string) => findClockTimes(t).map((c) => [c.clock, c.meridiem]);
    expect(said('Late Friday night. Around half past nine, I think.')).toEqual([[21 * 60 + 30, true]]);
    expect(said('About twenty to seven.')).toEqual([[6 * 60 + 40, false]]);
    expect(said('a quarter to eight in the evening')).toEqual([[19 * 60 + 45, true]]);
    expect(said('We had five to ten trailers a day.')).toEqual([]);
  });

  it('reads "when was the complaint filed?" as the date the pleading bears', () => {
    const [filed] = claims('And the complaint, Exhibit 2. When was that filed?', 'The eighteenth of August.') as ValueClaim[];
    expect(filed?.subject.has(canonical('bear'))).toBe(true);
    const [met] = claims('When was the meeting?', 'The eighteenth of August.') as ValueClaim[];
    expect(met?.subject.has(canonical('bear'))).toBe(false);
  });

  it('reads "according to the letterhead" against the letterhead\'s lines', () => {
    const letter = [
      'HARTWELL MUTUAL INSURANCE COMPANY',
      'Commercial Claims | One Hartwell Plaza, Concord, NH 03301',
      'March 8, 2024',
      'Via Certified Mail',
      'Bayside Marina LLC',
      '40 Shore Road, Port Jefferson, NY 11777',
      'Dear Mr. Ames:',
      'We have completed our investigation of the above claim.',
    ].join('\n');
    const sentences = splitPage('d', 'Hartwell denial of claim (2024-03-08).docx', 1, letter, reference);
    const [c] = claims('Where is Hartwell\'s claims office, according to the letterhead?', 'Manchester, New Hampshire.') as ValueClaim[];
    expect(c?.kind).toBe('place');
    expect([...c!.subject.keys()]).not.toContain(canonical('according'));
    expect(candidatesFor(c!, sentences, []).some((x) => !x.agrees && x.sourceValue.startsWith('Concord'))).toBe(true);
  });

  it('reads "when did they commence this action?" as the date its complaint bears', () => {
    const [brought] = claims('When did the landlord commence this action?', 'Sometime in 2022.') as ValueClaim[];
    expect(brought?.subject.has(canonical('bear'))).toBe(true);
    expect(brought?.subject.has(canonical('complaint'))).toBe(true);
    const [sued] = claims('When was suit brought against the tenant?', 'In March.') as ValueClaim[];
    expect(sued?.subject.has(canonical('complaint'))).toBe(true);
    // An action of another kind is no suit: "the corrective action" was not filed.
    const [fixed] = claims('When did they start the corrective action?', 'In March.') as ValueClaim[];
    expect(fixed?.subject.has(canonical('complaint'))).toBe(false);
  });

  it('compares a depth in inches with one in feet', () => {
    const [inches] = findQuantities('Eighteen inches on the walls.');
    const [feet] = findQuantities('water reaching 4.1 feet above grade');
    expect(unitsMatch(inches!.unit, feet!.unit)).toBe(true);
    expect(quantitiesAgree(18, 4.1, false, inches!.unit, feet!.unit)).toBe(false);
    expect(quantitiesAgree(18, 1.5, false, inches!.unit, feet!.unit)).toBe(true);
    // (A length is never a duration.)
    expect(quantitiesAgree(12, 1, false, ['inch'], ['day'])).toBe(false);
  });

  it('counts a bare number after a verbless question in what the question before counted', () => {
    const [nine] = all('And the firmware group specifically?', 'Nine, counting Greg while he was there.', 'How many people are in the engineering organization you run today?');
    expect(nine?.value.kind === 'quantity' && nine.value.value).toBe(9);
    expect(nine?.value.kind === 'quantity' && nine.value.unit).toEqual(['peopl']);
  });
});

describe('a proposition put to the witness', () => {
  it('leaves the frame ("It’s fair to say", "You would agree that") out, and reads "I would agree" as yes', () => {
    const [fair] = claims('It’s fair to say the lease was renewed, isn’t it?', 'That’s fair.') as PolarityClaim[];
    expect([...fair!.subject.keys()].sort()).toEqual(['leas', 'renew']);
    expect(answerPolarity('I would agree.')?.polarity).toBe('yes');
    const [agreed] = claims('You would agree that Harbor paid the deposit?', 'I would agree.') as PolarityClaim[];
    expect(agreed?.subject.has('consent')).toBe(false);
  });

  it('keeps seeing in "did you see the report?", so a sentence about the report does not answer it', () => {
    const [c] = claims('Did you ever see the inspection report before today?', 'No.') as PolarityClaim[];
    expect(c?.subject.has('today')).toBe(false);
    expect(candidatesFor(c!, [sourceSentence('The inspection report was prepared by Marco Diaz.')], [])).toEqual([]);
  });
});

describe('names in their roles on a long letter heading and an e-mail', () => {
  const letter = [
    'HARBOR COLD STORAGE, INC.',
    '215 Front Street, Trenton, NJ 08608',
    'Tel. (609) 555-0142 · www.harborcold.example',
    'June 3, 2024',
    'VIA FEDEX OVERNIGHT',
    'Ms. Ellen Park',
    'Chief Financial Officer',
    'Ridgeway Foods LLC',
    '88 Mill Road, Bethlehem, PA 18015',
    'Re: Notice of Default under the Storage Agreement',
    'Dear Ms. Park:',
    'Ridgeway has failed to pay invoices totaling $84,250.00 for April and May 2024.',
    'Very truly yours,',
    'Victor Hale',
    'General Manager',
    'cc: Dana Whitfield, Controller',
  ].join('\n\n');
  const mail = [
    'From: Dana Whitfield <dwhitfield@harborcold.example>',
    'To: Ellen Park <epark@ridgeway.example>',
    'Cc: Victor Hale <vhale@harborcold.example>',
    'Date: Friday, May 10, 2024 9:14 AM',
    'Subject: RE: Pallet counts',
    '',
    'Ellen, the April count was 412 pallets in Room 4.',
  ].join('\n');
  const sentences = [...splitPage('l', 'Harbor Notice of Default 2024-06-03.pdf', 1, letter, reference), ...splitPage('m', 'RE Pallet counts.eml', 1, mail, reference)];
  const against = (q: string, a: string) => {
    const [c] = claims(q, a) as ValueClaim[];
    const found = candidatesFor(c!, sentences, []);
    const best = (agrees: boolean) => found.filter((x) => x.agrees === agrees).sort((x, y) => y.score - x.score)[0];
    return { disagree: best(false), agree: best(true) };
  };

  it('reads a letter heading of a dozen lines as whom the letter went to', () => {
    const { disagree, agree } = against('Who was the notice of default addressed to?', 'Victor Hale.');
    expect(disagree?.sourceValue).toContain('Ellen Park');
    // The signer is not whom it went to: his closing does not agree.
    expect(agree).toBeUndefined();
  });

  it('reads "who sent the e-mail" as asking for its sender, not whom it was sent to', () => {
    const wrong = against('Who sent the e-mail about the pallet counts?', 'Ellen Park.');
    expect(wrong.disagree?.sourceValue).toBe('Dana Whitfield');
    expect(wrong.disagree!.score).toBeGreaterThan(wrong.agree?.score ?? 0);
    expect(against('Who sent the e-mail about the pallet counts?', 'Dana Whitfield.').agree?.sourceValue).toBe('Dana Whitfield');
  });

  it('counts whoever was copied among those who received it, but not among those it was addressed to', () => {
    expect(against('Who received the pallet count e-mail?', 'Victor Hale.').agree?.sourceValue).toBe('Victor Hale');
    expect(against('Who was the pallet count e-mail addressed to?', 'Victor Hale.').agree).toBeUndefined();
  });
});

describe('a figure, a place and a clause read as a document states them', () => {
  const notice = [
    'HARBOR COLD STORAGE, INC.',
    '215 Front Street, Trenton, NJ 08608',
    'June 3, 2024',
    'Ms. Ellen Park',
    'Ridgeway Foods LLC',
    '88 Mill Road, Bethlehem, PA 18015',
    'Re: Notice of Default under the Storage Agreement',
    'Dear Ms. Park:',
    'Ridgeway has failed to pay invoices totaling $84,250.00 for April and May 2024. Unless payment is received within 15 days, Harbor will terminate the Storage Agreement.',
    'Very truly yours,',
    'Victor Hale',
  ].join('\n\n');
  const agreement = 'Any dispute shall be brought exclusively in the Superior Court of New Jersey, Mercer County.';
  const sentences = [...splitPage('n', 'Harbor Notice of Default 2024-06-03.pdf', 1, notice, reference), ...splitPage('a', 'Storage Agreement (executed 2022-01-10).docx', 4, agreement, reference)];
  const disagreeing = (q: string, a: string) => {
    const [c] = claims(q, a).filter((x) => x.kind !== 'negation') as ValueClaim[];
    return candidatesFor(c!, sentences, []).filter((x) => !x.agrees).sort((x, y) => y.score - x.score)[0];
  };

  it("reads a letter's body as about what its title names, for a figure it states", () => {
    const owed = disagreeing('How much did Ridgeway owe when Harbor sent the notice of default?', 'I think it was around sixty thousand dollars.');
    expect(owed?.sourceValue).toBe('$84,250.00');
    expect(owed!.score).toBeGreaterThanOrEqual(0.5);
    const days = disagreeing('How many days did the notice of default give to pay?', 'Thirty days.');
    expect(days?.sourceValue).toBe('15 days');
    expect(days!.score).toBeGreaterThanOrEqual(0.5);
  });

  it("reads an agreement's clause as what the parties agreed, and an irregular verb as its base ('brought' is 'bring')", () => {
    expect(bagOf('Any dispute shall be brought in Mercer County.').has(bagOf('bring').keys().next().value!)).toBe(true);
    const county = disagreeing('In which county did the parties agree to bring disputes?', 'Middlesex County.');
    expect(county?.sourceValue).toBe('Mercer County');
    expect(county!.score).toBeGreaterThanOrEqual(0.55);
  });

  it('reads the letterhead as where a letter came from and the address under its date as where it went', () => {
    expect(disagreeing('Where was the notice of default sent to?', 'Bethlehem, Pennsylvania.')).toBeUndefined();
    expect(disagreeing('Where was the notice of default sent to?', 'Allentown.')?.sourceValue).toContain('Bethlehem');
    expect(disagreeing('Where was the notice of default sent from?', 'Newark.')?.sourceValue).toContain('Trenton');
  });

  it('reads a pleading\u2019s verification as its verifying: who swears it verified it', () => {
    const verification = splitPage('v', 'Verified Complaint - Johnson v. Harbor.pdf', 9, 'STATE OF NEW JERSEY, COUNTY OF MERCER, ss.: MARY JOHNSON, being duly sworn, deposes and says: I am the plaintiff in this action; I have read the foregoing complaint and know its contents.', reference);
    expect(verification[0]!.lead).toContain(canonical('verify'));
    const [c] = claims('Who verified the complaint?', 'Mr. Hale, as the attorney.').filter((x) => x.kind === 'name') as ValueClaim[];
    expect(candidatesFor(c!, verification, []).some((x) => !x.agrees && x.sourceValue === 'Mary Johnson' && x.score >= 0.55)).toBe(true);
  });

  it('reads where a letter "came out of" or what is printed at its top as its letterhead, a receipt stamp above it notwithstanding', () => {
    const stamped = splitPage('s', 'Harbor Notice of Default 2024-06-03 (scan).pdf', 1, ['RECEIVED JUN 05 2024', notice].join('\n\n'), reference).map((x) => ({ ...x, referent: true }));
    const from = (q: string, a: string) => {
      const [c] = claims(q, a).filter((x) => x.kind === 'place') as ValueClaim[];
      expect(c!.role).toBe('sender');
      return candidatesFor(c!, stamped, []).filter((x) => !x.agrees).sort((x, y) => y.score - x.score)[0];
    };
    expect(from('Which Harbor office did the notice of default come out of?', 'Newark.')?.sourceValue).toContain('Trenton');
    expect(from('What city is printed at the top of the notice of default?', 'Bethlehem.')?.sourceValue).toContain('Trenton');
  });

  it('reads a person after "to" as no place, and a fee or a township asked as what they are', () => {
    expect(findPlaces('I forwarded it to Tom Beckett on Monday.')).toEqual([]);
    expect(findPlaces('It was sent to Allentown.').map((p) => p.value)).toEqual(['Allentown']);
    expect(questionType('What was the monthly storage fee?')).toBe('how_much');
    expect(questionType('Which township is the warehouse in?')).toBe('where');
  });
});

describe('when the witness took up the post they hold', () => {
  it('holds the start of the same post against itself however asked, not the start with the employer', () => {
    const contradicted = (earlier: [string, string], later: [string, string]) => againstEarlier(earlier, later).against.some((c) => !c.agrees && c.score >= 0.75);
    const title = ['What is your current title?', 'Warehouse operations manager. I\u2019ve had that title since October of 2022.'] as [string, string];
    expect(contradicted(title, ['And when did you become a manager there?', 'Last spring. Before that I ran the night shift.'])).toBe(true);
    expect(contradicted(title, ['When did you become a manager?', 'In October of 2022.'])).toBe(false);
    // (Joining the company is another fact.)
    expect(contradicted(title, ['How long have you been with the company?', 'Since March of 2019. I came in as a forklift operator.'])).toBe(false);
    const held = ['What do you do there?', 'Night dispatch supervisor. I got that job in February of 2021.'] as [string, string];
    expect(contradicted(held, ['How long have you held the supervisor job?', 'Since the summer of 2023.'])).toBe(true);
    // (The witness's own "when I became …" clause, against how long they have held "that position".)
    expect(contradicted(['How long have you held that position?', 'Since May of 2018.'], ['Was she already the buyer then?', 'She was. When I became plant manager in 2020, she was already buying for both lines.'])).toBe(true);
  });

  it('holds when the witness joined an employer against itself though the two questions share only its name', () => {
    const contradicted = (earlier: [string, string], later: [string, string]) => againstEarlier(earlier, later).against.some((c) => !c.agrees && c.score >= 0.75);
    expect(contradicted(['How long have you worked in the Freight Division?', 'Since 2015, so about nine years now.'], ['And when did you join the Freight Division?', 'In 2018, when I came over from the depot.'])).toBe(true);
  });
});

describe('numbered things and plain words for whom one reports to', () => {
  it('reads "Room 6" as another room than "Room 4", in a document or in the earlier answer', () => {
    expect(designators('How many pallets were in Room 6 and under Section 4.3, Dock No. 7?')).toEqual(['room 6', `${canonical('section')} 4.3`, 'dock 7']);
    // (Not a date, a year after "In", nor a number after "about".)
    expect(designators('In 2023, on May 2, about 40 pallets.')).toEqual([]);
    const { against } = againstEarlier(['How many pallets did Ridgeway have in Room 4 in April?', 'About four hundred.'], ['How many pallets did Ridgeway have in Room 6 in April?', 'About three hundred.']);
    expect(against).toEqual([]);
    const same = againstEarlier(['How many pallets did Ridgeway have in Room 4 in April?', 'About four hundred.'], ['How many pallets were in Room 4 that April?', 'About three hundred.']);
    expect(same.against.some((c) => !c.agrees)).toBe(true);
    const [room6] = claims('How many pallets were in Room 6 in April?', 'Three hundred.') as ValueClaim[];
    expect(candidatesFor(room6!, [sourceSentence('In April, Room 4 held 412 pallets.')], [])).toEqual([]);
  });

  it('reads "your boss" as whom the witness reported to', () => {
    const { against } = againstEarlier(['Who did you report to in 2024?', 'Victor Hale.'], ['And your boss in 2024 was who?', 'Dana Whitfield.']);
    expect(against.some((c) => !c.agrees && c.sourceValue === 'Victor Hale')).toBe(true);
  });
});

describe('names that share a word, and a city written with its state', () => {
  it('keeps "New Brunswick" from "North Brunswick" and "Ellen Park" from "Ellen Parker"', () => {
    expect(namesAgree('New Brunswick', 'North Brunswick')).toBe(false);
    expect(namesAgree('North Brunswick', 'North Brunswick, New Jersey')).toBe(true);
    expect(namesAgree('Ellen Park', 'Ellen Parker')).toBe(false);
    expect(namesAgree('Ray Voss', 'Raymond Voss')).toBe(true);
    expect(mentionAt('New Brunswick', 'at its warehouse in North Brunswick')).toBe(-1);
    expect(mentionAt('Ellen Park', 'to its Director of Logistics, Ellen Parker.')).toBe(-1);
    expect(mentionAt('Ellen Park', 'to Ellen Park, its Director of Logistics.')).toBeGreaterThan(0);
  });

  it('reads a city with its state without a street or ZIP code, and an annex as a site', () => {
    expect(findPlaces('at its warehouse at 40 Commerce Way, North Brunswick, New Jersey.').map((p) => p.value)).toContain('North Brunswick, New Jersey');
    expect(findPlaces('moved to the East Brunswick annex.').map((p) => p.value)).toContain('East Brunswick annex');
  });
});

describe('a person or a place put to the witness in a role and adopted', () => {
  const notice = ['Re: Notice of Default', 'Dear Ms. Park:', 'Ridgeway has failed to pay the April invoice.', 'Very truly yours,', 'Victor Hale'].join('\n\n');
  const sentences = splitPage('n', 'Harbor Notice of Default 2024-06-03.pdf', 1, notice, reference);

  it('holds "The notice was signed by Dana Whitfield? Yes." against the notice\'s signer', () => {
    const adopted = claims('The notice of default was signed by Dana Whitfield?', 'Yes, Dana signed it.').find((c): c is ValueClaim => c.kind === 'name');
    expect(adopted).toMatchObject({ quote: 'Dana Whitfield', adopted: true, role: 'sender' });
    expect(candidatesFor(adopted!, sentences, []).some((c) => !c.agrees && c.sourceValue === 'Victor Hale')).toBe(true);
  });

  it('adopts no name where the statement gives no role, and holds no earlier answer in another role against it', () => {
    expect(claims('Did Dana Whitfield call you about the notice?', 'Yes.').filter((c) => c.kind === 'name')).toEqual([]);
    const { against } = againstEarlier(['Who sent the notice of default?', 'Victor Hale.'], ['The notice of default was sent to Ellen Park?', 'Yes.']);
    expect(against.filter((c) => c.quote.source === 'testimony')).toEqual([]);
  });
});

describe('a table\'s counts and a sum named by its month', () => {
  it('reads a count under its column as a count of it, per row', () => {
    const page = ['Customer\tLoads\tPallets lost\tValue lost', 'Greenfield Markets\t4\t96\t$212,400.00', 'Hudson Produce\t6\t150\t$331,500.00', 'Total\t10\t246\t$543,900.00'].join('\n');
    const rows = splitPage('t', 'Spoilage Schedule.csv', 1, page, reference);
    const [lost] = claims('How many pallets did Hudson Produce lose?', 'Ninety-six.') as ValueClaim[];
    const found = candidatesFor(lost!, rows, []);
    expect(found.some((c) => !c.agrees && c.sourceValue.startsWith('150'))).toBe(true);
    // Greenfield's 96 is another customer's row.
    expect(found.some((c) => c.agrees)).toBe(false);
  });

  it('reads "the May storage invoice" as May\'s: April\'s sum is another invoice\'s, whatever is due in May', () => {
    const text = 'April 2024 storage invoice: $38,500.00, due May 5, 2024, unpaid. May 2024 storage invoice: $45,750.00, due June 5, 2024, unpaid.';
    const sentences = splitPage('i', 'Invoice Summary 2024.pdf', 1, text, reference);
    const [may] = claims('What was the May storage invoice?', '$38,500.') as ValueClaim[];
    const found = candidatesFor(may!, sentences, []);
    expect(found.filter((c) => c.agrees)).toEqual([]);
    expect(found.some((c) => !c.agrees && c.sourceValue === '$45,750.00')).toBe(true);
  });
});

describe('who signed, for whom, and what the witness says of the signer', () => {
  it('does not hold a signer for the other party against "who signed it on Ridgeway\'s behalf"', () => {
    const text = 'Victor Hale, Harbor Cold Storage\u2019s president, signed the storage agreement on Harbor\u2019s behalf.';
    const sentences = splitPage('c', 'Complaint - Ridgeway v. Harbor.pdf', 1, text, reference);
    const [signer] = claims("Who signed the storage agreement on Ridgeway's behalf?", 'Dana Whitfield, our treasurer.') as ValueClaim[];
    expect(signer).toMatchObject({ kind: 'name', party: ['ridgeway'] });
    expect(candidatesFor(signer!, sentences, []).filter((c) => !c.agrees)).toEqual([]);
    // Asked for Harbor, the same sentence names its signer.
    const [harbor] = claims("Who signed the storage agreement on Harbor's behalf?", 'Dana Whitfield.') as ValueClaim[];
    expect(candidatesFor(harbor!, sentences, []).some((c) => !c.agrees && c.sourceValue === 'Victor Hale')).toBe(true);
  });

  it('weighs the words set beside a named person as a side remark, not as what was asked', () => {
    const [named] = claims('Who signed the notice of default?', 'Dana Whitfield, the treasurer.') as ValueClaim[];
    const [bare] = claims('Who signed the notice of default?', 'Dana Whitfield.') as ValueClaim[];
    expect(named!.subject.get('treasur') ?? named!.subject.get('treasurer') ?? 0).toBeLessThanOrEqual(0.3);
    expect(named!.subject.get('sign')).toBe(bare!.subject.get('sign'));
  });
});

describe('sums and counts as a witness says them (ninth round)', () => {
  it('reads a rate in dollars and cents said without the words, fractions and a million\'s tenths', () => {
    expect(findAmounts('Three fifteen a loaded mile on the base rate.').map((a) => [a.amount, a.per])).toEqual([[3.15, 'mile']]);
    expect(findQuantities('Four and a quarter, roughly.').map((q) => q.value)).toEqual([4.25]);
    expect(findQuantities('Roughly a million two.').map((q) => q.value)).toEqual([1_200_000]);
    // A count and a clock time are not rates: "three fifteen" alone stays unread as a price.
    expect(findAmounts('We met at three fifteen.')).toEqual([]);
  });

  it('tells a premium over a price from the price', () => {
    expect(findAmounts('about a dollar eighty-five a mile over the Harbor rate').map((a) => [a.amount, a.per, a.relative])).toEqual([[1.85, 'mile', true]]);
    expect(findAmounts('About a dollar forty-two more a mile.').map((a) => [a.amount, a.per, a.relative])).toEqual([[1.42, 'mile', true]]);
    expect(findAmounts('Spot market (average +$1.42/mile)').map((a) => a.relative)).toEqual([true]);
    expect(findAmounts('roughly $5.00 per loaded mile').map((a) => a.relative)).toEqual([undefined]);
    // "What was Ridgeway paying per mile? — Five dollars." is not held against a premium of $1.85.
    const [price] = claims('What was Ridgeway paying per loaded mile?', 'Right around five dollars.') as ValueClaim[];
    const premium = splitPage('p', 'Hale Deposition (excerpt).txt', 1, 'A. It was about a dollar eighty-five a mile over the Harbor rate, as I recall it.', reference);
    expect(candidatesFor(price!, premium, [])).toEqual([]);
    const [more] = claims('How much more a mile was Ridgeway paying than Harbor?', 'About a dollar forty-two more a mile.') as ValueClaim[];
    expect(more!.value.kind === 'amount' && more!.value.relative).toBe(true);
  });

  it('reads "what\'s the cap" past its contraction, a rate asked "a day", and a per-mile rate', () => {
    expect(questionType("What's Harbor's liability cap for lost or damaged cargo, per trailer?")).toBe('how_much');
    const [cap] = claims("What's Harbor's liability cap for lost or damaged cargo, per trailer?", 'Somewhere around a hundred thousand a trailer, I think.') as ValueClaim[];
    expect(cap?.value).toMatchObject({ kind: 'amount', amount: 100_000, per: 'trailer' });
    expect(cap!.subject.has('somewher')).toBe(false);
    const [daily] = claims('On average, how many trailers a day was Harbor supplying?', 'Ninety or so.') as ValueClaim[];
    expect(daily?.value.kind === 'quantity' && daily.value.per).toBe('day');
    const [later] = claims('How many trailers were back a day later?', 'Ninety.') as ValueClaim[];
    expect(later?.value.kind === 'quantity' && later.value.per).toBeUndefined();
  });

  it('reads a word opening a transcript line that the lexicon knows only as a verb or an interjection as no place', () => {
    expect(findPlaces('Q. Please state your name.')).toEqual([]);
    expect(findPlaces('Q. Thank you. Where do you live?', true).map((p) => p.value)).toEqual([]);
    expect(findPlaces('A. In Bethlehem.', true).map((p) => p.value)).toEqual(['Bethlehem']);
  });

  it('reads a transcript\'s cover as where and when the testimony was taken', () => {
    const cover = ['VIDEOTAPED DEPOSITION OF ELLEN PARK', 'Monday, June 3, 2024, 9:30 a.m.', 'Barlow & Finch LLP, 45 Water Street, Newark, New Jersey', '', '1   Q. Please state your name.', '2   A. Ellen Park.', '3   Q. Where do you work?', '4   A. Ridgeway Foods.'].join('\n');
    const sentences = splitPage('d', 'Park Deposition 2024-06-03 (excerpt).txt', 1, cover, reference);
    const [place] = claims("You read Ms. Park's deposition. Where was it taken?", 'In Hoboken, at the court reporter\u2019s office.').filter((c): c is ValueClaim => c.kind === 'place');
    expect(sentences[0]!.bag.has(canonical('taken'))).toBe(true);
    expect(candidatesFor(place!, sentences, []).some((c) => !c.agrees && c.sourceValue === 'Newark, New Jersey')).toBe(true);
  });

  it('takes no recall after the value asked as about something else', () => {
    expect(detectEvasion('How long did Ridgeway have to pay an undisputed invoice?', "Thirty days, I believe. That's our standard, and I don't remember Ridgeway getting anything better.", 'how_long', true)).toBeNull();
    expect(detectEvasion('How long did Ridgeway have to pay an undisputed invoice?', "I don't remember. Thirty days, maybe.", 'how_long', true)).not.toBeNull();
  });
});

describe('names that share a first word, clauses that point nowhere, evasions neither yes nor no (ninth round)', () => {
  it('tells "Red Bank" from "Red Hook" and "Port Newark" from "Port Elizabeth", keeping a place\'s kind word', () => {
    expect(namesAgree('Red Bank', 'Red Hook cross-dock')).toBe(false);
    expect(namesAgree('Port Newark', 'Port Elizabeth')).toBe(false);
    expect(namesAgree('Red Hook', 'Red Hook cross-dock')).toBe(true);
    expect(namesAgree('New York County', 'New York County, New York')).toBe(true);
    expect(mentionAt('Red Bank', "left freight stranded at Harbor's Red Hook cross-dock")).toBe(-1);
    expect(mentionAt('Thomas Beckett', 'signed by Thomas J. Beckett')).toBeGreaterThanOrEqual(0);
  });

  it('reads "that" before a verb as a clause about the noun before it, not a pointer back', () => {
    expect(pointsBack('Which facility was the produce and dairy that spoiled sitting at?', false)).toBe(false);
    expect(pointsBack('Who signed that letter?', false)).toBe(true);
  });

  it('holds a hedged figure said to its last digits to those digits, a round one to its rounding', () => {
    expect(amountsAgree(612_480, 612_940, true)).toBe(false);
    expect(amountsAgree(4_213_000, 4_213_560, true)).toBe(true);
    expect(amountsAgree(600_000, 612_940, true)).toBe(true);
    expect(amountsAgree(3_000_000, 4_213_560, true)).toBe(false);
  });

  it('reads neither yes nor no, a question thrown back first, a deferral by "I\'d leave that to", a time to who, a schedule line as a sum', () => {
    expect(detectEvasion('Did Hale ever text you about the pool?', "It's possible. He texted about all kinds of things.", 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Was the June report accurate?', 'It was accurate in a sense, more or less.', 'yes_no', false)?.kind).toBe('non_responsive');
    expect(detectEvasion('Was it late?', 'Possibly, yes.', 'yes_no', false)).toBeNull();
    expect(detectEvasion('Did Harbor cure within thirty days?', "Cure what, exactly? Our position was there wasn't a breach.", 'yes_no', false)?.kind).toBe('question_back');
    expect(detectEvasion('Do you dispute these numbers?', "I'd leave that to whoever handles damages.", 'yes_no', false)?.kind).toBe('deferral');
    expect(detectEvasion('Who sent it to Ridgeway?', 'It went out on a Friday afternoon, I remember that.', 'who', false)?.kind).toBe('non_responsive');
    expect(questionTypeAfter('And the storage line?', 'Where was the freight sitting?')).toBe('how_much');
  });
});

describe('a question that names its own referent, a hedged day (ninth round)', () => {
  it('reads "that title" after the question\'s own statement as the title it named, not the exchange before', () => {
    const [since] = extractClaims({
      question: "You're still Harbor's Vice President of Pricing. Since when have you held that title?",
      answer: '2021.',
      context: 'Q. Good morning. Do you understand you are under oath? A. I do. Good morning.',
      reference,
      common: new Set(['harbor']),
    }) as ValueClaim[];
    expect(since!.subject.has('morn')).toBe(false);
    expect(since!.subject.has('president')).toBe(true);
  });

  it('holds a hedged day to within a day, and strips "if I\'m reading it right" from the subject', () => {
    const [sept25] = findDates('September 25, 2023', reference);
    const [sept28] = findDates('September 28, 2023', reference);
    const [sept26] = findDates('September 26, 2023', reference);
    expect(datesAgree(sept25!, sept28!, true)).toBe(false);
    expect(datesAgree(sept25!, sept26!, true)).toBe(true);
    const [c] = claims('When did Ridgeway send it?', "The tenth of October, if I'm reading it right.") as ValueClaim[];
    expect(c!.subject.has('read')).toBe(false);
  });
});

describe('what else an answer says, and names that cannot be told apart (ninth round)', () => {
  it('weighs a clause joined after the value as another sentence would be', () => {
    const [term] = claims('How long was the deal supposed to last?', 'Four years, and then it could roll over if both sides wanted to keep going.') as ValueClaim[];
    expect(term!.subject.get('roll')).toBeLessThanOrEqual(0.3);
  });

  it('takes only the names said in the same sentence as other ways of saying the one answered', () => {
    const [who] = claims('Who approved the rate Ridgeway was charged?', "Ray approved it, I'm fairly sure. Derek's group just papered the deal.").filter((c): c is ValueClaim => c.kind === 'name');
    expect(who!.alternatives).toEqual(['Ray']);
  });

  it('compares no lone first name with a title and surname', () => {
    const [who] = claims('Who gave the instruction to move them?', 'That came from Ray.').filter((c): c is ValueClaim => c.kind === 'name');
    const text = 'On September 28, 2023, Mr. Hale instructed the dispatcher to move the trailers.';
    expect(candidatesFor(who!, splitPage('c', 'Complaint.pdf', 1, text, reference), []).filter((c) => !c.agrees)).toEqual([]);
  });
});

describe('meaning beyond the words: word vectors (ninth round)', () => {
  it('finds words near in meaning near, unrelated ones not, and counts a near word for a share of its weight', () => {
    expect(nearness(canonical('lawyer'), canonical('attorney'))).toBeGreaterThan(0.7);
    expect(nearness(canonical('cargo'), canonical('freight'))).toBeGreaterThan(0.7);
    expect(nearness(canonical('cargo'), canonical('birthday'))).toBeLessThan(0.3);
    expect(nearness('zzzz-unknown', canonical('cargo'))).toBe(0);
    const subject = bagOf('attorney fees');
    const sentence = bagOf('the lawyer fees were paid');
    const near = nearCoverage(subject, 0.5, 0.6, 0.25)(sentence);
    expect(near).toBeGreaterThan(0.5);
    expect(near).toBeLessThan(1);
    expect(nearCoverage(bagOf('fees'), 0.5, 0.6, 0.25)(sentence)).toBe(1);
  });
});

describe('a premium asked as a rate or as a total', () => {
  it('reads "the premium per mile" as a difference and "how much in premiums" as a sum', () => {
    const [rate] = claims('What was the premium per mile over the Harbor rate?', 'About a dollar forty.') as ValueClaim[];
    expect(rate!.value.kind === 'amount' && rate!.value.relative).toBe(true);
    const [total] = claims('How much did Ridgeway pay in premiums to replacement carriers?', 'About nine hundred thousand dollars.') as ValueClaim[];
    expect(total!.value.kind === 'amount' && total!.value.relative).toBeFalsy();
  });
});

describe('periods said as two dates, and yes/no questions behind an opening clause', () => {
  it('reads "from the first of November through the end of January" as a period, over New Year', () => {
    const [start, end] = findDates('From the first of November through the end of January.', reference);
    expect([start?.range, end?.range]).toEqual(['start', 'end']);
    expect(start!.date < end!.date).toBe(true);
    // Two dates joined by "and" are two dates.
    expect(findDates('On October 2 and on October 11.', reference).map((d) => d.range)).toEqual([undefined, undefined]);
    // Years by their first and last months: "start of 2024 through the end of 2025".
    expect(findDates('Start of 2024 through the end of 2025.', reference).map((d) => [d.date, d.range])).toEqual([['2024-01-01', 'start'], ['2025-12-01', 'end']]);
    // The end by its day alone: "October second through the twentieth" (the next month's when earlier).
    expect(findDates('October second through the twentieth.', reference).map((d) => [d.date.slice(5), d.range])).toEqual([['10-02', 'start'], ['10-20', 'end']]);
    expect(findDates('From October 28 to the 3rd.', reference).map((d) => [d.date.slice(5), d.range])).toEqual([['10-28', 'start'], ['11-03', 'end']]);
  });

  it('weighs the clause that asks, the opening clause as a side remark unless the question points back at it', () => {
    const [c] = claims('Looking at the lease itself, and setting aside what Mr. Cole told you, was a copy also sent by courier?', 'Yes.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(c!.subject.get(canonical('courier'))).toBe(1);
    expect(c!.subject.get(canonical('setting')) ?? 0).toBeLessThan(0.5);
    const [it2] = claims('Now, as to the reallocation, did Northwind consent to it?', 'No.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(it2!.subject.get(canonical('reallocation'))).toBe(1);
  });

  it('leaves out an aside granting the witness something: it is said to the witness, not asked', () => {
    const [c] = claims("Going back to the letter, and I know you didn't type it yourself, did it say anything about his health insurance continuing?", 'No.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(c!.subject.has(canonical('type'))).toBe(false);
    expect(c!.subject.get(canonical('health'))).toBe(1);
    const [d] = claims('Now, that e-mail, and I know you read part of it into the record back in August, did it say anything about the weekly capacity report?', 'No.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(d!.subject.has(canonical('record'))).toBe(false);
    expect(d!.subject.get(canonical('capacity'))).toBe(1);
  });
});

describe('places of business, and the witness naming themself', () => {
  it('reads "which hotel" as a where-question and "I did." to a who-question as the witness', () => {
    expect(questionType('At which hotel did that room attendant work?')).toBe('where');
    expect(questionType('Which store was robbed?')).toBe('where');
    const [self] = extractClaims({ question: 'Who signed it?', answer: 'I did. It went out over my signature.', reference, deponent: 'Janet Kowalski' }) as ValueClaim[];
    expect(self?.value.kind === 'name' && self.value.value).toBe('Janet Kowalski');
    // Without the witness's name, or with a name said, nothing is assumed.
    expect(extractClaims({ question: 'Who signed it?', answer: 'I did.', reference }).filter((c) => c.kind === 'name')).toEqual([]);
    const [named] = extractClaims({ question: 'Who signed it?', answer: 'I think Doug Pryor did.', reference, deponent: 'Janet Kowalski' }) as ValueClaim[];
    expect(named?.value.kind === 'name' && named.value.value).toContain('Pryor');
  });
});

describe('a period said as a start and where it ran to', () => {
  it('reads "began June 1, 2023 and ran to June 1, 2024" as the two ends of one period', () => {
    const [start, end] = findDates('The policy period began June 1, 2023 and ran to June 1, 2024.', reference);
    expect([start?.range, end?.range]).toEqual(['start', 'end']);
  });
});

describe('thousands said with no unit, and the record-keeping words before a question', () => {
  it('reads thousands and millions that count nothing as money where the exchange speaks of money, not where a count or a length was asked', () => {
    const said = claims('Tell me about the lost-earnings claim.', 'The pay I lost over that stretch comes to about sixty-one thousand.');
    expect(said.filter((c) => c.kind === 'amount').map((c) => (c as ValueClaim).quote)).toEqual(['sixty-one thousand']);
    expect(claims('And that number, did it change before the response went out?', 'It stayed at six hundred seventy-five thousand.').some((c) => c.kind === 'amount')).toBe(false);
    const [leading] = claims("There's a line for future hardware removal. That's estimated at forty thousand, correct?", 'Yes. Forty.').filter((c) => c.kind === 'amount') as ValueClaim[];
    expect(leading?.adopted).toBe(true);
    expect(claims('How many miles did the fleet run that year?', 'About forty thousand.').some((c) => c.kind === 'amount')).toBe(false);
    expect(claims('What did they find?', 'Eighteen hundred and forty-six release tests, all clean.').some((c) => c.kind === 'amount')).toBe(false);
  });
  it('leaves "just so the record is clear" out of what a question is about', () => {
    const [c] = claims('Just so the record is clear: the draft commits six million dollars to remediation, yes?', 'Yes, that is the figure.').filter((x) => x.kind === 'amount') as ValueClaim[];
    expect([...c!.subject.keys()].some((w) => w === 'record' || w === 'clear')).toBe(false);
  });
});

describe('a time of day', () => {
  it('reads times of day in digits and words, and compares them only with times of day', () => {
    expect(findClockTimes('On January 17, 2024, at approximately 8:42 a.m., the rear doors closed.').map((d) => [d.quote, d.clock])).toEqual([['8:42 a.m.', 8 * 60 + 42]]);
    expect(findClockTimes('Eight-forty, eight-forty-five. Somewhere in there.').map((d) => d.clock)).toEqual([520, 525]);
    expect(findClockTimes('Around nine in the morning, I think.').map((d) => [d.clock, d.meridiem])).toEqual([[540, true]]);
    expect(findClockTimes('nine fifty trailers, 12.5 percent, a ratio of 3:1, Section 4.3')).toEqual([]);
    const [noon] = findClockTimes('At noon.');
    const [early] = findClockTimes('06/01/2023 to 06/01/2024, 12:01 a.m. standard time');
    expect(clocksAgree(noon!, early!, false)).toBe(false);
    const [nine] = findClockTimes('9:00');
    const [evening] = findClockTimes('9:05 p.m.');
    expect(clocksAgree(nine!, evening!, false)).toBe(true);
  });
  it('holds a time of day said against one written, and not against the date beside it', () => {
    const intake = sourceSentence('Intake meeting with L. Rivera about the timekeeping complaint. Date of meeting: 06/14/2023 Time: 2:30 PM');
    const [c] = claims('What time of day was your intake meeting with Mr. Rivera about the timekeeping complaint?', 'Around nine in the morning, I think.').filter((x) => x.kind === 'date');
    expect((c as ValueClaim).value).toMatchObject({ clock: 540 });
    expect(candidatesFor(c!, [intake], []).some((x) => !x.agrees)).toBe(true);
    const [same] = claims('What time of day was your intake meeting with Mr. Rivera about the timekeeping complaint?', 'Half past two, around 2:30 p.m.').filter((x) => x.kind === 'date');
    expect(candidatesFor(same!, [intake], []).some((x) => !x.agrees)).toBe(false);
    expect(claims('How many trailers did you move?', 'Nine, I think, maybe ten.').some((x) => x.kind === 'date')).toBe(false);
  });
});

describe('a statement put to the witness after a question of another kind', () => {
  it('reads "That\u2019s accurate?" as yes or no, not as the question before asked again', () => {
    expect(isElliptical("It puts the time at about 9:42 in the morning. That's accurate?")).toBe(false);
    expect(questionTypeAfter("It puts the time at about 9:42 in the morning. That's accurate?", 'What address does it give for you?')).toBe('yes_no');
    expect(detectEvasion("It puts the time at about 9:42 in the morning. That's accurate?", 'Yes, around then.', questionTypeAfter("It puts the time at about 9:42 in the morning. That's accurate?", 'What address does it give for you?'), false)).toBeNull();
    expect(questionTypeAfter('And for Hudson Valley?', 'How much did Greenleaf lose?')).toBe('how_much');
  });
});

describe('how long a written period lasted', () => {
  it('counts the days of a period written as two days, and holds a duration said against it', () => {
    expect(periodLengths(findDates('FDA inspected the Raleigh site from April 8 to 19, 2024.', reference)).map((q) => [q.value, q.unit])).toEqual([[12, ['day']]]);
    expect(periodLengths(findDates('The letter is dated April 8, 2024.', reference))).toEqual([]);
    const site = sourceSentence('FDA investigators inspected the Raleigh site from April 8 to 19, 2024.');
    const [weeks] = claims('How long were the FDA investigators on site at Raleigh for the inspection?', 'Roughly three weeks, I would say.').filter((x) => x.kind === 'quantity');
    expect(candidatesFor(weeks!, [site], []).some((x) => !x.agrees)).toBe(true);
    const [days] = claims('How long were the FDA investigators on site at Raleigh for the inspection?', 'About twelve days.').filter((x) => x.kind === 'quantity');
    expect(candidatesFor(days!, [site], []).some((x) => !x.agrees)).toBe(false);
  });
});

describe('the day of the week of a day the question dates', () => {
  it('holds a weekday said against the calendar of every source stating that day, whatever else it shares with the question', () => {
    // March 4, 2024 was a Monday. The source shares no word with the question but the date.
    const filed = sourceSentence('The cold-storage tenant vacated the premises on March 4, 2024 without notice.');
    const other = sourceSentence('The lease was renewed on March 9, 2024.');
    const [tuesday] = claims("Let's go to March 4, 2024. Do you recall what day of the week that was?", 'A Tuesday, I think. Right before my day off.').filter((x) => x.kind === 'date');
    expect((tuesday as ValueClaim).weekdayOf?.date).toBe('2024-03-04');
    const against = candidatesFor(tuesday!, [filed, other], []);
    expect(against.map((c) => [c.agrees, c.quote.text.slice(0, 20)])).toEqual([[false, 'The cold-storage ten']]);
    const [monday] = claims("Let's go to March 4, 2024. Do you recall what day of the week that was?", 'A Monday.').filter((x) => x.kind === 'date');
    expect(candidatesFor(monday!, [filed, other], []).every((c) => c.agrees)).toBe(true);
    // Without a dated day in the question, a weekday said stays compared as before.
    const [plain] = claims('What day of the week did the tenant leave?', 'A Tuesday.').filter((x) => x.kind === 'date');
    expect((plain as ValueClaim).weekdayOf).toBeUndefined();
  });
});

describe('yes or no said back in the question\u2019s own words', () => {
  it('reads a short echo of the question\u2019s verb as yes or no, and a longer or other answer as neither', () => {
    expect(echoPolarity('Were those shipments inspected at the dock?', 'They were inspected. Every pallet.')).toEqual({ polarity: 'yes', hedged: false });
    expect(echoPolarity('Was either of the samples contaminated?', 'One was.')).toEqual({ polarity: 'yes', hedged: false });
    expect(echoPolarity('Was either of the samples contaminated?', 'Neither was.')?.polarity).toBe('no');
    expect(echoPolarity('Had the shipment been released?', 'It had not.')?.polarity).toBe('no');
    expect(echoPolarity('Had the shipment been released?', "It hadn't been released.")?.polarity).toBe('no');
    // Another verb after the auxiliary answers something else; so does a long first sentence.
    expect(echoPolarity('Were the drivers paid for the wait?', 'They were told to wait.')).toBeNull();
    expect(echoPolarity('Were the drivers paid for the wait?', 'The drivers were paid for the wait by the broker after the fact, I believe.')).toBeNull();
    // Only to a question that opens with its auxiliary.
    expect(echoPolarity('You inspected them, correct?', 'They were inspected.')).toBeNull();
    const [c] = extractClaims({ question: 'Were those shipments inspected at the dock?', answer: 'They were inspected.', reference, common: new Set() });
    expect(c).toMatchObject({ kind: 'negation', polarity: 'yes' });
  });
});

describe('a table cell of nothing', () => {
  it('reads "Heading: $0.00" as none of what the heading names', () => {
    const row = sourceSentence('Line item: Boiler replacement; Cause: Freeze; Replacement cost value (RCV): $88,100.00; Depreciation: $0.00; Actual cash value (ACV): $88,100.00');
    const [none] = claims('The boiler replacement line carried no depreciation, correct?', 'Correct, no depreciation on that line.');
    expect(none).toMatchObject({ kind: 'negation', polarity: 'no' });
    expect(candidatesFor(none!, [row], []).every((c) => c.agrees)).toBe(true);
    const [some] = claims('The boiler replacement line carried some depreciation, correct?', 'Yes, it carried some depreciation.');
    expect(candidatesFor(some!, [row], []).some((c) => !c.agrees)).toBe(true);
  });
});

describe('a possessive in a remark after a short answer', () => {
  it('reads no place from "Sterling’s home turf" after the answer, but keeps the answer’s own', () => {
    expect(findPlaces('Ohio. The buyer’s home state.', true).map((p) => p.value)).toEqual(['Ohio']);
    expect(findPlaces('Albany. Marcus’s old stomping ground.', true).map((p) => p.value)).toEqual(['Albany']);
    expect(findPlaces('At Castellan’s lawyers’ offices on Lexington Avenue.', true).map((p) => p.value)).toContain('Lexington Avenue');
  });

  it('reads no place or name from a contraction opening a remark ("They’re a few blocks over.")', () => {
    expect(findPlaces('San Mateo, same as us. They’re a few blocks over.', true).map((p) => p.value)).toEqual(['San Mateo']);
    expect(findNames('Dana. She’s the adjuster, and we’re old friends.', true).map((p) => p.value)).toEqual(['Dana']);
  });
});

describe('a word denied by its prefix', () => {
  it('reads "non-binding" as denying that the paper binds, not "a non-compete agreement" as denying competition', () => {
    const [yes] = claims('Was the term sheet binding on the parties?', 'Yes, all of it was binding.').filter((x) => x.kind === 'negation');
    const against = candidatesFor(yes!, [sourceSentence('The parties enter into this non-binding term sheet to record their discussions.')], []);
    expect(against.some((c) => !c.agrees && c.sourceValue === 'no')).toBe(true);
    const [signed] = claims('Did he compete with the company after he left?', 'No, never.').filter((x) => x.kind === 'negation');
    expect(candidatesFor(signed!, [sourceSentence('He signed a non-compete agreement with the company in 2019.')], []).some((c) => c.sourceValue === 'no')).toBe(false);
  });
});

describe('names read by where they stand', () => {
  it('reads the institution an account is held at, whoever did what a participle tells, and a person on a form’s label', () => {
    const names = (t: string) => findNames(t, false).map((n) => n.value);
    expect(names('Item: B-2; Description: Wells Fargo savings account ending 1187; Value: $12,400.00')).toContain('Wells Fargo');
    expect(names('Oil painting, river scene (appraised by Doyle Auctioneers, 05/11/2022)')).toContain('Doyle Auctioneers');
    expect(names('Notary Public: Ruth Abrams, No. 02AB6011223')).toContain('Ruth Abrams');
    expect(names('Prepared by: Tom Reyes')).toContain('Tom Reyes');
    // (Not an account said with no institution, a label that names no person's part, or "the" anyone.)
    expect(names('The account was closed in May.')).toEqual([]);
    expect(names('Properties: Harbor Suites Edison')).not.toContain('Harbor Suites');
    expect(names('It was signed by the chief executive.')).toEqual([]);
  });
});

describe('posts, and week-ending periods', () => {
  it('does not hold a name given another post against the post asked', () => {
    const [name] = claims('Who was the property manager at Edison in June 2023?', 'Gary Lindqvist.') as ValueClaim[];
    expect(name?.post).toEqual([canonical('property')]);
    const against = candidatesFor(name!, [sourceSentence('Properties: Harbor Suites Edison Intake by: Janet Kowalski, HR Manager, Central NJ')], []);
    expect(against.some((c) => !c.agrees)).toBe(false);
    // The same post, named otherwise, still counts.
    expect(candidatesFor(name!, [sourceSentence('At Edison the rota was kept by Dana Reyes, Property Manager, in June 2023.')], []).some((c) => !c.agrees)).toBe(true);
  });

  it('counts the weeks ending one day through another from the first week\'s start', () => {
    const text = 'The spreadsheet covers the weeks ending June 4 through June 18, 2023.';
    expect(periodLengths(findDates(text, reference), text).map((q) => q.value)).toEqual([21]);
  });
});

describe('a name in the role asked', () => {
  it('weighs a source naming someone as the recipient more for "whom did he send it to?"', () => {
    const [to] = claims('Who at Northwind did Mr. Voss send the termination e-mail to?', 'Elena Ruiz, I think.') as ValueClaim[];
    expect(to?.role).toBe('recipient');
    const sent = sourceSentence('Castellan e-mailed the attached termination letter to Tom Beckett late on Friday (11/3).');
    const named = sourceSentence('The termination letter was discussed with Tom Beckett late on Friday (11/3).');
    const [inRole] = candidatesFor(to!, [sent], []);
    const [other] = candidatesFor(to!, [named], []);
    expect(inRole!.agrees).toBe(false);
    expect(inRole!.score).toBeGreaterThan(other?.score ?? 0);
  });
});

describe('an address asked for, read whole', () => {
  const withDeponent = (q: string, a: string) => extractClaims({ question: q, answer: a, reference, common: new Set(), deponent: 'Grace Okafor' });

  it('reads the answer to "what address does it give for you?" as the witness\'s street address', () => {
    const [c] = withDeponent('Let me show you the notice of claim. What address does it give for you?', "Rogers Avenue, I think — my sister's place.").filter((x) => x.kind === 'place') as ValueClaim[];
    expect(c!.address).toMatchObject({ street: 'rogers', suffix: 'avenue' });
    expect(c!.addressOf).toEqual(['Grace Okafor']);
    const written = sourceSentence('1. Name and post-office address of claimant: Grace Okafor, 214 Lefferts Avenue, Apt. 3R, Brooklyn, New York 11225.');
    expect(candidatesFor(c!, [written], []).map((x) => [x.agrees, x.sourceValue])).toEqual([[false, '214 Lefferts Avenue, Apt. 3R, Brooklyn']]);
    // Another's address, after the name, is not hers.
    const counsel = sourceSentence('Grace Okafor is represented by Harper & Lane LLP, 1200 Main Street, New York.');
    expect(candidatesFor(c!, [counsel], [])).toEqual([]);
  });

  it('holds the letter it was sent to to the same street, another town or number contradicting', () => {
    const [c] = claims('Looking at the letter itself, to what address did you send it?', '40 Bayview Avenue, Port Washington.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(c!.addressRole).toBe('recipient');
    const block = { ...sourceSentence('40 Bayview Avenue, Port Jefferson, NY 11777'), referent: true, heading: [], lead: ['notice'] };
    const letterhead = { ...sourceSentence('Commercial Property Claims | One Granite Place, Concord, NH 03301'), referent: true, heading: [], letterhead: true };
    expect(candidatesFor(c!, [letterhead, block], []).map((x) => [x.agrees, x.sourceValue])).toEqual([[false, '40 Bayview Avenue, Port Jefferson']]);
    // The right town agrees.
    const [right] = claims('Looking at the letter itself, to what address did you send it?', '40 Bayview Avenue, Port Jefferson.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(candidatesFor(right!, [letterhead, block], []).every((x) => x.agrees)).toBe(true);
  });

  it('holds the address block the question points to to any street: another street contradicts it', () => {
    const [c] = claims('Looking at the letter itself, to what address did you send it?', 'Over at three forty-five Harbor Road.').filter((x) => x.kind === 'place') as ValueClaim[];
    const block = { ...sourceSentence('40 Bayview Avenue, Port Jefferson, NY 11777'), referent: true, heading: [], lead: ['notice'] };
    const letterhead = { ...sourceSentence('Commercial Property Claims | One Granite Place, Concord, NH 03301'), referent: true, heading: [], letterhead: true };
    expect(candidatesFor(c!, [letterhead, block], []).map((x) => [x.agrees, x.sourceValue])).toEqual([[false, '40 Bayview Avenue, Port Jefferson']]);
    // (A paper not asked about, on another street, says nothing of it.)
    const other = sourceSentence('40 Bayview Avenue, Port Jefferson, NY 11777');
    expect(candidatesFor(c!, [other], [])).toEqual([]);
  });

  it('adopts the address the witness says yes to', () => {
    const [c] = claims("And it's addressed to Dr. Prescott at eighteen hundred Centennial Parkway?", "Yes, that's our address.").filter((x) => x.kind === 'place') as ValueClaim[];
    expect(c).toMatchObject({ adopted: true, addressOf: ['Prescott'] });
    const lines = ['Dr. Alan Prescott, Chief Executive Officer', 'Meridian Pharmaceuticals Corp.', '2800 Centennial Parkway, Raleigh, NC 27610'].map((line) => sourceSentence(line));
    expect(candidatesFor(c!, lines, []).map((x) => [x.agrees, x.sourceValue])).toEqual([[false, '2800 Centennial Parkway, Raleigh']]);
  });
});

describe('the end of a period, asked or said', () => {
  it('reads "run through what month?" and an answer\'s own "through" as the end of a period, and a year said in words as said', () => {
    const [asked] = claims('The rent on that line runs through what month?', 'April, I think.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(asked!.value.kind === 'date' && asked!.value.range).toBe('end');
    const [said] = claims('What months does the line cover?', 'Through August, I believe.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(said!.value.kind === 'date' && said!.value.range).toBe('end');
    const [from] = claims('What months does the line cover?', 'From March on.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(from!.value.kind === 'date' && from!.value.range).toBe('start');
    const [year] = claims('In what year is the removal planned?', 'Twenty twenty-seven, as I understand it.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(year!.quote).toBe('Twenty twenty-seven');
    const row = sourceSentence('Provider: Lakeside Pharmacy; Dates of service: 01/21/2024 - 06/30/2024; Description: Prescriptions');
    expect(candidatesFor({ ...asked!, subject: bagOf('line runs month dates service') }, [row], []).some((c) => !c.agrees && c.sourceValue.includes('06/30/2024'))).toBe(true);
  });
});

describe("when the witness joined, and a date of the witness's own doing", () => {
  it('reads a date asked of "you" in words of joining, or said in a clause of "I" joining, as when the witness joined', () => {
    const [asked] = claims('Just to close the loop on your background, what year did you join Castellan?', '2019.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(asked!.joined).toEqual({ employer: ['castellan'] });
    // (The opening asks nothing: "background" is no subject.)
    expect(asked!.subject.has(canonical('background'))).toBe(false);
    const [since] = claims('How long have you been with the company altogether?', 'Since 2016. I started as a pricing analyst in the Allentown office.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(since!.joined).toEqual({ employer: [] });
    const [came] = claims('And before that?', 'I came to Meridian in 2019 as director of QC for the Raleigh lab.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(came!.joined?.employer).toContain(canonical('Meridian'));
    const [other] = claims('When did the agreement take effect?', 'In 2021.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(other!.joined).toBeUndefined();
  });

  it('holds two answers on when the witness joined the same employer to each other', () => {
    const [first] = claims('How long have you been with the company altogether?', 'Since 2016.').filter((x) => x.kind === 'date') as ValueClaim[];
    const [later] = claims('The shared account — was it already in use when you arrived?', 'It was. When I started at Castellan back in 2019, everyone used it.').filter((x) => x.kind === 'date') as ValueClaim[];
    const against = candidatesFor(later!, [], [{ line: 3, text: 'Q. How long … A. Since 2016.', claims: [first!] }]);
    expect(against.map((c) => [c.agrees, c.score])).toEqual([[false, 0.75]]);
  });

  it('reads "been with the Authority" and "go to work for the Authority" as joining it', () => {
    const [since] = claims('All told, how long have you been with the Authority?', 'Since 2015.').filter((x) => x.kind === 'date') as ValueClaim[];
    const [first] = claims('When did you first go to work for the Authority?', 'September of 2012. I started as a clerk.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect([since!.joined?.employer, first!.joined?.employer]).toEqual([['authority'], ['authority']]);
    expect(candidatesFor(since!, [], [{ line: 3, text: 'Q. When did you first go to work for the Authority? A. September of 2012.', claims: [first!] }]).map((c) => [c.agrees, c.score])).toEqual([[false, 0.75]]);
    expect(contentWords('We started with the Castellan account in 2019.')).not.toContain('join');
  });

  it('reads "since" to how long the witness has been there, and "I started" to how long they had been with it, as joining', () => {
    const [since] = claims('How long have you been there?', 'Since March of 2018. I came in as a junior buyer.').filter((x) => x.kind === 'date') as ValueClaim[];
    const [started] = claims('By the end of 2023, how long had you been with the cooperative?', 'Close to seven years. I started in the spring of 2016.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect([since!.joined, started!.joined]).toEqual([{ employer: [] }, { employer: [] }]);
    expect(candidatesFor(started!, [], [{ line: 3, text: 'Q. How long have you been there? A. Since March of 2018.', claims: [since!] }]).map((c) => [c.agrees, c.score])).toEqual([[false, 0.75]]);
    // (A time in a post is not a time with an employer.)
    const [post] = claims('How long have you been in that role?', 'Since 2019.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(post!.joined).toBeUndefined();
  });

  it('reads "take place" as happening, not a place, and "the fifty-h" as the 50-h', () => {
    const asked = contentWords('When did the fifty-h take place?');
    expect(asked).toEqual(expect.arrayContaining([canonical('happen'), '50-h']));
    expect(asked).not.toContain(canonical('place'));
    expect(contentWords('Plaintiff was examined under § 50-h on June 5.')).toContain('50-h');
    expect(contentWords('Where was the place of the loss?')).toContain(canonical('place'));
  });

  it('holds two answers on whom the witness reports to now to each other, however each was asked', () => {
    const [first] = claims('Who do you report to?', 'Carla Nunez. She runs the claims unit.').filter((x) => x.kind === 'name') as ValueClaim[];
    const [later] = claims('Who approves a settlement over fifty thousand?', 'My supervisor, Dennis Ward. He signs off on those.').filter((x) => x.kind === 'name') as ValueClaim[];
    expect([first!.reportsTo, later!.reportsTo]).toEqual([true, true]);
    expect(candidatesFor(later!, [], [{ line: 3, text: 'Q. Who do you report to? A. Carla Nunez.', claims: [first!] }]).map((c) => [c.agrees, c.score])).toEqual([[false, 0.75]]);
    // (Whom the witness reported to then is another fact.)
    const [then] = claims('Who did you report to back in 2015?', 'Dennis Ward.').filter((x) => x.kind === 'name') as ValueClaim[];
    expect(then!.reportsTo).toBeUndefined();
    // Who writes the witness's review, or reviews their work, is whom they report to.
    for (const q of ['Who writes your annual review?', 'Who reviews your close work each quarter?']) {
      const [named] = claims(q, 'Marta Lind. She has for years.').filter((x) => x.kind === 'name') as ValueClaim[];
      expect(named?.reportsTo).toBe(true);
    }
  });

  it('reads where the firm is, asked of the witness, and "our office" where the witness did something, as where they work', () => {
    const [firm] = claims('Where is the firm located?', 'On Lexington Avenue, near Grand Central.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(firm!.worksAt).toBe(true);
    const [ours] = claims('Where did you meet with the client?', 'At our office downtown, on Water Street.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(ours!.worksAt).toBe(true);
    // (Not the firm's office a paper came from: a fact about the paper.)
    const [paper] = claims('Which office did the invoice come from?', 'Our Boston office.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(paper?.worksAt).toBeUndefined();
  });

  it('holds two answers on where the witness works now to each other, not another place said beside it', () => {
    const [first, other] = claims('And where do you sit, day to day?', 'Elm Park. I have a desk in the yard office. I hardly ever get up to Harbor Road.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect([first, other].filter((c) => c!.worksAt).map((c) => c!.quote)).toEqual(['Elm Park']);
    const [later] = claims('Where were you when the call came in?', "At my desk in Greenpoint. That's where I sit.").filter((x) => x.kind === 'place') as ValueClaim[];
    expect(later!.worksAt).toBe(true);
    expect(candidatesFor(later!, [], [{ line: 3, text: 'Q. And where do you sit? A. Elm Park.', claims: [first!, other!] }]).map((c) => [c.agrees, c.score])).toEqual([[false, 0.75]]);
  });

  it('holds two counts of the group the witness works in to each other', () => {
    const [first] = claims('How many examiners are in your unit?', 'Eleven examiners, and two clerks.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    const [later] = claims('And the group of examiners you work alongside, how big is it?', 'About twenty examiners now.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(candidatesFor(later!, [], [{ line: 3, text: 'Q. How many examiners are in your unit? A. Eleven examiners.', claims: [first!] }]).some((c) => !c.agrees && c.score >= 0.55)).toBe(true);
  });

  it('takes the subject of a date in a clause of the witness\'s own doing from that clause', () => {
    const [c] = claims('Mr. Rivera was already in that director role when you took over the region?', 'He was. When I became regional VP in 2021, Luis was already running both hotels.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(c!.subject.get(canonical('vp'))).toBe(1);
    expect(c!.subject.get(canonical('director'))).toBeLessThanOrEqual(0.3);
  });
});

describe("a party's seat, and a place said as near another", () => {
  it('weighs the party whose seat is asked fully, though its name is everywhere in the case', () => {
    const [c] = claims('In which city is Castellan headquartered?', 'Southfield, Michigan. Just outside Detroit.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(c!.subject.get('castellan')).toBe(1);
    // ("Just outside" says where, not what about; "Just" is no place.)
    expect(c!.subject.has(canonical('outside'))).toBe(false);
    expect(claims('In which city is Castellan headquartered?', 'Southfield, Michigan. Just outside Detroit.').some((x) => x.kind === 'place' && x.quote === 'Just')).toBe(false);
  });
});

describe('a day said alone in a month named a while before, and more asides and hedges', () => {
  it('dates "the thirtieth" by the month the last lines named, when the exchange before names none', () => {
    const [c] = extractClaims({ question: 'According to the e-mail, when was the drive last removed?', answer: 'The thirtieth. The night before I turned the laptop in.', reference, recent: 'And your last day? The thirty-first of July.' }).filter((x) => x.kind === 'date') as ValueClaim[];
    expect(c!.value).toMatchObject({ date: '2024-07-30', granularity: 'day' });
    expect(extractClaims({ question: 'When was the drive last removed?', answer: 'The thirtieth.', reference }).filter((x) => x.kind === 'date')).toEqual([]);
  });

  it('leaves out "and I\'m asking only about …" and hedges by assumption', () => {
    const [c] = claims("Before you handed the laptop back, and I'm asking only about that last week of July, was Dropbox ever installed on it?", 'No.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(c!.subject.has(canonical('asking'))).toBe(false);
    const [p] = claims('In which town did she sign it?', "Princeton Junction, I'd assume. That's where she lives.").filter((x) => x.kind === 'place') as ValueClaim[];
    expect(p!.quote).toBe('Princeton Junction');
    expect(p!.subject.has(canonical('assume'))).toBe(false);
  });
});

describe('a time-frame opening, a title, a definition, and "no evidence that"', () => {
  it('weighs an opening that says when as a side remark, though the asking clause points back at it', () => {
    const [c] = claims('Before you handed the laptop back, was Dropbox ever installed on it?', 'No.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(c!.subject.get(canonical('dropbox'))).toBe(1);
    expect(c!.subject.get(canonical('handed'))).toBeLessThan(0.5);
    // (Not a time: the opening the pronoun names weighs whole.)
    const [d] = claims('As to the reallocation, did Northwind consent to it?', 'No.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(d!.subject.get(canonical('reallocation'))).toBe(1);
  });

  it("reads a sentence with its document's title words the subject names", () => {
    const [c] = claims('Was Dropbox ever installed on the laptop?', 'No, never.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    const said = 'The Dropbox desktop client was installed on 07/25/2024 and removed on 07/30/2024.';
    const titled = candidatesFor(c!, [sourceSentence(said, 'Preliminary findings - Thorne laptop VR-LT-0419.eml')], []);
    expect(titled.some((x) => !x.agrees && x.score >= 0.75)).toBe(true);
    // (Under another title the laptop is not named, and a part of the proposition affirms nothing.)
    expect(candidatesFor(c!, [sourceSentence(said, 'Forensic notes.eml')], []).some((x) => !x.agrees)).toBe(false);
  });

  it("reads what a definition reaches from the defined term's clause", () => {
    const [c] = claims('Does the definition of Confidential Information reach calibration data?', 'No. It was code and business information.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    const definition = '"Confidential Information" means all non-public information of the Company, including source code, firmware, calibration data and test results, in any form.';
    expect(candidatesFor(c!, [sourceSentence(definition)], []).some((x) => !x.agrees && x.sourceValue === 'yes')).toBe(true);
    // (A sentence that only uses the term defines nothing.)
    expect(candidatesFor(c!, [sourceSentence('Employee shall return all Confidential Information, including calibration data.')], []).some((x) => !x.agrees)).toBe(false);
  });

  it('reads "no evidence that …" as denying what follows, and -ive adjectives with their nouns', () => {
    const [c] = claims('Did Clearwater find that any reported result had been altered?', 'Yes.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(candidatesFor(c!, [sourceSentence('Clearwater found no evidence that any reported result was altered after acquisition.')], []).some((x) => !x.agrees && x.sourceValue === 'no')).toBe(true);
    expect(stem('injunctive')).toBe(stem('injunction'));
    expect(stem('exclusive')).toBe(stem('exclusion'));
    expect(stem('receive')).toBe(stem('received'));
  });
});

describe('sizes of files and drives', () => {
  it('compares a size across units, and leaves the unit and "how big" out of the subject', () => {
    expect(quantitiesAgree(3.2, 3200, false, [canonical('MB')], [canonical('kilobytes')])).toBe(true);
    expect(quantitiesAgree(3.2, 41, false, [canonical('megabytes')], [canonical('KB')])).toBe(false);
    expect(quantitiesAgree(38.6, 40, true, [canonical('GB')], [canonical('gigabytes')])).toBe(true);
    expect(unitsMatch([canonical('megabytes')], [canonical('KB')])).toBe(true);
    // (A size is no duration.)
    expect(unitsMatch([canonical('megabytes')], [canonical('days')])).toBe(false);
    const [c] = claims('The CSV shows pid_adaptive.c opened from the E drive at 6:52. How big does it say that file is?', 'Three point two megabytes.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(c!.value).toMatchObject({ value: 3.2 });
    for (const w of ['megabytes', 'big', 'shows']) expect(c!.subject.has(canonical(w)), w).toBe(false);
    // (The paper that shows it weighs little: the row need not name it.)
    expect(c!.subject.get(canonical('csv'))).toBeLessThanOrEqual(0.3);
    expect(c!.subject.has(canonical('adaptive'))).toBe(true);
  });
});

describe("a statute's year, and the witness inside a who-question", () => {
  it('reads no date in "the Defend Trade Secrets Act of 2016"', () => {
    expect(findDates('Vantage brings this action under the Defend Trade Secrets Act of 2016, 18 U.S.C. § 1836.', reference)).toEqual([]);
    expect(findDates('He joined Vantage in 2016.', reference).map((d) => d.date)).toEqual(['2016-01-01']);
  });

  it('does not take the witness named beside the act for the answer to "who did you report to?"', () => {
    const [c] = extractClaims({ question: 'Who did you report to at Vantage?', answer: 'Sandra Whitlock, the CTO.', reference, deponent: 'Gregory Thorne' }).filter((x) => x.kind === 'name') as ValueClaim[];
    expect(c!.asked).toContain('Gregory Thorne');
    expect(candidatesFor(c!, [sourceSentence('Gregory Thorne reported to me from January 8, 2019 until July 31, 2024.')], []).some((x) => !x.agrees)).toBe(false);
    // (Asked who did something else, the witness is an answer like any other.)
    const [d] = extractClaims({ question: 'Who signed the agreement for the company?', answer: 'Sandra Whitlock.', reference, deponent: 'Gregory Thorne' }).filter((x) => x.kind === 'name') as ValueClaim[];
    expect(d!.asked ?? []).not.toContain('Gregory Thorne');
  });
});

describe('answers that restate, dispute or deny', () => {
  it('reads "…, but not for X, right?" as a statement with its exception, not a negative question', () => {
    const [c] = claims('Section 9.2 excludes consequential damages, but not for a breach of the capacity section, right?', 'Right.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(c!.polarity).toBe('yes');
    const [d] = claims('Northwind never consented to the move, correct?', 'Correct.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(d!.polarity).toBe('no');
  });

  it("marks a pleading put to the witness as disputed, and leaves out a figure the witness denies", () => {
    const all = claims("Castellan's answer says Northwind tendered fewer than sixty percent of its forecast loads in September 2023. Is that right?", "No, that's not right. September was soft, but nowhere near sixty.");
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => c.disputes)).toBe(true);
    expect(all.some((c) => c.kind === 'quantity')).toBe(false);
    expect(claims('Did Northwind tender fewer loads than forecast in September?', 'No.').every((c) => !c.disputes)).toBe(true);
  });

  it('keeps a count said to its last unit under a hedge of belief, and widens a round one', () => {
    const [c] = claims('And Exhibit B listed how many delayed loads?', 'Forty-six, I believe. Forty-six loads.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(c!.approximate).toBe(false);
    const [d] = claims('And Exhibit B listed how many delayed loads?', 'About forty-six.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(d!.approximate).toBe(true);
    const [e] = claims('How many trailers were in the pool?', 'A hundred, I think.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(e!.approximate).toBe(true);
  });

  it('drops a flag whose sentence states every figure the answer gave', () => {
    const all = claims('How many trailers a day was Castellan making available to Northwind?', 'About forty-six a day, against the hundred and twenty.');
    const counts = all.filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(counts.length).toBe(2);
    const s = sourceSentence('Since October 2, 2023, Castellan has made available an average of 46 temperature-controlled trailers per day, against the 120 trailers of Dedicated Reefer Capacity.');
    const flag: Contradiction = { claim: counts[1]!, kind: 'quantity', confidence: 0.9, source: { source: 'document', text: s.text, document_id: 'd', filename: 'f.txt', page_number: 1, line: null }, sourceValue: '46' };
    expect(statesAll(flag, all, [s])).toBe(true);
    const other = sourceSentence('Castellan made available an average of 46 trailers per day.');
    expect(statesAll({ ...flag, source: { ...flag.source, text: other.text } }, all, [other])).toBe(false);
    // One date said twice ("January. The twenty-second of January.") is one value: a sentence giving
    // it for another event still contradicts.
    const twice = claims('When did the adjuster come out to inspect?', 'I want to say it was January. The twenty-second of January.');
    const dates = twice.filter((x) => x.kind === 'date') as ValueClaim[];
    expect(dates.length).toBe(2);
    const both = sourceSentence('We completed our investigation, including the inspection by our adjuster on October 6, 2023, and the engineering report dated January 22, 2024.');
    const dateFlag: Contradiction = { claim: dates[1]!, kind: 'date', confidence: 0.9, source: { source: 'document', text: both.text, document_id: 'd', filename: 'f.txt', page_number: 1, line: null }, sourceValue: 'October 6, 2023' };
    expect(statesAll(dateFlag, twice, [both])).toBe(false);
  });

  it('reads a count given to a yes/no question after things of a kind as how many of them', () => {
    const [two] = claims('Do you keep any spare keys to the gatehouse?', 'Two. One on my ring and one in the truck.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(two?.value).toMatchObject({ value: 2, unit: ['spare', 'key'].map(canonical) });
    expect(two?.askedAbout?.type).toBe('how_many');
    const [one] = claims('Did you take any photographs of the loading dock?', 'Just the one. From the stairs.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(one?.value).toMatchObject({ value: 1, unit: [canonical('photographs')] });
    // (A yes is no count, nor is a number that is not the answer's first word.)
    expect(claims('Do you keep any spare keys to the gatehouse?', 'Yes, I keep them in the truck.').some((x) => x.kind === 'quantity')).toBe(false);
  });

  it('holds "all twelve of them" to how many of your drivers did something against an earlier head count', () => {
    const { later, against } = againstEarlier(['How many people report to you?', 'Seven drivers, plus a yard supervisor.'], ['How many of your drivers worked the Sunday overtime?', 'All eleven of them, at one time or another.']);
    expect(later?.whole).toBe(true);
    expect(against.some((c) => !c.agrees && c.score >= THRESHOLDS.quantity)).toBe(true);
    // (A count of a part, not said to be all of them, is no count of the whole.)
    const part = againstEarlier(['How many people report to you?', 'Seven drivers, plus a yard supervisor.'], ['How many of your drivers worked the Sunday overtime?', 'Eleven, at one time or another.']);
    expect(part.later?.whole).toBeUndefined();
    expect(part.against.some((c) => !c.agrees && c.score >= THRESHOLDS.quantity)).toBe(false);
  });

  it('lets a witness work round to the paper\'s value: a value said on the way is not the answer', () => {
    const flagOn = (all: ValueClaim[], i: number, text: string, value: string): Contradiction => ({ claim: all[i]!, kind: all[i]!.kind, confidence: 0.9, source: { source: 'document', text, document_id: 'd', filename: 'f.txt', page_number: 1, line: null }, sourceValue: value });
    const launch = sourceSentence('Harlow announced the Model 9 press on March 14, 2024.');
    const worked = claims('When did Harlow announce the Model 9?', 'Let me think. It was after Easter... the fourteenth. March fourteenth.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(worked.length).toBeGreaterThan(1);
    expect(alsoSaysSource(flagOn(worked, 0, launch.text, 'March 14, 2024'), worked, [launch])).toBe(true);
    const sum = sourceSentence('Replacement cost, west warehouse roof: $318,400.00');
    const spoken = claims('What does it give as the replacement cost of the west warehouse roof?', 'Three eighteen four. Three hundred eighteen thousand, four hundred.').filter((x) => x.kind === 'amount') as ValueClaim[];
    expect(spoken.length).toBeGreaterThan(1);
    expect(alsoSaysSource(flagOn(spoken, 0, sum.text, '$318,400.00'), spoken, [sum])).toBe(true);
    // A rough month said after an exact day takes nothing back, and neither does a day said before.
    const roughLater = claims('When did the shipment arrive?', 'June ninth. June was a busy month.').filter((x) => x.kind === 'date') as ValueClaim[];
    const arrival = sourceSentence('The shipment arrived on June 23, 2024.');
    expect(alsoSaysSource(flagOn(roughLater, 0, arrival.text, 'June 23, 2024'), roughLater, [arrival])).toBe(false);
    const endsWrong = claims('When did the shipment arrive?', 'June twenty-third, I thought, but no: the ninth of July.').filter((x) => x.kind === 'date') as ValueClaim[];
    const last = endsWrong.length - 1;
    expect(alsoSaysSource(flagOn(endsWrong, last, arrival.text, 'June 23, 2024'), endsWrong, [arrival])).toBe(false);
  });

  it('reads "agree to pay" as the paying', () => {
    const [c] = claims('How much did they agree to pay?', 'Forty-eight thousand.').filter((x) => x.kind === 'amount') as ValueClaim[];
    expect(c!.subject.get('pay')).toBe(1);
    expect(c!.subject.get(canonical('agree'))).toBeLessThan(0.5);
  });
});

describe('yes or no at the end of a sentence, refusals and softeners, longer noun phrases', () => {
  it('reads a first sentence ending on its yes or no', () => {
    expect(answerPolarity('I believe there was an e-mail from our side okaying some of it, yes.')).toMatchObject({ polarity: 'yes', hedged: true });
    expect(answerPolarity("I'd have said yes. An e-mail is in writing.")).toMatchObject({ polarity: 'yes', hedged: true });
    expect(answerPolarity("I'd think so.")).toMatchObject({ polarity: 'yes', hedged: true });
    expect(answerPolarity('Technically, yes, holding it back was a breach.')).toMatchObject({ polarity: 'yes' });
    expect(answerPolarity('The report was late, no question.')).toBeNull();
  });

  it('reads "I\'d rather not give his name" as a refusal and "I can see how it might look that way" as a softener', () => {
    expect(detectEvasion("What's the name of that driver?", "I'd rather not give his name. He still drives in this market.", 'who', false)).not.toBeNull();
    expect(detectEvasion('Northwind held back payment to get leverage, didn\'t it?', 'Well, I can see how it might look that way from your side of the table.', 'yes_no', false)).not.toBeNull();
  });

  it('finds the noun a long "what is" phrase names, and a sum asked in place behind a time clause', () => {
    expect(questionType("What is Castellan's cargo liability cap per trailer?")).toBe('how_much');
    expect(questionType('When Castellan terminated, it claimed Northwind owed invoices totalling how much?')).toBe('how_much');
    expect(questionType('When Castellan terminated, who signed the notice?')).toBe('who');
  });
});

describe('a condition opening, "good enough", and the signature page', () => {
  it('reads "So long as …, was e-mail alone good enough?" as a rule asked, the condition weighing little', () => {
    const [c] = claims('Section 20.1. So long as a notice of termination was in writing, sending it by e-mail alone was good enough, wasn\'t it?', "I'd have said yes. An e-mail is in writing.").filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(c!.polarity).toBe('yes');
    expect(c!.deontic).toBe('may');
    expect(c!.subject.get(canonical('writing')) ?? 0).toBeLessThan(0.5);
  });

  it('leaves "the signature page" out of a who-signed subject', () => {
    const [c] = claims("Turning to the signature page, who signed the agreement on Northwind's behalf?", 'Sarah Lindgren signed it.').filter((x) => x.kind === 'name') as ValueClaim[];
    expect(c!.subject.has(canonical('page'))).toBe(false);
    expect(c!.subject.has(canonical('signature'))).toBe(true);
  });
});

describe('a forum chosen by a clause', () => {
  it('reads "submits to the exclusive jurisdiction of the courts located in …" as consenting to bring disputes there', () => {
    const words = bagOf('Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in New York County, New York.');
    for (const w of ['consent', 'dispute', 'bring']) expect(words.has(canonical(w)), w).toBe(true);
    expect(bagOf('The court has jurisdiction over the parties.').has(canonical('consent'))).toBe(false);
  });
});

describe('a name asked for without "who"', () => {
  it('reads "what\'s the name of …", "which entity", "under whose …" as asking a name', () => {
    expect(questionType('And what is the name of his firm?')).toBe('who');
    expect(questionType("You also saw a psychologist. What's her name?")).toBe('who');
    expect(questionType('Which Castellan entity is the party to the MLSA?')).toBe('who');
    expect(questionType('Under whose logins?')).toBe('who');
    // (The name of a place is a where.)
    expect(questionType('What is the name of the street?')).toBe('where');
    const [c] = claims('And what is the name of his firm?', 'Halden Data Recovery, something like that.').filter((x) => x.kind === 'name') as ValueClaim[];
    expect(c!.value).toMatchObject({ kind: 'name' });
  });
});

describe('who says it, and where the witness read it', () => {
  it('weighs the one who says a figure lightly, and not as whose figure it is', () => {
    const [c] = claims('How many files does Halden say were opened from the drive during those sessions?', 'Two hundred and twelve, according to this.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(c!.subject.get(canonical('halden'))).toBeLessThanOrEqual(0.3);
    expect(c!.qualifiers ?? []).not.toContain(canonical('halden'));
    expect(c!.subject.has(canonical('according'))).toBe(false);
    // (A name the question is about, not the one saying it, weighs fully.)
    const [d] = claims('How many files did Halden open?', 'Two hundred and twelve.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(d!.subject.get(canonical('halden'))).toBeGreaterThan(1);
  });
});

describe('speaking with someone, at some point', () => {
  it('reads talking and speaking as one act, and "at some point" as no part of the proposition', () => {
    expect(canonical('talk')).toBe(canonical('speak'));
    expect(canonical('spoke')).toBe(canonical('speak'));
    const [c] = claims("You did talk to him at some point, didn't you?", 'Yes, once, on the phone.').filter((x) => x.kind === 'negation') as PolarityClaim[];
    expect(c!.subject.has(canonical('point'))).toBe(false);
    expect(c!.subject.has(canonical('speak'))).toBe(true);
  });
});

describe('what a paper bears, says and was sent with', () => {
  it('reads a received stamp as when the paper came in, not the date it bears', () => {
    const page = ['Hale & Ortiz LLP', 'June 2, 2024', 'RECEIVED JUN 05 2024', 'Re: Notice of Default'].join('\n');
    const sentences = splitPage('l', 'Notice of Default 2024-06-02 (scan).pdf', 1, page, reference);
    const [bears] = claims('What date does the notice of default bear?', 'June fifth, twenty twenty-four.') as ValueClaim[];
    const found = candidatesFor(bears!, sentences, []);
    expect(found.some((x) => x.agrees)).toBe(false);
    expect(found.some((x) => !x.agrees && /June 2, 2024/.test(x.sourceValue))).toBe(true);
    // Asked when it came in, the stamp answers.
    const [came] = claims('When was the notice of default received?', 'June fifth, twenty twenty-four.') as ValueClaim[];
    expect(candidatesFor(came!, sentences, []).some((x) => x.agrees)).toBe(true);
  });

  it('reads a time of day said after its half of the day', () => {
    expect(findClockTimes('In the morning, around nine, I would say.').map((t) => t.clock)).toEqual([9 * 60]);
    expect(findClockTimes('That evening, about seven-thirty.').map((t) => t.clock)).toEqual([19 * 60 + 30]);
    // (A count after it is no time.)
    expect(findClockTimes('In the morning, about nine trailers left.')).toEqual([]);
  });

  it('reads the header of a message quoted under a forward as that message’s sending', () => {
    const mail = ['From: Rosa Imbert <rimbert@harbor.example>', 'Subject: FW: Notice of Default', '', 'Peter, see below.', '', '-----Original Message-----', 'From: Victor Hale <vhale@harbor.example>', 'Sent: Monday, June 3, 2024 4:15 PM', 'Subject: Notice of Default'].join('\n');
    const sentences = splitPage('m', 'FW Notice of Default.eml', 1, mail, reference);
    const [c] = claims('What time on the third did the e-mail go out?', 'In the morning, around nine.') as ValueClaim[];
    expect(candidatesFor(c!, sentences, []).some((x) => !x.agrees && x.sourceValue === '4:15 PM' && x.score >= 0.4)).toBe(true);
  });

  it('reads "did the notice say anything about X" as whether the paper speaks of X, whatever it says of it', () => {
    const [c] = claims('Did the notice say anything about whether Harbor had consented to the sublease?', "I don't think consent came up in it at all.") as PolarityClaim[];
    expect(c!.mention).toEqual([canonical('notice')]);
    expect(c!.subject.has(canonical('say'))).toBe(false);
    const page = sourceSentence('Harbor has not consented to any sublease.', 'Notice of Default 2024-06-02.pdf');
    const found = candidatesFor(c!, [page], []);
    expect(found.map((x) => [x.agrees, x.sourceValue])).toEqual([[false, 'yes']]);
    // Another paper's sentence does not say what this one mentions.
    expect(candidatesFor(c!, [sourceSentence('Harbor has not consented to any sublease.', 'Complaint 2024-08-01.pdf')], [])).toEqual([]);
  });
});

describe('whose knowledge, whose position, whose testimony', () => {
  it('dates learning of an act only by a sentence that speaks of learning it', () => {
    const [c] = claims('When did you first learn that the boiler had failed?', 'Late January, I think.') as ValueClaim[];
    expect(c!.subject.has(canonical('late'))).toBe(false);
    expect(candidatesFor(c!, [sourceSentence('The boiler failed on March 3, 2024.', 'Inspection report.pdf')], [])).toEqual([]);
    expect(candidatesFor(c!, [sourceSentence('The tenant learned on March 5, 2024 that the boiler had failed.', 'Inspection report.pdf')], []).some((x) => !x.agrees)).toBe(true);
  });

  it('reads an ordinal said in words as no count', () => {
    expect(findQuantities('maybe the twenty-eighth or twenty-ninth')).toEqual([]);
    expect(findQuantities('twenty-eight trailers').map((q) => q.value)).toEqual([28]);
  });

  it('reads a side\'s position put to the witness as disputed, as a pleading put is', () => {
    const [c] = claims("Harbor's position is that the invoices billed for work never done. Is that right?", 'No. We billed for what we did.') as PolarityClaim[];
    expect(c!.disputes).toBe(true);
    const [d] = claims('Alder contends that the roof leaked in May. Did it?', 'No.') as PolarityClaim[];
    expect(d!.disputes).toBe(true);
  });
});

describe('which site, and what the examiner puts', () => {
  it('sets a place named to "which dock" against the site a source names, and against a town as a town', () => {
    const [c] = claims('Which dock did the October log come from?', 'Port Jefferson, where we kept the overflow trailers.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(c!.siteAsked).toBe(true);
    // What the witness says of the place named is no part of what was asked.
    expect(c!.subject.get(canonical('overflow'))).toBeLessThanOrEqual(0.3);
    const found = candidatesFor(c!, [sourceSentence('Attached is the October log from the Bayside dock.', 'Logs.eml')], []);
    expect(found.some((x) => !x.agrees && x.sourceValue === 'Bayside dock')).toBe(true);
  });

  it('reads "I\'m showing you" as the examiner\'s act, not the subject', () => {
    const [c] = claims("I'm showing you the October log. Which facility is this log from?", 'Bayside.') as ValueClaim[];
    expect(c!.subject.has(canonical('show'))).toBe(false);
  });
});

describe('how often, said and written', () => {
  const recurs = (text: string) => findRecurrences(text, reference).map((d) => d.recurs);

  it('reads a recurrence in its common forms, and not a rate', () => {
    expect(recurs('Castellan shall invoice Northwind weekly.')).toEqual([{ every: 'week', interval: 1 }]);
    expect(recurs('a weekly capacity report each Monday during Peak Season')).toEqual([
      { every: 'week', interval: 1 },
      { every: 'week', interval: 1, weekday: 1 },
    ]);
    expect(recurs('Fridays. We sent it at the end of the week.')).toEqual([{ every: 'week', interval: 1, weekday: 5 }]);
    expect(recurs('Every other Thursday.')).toEqual([{ every: 'week', interval: 2, weekday: 4 }]);
    expect(recurs('We met every two weeks, sometimes once a month.')).toEqual([
      { every: 'week', interval: 2 },
      { every: 'month', interval: 1 },
    ]);
    expect(recurs('Biweekly, and a quarterly review.')).toEqual([
      { every: 'week', interval: 2 },
      { every: 'quarter', interval: 1 },
    ]);
    // A price by the month is no recurrence, nor a Monday morning.
    expect(recurs('$5,000 a month, paid on Monday morning.')).toEqual([]);
  });

  it('agrees a recurrence said with one written by period, interval and the day named', () => {
    expect(recurrencesAgree({ every: 'month', interval: 1 }, { every: 'week', interval: 1 })).toBe(false);
    expect(recurrencesAgree({ every: 'week', interval: 2 }, { every: 'week', interval: 1 })).toBe(false);
    expect(recurrencesAgree({ every: 'week', interval: 1, weekday: 5 }, { every: 'week', interval: 1, weekday: 1 })).toBe(false);
    // "Weekly." against "each Monday": the day is more than was said, not something else.
    expect(recurrencesAgree({ every: 'week', interval: 1 }, { every: 'week', interval: 1, weekday: 1 })).toBe(true);
    // "Fridays." against a writing that names no day: not compared.
    expect(recurrencesAgree({ every: 'week', interval: 1, weekday: 5 }, { every: 'week', interval: 1 })).toBeNull();
  });

  it('reads how often from an answer to "how often" or "what day of the week", about what the question named', () => {
    const [monthly] = claims('How often was Castellan to invoice the shipper under the agreement?', 'Monthly. We billed at the end of each month for everything that moved.') as ValueClaim[];
    expect(monthly?.value.kind === 'date' && monthly.value.recurs).toEqual({ every: 'month', interval: 1 });
    // What recurs is what was asked about; the answer's other words ("billed", "moved") say how.
    expect([...monthly!.subject.keys()]).toContain(canonical('invoice'));
    expect([...monthly!.subject.keys()]).not.toContain(canonical('moved'));
    expect([...monthly!.subject.keys()]).not.toContain(canonical('often'));
    const against = candidatesFor(monthly!, [sourceSentence('Castellan shall invoice the shipper weekly.')], []);
    expect(against.some((c) => !c.agrees && c.sourceValue === 'weekly')).toBe(true);

    const [fridays] = claims('On what day of the week was the capacity report due?', 'Fridays.') as ValueClaim[];
    expect(fridays?.value.kind === 'date' && fridays.value.recurs).toEqual({ every: 'week', interval: 1, weekday: 5 });
    // "Due" frames the question; the report is what comes round.
    expect([...fridays!.subject.keys()]).not.toContain(canonical('due'));
    // A recurrence put in the question is what the answer is read against too.
    const [put] = claims('Was the capacity report sent weekly?', 'No, every two weeks.') as ValueClaim[];
    expect(put?.value.kind === 'date' && put.value.recurs).toEqual({ every: 'week', interval: 2 });
    // Elsewhere a weekday plural or "each month" in passing is no claim.
    expect(claims('Who prepared the capacity report?', 'Dana did, on Fridays.').some((c) => c.kind === 'date')).toBe(false);
  });
});

describe('a post named where a person was asked', () => {
  it('reads posts by their titles, and tells one post from another', () => {
    expect(findRoles('Castellan shall deliver a weekly capacity report to the Director of Transportation each Monday.').map((r) => r.value)).toEqual(['director of transportation']);
    expect(findRoles('Their general counsel, copied to the CFO and the claims adjuster.').map((r) => r.value)).toEqual(['general counsel', 'chief financial officer', 'claims adjuster']);
    // A director with no field, or "president" alone, is no post to compare.
    expect(findRoles('She was a director then, and later president.')).toEqual([]);
    expect(rolesAgree('transportation director', 'director of transportation')).toBe(true);
    expect(rolesAgree('counsel', 'general counsel')).toBe(true);
    expect(rolesAgree('general counsel', 'director of transportation')).toBe(false);
    // Initials with a field: spelled out, the field kept, the same post as the initials alone.
    expect(findRoles('copied to the CFO of Northwind').map((r) => r.value)).toEqual(['chief financial officer of northwind']);
    expect(rolesAgree('chief financial officer of northwind', 'chief financial officer')).toBe(true);
  });

  it('holds a post answered to "who" against the post a clause names for the act', () => {
    const [post] = claims('Under the agreement, who at the shipper was to receive the weekly reports?', 'Their general counsel.') as ValueClaim[];
    expect(post?.value.kind === 'name' && post.value.nameType).toBe('role');
    const against = candidatesFor(post!, [sourceSentence('The carrier shall deliver a weekly report to the shipper’s Director of Transportation each Monday.')], []);
    expect(against.some((c) => !c.agrees && c.sourceValue === 'Director of Transportation')).toBe(true);
    // A person's name against a post is not compared; a named answer stays a name.
    const [named] = claims('Who was to receive the weekly reports?', 'Dana Whitlock, I think.') as ValueClaim[];
    expect(named?.value.kind === 'name' && named.value.nameType).not.toBe('role');
  });
});

describe('the end of a year, and a period asked through when', () => {
  it('reads "the end of 2025" as its last month, and "through when" as asking a period\'s end', () => {
    const [end] = findDates('Through the end of 2025, same as the other contract.', reference);
    expect(end).toMatchObject({ date: '2025-12-01', granularity: 'month', quote: '2025' });
    expect(findDates('from the beginning of 2024', reference)[0]).toMatchObject({ date: '2024-01-01', granularity: 'month' });
    // A year said alone stays a year.
    expect(findDates('sometime in 2025', reference)[0]).toMatchObject({ date: '2025-01-01', granularity: 'year' });
    const [asked] = claims('Through when does the dairy lost-profits period run?', 'Through the end of 2025.') as ValueClaim[];
    expect(asked?.value.kind === 'date' && asked.value.range).toBe('end');
    const row = sourceSentence('Category: Lost profits - terminated contract; Period: 2024-01-01 to 2025-06-30; Customer / Counterparty: Hudson Dairy');
    expect(candidatesFor(asked!, [row], []).some((c) => !c.agrees)).toBe(true);
  });
});

describe('a demand listing its items, a period still running, a paper\'s dated line', () => {
  it('reads a sentence listing "(1) … ; (2) …" item by item, each under the words that introduce the list', () => {
    const text = 'We demand that the Authority preserve the following: (1) all video recorded between 8:00 a.m. and 9:30 a.m. on January 17, 2024; (2) the door logs for that day; and (3) maintenance records for the rear doors from January 1, 2023 to date.';
    const items = listItems<{ text: string; context?: string }>({ text });
    expect(items.map((i) => i.text)).toEqual([
      '(1) all video recorded between 8:00 a.m. and 9:30 a.m. on January 17, 2024',
      '(2) the door logs for that day',
      '(3) maintenance records for the rear doors from January 1, 2023 to date.',
    ]);
    expect(items[0]!.context).toBe('We demand that the Authority preserve the following:');
    // One marker, or markers out of order, are no list.
    expect(listItems({ text: 'See note (1) below.' })).toHaveLength(1);
    const pages = splitPage('d', 'Preservation demand.docx', 1, text, reference);
    expect(pages.find((p) => p.text.startsWith('(3)'))?.bag.has(canonical('preserve'))).toBe(true);
  });

  it('reads "from January 1, 2023 to date" as a period\'s start, and "how far back" as asking one', () => {
    expect(findDates('maintenance records from January 1, 2023 to date', reference)[0]?.range).toBe('start');
    expect(findDates('the records of January 1, 2023', reference)[0]?.range).toBeUndefined();
    const [back] = claims('How far back did it ask for the maintenance records?', 'To January of 2024, I believe.') as ValueClaim[];
    expect(back?.value.kind === 'date' && back.value.range).toBe('start');
  });

  it('reads a signature\'s "Dated:" line as the date the paper bears', () => {
    const dated = splitPage('d', 'Notice of Claim.pdf', 1, 'The claim arose on January 17, 2024.\n\nDated: New York, New York, March 25, 2024\n\nHARPER & LANE LLP', reference).find((s) => s.text.startsWith('Dated'));
    expect(dated?.bag.has(canonical('bear'))).toBe(true);
  });
});

describe('a question put again', () => {
  it('holds the answer against the earlier answer on its subject, however much else that exchange was about', () => {
    const { later, against } = againstEarlier(['How many cameras are on that bus, the one on the route that morning?', 'Eight, I believe. Five inside and three outside.'], ['How many cameras does it have, again?', 'Six.']);
    expect(later?.again).toBe(true);
    expect(against.some((c) => !c.agrees && c.score >= 0.5)).toBe(true);
  });
});

describe('a count asked with a longer noun', () => {
  it('reads "how many physical therapy sessions" as counting sessions', () => {
    const [c] = claims('How many physical therapy sessions does the schedule show?', 'Thirty-eight.') as ValueClaim[];
    expect(c?.value.kind === 'quantity' && c.value.unit).toContain(canonical('sessions'));
    const row = sourceSentence('Provider: Prospect Park Physical Therapy; Dates of service: 02/12/2024 - 08/29/2024; Description: 58 PT sessions');
    expect(candidatesFor(c!, [row], []).some((x) => !x.agrees)).toBe(true);
  });
});

describe('a paper asked whether it asked for something', () => {
  it('reads "did the demand ask for X" as whether the paper names X', () => {
    const [c] = claims('Did the demand ask for the operator\'s trip sheet?', "No, there's nothing in it about a trip sheet.") as PolarityClaim[];
    expect(c?.mention).toEqual([canonical('demand')]);
    const item = sourceSentence('(4) the operator’s trip sheet, the identity of the operator, and any incident report', 'Preservation demand to the Authority.docx');
    expect(candidatesFor(c!, [item], []).some((x) => !x.agrees)).toBe(true);
  });
});

describe('a window of time', () => {
  it('reads "from eight-thirty to nine that morning" as a window, its start against a start and its end against an end', () => {
    expect(findClockTimes('From eight-thirty to nine that morning.').map((d) => [d.clock, d.range])).toEqual([
      [510, 'start'],
      [540, 'end'],
    ]);
    expect(findClockTimes('all video recorded between 8:00 a.m. and 9:30 a.m. on January 17').map((d) => [d.quote, d.clock, d.range])).toEqual([
      ['8:00 a.m.', 480, 'start'],
      ['9:30 a.m.', 570, 'end'],
    ]);
    // Two counts are no window.
    expect(findClockTimes('between 10 and 12 trailers')).toEqual([]);
    const [from] = claims('Between what times was the video on the bus recorded?', 'From eight-thirty to nine that morning.') as ValueClaim[];
    const window = sourceSentence('(1) all video recorded by the bus between 8:00 a.m. and 9:30 a.m. on January 17, 2024');
    const against = candidatesFor(from!, [window], []);
    expect(against.map((c) => [c.sourceValue, c.agrees])).toEqual([['8:00 a.m.', false]]);
  });
});

describe('which way, and a site named for a person', () => {
  it('reads a direction chosen in answer to a question naming one, against a source\'s direction only', () => {
    expect(findDirections('The southbound bus stop on Flatbush Avenue, then the uptown platform.').map((d) => d.value)).toEqual(['southbound', 'uptown']);
    const [way] = claims('Was that the northbound or the southbound stop?', 'Northbound, I believe.') as ValueClaim[];
    expect(way?.value.kind === 'place' && way.value.nameType).toBe('direction');
    const stop = sourceSentence('Location: the southbound bus stop on Flatbush Avenue at its intersection with Atlantic Avenue.');
    expect(candidatesFor(way!, [stop], []).map((c) => [c.sourceValue, c.agrees])).toEqual([['southbound', false]]);
    // No direction in the question, none read from the answer.
    expect(claims('Where did she get off?', 'At the northbound stop.').some((c) => c.kind === 'place' && c.value.kind === 'place' && c.value.nameType === 'direction')).toBe(false);
  });

  it('keeps a site named for a person as the place answered', () => {
    const [depot] = claims('Which depot does the bus run out of?', 'The Jackie Gleason Depot.') as ValueClaim[];
    expect(depot?.value.kind === 'place' && depot.value.value).toBe('Jackie Gleason Depot');
  });
});

describe('readings the sixteenth and seventeenth development sets needed', () => {
  it('reads "six and a third million" and "two and two-thirds million" as sums', () => {
    expect(findQuantities('as six and a third million or so')[0]?.value).toBeCloseTo(6_333_333, -1);
    expect(findQuantities('about two and two-thirds million')[0]?.value).toBeCloseTo(2_666_667, -1);
  });

  it('reads "six and three-quarter million" as 6,750,000', () => {
    expect(claims('How much does the draft commit to remediation?', "I believe it's six and three-quarter million.").some((c) => c.kind === 'amount' && c.value.kind === 'amount' && c.value.amount === 6_750_000)).toBe(true);
  });

  it('claims no value supposed in an "if …, I\'d …" clause', () => {
    const said = claims('Did you see water at that height?', "No. If there'd been four feet of water in that building I'd have been swimming.");
    expect(said.some((c) => c.kind === 'quantity')).toBe(false);
    // A value said outright in the same answer is still claimed.
    expect(claims('How high did the water get?', "About two feet. If it had been more, I'd have seen it.").some((c) => c.kind === 'quantity')).toBe(true);
  });

  it('reads "Mine" and "End of September" as no names', () => {
    const said = claims('Who owns it, and when is it due?', 'Mine again. End of September, the thirtieth.');
    expect(said.some((c) => c.kind === 'name')).toBe(false);
  });
});

describe('a table row keyed by the code asked, a time of day after its half, a paper\'s date', () => {
  it('reads "Mid-morning on the Friday, around ten" as ten in the morning', () => {
    const [t] = findClockTimes('Mid-morning on the Friday, around ten, I think.');
    expect(t?.clock).toBe(10 * 60);
  });

  it('holds the row keyed by the code the question names nearer than its neighbours', () => {
    const row = (text: string): SourceSentence => ({ ...sourceSentence(text, 'tracker.csv'), row: true });
    const [owner] = claims('The action item for that, ITEM-24-031 on the tracker — who is listed as the owner?', 'Priya Nandakumar.').filter((c) => c.kind === 'name') as ValueClaim[];
    const rows = [row('Item #: ITEM-24-031; Observation: Audit trails disabled; Action: Enable and lock audit trails; Owner: S. Lindqvist; Due: 06/30/2024'), row('Item #: ITEM-24-035; Observation: Governance; Action: Appoint an officer; Owner: A. Prescott; Due: 12/31/2024')];
    const found = candidatesFor(owner!, rows, []).filter((c) => !c.agrees);
    const keyed = found.find((c) => c.sourceValue.includes('Lindqvist'));
    const other = found.find((c) => c.sourceValue.includes('Prescott'));
    expect(keyed!.score).toBeGreaterThan((other?.score ?? 0) + 0.05);
  });

  it('holds the date a paper bears against the paper, not against what the witness said of another paper', () => {
    const { against } = againstEarlier(['What date does the notice of default bear?', 'The sixteenth of October.'], ['And what date does the letter bear?', 'November third.']);
    expect(against).toEqual([]);
  });
});

describe('a code asked for by its kind', () => {
  it('reads "what number was it given" as asking the code, not about numbers', () => {
    const [c] = claims('What number was that investigation given?', 'I want to say INV-24-0139.').filter((x) => x.kind === 'name') as ValueClaim[];
    expect(c).toBeDefined();
    expect(c!.subject.has(canonical('number'))).toBe(false);
    expect(c!.subject.has(canonical('investigation'))).toBe(true);
  });
});

describe('a jurat\'s date, a notary, a paper\'s only time of day', () => {
  it('reads "this 15th day of December, 2023" as the fifteenth', () => {
    const [d] = findDates('Subscribed and sworn to before me this 15th day of December, 2023.', reference);
    expect(d?.date).toBe('2023-12-15');
    expect(d?.granularity).toBe('day');
  });

  it('reads "notarized" and "notary" as one word', () => {
    expect(canonical('notarized')).toBe(canonical('notary'));
  });
});

describe('asked through a request, pages counted, a code in a longer answer', () => {
  it('reads "— remind me of her name?" as asking who, and "tell me which lot" as which', () => {
    expect(questionType('The analyst on that assay — remind me of her name?')).toBe('who');
    expect(claims('The analyst on that assay — remind me of her name?', 'That was Lauren Whitcombe.').some((c) => c.kind === 'name')).toBe(true);
  });

  it('reads "forty pages" as a count of pages, to a how-long question too', () => {
    const [c] = claims('How long are the full data tables, according to the e-mail?', 'Forty pages or so.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(c?.value.kind === 'quantity' && c.value.value).toBe(40);
  });

  it('reads a code written in the first sentence of a longer answer', () => {
    const said = claims('Which lot were they for?', 'Lot QX-23-0416. The same lot as the three that went into the investigation last spring.');
    expect(said.some((c) => c.kind === 'name' && c.value.kind === 'name' && c.value.value.includes('QX-23-0416'))).toBe(true);
  });

  it('reads a time limit as a deadline set, and a bidding sentence as asking', () => {
    const [c] = claims('Did the notice set a deadline for vacating the unit and returning the keys?', 'No, there was no deadline.') as PolarityClaim[];
    expect(c?.kind).toBe('negation');
    const notice = (text: string) => sourceSentence(text, 'Notice to vacate.docx');
    expect(candidatesFor(c!, [notice('Please vacate the unit and return all keys to the manager by June 30, 2025.')], []).some((x) => !x.agrees && x.sourceValue === 'yes')).toBe(true);
    // Without a limit the same bid sets no deadline.
    expect(candidatesFor(c!, [notice('Please vacate the unit and return all keys to the manager.')], []).some((x) => !x.agrees)).toBe(false);
    const [asked] = claims('Did the letter ask the tenant to return the keys?', 'No.') as PolarityClaim[];
    expect(candidatesFor(asked!, [notice('Please return all keys to the manager.')], []).some((x) => !x.agrees)).toBe(true);
  });
});

describe('counts said without a number, a way of travel asked, a place a paper is dated at', () => {
  const quantity = (q: string, a: string) => (claims(q, a).filter((x) => x.kind === 'quantity') as ValueClaim[])[0]?.value;

  it('reads "twice", "just the one" and "an hour" where a count or a length is asked', () => {
    expect(quantity('How many inspections had there been at the warehouse before that?', 'Twice, maybe.')).toMatchObject({ value: 2 });
    expect(quantity('How many laptops did the company issue you?', 'Only the one.')).toMatchObject({ value: 1 });
    expect(quantity('How long did the walkthrough take?', 'An hour, give or take.')).toMatchObject({ value: 1, unit: ['hour'] });
    // Not where a count is not asked: "once" is a time there, "an hour" a stretch of a day.
    expect(quantity('When did you call her?', 'Once the shipment had cleared, an hour after lunch.')).toBeUndefined();
  });

  it('counts a thousands figure said in words before a plural noun, and leaves a year a year', () => {
    expect(findQuantities('Probably three thousand pallets, all told.').map((q) => q.value)).toEqual([3000]);
    expect(findQuantities('We moved there in two thousand nineteen.')).toEqual([]);
    expect(findQuantities('The 2023 invoices were late.')).toEqual([]);
    // A number written with a leading zero is a code: "lot 0417" counts nothing.
    expect(findQuantities('Was lot 0417 retested before release?')).toEqual([]);
  });

  it('names what is counted after the verb ("how many were …")', () => {
    expect(quantity('And how many were damaged cartons?', 'Six.')).toMatchObject({ value: 6, unit: ['damag', 'carton'].map(canonical) });
  });

  it('reads a question back on a subject as asked again, so the witness\'s earlier count bears on it', () => {
    const [later] = claims('Going back to the night shift for a moment. How big is the crew?', 'Eight. Eight welders, counting the foreman.') as ValueClaim[];
    expect(later?.again).toBe(true);
    const { against } = againstEarlier(['How many people are on the night shift?', 'Five, counting the foreman.'], ['Going back to the night shift for a moment. How big is the crew?', 'Eight. Eight welders, counting the foreman.']);
    expect(against.some((c) => !c.agrees)).toBe(true);
  });

  it('reads a direction where the question asks which way, and a place named "Port …" in a longer answer', () => {
    const [way] = claims('Which direction was the truck travelling when it left the yard?', 'Eastbound. Out toward the turnpike.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(way?.value).toMatchObject({ nameType: 'direction', value: 'eastbound' });
    const [dated] = claims('And where is the affidavit dated?', 'Port Chester. He signed it at the branch office there.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(dated?.value).toMatchObject({ value: 'Port Chester' });
    // A paper's place of dating is its date line's: the subject holds what that line is given.
    expect(dated?.subject.has(canonical('bear'))).toBe(true);
  });
});

describe('a conformed signature, a paper the matter is named after, a paper issued', () => {
  it('joins "Sincerely, /S/" to the name under it', () => {
    const spans = [{ text: 'Respectfully,', row: false }, { text: 'Sincerely, /S/', row: false }, { text: 'Jordan T. Ames', row: false }];
    expect(withSigner(spans.slice(1)).map((s) => s.text)).toEqual(['Sincerely, /S/ Jordan T. Ames']);
  });

  it('reads when a paper was issued as the date it bears, past an aside to the witness', () => {
    const [c] = claims('Before I hand it to you, do you recall when the agency issued the order?', 'In June. The ninth, I think.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(c?.subject.has(canonical('bear'))).toBe(true);
    // The aside's words are no part of what is asked.
    expect(c?.subject.has(canonical('hand'))).toBe(false);
  });
});

describe('the twenty-sixth round: what a date is of, a rule cited, a hedge of reading', () => {
  it('dates a post or a job only by a sentence that tells of its beginning', () => {
    const [becoming] = claims('And when did you become Front Office Manager?', 'April 2019.') as ValueClaim[];
    const listed = sourceSentence('ANSWER: Janet Kowalski (June 14, 2023, in person); Nadia Ferreira, Front Office Manager, Harbor Grand New Brunswick (late May 2023, orally).');
    expect(candidatesFor(becoming!, [listed], [])).toEqual([]);
    const became = sourceSentence('Nadia Ferreira became Front Office Manager in June 2020.');
    expect(candidatesFor(becoming!, [became], []).some((c) => !c.agrees)).toBe(true);
    // The answer's own "the day I started at Kessling" does not make the imaging a beginning.
    const [imaged] = claims('When was the laptop forensically imaged?', 'The twelfth of August, I believe. The same day I started at Kessling.') as ValueClaim[];
    const report = sourceSentence('The laptop was forensically imaged on August 14, 2024.');
    expect(candidatesFor(imaged!, [report], []).some((c) => !c.agrees)).toBe(true);
  });

  it('reads a court rule written as hours and minutes as no time of day', () => {
    expect(findClockTimes('Plaintiff, pursuant to R. 4:17-4, answers the interrogatories.')).toEqual([]);
    expect(findClockTimes('as required by N.J.S.A. 34:19 and Rule 4:10')).toEqual([]);
    expect(findClockTimes('He sent it at 7:58 a.m.').map((d) => d.clock)).toEqual([7 * 60 + 58]);
  });

  it('reads a firm\'s principal place of business as its headquarters, and a firm\'s name running on as no place', () => {
    expect(bagOf('Harbor is a Delaware corporation with its principal place of business at 300 Meadowlands Parkway, Secaucus.').has(canonical('headquarters'))).toBe(true);
    expect(findPlaces('Defendant Harbor Hotels Group, Inc. ("Harbor") is a Delaware corporation.').map((p) => p.value)).toEqual(['Delaware']);
    expect(findPlaces('The boats were moored at Huntington Harbor that night.').map((p) => p.value)).toEqual(['Huntington Harbor']);
    // "… for a minute": how long the examiner means, not the subject.
    const [c] = claims("Let me ask about the company for a minute. Where is Harbor's corporate headquarters?", 'Corporate is up in Newark.').filter((x) => x.kind === 'place') as ValueClaim[];
    expect(c?.subject.has(canonical('minute'))).toBe(false);
  });

  it('takes "as I read it" for a hedge, not for what the answer is about', () => {
    const [c] = claims('Who does the form say took the intake?', 'Mr. Pryor, as I read it.') as ValueClaim[];
    expect(c?.subject.has(canonical('read'))).toBe(false);
  });
});

describe('unseen testimony: the twenty-seventh round', () => {
  it('reads the date after "the night of", which chrono drops', () => {
    const [d] = findDates('That was the night of July thirty-first.', reference);
    expect(d?.date).toBe('2024-07-31');
    expect(d?.quote).toBe('July thirty-first');
    expect(findDates('On the afternoon of June 2 he called.', reference)[0]?.date).toBe('2024-06-02');
  });

  it('reads a city written with its state as a place, though its first word is a first name', () => {
    const places = claims("Where is the company's headquarters?", 'I think Ann Arbor, Michigan.').filter((c) => c.kind === 'place') as ValueClaim[];
    expect(places.map((c) => (c.value.kind === 'place' ? c.value.value : ''))).toEqual(['Ann Arbor, Michigan']);
    // A person is still no place.
    expect(claims('Where was the notice sent from?', 'Karen Liu handled that.').filter((c) => c.kind === 'place')).toEqual([]);
  });

  it('reads "X, where …, is in what town?" as a where-question', () => {
    expect(questionType("Vantage's headquarters, where you met with their IT staff, is in what town?")).toBe('where');
    expect(questionType('The lab, as you call it, was in what city?')).toBe('where');
    expect(questionType('Is it in Princeton?')).toBe('yes_no');
  });

  it('reads a day named behind "I think" as that day, not the days around it', () => {
    const [c] = claims('When was that client removed from the machine?', 'I think it came off on July 29th.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(c?.approximate).toBe(false);
    const [round] = claims('When was that client removed from the machine?', 'Around July 29th.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(round?.approximate).toBe(true);
  });

  it('holds a count against the same question asked before, though the earlier answer ran on in its clause', () => {
    const { against } = againstEarlier(
      ['How many forensic examiners does Halden employ?', 'Eleven examiners, plus two people on the administrative side.'],
      ['Your firm is not a large one. How many forensic examiners does Halden have in total?', 'Six, including me.'],
    );
    expect(against.some((c) => !c.agrees && c.score >= THRESHOLDS.quantity)).toBe(true);
  });
  it('reads "X, not that Y?" as asking X, its "not" no denial, and an exception as part of the proposition', () => {
    const [c] = claims('Is it fair to say that the logs show that files were opened, not that they were copied?', "That's fair as far as it goes.") as PolarityClaim[];
    expect(c?.polarity).toBe('yes');
    expect(c?.subject.has(canonical('copied'))).toBe(false);
    const [never] = claims('You never called him, not once?', 'No, I did call him.') as PolarityClaim[];
    expect(never?.polarity).toBe('yes');
    const [except] = claims('Section 9.2 excludes consequential damages, but not for a breach of the capacity section, right?', 'Right.') as PolarityClaim[];
    expect(except?.subject.has(canonical('breach'))).toBe(true);
  });

  it('reads a sentence telling of an act, with no count, as saying nothing of whether it happened more than once', () => {
    const [c] = claims('Was CCleaner run more than once on that laptop?', 'No. Prefetch shows a single run.') as PolarityClaim[];
    expect(c?.repeated).toBe(true);
    const once = sourceSentence('CCleaner was run on the laptop on 07/30/2024 at 22:14.');
    expect(candidatesFor(c!, [once], [])).toEqual([]);
    const twice = sourceSentence('CCleaner was run on the laptop twice, on 07/30/2024 and 07/31/2024.');
    expect(candidatesFor(c!, [twice], []).length).toBeGreaterThan(0);
  });
  it('holds a count of the same things had against the earlier count, asked in other words', () => {
    const { against } = againstEarlier(['Do you own any USB drives?', 'Two. A black Kingston, and a SanDisk I keep photos on.'], ['How many USB drives did you have at home that summer?', 'Just the one. The SanDisk.']);
    expect(against.some((c) => !c.agrees && c.score >= THRESHOLDS.quantity)).toBe(true);
    // Counts of the same things done differently are not one fact.
    const moved = againstEarlier(['How many trailers did Castellan move to the other customer?', 'Seventy-four trailers.'], ['How many trailers sat idle in the yard that week?', 'Thirty trailers.']);
    expect(moved.against.some((c) => !c.agrees && c.score >= THRESHOLDS.quantity)).toBe(false);
  });
  it('reads a number naming a building, a lot or a unit as a label, not a count', () => {
    expect(findQuantities('Building: Bldg 3 - Fuel dock canopy; Line item: Canopy replacement')).toEqual([]);
    expect(findQuantities('Lot 4 held 12 boats').map((q) => q.value)).toEqual([12]);
    expect(findQuantities('three buildings').map((q) => q.value)).toEqual([3]);
  });

  it('reads the question\'s own denial said over again as a denial of the act', () => {
    const [c] = claims('The electrical panels, and you took no depreciation on that line?', 'No depreciation. That was a full replacement.') as PolarityClaim[];
    expect(c?.polarity).toBe('no');
    const [never] = claims('You never called him?', 'Never.') as PolarityClaim[];
    expect(never?.polarity).toBe('no');
    const [did] = claims('You took no notes?', 'No, I took notes.') as PolarityClaim[];
    expect(did?.polarity).toBe('yes');
  });

  it('reads the dates listed after a count as which times were counted, not as dates asked', () => {
    const read = claims('In total, how many times were you on site before the proof of loss was submitted?', 'Four times. October 3rd, twice in late October, and once in November.');
    // (Kept as testimony — a later "What date was your first visit? — The fifth." is held against it — but not checked.)
    expect(read.filter((c) => c.kind === 'date').every((c) => c.kind !== 'negation' && c.listed === true)).toBe(true);
    expect(read.some((c) => c.kind === 'date')).toBe(true);
    // (A date asked is still read: "When were you first on site? — October 3rd.")
    expect(claims('When were you first on site?', 'October 3rd.').some((c) => c.kind === 'date')).toBe(true);
  });
});

describe('a sum said by its leading figures', () => {
  it('is a sum where one is asked or spoken of, and not where a time or a count is', () => {
    const [sum] = claims('The Hudson Valley milk on October 4th, what was that claim?', 'Twenty-seven four, roughly.').filter((c): c is ValueClaim => c.kind === 'amount');
    expect(sum?.value).toMatchObject({ kind: 'amount', digits: '274', amount: 27_400 });
    expect(sum?.approximate).toBe(true);
    expect(claims('What time did the letter go out?', 'Six forty-eight, I think.').some((c) => c.kind === 'amount')).toBe(false);
    // A sum per thing said without a currency, where the words speak of money (a liability).
    const [cap] = claims("Do you know what Castellan's liability is for cargo in its trailers?", "There's a cap. A hundred thousand a trailer, something like that.").filter((c): c is ValueClaim => c.kind === 'amount');
    expect(cap?.value).toMatchObject({ kind: 'amount', amount: 100_000, per: 'trailer' });
    expect(claims('How many loads went out on replacement carriers?', 'Maybe two-fifty.').some((c) => c.kind === 'amount')).toBe(false);
    // ("…, not six forty-eight": the figure set against the one given is not the witness's.)
    const given = claims('Sandoval testified the unpaid amount was about $648,000. Is that right?', "No. It's six twelve and change, not six forty-eight.").filter((c): c is ValueClaim => c.kind === 'amount');
    expect(given.map((c) => c.quote)).toEqual(['six twelve']);
  });
});

describe('a yes or no asked of the witness as a person', () => {
  it('is marked personal where the question says so, not where the witness speaks for a side', () => {
    const personal = (q: string, a: string) => (claims(q, a).find((c) => c.kind === 'negation') as PolarityClaim | undefined)?.personal ?? false;
    expect(personal('Did you ever speak to the driver yourself?', 'No, never.')).toBe(true);
    expect(personal('Have you ever had your deposition taken before today?', 'No. First time.')).toBe(true);
    expect(personal('Did Castellan receive the notice of breach?', 'No.')).toBe(false);
    expect(personal('Did you receive the notice of breach?', 'No, we never got it.')).toBe(false);
  });
});


describe("a fact of the witness's own working life", () => {
  const personal = (q: string, a: string) => {
    const values = claims(q, a).filter((c): c is ValueClaim => c.kind !== 'negation');
    expect(values.length).toBeGreaterThan(0);
    return values.every((c) => c.personal === true);
  };
  it('marks every value of an answer about the witness\'s employer, start or first hearing as theirs', () => {
    expect(personal('Who is your employer?', 'Harbor Hotels Group. I work out of the two Central Jersey hotels.')).toBe(true);
    expect(personal('When did you start at Vantage?', 'March of twenty-twenty. I came in as a systems administrator.')).toBe(true);
    expect(personal('When did you first hear that Mr. Rivera had complained about timekeeping?', 'The first week of July.')).toBe(true);
  });
  it('leaves another person\'s start, and the start of a task, as facts the papers state', () => {
    expect(personal('When did Mr. Rivera start with Harbor?', 'March of 2017.')).toBe(false);
    expect(personal('When did you start reviewing the audit reports?', 'In May of 2023.')).toBe(false);
  });
  it('asks a yes or no of what the witness knew or heard as of them, not of the thing', () => {
    const negation = (q: string, a: string) => (claims(q, a).find((c) => c.kind === 'negation') as PolarityClaim | undefined)?.personal ?? false;
    expect(negation('Before August 9, did you know his position was going to be eliminated?', 'No. I found out the day it happened.')).toBe(true);
    expect(negation('Do you know whether the letter was mailed?', 'Yes, it went certified.')).toBe(false);
  });
  it('reads a paper as speaking of the witness where it names them, or is theirs and says "I"', () => {
    const quote = (text: string, filename: string) => ({ source: 'document' as const, text, filename, document_id: 'd', page_number: 1, line: null });
    expect(ownPaper(quote('Rivera was employed by Defendant from March 6, 2017 until August 9, 2023.', 'Complaint.pdf'), 'Owen Tremblay')).toBe(false);
    expect(ownPaper(quote('Owen Tremblay, Kronos administrator, pulled the reports on July 3, 2023.', 'Audit memo.pdf'), 'Owen Tremblay')).toBe(true);
    expect(ownPaper(quote('I think Janet mentioned it in late June, maybe the last week of June.', 'Pryor Deposition 2024-10-29.pdf'), 'Douglas Pryor')).toBe(true);
    expect(ownPaper(quote('Seven engineers had write access to the repository.', 'Declaration of Sandra Whitlock.pdf'), 'Sandra Whitlock')).toBe(false);
  });
});

describe('a part of a year said as the time', () => {
  const one = (text: string) => findDates(text, reference)[0]!;
  it('reads a season or an early, mid or late year as the months it covers, quoted with its year', () => {
    expect(one('I think it was the fall of twenty-nineteen, a few months before I came in.')).toMatchObject({ quote: 'fall of 2019', granularity: 'year', span: [9, 11] });
    expect(one('Late 2021, after the audit.')).toMatchObject({ span: [7, 12] });
    expect(one('In 2019, I think.').span).toBeUndefined();
    // ("Last spring": the latest spring ended before the deposition — here, of 2024.)
    expect(one('Last spring. Before that I was a senior sysadmin.')).toMatchObject({ date: '2024-01-01', span: [3, 5], quote: 'Last spring' });
  });
  it('agrees with a month or a day of that year only inside those months, and with the year itself', () => {
    const fall = one('the fall of 2019');
    expect(datesAgree(fall, one('January 8, 2019'))).toBe(false);
    expect(datesAgree(one('January 8, 2019'), fall)).toBe(false);
    expect(datesAgree(fall, one('October 3, 2019'))).toBe(true);
    expect(datesAgree(fall, one('in 2019'))).toBe(true);
    // (Another year is another year, as before.)
    expect(datesAgree(fall, one('October 3, 2020'))).toBe(false);
  });
});

describe('a question with no word of its own', () => {
  it('asks of the exchange before ("On what date?", "When?"), as a question without a verb does', () => {
    const context = 'Q. What did Kessling announce that September? A. A new gripper. The FlexGrip Two.';
    for (const q of ['On what date?', 'When?']) {
      const [c] = extractClaims({ question: q, answer: 'The tenth of October.', context, previousQuestion: 'What did Kessling announce that September?', reference });
      expect([...c!.subject.keys()]).toEqual(expect.arrayContaining(['kessl', 'announc', 'gripp']));
    }
  });
});

describe('when the event happened', () => {
  it('meets "the claim arose" and "occurred" by "happen", and leaves a date timing another act by it', () => {
    const notice = sourceSentence('Time when, place where and manner in which the claim arose: On January 17, 2024, at approximately 8:42 a.m., at the bus stop.');
    const complaint = sourceSentence('On March 28, 2024, and within ninety days after the claim arose, plaintiff served a notice of claim upon the Authority.');
    const [day] = claims('And on what day did this happen?', 'Thursday, January 18th, 2024.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(candidatesFor(day!, [notice], []).some((c) => !c.agrees && c.sourceValue.includes('January 17') && c.score >= THRESHOLDS.date)).toBe(true);
    expect(candidatesFor(day!, [complaint], []).some((c) => c.sourceValue.includes('March 28'))).toBe(false);
    // (A date inside the clause is its own: "after the storm hit on September 29" dates the storm.)
    const storm = sourceSentence('The marina closed after the storm happened on September 29, 2023.');
    const [when] = claims('When did the storm happen?', 'October 2, 2023.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(candidatesFor(when!, [storm], []).some((c) => c.sourceValue.includes('September 29'))).toBe(true);
  });
});

describe('an e-mail\'s date line', () => {
  it('dates its sending only, whatever else its subject line shares with the question', () => {
    const text = 'Subject: ESI search terms Date: Thu, 15 Aug 2024 16:42:10 -0400';
    const header = { ...sourceSentence(text, 'ESI search terms and custodians.eml'), heading: ['esi', 'search', 'term', 'custodian', 'email'], titled: bagOf(`ESI search terms and custodians e-mail sent ${text}`) };
    const [ran] = claims('How long was the term?', 'Five years. It would have run out in March of 2026.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(candidatesFor(ran!, [header], []).length).toBe(0);
    const [sent] = claims('When was the e-mail about the search terms sent?', 'August 20, 2024.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(candidatesFor(sent!, [header], []).some((c) => !c.agrees)).toBe(true);
  });
});

describe('a due date', () => {
  it('says when a thing was due, not when it was done, unless the deadline is asked', () => {
    const row = sourceSentence('CAPA #: CAPA-24-035; Action: Appoint Data Integrity Officer; Owner: A. Prescott; Due: 12/31/2024; Status: Open', 'CAPA tracker.csv');
    const [done] = claims('Has a Data Integrity Officer been appointed since?', 'Yes, in November 2024. We brought someone in from outside.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(candidatesFor(done!, [row], []).some((c) => c.sourceValue.includes('12/31/2024'))).toBe(false);
    const [due] = claims('When was the Data Integrity Officer to be appointed, under the CAPA? When was it due?', 'November 15, 2024.').filter((x) => x.kind === 'date') as ValueClaim[];
    expect(candidatesFor(due!, [row], []).some((c) => !c.agrees && c.sourceValue.includes('12/31/2024'))).toBe(true);
  });
});

describe('a period\'s end', () => {
  it('is met by the sentence stating it among other dates, and not held against a deadline', () => {
    const [end] = claims('Over what period of data?', 'January of 2023 through April 19th, 2024.').filter((x): x is ValueClaim => x.kind === 'date' && x.value.kind === 'date' && x.value.date === '2024-04-19');
    expect(end?.span).toBe(true);
    const engaged = sourceSentence('Clearwater was engaged on May 20, 2024 to review data generated between January 1, 2023 and April 19, 2024.');
    expect(candidatesFor(end!, [engaged], []).some((c) => !c.agrees)).toBe(false);
    const deadline = sourceSentence('Complete the review of the remaining data by October 31, 2024.');
    expect(candidatesFor(end!, [deadline], []).some((c) => c.sourceValue.includes('October 31'))).toBe(false);
    const other = sourceSentence('The review covers data generated through March 31, 2024.');
    expect(candidatesFor(end!, [other], []).some((c) => !c.agrees && c.sourceValue.includes('March 31'))).toBe(true);
  });
});

describe('figures said as alternatives', () => {
  const flagOn = (all: ValueClaim[], i: number, text: string, value: string): Contradiction => ({ claim: all[i]!, kind: all[i]!.kind, confidence: 0.9, source: { source: 'document', text, document_id: 'd', filename: 'f.txt', page_number: 1, line: null }, sourceValue: value });
  it('reads a written figure between two said one after the other as what the witness said', () => {
    const pay = sourceSentence('Severance of eight weeks of base salary ($18,230.77) is offered in exchange for a release.');
    const said = claims('So eight weeks of his base pay comes to a bit over eighteen thousand?', 'Eighteen-two, eighteen-three. That sounds right.').filter((x) => x.kind === 'amount') as ValueClaim[];
    expect(said.length).toBe(2);
    expect(bracketsSource(flagOn(said, 1, pay.text, '$18,230.77'), said, [pay])).toBe(true);
    // A written figure outside both is still a contradiction of each.
    const other = sourceSentence('Severance of eight weeks of base salary ($19,640.00) is offered in exchange for a release.');
    expect(bracketsSource(flagOn(said, 1, other.text, '$19,640.00'), said, [other])).toBe(false);
  });

  it('does not read one length said in two units as a range between the two numbers', () => {
    const letter = sourceSentence('Respond to this letter within 15 working days.');
    const said = claims('How long did FDA give Meridian to respond?', 'A month. Thirty days from the date of the letter.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    expect(said.length).toBe(2);
    expect(bracketsSource(flagOn(said, 1, letter.text, '15 working days'), said, [letter])).toBe(false);
  });

  it('reads "two more" as a count beyond another, not how many in all', () => {
    const letter = sourceSentence('Audit trails were disabled on three of seven HPLC instruments (QC-HPLC-03, -05 and -06).');
    const said = claims('How many HPLC instruments does your lab run for release testing?', 'Seven. There are two more over in development, but those are not GMP.').filter((x) => x.kind === 'quantity') as ValueClaim[];
    const more = said.find((x) => x.quote.startsWith('two'));
    expect(more).toBeDefined();
    expect(candidatesFor(more!, [letter], []).some((c) => !c.agrees)).toBe(false);
  });

  it('does not join two figures the answer keeps apart', () => {
    const invoice = sourceSentence('Invoice 1043 was for $42,500.00.');
    const apart = claims('What were the two invoices for?', 'Forty thousand for the first one, and then the second was forty-five thousand.').filter((x) => x.kind === 'amount') as ValueClaim[];
    expect(apart.length).toBe(2);
    expect(bracketsSource(flagOn(apart, 0, invoice.text, '$42,500.00'), apart, [invoice])).toBe(false);
  });
});

describe("the witness's usual hours", () => {
  it('holds when the working day starts, said twice, against itself however each question was put', () => {
    const { later, against } = againstEarlier(['What hours do you usually keep?', 'Six-thirty to three, Monday through Friday.'], ['So at eight o’clock on a Monday you’d usually be at your desk?', 'No, not usually. I don’t get in until ten on Mondays.']);
    expect(later?.hours).toBe(true);
    expect(later?.personal).toBe(true);
    expect(against.some((c) => !c.agrees && c.score >= THRESHOLDS.date)).toBe(true);
    // (The end of the day is not held against its start.)
    const ends = againstEarlier(['What hours do you usually keep?', 'Six-thirty to three, Monday through Friday.'], ['What time do you usually leave?', 'Around six-thirty.']);
    expect(ends.later?.value).toMatchObject({ range: 'end' });
    expect(ends.against.some((c) => !c.agrees && c.score >= THRESHOLDS.date && c.sourceValue === 'Six-thirty')).toBe(false);
  });
});

describe('how many work under the witness', () => {
  it('holds the count said twice against itself, whatever each answer counted them as', () => {
    const { later, against } = againstEarlier(['How many people work for you?', 'Six. Two revenue accountants, two on payables and receivables, a payroll specialist and a staff accountant.'], ['How many people did you have under you for the restatement work?', 'Two, me included. That’s the entire accounting department.']);
    expect(later?.team).toBe(true);
    expect(against.some((c) => !c.agrees && c.score >= THRESHOLDS.quantity && c.sourceValue === 'Six')).toBe(true);
    // (The breakdown that follows is no second head count.)
    const breakdown = claims('How many people work for you?', 'Six. Two revenue accountants, two on payables and receivables.').filter((c) => c.kind === 'quantity') as ValueClaim[];
    expect(breakdown.filter((c) => c.team).map((c) => c.quote)).toEqual(['Six']);
    // (A count the witness says has changed is of one time, not the team's size.)
    expect((claims('How many people report to you?', 'Four now. It used to be nine.') as ValueClaim[]).some((c) => c.team)).toBe(false);
    const same = againstEarlier(['How many analysts report to you?', 'Eleven. Nine on days and two on second shift.'], ['How many people are on your team in total right now?', 'Eleven, give or take.']);
    expect(same.against.some((c) => !c.agrees && c.score >= THRESHOLDS.quantity)).toBe(false);
  });
});

describe('a state or an order the words alone lose', () => {
  const polar = (q: string, a: string) => claims(q, a).find((c): c is PolarityClaim => c.kind === 'negation')!;
  it('reads a hyphenated state against its opposite as said ("right-handed" against "left-handed")', () => {
    const right = polar('You’re right-handed, I take it?', 'Yes. Right-handed.');
    expect(right.states).toEqual(['right-handed']);
    const against = candidatesFor(right, [sourceSentence('Plaintiff is left-handed.')], []);
    expect(against.some((c) => !c.agrees && c.score >= THRESHOLDS.negation)).toBe(true);
    // (A sentence saying the state asked agrees, whatever else it says.)
    expect(candidatesFor(right, [sourceSentence('Plaintiff is right-handed.')], []).some((c) => !c.agrees)).toBe(false);
  });

  it('reads an act said to come after the event the question put it before as a no', () => {
    const before = polar('Mr. Rivera told HR that the edits were being made before payroll locked, correct?', 'Yes, before the lock.');
    expect(before.order).toEqual({ word: 'before', event: [...bagOf('payroll locked').keys()] });
    const after = sourceSentence('Says overtime punches in Kronos were edited down by property managers after payroll lock.');
    expect(candidatesFor(before, [after], []).some((c) => !c.agrees && c.score >= THRESHOLDS.negation)).toBe(true);
    // (After another event says nothing of this one.)
    const other = sourceSentence('Says overtime punches in Kronos were edited down by property managers after the weekend shifts.');
    expect(candidatesFor(before, [other], []).some((c) => !c.agrees)).toBe(false);
  });
});

describe('a rule saying what an act counts as', () => {
  const polar = (q: string, a: string) => claims(q, a).find((c): c is PolarityClaim => c.kind === 'negation')!;
  it('answers whether the act of the question’s condition was a breach', () => {
    const asked = polar('If the buyer withheld a disputed amount, was that a breach of the agreement?', 'Technically yes, it’s a breach until the dispute gets resolved.');
    const rule = sourceSentence('Withholding a disputed amount shall not constitute a breach of this Agreement.');
    expect(candidatesFor(asked, [rule], []).some((c) => !c.agrees && c.score >= THRESHOLDS.negation)).toBe(true);
    // (A rule about another act says nothing of it.)
    const other = sourceSentence('Late delivery of a report shall not constitute a breach of this Agreement.');
    expect(candidatesFor(asked, [other], []).some((c) => !c.agrees)).toBe(false);
  });
});

describe('"no." as a number', () => {
  it('reads "badge no. 40715" as a number, not a denial of what follows', () => {
    const asked = claims('Did he write an incident report?', 'He did, at the end of his shift.').find((c): c is PolarityClaim => c.kind === 'negation')!;
    const item = sourceSentence('(4) the operator’s trip sheet, the identity of the operator (badge no. 40715), and any incident report');
    expect(candidatesFor(asked, [item], []).some((c) => !c.agrees)).toBe(false);
    // (A denial is still one: "no incident report was written".)
    const denied = sourceSentence('The operator wrote no incident report that day.');
    expect(candidatesFor(asked, [denied], []).some((c) => !c.agrees && c.score >= THRESHOLDS.negation)).toBe(true);
  });
});

describe('figures said as limits and rounded as people round them', () => {
  const q = 'How many trailers did Northwind have in the pool?';
  const cost = 'How much did the repairs cost?';
  const agrees = (question: string, answer: string, written: string): boolean | undefined => {
    const claim = claims(question, answer).find((c) => c.kind !== 'negation') as ValueClaim | undefined;
    return claim ? candidatesFor(claim, [sourceSentence(written)], [])[0]?.agrees : undefined;
  };
  it('holds a limit true of every figure on its side', () => {
    expect(agrees(q, 'More than forty.', 'Northwind had 46 trailers in the pool.')).toBe(true);
    expect(agrees(q, 'Forty or more.', 'Northwind had 46 trailers in the pool.')).toBe(true);
    expect(agrees(q, 'Not even fifty.', 'Northwind had 46 trailers in the pool.')).toBe(true);
    expect(agrees(q, 'At least fifty.', 'Northwind had 46 trailers in the pool.')).toBe(false);
    expect(agrees(q, 'Fewer than thirty.', 'Northwind had 46 trailers in the pool.')).toBe(false);
    expect(agrees(q, 'Fifty-plus.', 'Northwind had 46 trailers in the pool.')).toBe(false);
    expect(agrees(cost, 'North of fifty thousand.', 'The repairs cost $61,240.')).toBe(true);
    expect(agrees(cost, 'Under seventy thousand.', 'The repairs cost $61,240.')).toBe(true);
    expect(agrees(cost, 'No more than fifty thousand.', 'The repairs cost $61,240.')).toBe(false);
    expect(agrees(cost, 'Well over a hundred thousand.', 'The repairs cost $61,240.')).toBe(false);
  });

  it('reads "forty-odd" and "and change" as the step above the figure', () => {
    expect(agrees(q, 'Forty-odd.', 'Northwind had 46 trailers in the pool.')).toBe(true);
    expect(agrees(q, 'Sixty-something.', 'Northwind had 46 trailers in the pool.')).toBe(false);
    expect(agrees(cost, 'Sixty thousand and change.', 'The repairs cost $61,240.')).toBe(true);
  });

  it("takes a paper's own limit for its figure", () => {
    // "Under five milliseconds" is not the paper's "under 3 ms"; "ms" is the unit, not a title.
    expect(findQuantities('claiming adaptive force feedback in under 3 ms.')[0]?.unit).toEqual(['millisecond']);
    expect(agrees('What response time did Kessling claim for it?', 'Under five milliseconds.', 'Kessling claimed force feedback in under 3 ms.')).toBe(false);
  });

  it('reads a round figure said plainly as the written one rounded, and coarse durations as coarse', () => {
    expect(amountsAgree(60_000, 61_240, false)).toBe(true);
    expect(amountsAgree(65_000, 61_240, false)).toBe(false);
    expect(amountsAgree(612_480, 612_940, false)).toBe(false);
    expect(quantitiesAgree(100, 97, false)).toBe(true);
    expect(quantitiesAgree(40, 41, false)).toBe(false);
    expect(quantitiesAgree(40, 41, false, ['percent'], ['percent'])).toBe(true);
    expect(quantitiesAgree(40, 45, false, ['percent'], ['percent'])).toBe(false);
    expect(agrees('How long did the repairs take?', 'About a week.', 'The repairs took 6 days.')).toBe(true);
    expect(agrees('How long did the repairs take?', 'About a week.', 'The repairs took 12 days.')).toBe(false);
    expect(agrees('How long did the repairs take?', 'Two months.', 'The repairs took 58 days.')).toBe(true);
    expect(agrees('How long did the repairs take?', 'Three weeks.', 'The repairs took 30 days.')).toBe(false);
  });

  it('reads "a quarter million" and "a half million" as "a quarter of a million"', () => {
    expect(findQuantities('A quarter million.')[0]?.value).toBe(250_000);
    expect(findAmounts('A half million dollars.')[0]?.amount).toBe(500_000);
  });
});

describe('an hour said bare, and joining an employer asked two ways', () => {
  it('reads "Around nine." to "what time …?" as nine o\'clock, and only there', () => {
    const [t] = claims('What time did you get to the dock that morning?', 'Around nine.') as ValueClaim[];
    expect(t?.value.kind === 'date' && t.value.clock).toBe(540);
    const [ish] = claims('What time did you get to the dock that morning?', 'Nine-ish.') as ValueClaim[];
    expect(ish?.value.kind === 'date' && ish.value.clock).toBe(540);
    const [count] = claims('How many trailers were there at that time?', 'Nine.') as ValueClaim[];
    expect(count?.value.kind).toBe('quantity');
    const { against } = againstEarlier(['What time did you get to the dock that morning?', 'Around nine.'], ['And when you arrived at the dock, what time was it?', 'Eleven, eleven fifteen.']);
    expect(against.some((c) => !c.agrees)).toBe(true);
  });

  it('compares "start working at" and "join" as one day', () => {
    const later = againstEarlier(['When did you start working at Castellan?', 'In 2015.'], ['What year did you join Castellan?', '2018.']);
    expect(later.against.some((c) => !c.agrees)).toBe(true);
    const same = againstEarlier(['When did you start working at Castellan?', 'In 2015.'], ['What year did you join Castellan?', '2015.']);
    expect(same.against.every((c) => c.agrees)).toBe(true);
  });
});

describe('minutes against hours, and a kind of place the witness said twice', () => {
  it('compares minutes with hours', () => {
    expect(unitsMatch(['hour'], ['minut'])).toBe(true);
    expect(unitsMatch(['hour'], ['day'])).toBe(false);
    const { against } = againstEarlier(['How long did the inspection take?', 'About two hours.'], ['And the inspection itself, how long did it last?', 'Twenty minutes, tops.']);
    expect(against.some((c) => !c.agrees)).toBe(true);
  });

  it('holds "in my office" against "out on the loading dock", never against a paper', () => {
    const { against } = againstEarlier(['Where were you when the alarm went off?', 'In my office.'], ['When the alarm sounded, where were you?', 'Out on the loading dock.']);
    expect(against.some((c) => !c.agrees)).toBe(true);
    const same = againstEarlier(['Where were you when the alarm went off?', 'In my office.'], ['When the alarm sounded, where were you?', 'At my desk, in the office.']);
    expect(same.against.every((c) => c.agrees)).toBe(true);
    const [site] = claims('Where were you when the alarm went off?', 'In my office.') as ValueClaim[];
    expect(candidatesFor(site!, [sourceSentence('The alarm went off in the warehouse at 9:12 p.m.')], [])).toEqual([]);
  });
});

describe('forms of one word', () => {
  it('keeps a short verb in -ly whole, and reads being hurt as an injury', () => {
    expect(canonical('apply')).toBe(canonical('applies'));
    expect(canonical('reply')).toBe(canonical('replied'));
    expect(canonical('early')).not.toBe(canonical('ear'));
    expect(canonical('injured')).toBe(canonical('injuries'));
    expect(canonical('hurt')).toBe(canonical('injury'));
    const [no] = claims('Was anyone injured?', 'No, nobody was hurt.').filter((c) => c.kind === 'negation');
    expect(candidatesFor(no!, [sourceSentence('Two employees were taken to the hospital with minor injuries.')], []).some((c) => !c.agrees)).toBe(true);
  });
});

describe('a name the paper ties to another act', () => {
  const nameClaim = (q: string, a: string) => claims(q, a)[0] as ValueClaim;
  it('reads "prepared by X and approved by Y" and "inspector X; operator Y" as who did which', () => {
    const approver = nameClaim('Who approved the change order?', 'Pat Moreno approved it.');
    const order = sourceSentence('Change Order 7 was prepared by Pat Moreno and approved by Lisa Grant on May 3.');
    expect(candidatesFor(approver, [order], []).map((c) => c.agrees)).toEqual([false]);
    const inspector = nameClaim('Who inspected the crane before the lift?', 'Tom Reyes did.');
    const record = sourceSentence('Crane inspection record: inspector J. Alvarez; operator Tom Reyes.');
    expect(candidatesFor(inspector, [record], []).map((c) => c.agrees)).toEqual([false]);
    // (The act asked, by its own participle or doer's noun, agrees.)
    const preparer = nameClaim('Who prepared the change order?', 'Pat Moreno.');
    expect(candidatesFor(preparer, [order], []).some((c) => c.agrees)).toBe(true);
  });
});


describe('the thirty-eighth round: a thing named after "and", the head of a "which" phrase, a group supervised, a place said first', () => {
  it('reads "And <plural noun> …?" as asking what the question before asked, and "which of your <people>" as who', () => {
    expect(questionTypeAfter('And shipments to Denver?', 'Where did the shipments for Austin go?')).toBe('where');
    expect(questionTypeAfter('Which of your clerks actually keyed the order?', null)).toBe('who');
    expect(questionTypeAfter('Which of the drivers took the route?', null)).toBe('who');
    // (A verb after "and" puts a statement; a thing that is no person asks no who.)
    expect(questionTypeAfter('And shipments stopped?', 'Where did the shipments for Austin go?')).toBe('yes_no');
    expect(questionTypeAfter('Which of your reports covers March?', null)).not.toBe('who');
  });

  it('reads the size of the group the witness supervised as how many work under them', () => {
    const team = claims('How big was the crew you managed at the plant?', 'Nine people, counting the two temps.').find((c): c is ValueClaim => c.kind === 'quantity');
    expect(team?.team).toBe(true);
    // (The size of another's group is not the witness's team.)
    const other = claims('How big was the crew Dana managed at the plant?', 'Nine people, counting the two temps.').find((c): c is ValueClaim => c.kind === 'quantity');
    expect(other?.team).toBeUndefined();
  });

  it('reads a rule asked in other words than the paper\u2019s through near words, among the sentences that lay down rules', () => {
    const handbook = splitPage('h1', 'Employee Handbook 2023.pdf', 1, 'Employees shall not keep copies of company files on personal devices.', reference);
    const asked = (q: string) => claims(q, 'Yes, they were.').find((c): c is PolarityClaim => c.kind === 'negation')!;
    const against = candidatesFor(asked('Were staff free to store duplicates of company files on their own phones?'), handbook, []);
    expect(against.some((c) => !c.agrees && c.score >= THRESHOLDS.negation)).toBe(true);
    // (Another act under the same rules is not asked of this one.)
    expect(candidatesFor(asked('Were staff free to park company vehicles at their own homes?'), handbook, []).some((c) => c.score >= THRESHOLDS.negation)).toBe(false);
  });

  it('reads a paper going out as its sending, and an e-mail\u2019s header lines as its header', () => {
    const sent = [...bagOf('sent').keys()];
    const subject = (q: string) => [...(claims(q, 'Around ten in the morning.')[0]?.subject.keys() ?? [])];
    expect(subject('What time does the header show the notice went out?')).toEqual(expect.arrayContaining([...sent, ...bagOf('header').keys()]));
    // (Going out to a place is no sending.)
    expect(subject('What time did the crew go out to the site?')).not.toEqual(expect.arrayContaining(sent));
    const mail = splitPage('m1', 'RE Shipment hold.eml', 1, 'From: Dana Whitcomb\nSent: Friday, November 3, 2023 6:48 PM\nTo: Lee Park\nSubject: Shipment hold\n\nLee, please hold the shipment.', reference);
    const sentLine = mail.find((x) => x.text.startsWith('Sent:'));
    expect([...bagOf('header').keys()].every((w) => sentLine?.bag.has(w))).toBe(true);
    expect([...bagOf('header').keys()].some((w) => mail.find((x) => x.text.startsWith('Lee,'))?.bag.has(w))).toBe(false);
  });

  it('reads a place said first, before a comma and what it is, as the place a where-question asked; not people in general as a name', () => {
    expect(findPlaces('Scranton, in the annex behind the main plant on Keyser Avenue.', true).map((p) => p.value)).toContain('Scranton');
    expect(findPlaces('Honestly, in the annex behind the main plant on Keyser Avenue.', true).map((p) => p.value)).not.toContain('Honestly');
    expect(findNames('It got passed around the break room. Folks talk.', true).map((n) => n.value)).toEqual([]);
    expect(findNames('People at the depot. Mostly Dana Whitcomb.', true).map((n) => n.value)).toEqual(['Dana Whitcomb']);
    expect(findNames('Cook. He ran the night shift.', true).map((n) => n.value)).toEqual(['Cook']);
  });
});

describe('a paper\u2019s dated line, and a name listed beside another', () => {
  // (As the source reader gives a paper's date line: its title's words, and what a date line says.)
  const titled = (text: string, filename: string): SourceSentence => {
    const words = new Map([...bagOf(`${text} ${filename}`), ...BEARS_WORDS.map((w) => [w, 1] as const)]);
    return { ...sourceSentence(text, filename), bag: words, titled: words, dateLine: true, lead: [...BEARS_WORDS] };
  };
  it('dates only the paper it stands under: the answer\u2019s dated line is no date of the complaint', () => {
    const [filed] = claims("And the answer, when was that filed?", 'Mid-September, I believe.') as ValueClaim[];
    const complaint = titled('Dated: July 22, 2024', '2024-07-22 Complaint and Jury Demand - Rivera.pdf');
    const answer = titled('Dated: September 16, 2024', '2024-09-16 Answer and Affirmative Defenses (Harbor).pdf');
    expect(candidatesFor(filed!, [complaint], [])).toEqual([]);
    expect(candidatesFor(filed!, [answer], []).some((c) => c.agrees)).toBe(true);
  });

  it('reads a line naming only another of the names the witness listed as neither for nor against this one', () => {
    const [, natarajan] = claims('Which lawyers signed the complaint?', 'Daniel Lane and Priya Natarajan, of Harper & Lane.') as ValueClaim[];
    const quote = { source: 'document' as const, text: 'HARPER & LANE LLP By: /s/ Daniel Lane', document_id: 'd', filename: 'complaint.pdf', page_number: 3, line: null };
    expect(namesSibling(natarajan!, { score: 0.8, agrees: false, quote, sourceValue: 'Daniel Lane' })).toBe(true);
    expect(namesSibling(natarajan!, { score: 0.8, agrees: false, quote, sourceValue: 'Margaret Harper' })).toBe(false);
  });
});

describe('a pleading that admits one thing and denies another', () => {
  const q = "Harbor's answer admits that Mr. Rivera's position was eliminated on August 9, 2023. Is that accurate?";
  const [yes] = claims(q, 'Yes, that\u2019s accurate.').filter((c) => c.kind === 'negation');
  const against = (text: string) => candidatesFor(yes!, [sourceSentence(text, '2024-09-16 Answer and Affirmative Defenses (Harbor).pdf')], []).filter((c) => !c.agrees);
  it('reads the denial of something said of the proposition, in its own clause, as no denial of it', () => {
    expect(against('Admits that Plaintiff\u2019s position was eliminated on August 9, 2023 as part of a regional restructuring; denies that the elimination was related to any complaint.')).toEqual([]);
    expect(against('Denies that the General Manager, Edison Cluster position is substantially the same as Plaintiff\u2019s former position.')).toEqual([]);
    // (The proposition itself denied is still its denial.)
    expect(against('Denies that the position was eliminated on August 9, 2023; admits that Plaintiff was employed until that date.').length).toBeGreaterThan(0);
  });
});

describe('the witness\u2019s own acquaintance, employer and a hedged count', () => {
  it('reads "are you familiar with it" as asked of the witness, and the post joined as no employer', () => {
    const [familiar] = claims('In September 2023 Harbor posted a position called General Manager, Edison Cluster. Are you familiar with it?', 'Yes. I approved the posting.').filter((c) => c.kind === 'negation');
    expect(familiar?.personal).toBe(true);
    const [posted] = claims('In September 2023 did Harbor post a position called General Manager, Edison Cluster?', 'Yes.').filter((c) => c.kind === 'negation');
    expect(posted?.personal).toBeUndefined();
    const [joined] = claims('How long have you worked at Vantage?', 'I joined in March of 2016 as an HR business partner.') as ValueClaim[];
    expect(joined?.joined?.employer).toEqual([]);
    const [named] = claims('When did you start?', 'I joined Castellan in 2019 as a dispatcher.') as ValueClaim[];
    expect(named?.joined?.employer).toEqual(['castellan']);
    expect(questionType('And about how many employees does Vantage have?')).toBe('how_many');
    expect(questionType('Roughly how much was it?')).toBe('how_much');
  });
});

describe('a measure asked by its noun, a sentence going on about the one before, joining in other words', () => {
  it('reads a size in gigabytes as the data asked of', () => {
    const [size] = claims('And how much data was that in total?', 'Roughly thirty gigabytes, all told.') as ValueClaim[];
    const said = sourceSentence('Shellbags and LNK files show 14,212 files opened during those sessions; 38.6 GB in total.');
    expect(candidatesFor(size!, [said], []).some((c) => !c.agrees && c.sourceValue.includes('38.6'))).toBe(true);
    const [agreeing] = claims('And how much data was that in total?', 'Roughly thirty-eight gigabytes, all told.') as ValueClaim[];
    expect(candidatesFor(agreeing!, [said], []).every((c) => c.agrees)).toBe(true);
  });

  it('reads "We see sync activity for 212 files" after a sentence naming Dropbox as Dropbox\u2019s, not one naming another', () => {
    const [count] = claims('How many files show Dropbox sync activity?', 'Twenty-five, I believe.') as ValueClaim[];
    const after = (previous: string, text: string): SourceSentence => ({ ...sourceSentence(text), bag: new Map([...[...bagOf(previous).keys()].map((w): [string, number] => [w, 0.5]), ...bagOf(text)]) });
    const before = 'The Dropbox desktop client was installed on 07/25/2024 and removed on 07/30/2024.';
    expect(candidatesFor(count!, [after(before, 'We see sync activity for 212 files but cannot yet tell what they were.')], []).some((c) => !c.agrees)).toBe(true);
    expect(candidatesFor(count!, [after(before, 'Kessling saw sync activity for 212 files but cannot yet tell what they were.')], [])).toEqual([]);
  });

  it('reads "when you came over to Harbor" as when the witness joined, and a question after a quotation\u2019s stop as the one asked', () => {
    const came = (claims('When you came over to Harbor from Marriott, what year was that?', 'The fall of 2021. I started right after Labor Day.') as ValueClaim[]).find((c) => c.quote === 'fall of 2021');
    expect(came?.joined).toBeDefined();
    const [visited] = claims('When you came to the Edison hotel that day, what time was it?', 'About ten in the morning.') as ValueClaim[];
    expect(visited?.joined).toBeUndefined();
    expect(questionType("I'm showing you Exhibit 3, a letter headed 'Notice of Position Elimination.' Who signed it?")).toBe('who');
  });
});

describe('the date of another act in the same sentence, and a part of the day for the time', () => {
  it('reads "installed on 07/25/2024 and removed on 07/30/2024" as the installation\u2019s date only the first', () => {
    const said = sourceSentence('The Dropbox desktop client was installed on 07/25/2024 and removed on 07/30/2024.');
    const dated = (a: string) => candidatesFor((claims('When was the Dropbox program installed on the laptop?', a) as ValueClaim[]).find((c) => c.kind === 'date')!, [said], []);
    expect(dated('On July 30, the day before he left.').map((c) => [c.agrees, c.sourceValue])).toEqual([[false, '07/25/2024']]);
    expect(dated('On July 25.').map((c) => [c.agrees, c.sourceValue])).toEqual([[true, '07/25/2024']]);
  });

  it('reads "around lunchtime", "first thing in the morning" and "late at night" as windows of the day, not "the first thing I saw"', () => {
    const lunch = findDayPart('On the 30th. Around lunchtime, I think, give or take.');
    const [night] = findClockTimes('CCleaner was run on 07/30/2024 at 22:14.');
    expect(lunch?.quote).toBe('Around lunchtime');
    expect(clocksAgree(lunch!, night!, false)).toBe(false);
    expect(clocksAgree(lunch!, findClockTimes('It was run at 12:40 p.m.')[0]!, false)).toBe(true);
    expect(clocksAgree(findDayPart('Late at night, after the office had emptied.')!, night!, false)).toBe(true);
    expect(findDayPart('First thing in the morning on the 24th.')?.clockTo).toBe(600);
    expect(findDayPart('The first thing I saw was the canopy lying across the decking.')).toBeNull();
  });
});

describe('a yes or no hedged by what the witness understands, and an opening that says where to read', () => {
  it('reads "My understanding is he didn\u2019t" as a hedged no, not "My understanding is the laptop came back"', () => {
    expect(answerPolarity("My understanding is he didn't. What he raised was edits in Kronos.")).toEqual({ polarity: 'no', hedged: true });
    expect(answerPolarity('From what I was told, it was.')).toEqual({ polarity: 'yes', hedged: true });
    expect(answerPolarity('My understanding is the laptop came back the way he had been using it.')).toBeNull();
  });

  it('weighs a paper\u2019s part named in the opening as a side remark, and a pronoun in the clause bounding the act as pointing at nothing', () => {
    const [asked] = claims('Looking at paragraph 4 of that e-mail, was the Recycle Bin on the laptop emptied before it came back to Vantage?', "I don't believe it was.").filter((c) => c.kind === 'negation');
    expect(asked?.subject.get('email') ?? 0).toBeLessThan(0.5);
    expect(asked?.subject.get(canonical('recycle'))).toBe(1);
    // (An opening the asking clause points back at stays the proposition's.)
    const [pointed] = claims('As to the reallocation, did Northwind consent to it?', 'No.').filter((c) => c.kind === 'negation');
    expect(pointed?.subject.get(canonical('reallocation'))).toBe(1);
  });
});

describe('a head count with the witness among them', () => {
  it('reads "three of us" to how many work somewhere as the witness\u2019s group, not "four of us" at a meeting', () => {
    const [staff] = claims('How many people work in HR at Vantage today?', "It's three of us, me and two generalists.") as ValueClaim[];
    expect(staff?.team).toBe(true);
    const [met] = claims('How many people were at the meeting?', 'Four of us.') as ValueClaim[];
    expect(met?.team).toBeUndefined();
  });
});

describe('an opening that says when, before a value asked', () => {
  it('weighs "When his position was eliminated" as a side remark to how much severance was offered', () => {
    const [offered] = claims('When his position was eliminated, how much severance was Mr. Rivera offered?', 'Something like twenty-five thousand dollars.') as ValueClaim[];
    expect(offered?.subject.get(canonical('eliminated'))).toBeLessThanOrEqual(0.35);
    expect(offered?.subject.get(canonical('severance'))).toBe(1);
    // (An opening naming what is asked of stays: "As to the Greenleaf contract, how much was lost?")
    const [lost] = claims('As to the Greenleaf contract, how much was lost?', 'About two hundred thousand dollars.') as ValueClaim[];
    expect(lost?.subject.get(canonical('contract'))).toBe(1);
  });
});

describe('a field\u2019s label as what its value is about', () => {
  it('reads "Amount claimed: $2,875,000.00" as the total claimed', () => {
    const [total] = claims('And what total did the proof of loss claim?', 'Roughly three and a half million, all in.') as ValueClaim[];
    const score = (text: string) => Math.max(0, ...candidatesFor(total!, [sourceSentence(text, 'Sworn Statement in Proof of Loss.pdf')], []).map((c) => c.score));
    const labelled = score('Claim No. GSM-PR-23-118845 Amount claimed: $2,875,000.00');
    // ("Total" asked, "Amount" written: one figure's word for another's.)
    expect(labelled).toBeGreaterThan(score('Claim No. GSM-PR-23-118845 Number claimed: $2,875,000.00'));
  });
});
