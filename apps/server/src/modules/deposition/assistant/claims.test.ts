import { describe, expect, it } from 'vitest';
import { answerPolarity, extractClaims, questionType, withoutHedges, type Claim, type PolarityClaim, type ValueClaim } from './claims.js';
import { findQuantities } from './values.js';
import { canonical } from './words.js';

const reference = new Date('2024-09-17T12:00:00Z');
const claims = (question: string | null, answer: string): Claim[] => extractClaims({ question, answer, reference });
const values = (cs: Claim[]) => cs.filter((c): c is ValueClaim => c.kind !== 'negation');

describe('claims of an answer', () => {
  it('reads a month-only date as the latest one before the deposition, about the question\'s subject', () => {
    const [c] = values(claims('When did you receive the notice?', 'In December.'));
    expect(c?.kind).toBe('date');
    expect(c?.value).toMatchObject({ date: '2023-12-01', granularity: 'month' });
    expect([...c!.subject.keys()]).toEqual(expect.arrayContaining(['receive', 'notice']));
  });

  it('reads the paper a question says something is in as where it was written, not what it is about', () => {
    const [c] = values(claims('Your e-mail mentions two additional unreported injections. On which instrument?', 'Oh-three.'));
    const subject = Object.fromEntries(c!.subject);
    expect(subject).toMatchObject({ unreport: 1, injection: 1, email: 0.3 });
    expect(Object.keys(subject).some((w) => w.startsWith('mention'))).toBe(false);
  });

  it('counts what "how many of his people" names, and reads the exchange the short question leans on', () => {
    const [c] = values(extractClaims({ question: 'Affecting how many of his people?', answer: 'Thirty-seven.', reference, context: 'Q. How many edited punches did he report? A. Around twenty.' }));
    expect(c).toMatchObject({ kind: 'quantity', value: { value: 37, unit: [canonical('people')] } });
    expect(c!.subject.get(canonical('punches'))).toBeGreaterThan(0);
  });

  it('leaves idioms of the whole span ("start to finish", "all told") out of what is asked about', () => {
    const [c] = values(claims('How long was the lease supposed to run, start to finish?', 'Six years, and then it could renew.'));
    expect(c?.kind).toBe('quantity');
    expect([...c!.subject.keys()]).not.toContain(canonical('start'));
    expect([...c!.subject.keys()]).not.toContain(canonical('finish'));
    const [stay] = values(claims('Walk me through the stay.', 'All told I was in that clinic about ten days.'));
    expect([...stay!.subject.keys()]).not.toContain(canonical('told'));
  });

  it('reads "Remind me", "Tell me", "Walk me through" opening a question as its frame, not its subject', () => {
    const [c] = values(claims('Remind me which invoice the credit covered.', 'Number 4471.'));
    expect([...(c?.subject.keys() ?? [])]).not.toContain(canonical('remind'));
    const [d] = values(claims('Tell me about the storage charges.', 'About forty thousand dollars.'));
    expect([...d!.subject.keys()]).not.toContain(canonical('tell'));
  });

  it('weighs the event bounding a yes/no question\'s act ("before it was filed") at half', () => {
    const [c] = claims('Did you read the answer before it was served?', 'No, I never read it.');
    expect(c).toMatchObject({ kind: 'negation', polarity: 'no' });
    expect(c!.subject.get('read')).toBe(1);
    expect(c!.subject.get(canonical('served'))).toBe(0.5);
  });

  it('reads "Mine." and "That one\'s mine" to a who-question as the witness naming themself', () => {
    const named = (q: string, a: string) => values(extractClaims({ question: q, answer: a, reference, deponent: 'Sunita Rao' })).map((c) => c.value);
    expect(named('Whose signature block is on it?', 'Mine. I was signing on behalf of Quality.')).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'name', value: 'Sunita Rao' })]));
    expect(named('Who owns the CAPA for the recall?', "That one's mine as well.")).toEqual([expect.objectContaining({ kind: 'name', value: 'Sunita Rao' })]);
  });

  it('keeps "the recall" as what a question is about, and "do you recall" as the witness\'s memory', () => {
    const [c] = values(claims('Who owns the CAPA for the recall?', 'Dr. Oduya.'));
    expect(c!.subject.has('recall')).toBe(true);
    const [d] = values(claims('As you recall, who owns the CAPA?', 'Dr. Oduya.'));
    expect(d!.subject.has('recall')).toBe(false);
  });

  it('weighs a phrase set after the question at half, and leaves out the place kind "which facility" asks and "from what I understood"', () => {
    const [c] = values(claims('Which facility was the perishable freight stranded at, the produce and dairy that spoiled?', 'Their Port Newark yard, from what I understood.'));
    expect(c?.kind).toBe('place');
    const subject = Object.fromEntries(c!.subject);
    expect(subject).toMatchObject({ perishabl: 1, freight: 1, strand: 1, dairy: 0.5 });
    expect(Object.keys(subject).some((w) => w.startsWith('facilit') || w.startsWith('understo'))).toBe(false);
  });

  it('takes a year from the question for a date without one', () => {
    const [c] = values(claims('What happened in October 2023?', 'On October 30 the letter came in.'));
    expect(c?.value).toMatchObject({ date: '2023-10-30', granularity: 'day' });
  });

  it('reads amounts, approximate or not', () => {
    const [c] = values(claims('How much did Northwind owe?', '$648,000, roughly.'));
    expect(c).toMatchObject({ kind: 'amount', approximate: true, value: { amount: 648000, currency: 'USD' } });
    const [m] = values(claims('What were the damages?', 'About $4.2 million.'));
    expect(m?.value).toMatchObject({ amount: 4_200_000 });
  });

  it('reads quantities with their unit, a bare number taking the unit the question asked for', () => {
    const [c] = values(claims('How many trailers were moved to Tidewater?', 'Seventy-four.'));
    expect(c).toMatchObject({ kind: 'quantity', value: { value: 74, unit: ['trailer'] } });
    const [d] = values(claims('What did the pool hold?', 'We had 46 trailers in the pool that week.'));
    expect(d).toMatchObject({ kind: 'quantity', value: { value: 46, unit: ['trailer'] } });
    const [p] = values(claims('Was it 60 percent?', 'It was 85 percent.'));
    expect(p).toMatchObject({ kind: 'quantity', value: { value: 85, unit: ['percent'] } });
  });

  it('reads names only for who-questions and places for where-questions', () => {
    expect(values(claims('Who told you to move the trailers?', 'Raymond Voss did.'))[0]).toMatchObject({ kind: 'name', value: { value: 'Raymond Voss' } });
    expect(values(claims('Who told you?', 'Ray.'))[0]).toMatchObject({ kind: 'name', value: { value: 'Ray' } });
    expect(values(claims('What did you do next?', 'I called Raymond Voss.'))).toEqual([]);
    expect(values(claims('Where was the notice delivered?', 'To our office in Philadelphia.'))[0]).toMatchObject({ kind: 'place', value: { value: 'Philadelphia' } });
  });

  it('reads yes and no as the deponent affirming or denying the question, a negative question flipping it', () => {
    expect(claims('Did Northwind consent to the reallocation?', 'No.').find((c) => c.kind === 'negation')).toMatchObject({ polarity: 'no' });
    expect(claims('Did Northwind consent to the reallocation?', "That's correct.").find((c) => c.kind === 'negation')).toMatchObject({ polarity: 'yes' });
    expect(claims('Northwind never consented, correct?', 'Correct.').find((c) => c.kind === 'negation')).toMatchObject({ polarity: 'no' });
    expect(claims('What happened to the notice?', 'I never received it.').find((c) => c.kind === 'negation')).toMatchObject({ polarity: 'no' });
    // Lack of recall is not a denial.
    expect(claims('Did anyone ask for consent?', "I don't recall.")).toEqual([]);
    expect(claims('Did anyone ask for consent?', 'Not that I recall.')).toMatchObject([{ kind: 'negation', polarity: 'no', qualified: true }]);
  });

  it('adopts the values of a question the deponent agrees with', () => {
    const cs = claims('Castellan received the notice on October 12, 2023, correct?', 'Yes.');
    expect(values(cs)[0]).toMatchObject({ kind: 'date', value: { date: '2023-10-12' } });
    expect(cs.find((c) => c.kind === 'negation')).toMatchObject({ polarity: 'yes' });
  });

  it('types questions', () => {
    expect(questionType('When did Castellan receive it?')).toBe('when');
    expect(questionType('How much did Northwind owe?')).toBe('how_much');
    expect(questionType('How many loads were late?')).toBe('how_many');
    expect(questionType('Who approved the rate?')).toBe('who');
    expect(questionType('Where did the letter go?')).toBe('where');
    expect(questionType('Did you sign it?')).toBe('yes_no');
    expect(questionType('That report was accurate, correct?')).toBe('yes_no');
    expect(questionType('Tell me about the report.')).toBe('open');
    expect(answerPolarity('I believe so.')).toEqual({ polarity: 'yes', hedged: true });
  });
});

describe('what a "how many" counts', () => {
  const reference = new Date('2024-09-01');
  const units = (claims: Claim[]) => claims.flatMap((c) => (c.kind === 'quantity' ? [(c as ValueClaim).value] : [])).map((v) => (v.kind === 'quantity' ? v.unit : []));

  it('counts what the question before counted when this one names nothing', () => {
    const claims = extractClaims({ question: 'How many were actually in the pool that week?', previousQuestion: 'How many trailers does the report show available?', answer: 'Seventy-four, I believe.', reference });
    expect(units(claims)).toEqual([[canonical('trailers')]]);
  });

  it('reads a participle before a noun as part of what is counted, and a verb after "how many" as no noun', () => {
    expect(units(extractClaims({ question: 'How many edited punches did he say he had found?', answer: 'Around twenty-seven.', reference }))).toEqual([[canonical('edited'), canonical('punches')]]);
    expect(extractClaims({ question: 'How many turned out to be duplicates?', answer: 'Two.', reference })).toEqual([]);
  });

  it('reads millions of nothing named, asked what, as a sum; not a count asked', () => {
    const sum = extractClaims({ question: 'What does it attribute to spoiled freight, all three months together?', answer: 'Roughly a million two.', reference });
    expect(sum.map((c) => [c.kind, c.kind === 'amount' && (c as ValueClaim).value.kind === 'amount' ? (c as ValueClaim).value : null])).toEqual([['amount', expect.objectContaining({ amount: 1_200_000 })]]);
    expect(extractClaims({ question: 'How many miles did it have on it?', answer: 'About a million two.', reference }).every((c) => c.kind !== 'amount')).toBe(true);
  });

  it('reads a bare number under a thousand as thousands of dollars where the exchange before speaks in them', () => {
    const claims = extractClaims({
      question: "And Brooklyn Orthopaedic — Dr. Marsh-Whitley's group?",
      previousQuestion: 'Kings Bay billed about ninety-six thousand of that?',
      context: 'Q. Kings Bay billed about ninety-six thousand of that? A. Ninety-six, yes.',
      answer: 'Around the same. Ninety-six or so.',
      reference,
    });
    expect(claims.map((c) => (c.kind === 'amount' ? (c as ValueClaim).value : null))).toEqual([expect.objectContaining({ amount: 96_000 })]);
    // (Nothing in thousands before it: a count stays a count, and no sum is made of it.)
    expect(extractClaims({ question: 'And the Edison hotel?', previousQuestion: 'How many rooms does the New Brunswick hotel have?', context: 'Q. How many rooms does the New Brunswick hotel have? A. About ninety.', answer: 'Ninety-six or so.', reference }).every((c) => c.kind !== 'amount')).toBe(true);
  });

  it('keeps a word the question asks in lower case and the answer\'s name capitalises in the subject', () => {
    const [firm] = extractClaims({ question: 'Which engineering firm did Granite State retain on causation?', answer: 'Northeast Coastal Engineering.', reference }) as ValueClaim[];
    expect(firm?.subject.has(canonical('engineering'))).toBe(true);
    // ("I signed it" to "who signed": the witness's own act is the value, not a subject word.)
    const [signer] = extractClaims({ question: 'Who signed the notice of termination?', answer: 'I signed it.', reference, deponent: 'Raymond Voss' }) as ValueClaim[];
    expect(signer?.subject.has(canonical('signed'))).toBe(false);
  });

  it('leaves "I want to say", "I\'m fairly sure", "if I remember right" out of what an answer is about', () => {
    const [ray] = extractClaims({ question: 'Who approved the rate Tidewater was charged?', answer: "Ray approved it, I'm fairly sure.", reference }) as ValueClaim[];
    expect([...(ray?.subject.keys() ?? [])]).not.toContain(canonical('fairly'));
    expect(withoutHedges('I want to say September twenty-fifth, if I remember right.')).not.toMatch(/want|remember/);
  });

  it('dates a day of the month said alone in the month the exchange last named', () => {
    const [d] = extractClaims({ question: 'And the elimination of his position took effect when?', context: 'Q. What is the date on the letter? A. August ninth, 2023.', answer: 'At the end of that month, on the thirty-first.', reference }) as ValueClaim[];
    expect(d?.value).toEqual(expect.objectContaining({ kind: 'date', date: '2023-08-31', granularity: 'day' }));
    // ("The first time" is no day; nor is a day without a month named before it.)
    expect(extractClaims({ question: 'When did you first meet him?', context: 'Q. When did you start? A. In June 2023.', answer: 'The first time was at the hotel.', reference })).toEqual([]);
    expect(extractClaims({ question: 'When was the surgery?', answer: 'The same day. The seventeenth.', reference })).toEqual([]);
  });

  it('reads "time punches" as punches, asked or written, and "how many times" as occasions of the witness\'s own act', () => {
    expect(units(extractClaims({ question: 'According to the e-mail, how many time punches had been edited?', answer: 'Twenty-seven or so.', reference }))).toEqual([[canonical('punches')]]);
    expect(findQuantities('a spreadsheet identifying 37 edited time punches for 14 employees')[0]?.unit).toEqual([canonical('edited'), canonical('punches')]);
    // (No thing counted: the times the witness rode it, held only against their own answers.)
    const [ridden] = extractClaims({ question: 'How many times did you ride it?', answer: 'Twenty-seven or so.', reference }) as ValueClaim[];
    expect(ridden?.occasions).toEqual([canonical('ride')]);
    expect(ridden?.personal).toBe(true);
  });

  it('reads the day a record stood at ("the tracker as of September 30") as no value the row asked about gives', () => {
    const [owner] = extractClaims({ question: "Let's look at the CAPA tracker as of September 30. Who owned CAPA-24-032?", answer: 'That one was Ken Oduya.', reference }) as ValueClaim[];
    expect(owner?.given).toBeUndefined();
    const [signer] = extractClaims({ question: 'Who signed the letter of September 30?', answer: 'Ken Oduya.', reference }) as ValueClaim[];
    expect(signer?.given?.length).toBe(1);
  });

  it('reads the words of a period\'s start as no subject of its end\'s date', () => {
    const [end] = extractClaims({ question: 'How long were you out of work?', answer: 'From the day it happened through the end of June.', reference }) as ValueClaim[];
    expect(end?.subject.get('happen') ?? 0).toBeLessThanOrEqual(0.3);
    const [when] = extractClaims({ question: 'When was your last day out?', answer: 'The end of June, after it happened.', reference }) as ValueClaim[];
    expect(when?.subject.get('happen') ?? 0).toBeGreaterThan(0.3);
  });

  it('reads whether the witness read a paper as asked of the witness, not of the paper', () => {
    const [read] = extractClaims({ question: "Have you read Mr. Sandoval's deposition transcript?", answer: "No, I haven't seen that one.", reference }) as PolarityClaim[];
    expect(read?.personal).toBe(true);
    const [says] = extractClaims({ question: "Does Mr. Sandoval's transcript say the trailers were moved?", answer: 'No, it does not.', reference }) as PolarityClaim[];
    expect(says?.personal).toBeFalsy();
  });
});


describe('the working behind a figure', () => {
  it('reads the figure a share is taken of as the working, not the answer, and a deductible as a sum', () => {
    const said = extractClaims({ question: 'What deductible did they take off for the ship’s store?', answer: 'Ninety thousand. Two percent of the four and a half million.', reference }) as ValueClaim[];
    expect(said.filter((c) => c.kind === 'amount').map((c) => c.value.kind === 'amount' && c.value.amount)).toEqual([90000]);
    expect(extractClaims({ question: 'What was the deductible?', answer: 'Half of the $180,000.', reference }).filter((c) => c.kind === 'amount')).toEqual([]);
  });
});

describe('which one of several', () => {
  it('reads "which of their offices" and "which of the buildings" by the noun after "of"', () => {
    expect(questionType('Which of their offices did it come out of?')).toBe('where');
    expect(questionType('Which of the buildings had roof damage?')).toBe('where');
    expect(questionType('Which of your managers signed it?')).toBe('who');
    expect(questionType('Which of them signed it?')).toBe('open');
  });
});

describe('the witness listed beside a name', () => {
  it('holds the witness as the name\u2019s sibling in "Doug and me", not in "Doug, not me"', () => {
    const read = (a: string) => values(extractClaims({ question: 'Who else was involved in that decision?', answer: a, reference, deponent: 'Carla Benedetti' })).find((c) => c.kind === 'name');
    expect(read('Doug and me. HR came in at the end.')?.siblings).toContain('Carla Benedetti');
    expect(read('Janet Kowalski and I made the call together.')?.siblings).toContain('Carla Benedetti');
    expect(read('Doug, not me. HR came in at the end.')?.siblings ?? []).not.toContain('Carla Benedetti');
  });
});
