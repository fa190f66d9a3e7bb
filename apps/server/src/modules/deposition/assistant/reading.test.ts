import { describe, expect, it } from 'vitest';
import { answerPolarity, extractClaims, type ValueClaim } from './claims.js';
import { roleAt, sourceWeight } from './contradictions.js';
import { detectEvasion } from './evasion.js';
import { clip } from './follow-ups.js';
import { holidayIn } from './holidays.js';
import { askingClause, questionType } from './question-form.js';
import { tableRows } from './sources.js';
import { amountsAgree, findAmounts, findDates, findQuantities, mentionAt, namesAgree, quantitiesAgree } from './values.js';

const reference = new Date('2024-10-15T12:00:00Z');
const value = (q: string, a: string) => (extractClaims({ question: q, answer: a, reference }).find((c) => c.kind !== 'negation') as ValueClaim | undefined)?.value;

describe('values said in words', () => {
  it('reads sums of money in words, with the quote as said', () => {
    expect(findAmounts('Roughly two hundred grand.').map((a) => [a.amount, a.quote])).toEqual([[200_000, 'two hundred grand']]);
    expect(findAmounts('A quarter of a million dollars.')[0]!.amount).toBe(250_000);
    expect(value('How much did Castellan claim?', 'About a million and a half.')).toMatchObject({ kind: 'amount', amount: 1_500_000 });
  });

  it('reads ordinals, holidays, a day said apart from its month and a bare year', () => {
    expect(findDates('The fifteenth of March, 2021.', reference)[0]).toMatchObject({ date: '2021-03-15', granularity: 'day' });
    expect(findDates('The Tuesday after Labor Day.', reference, 2023)[0]).toMatchObject({ date: '2023-09-05', granularity: 'day' });
    expect(findDates('Early December, around the 8th.', reference, 2023)[0]).toMatchObject({ date: '2023-12-08', granularity: 'day' });
    expect(value('What year did they sign it?', '2019.')).toMatchObject({ kind: 'date', date: '2019-01-01', granularity: 'year' });
    expect(findDates('August 1 through October 15, 2023', reference).map((d) => [d.date, d.range])).toEqual([['2023-08-01', 'start'], ['2023-10-15', 'end']]);
  });

  it('names holidays for the year asked', () => {
    expect(holidayIn('the Friday before Thanksgiving', 2023)!.date.toISOString().slice(0, 10)).toBe('2023-11-17');
    expect(holidayIn('Memorial Day 2022', 2030)).toMatchObject({ yearWritten: 2022 });
    expect(holidayIn('the day after Christmas', 2023)!.date.toISOString().slice(0, 10)).toBe('2023-12-26');
    expect(holidayIn('a Tuesday', 2023)).toBeNull();
  });

  it('compares durations in days and hedged figures within what they round to', () => {
    const [twoWeeks] = findQuantities('Two weeks.');
    const [thirty] = findQuantities('within thirty (30) days of receipt');
    expect(quantitiesAgree(twoWeeks!.value, thirty!.value, false, twoWeeks!.unit, thirty!.unit)).toBe(false);
    expect(quantitiesAgree(6, 180, false, ['month'], ['day'])).toBe(true);
    expect(amountsAgree(700_000, 612_480, true)).toBe(false);
    expect(amountsAgree(600_000, 612_480, true)).toBe(true);
    expect(amountsAgree(612_480, 612_940, false)).toBe(false);
    expect(amountsAgree(1_500_000, 1_486_210, false)).toBe(true);
    expect(quantitiesAgree(60, 46, true)).toBe(false);
  });
});

describe('names and places as whole entities', () => {
  it('does not take a shared word of a kind of place for agreement', () => {
    expect(namesAgree('Kings County', 'New York County')).toBe(false);
    expect(namesAgree('New Jersey', 'New York')).toBe(false);
    expect(namesAgree('North Bergen', 'North Arlington')).toBe(false);
    expect(namesAgree('Tidewater Freight', 'Northwind Freight Inc.')).toBe(false);
    expect(namesAgree('Ray', 'Raymond Voss')).toBe(true);
    expect(namesAgree('Tom Beckett', 'Thomas Beckett')).toBe(true);
    expect(namesAgree('Allentown', 'Allentown, Pennsylvania')).toBe(true);
    expect(mentionAt('Tom Beckett', 'cc: Thomas Beckett; Daniel Lane')).toBe(4 + 7);
    // "Jersey City" is not written in "New Jersey" (a qualifier the place said lacks); it is in "Jersey City, New Jersey".
    expect(mentionAt('Jersey City', 'Thomas Reilly, residing at Hoboken, New Jersey', false)).toBe(-1);
    expect(mentionAt('Jersey City', 'Thomas Reilly, residing at Jersey City, New Jersey', false)).toBeGreaterThan(0);
  });

  it('reads the role a name is written in', () => {
    const closing = 'Very truly yours, Sarah Lindgren General Counsel cc: Thomas Beckett';
    expect(roleAt(closing, closing.indexOf('Sarah'))).toBe('sender');
    expect(roleAt(closing, closing.indexOf('Thomas'))).toBe('copy');
    // Whom something was sent, said without "to"; not someone sent somewhere.
    const sent = 'On June 21, 2023, Rivera sent Ms. Kowalski an e-mail summarizing his concerns.';
    expect(roleAt(sent, sent.indexOf('Kowalski'))).toBe('recipient');
    const went = 'Harbor sent Dana Reyes to the Edison property.';
    expect(roleAt(went, went.indexOf('Dana'))).toBeNull();
    expect(roleAt('Attention: Raymond Voss', 11)).toBe('recipient');
    expect(sourceWeight({ source: 'document', text: '', document_id: 'a', filename: 'Liu Deposition.txt', page_number: 1, line: null }, new Set())).toBeLessThan(0);
    expect(sourceWeight({ source: 'document', text: '', document_id: 'a', filename: 'Notice of Breach.pdf', page_number: 1, line: null }, new Set(['a']))).toBe(0.1);
  });
});

describe('questions and answers', () => {
  it('reads the question form past an opening clause, "which facility" as where, statements as yes/no', () => {
    expect(askingClause('Now, turning to the notice of breach, when did it go out?')).toBe('when did it go out?');
    // "Do you know who signed it?": the question inside asks ("whether" stays a yes or no).
    expect(questionType('Do you know who signed it?')).toBe('who');
    expect(questionType('Do you remember where the meeting was?')).toBe('where');
    expect(questionType('Do you know whether it was sent?')).toBe('yes_no');
    // The limit of what the witness is asked to say asks nothing itself.
    expect(askingClause('And whose instruction was it to move those trailers, from what you learned?')).toBe('whose instruction was it to move those trailers?');
    expect(questionType('And whose instruction was it to move those trailers, as far as you know?')).toBe('who');
    expect(questionType('When the contract was signed, how long was Castellan committed for?')).toBe('how_long');
    expect(questionType('Which facility handled the storage?')).toBe('where');
    expect(questionType("And which state's law governs the agreement?")).toBe('where');
    expect(questionType('Which competitor got the trailers?')).toBe('who');
    expect(questionType('Northwind never agreed to that?')).toBe('yes_no');
    expect(questionType("The season started in September, didn't it?")).toBe('yes_no');
    expect(questionType('On September 28, 2023, did you instruct Karen Liu?')).toBe('yes_no');
  });

  it('reads hedged denials as denials, a denial as far as one knows or recalls as qualified, and lack of recall as neither', () => {
    expect(answerPolarity("I don't believe so.")).toEqual({ polarity: 'no', hedged: true });
    expect(answerPolarity('They were.')).toEqual({ polarity: 'yes', hedged: false });
    expect(answerPolarity("Not as far as I'm aware.")).toEqual({ polarity: 'no', hedged: true, qualified: true });
    // Qualified like "not as far as I'm aware": an evasion standing alone (evasion.ts), a hedged
    // denial when the witness goes on to say why.
    expect(answerPolarity('Not that I recall.')).toEqual({ polarity: 'no', hedged: true, qualified: true });
    expect(answerPolarity("I don't recall.")).toBeNull();
    expect(answerPolarity('Honestly, no.')).toMatchObject({ polarity: 'no' });
  });

  it('finds non-answers behind softeners, deferrals to others and answers of another kind', () => {
    const ev = (q: string, a: string) => detectEvasion(q, a, questionType(q), false)?.kind ?? null;
    expect(ev('When did you speak to the driver?', "I genuinely don't remember.")).toBe('no_recall');
    expect(ev('Who decided?', "Honestly, I couldn't tell you.")).toBe('no_knowledge');
    expect(ev('Who obtained it?', 'Sarah would be the one to ask.')).toBe('deferral');
    expect(ev('Who decided to divert them?', "You'll have to ask Ray about that.")).toBe('deferral');
    expect(ev('What did the budget say?', "That's not my department.")).toBe('deferral');
    expect(ev('Who drafted the notice?', 'It was a Tuesday, as I remember.')).toBe('non_responsive');
    expect(ev('Who told the dispatcher?', 'How would I know.')).toBe('question_back');
    expect(ev('Did Northwind consent?', "Not as far as I'm aware.")).toBe('no_knowledge');
    expect(ev('How many loads were late?', "I'd be guessing.")).toBe('no_knowledge');
    expect(ev('Who signed it?', 'Sarah Lindgren, on a Tuesday.')).toBeNull();
  });
});

describe('sources and follow-ups', () => {
  it('reads a table row by row, naming its columns, sums in a dollar column as dollars', () => {
    const t = tableRows('Title line\nCategory\tCustomer\tAmount (USD)\nLost profits\tGreenleaf Organics\t1,021,000.00\nLost profits\tHudson Valley\t613,000.00\n');
    expect(t!.rows).toEqual(['Category: Lost profits; Customer: Greenleaf Organics; Amount (USD): $1,021,000.00', 'Category: Lost profits; Customer: Hudson Valley; Amount (USD): $613,000.00']);
    expect(tableRows('no tabs here')).toBeNull();
  });

  it('reads a column written to the cent as dollars, and an estimate\'s RCV and ACV in words', () => {
    const t = tableRows('Estimate\nLine item\tRCV\tDepreciation\tACV\tQty\nRoof deck\t412,600.00\t61,890.00\t350,710.00\t12\nOffice\t214,535.00\t0.00\t214,535.00\t3\n');
    expect(t!.rows[0]).toBe('Line item: Roof deck; Replacement cost value (RCV): $412,600.00; Depreciation: $61,890.00; Actual cash value (ACV): $350,710.00; Qty: 12 qty');
    // Figures with decimals but no thousands written are no sure sign of money (4.10 feet).
    expect(tableRows('Gauge\tLevel\nA\t4.10\nB\t3.25\n')!.rows).toEqual(['Gauge: A; Level: 4.10', 'Gauge: B; Level: 3.25']);
  });

  it('quotes whole words and the sentence holding the value', () => {
    const text = 'Pursuant to Sections 14.3 and 20.1, Northwind gives notice. Northwind demands that Castellan restore the full Dedicated Reefer Capacity within thirty (30) days of receipt of this notice. Northwind reserves all rights.';
    expect(clip(text, 200, '(30) days')).toBe('Northwind demands that Castellan restore the full Dedicated Reefer Capacity within thirty (30) days of receipt of this notice.');
    const cut = clip('Northwind demands that Castellan restore the full Dedicated Reefer Capacity within thirty days', 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/Capaci…/);
  });
});

describe('what a "what"/"which" question asks for: the last noun of its phrase', () => {
  it('reads "the building limit" as a sum, "which person signed invoices" as who, "which harbor" as where', () => {
    expect(questionType('Looking at the schedule, what is the building limit for Units 2 and 3?')).toBe('how_much');
    expect(questionType('Which person signed invoices?')).toBe('who');
    expect(questionType('What building was it in?')).toBe('where');
    expect(questionType('Which harbor did the ferry leave from?')).toBe('where');
    expect(questionType('What was the monthly parking fee?')).toBe('how_much');
    expect(questionType('What time of day was it?')).toBe('when');
  });
});
