import { describe, expect, it } from 'vitest';
import { searchWords } from './contradictions.js';
import { contentWords, rawWords } from './words.js';

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

  it('leaves numbers and seasons said in words out: they are the value, not what it is about', () => {
    const words = searchWords(new Map(), none, rawWords('When did he start with the company? In the spring of two thousand sixteen, as I recall.'));
    expect(words).not.toContain('spring');
    expect(words).not.toContain('sixteen');
    expect(words).not.toContain('thousand');
  });
});

describe('joining an employer, said by a phrase', () => {
  it('reads "started with the company", "came to Meridian", "started as an analyst" as joining, like "was employed"', () => {
    expect(contentWords('When did Mr. Rivera start with the company?')).toContain('join');
    expect(contentWords('I came to Meridian in 2019 as director of QC.')).toContain('join');
    expect(contentWords('Since 2016. I started as a pricing analyst in the Allentown office.')).toContain('join');
    expect(contentWords('Rivera was employed by Defendant from March 6, 2017.')).toContain('join');
    expect(contentWords('What year did you join Castellan?')).toContain('join');
  });

  it('does not read a trip, a task or a date starting as joining', () => {
    expect(contentWords('They came to us, we did not go looking for them.')).not.toContain('join');
    expect(contentWords('I started on the report that Monday.')).not.toContain('join');
    expect(contentWords('The term started on March 15, 2021.')).not.toContain('join');
  });
});

describe('ending, restoring and suing, said by a phrase', () => {
  it('reads walking away from a deal as ending it, and putting the trailers back as restoring them', () => {
    expect(contentWords('Could Castellan simply have walked away from the agreement without giving a reason?')).toContain('terminate');
    expect(contentWords('Either party may terminate this Agreement for convenience.')).toContain('terminate');
    expect(contentWords("Northwind's notice gave Castellan fifteen days to put the full pool back, correct?")).toContain('cure');
    expect(contentWords('Castellan must restore the full Dedicated Reefer Capacity.')).toContain('cure');
    expect(contentWords('Going back to the letter, what did it say?')).not.toContain('cure');
  });

  it('reads suing, a lawsuit and an action brought as one thing', () => {
    expect(contentWords('How much time does the policy give an insured to sue after the loss?')).toContain('suit');
    expect(contentWords('The condition requires that any action be brought within two years after the loss.')).toContain('suit');
    expect(contentWords('He filed a lawsuit in March.')).toContain('suit');
    expect(contentWords('What action did you take after the storm?')).not.toContain('suit');
  });

  it('reads health insurance as coverage', () => {
    expect(contentWords('Did it say anything about his health insurance continuing?')).toEqual(expect.arrayContaining(['health', 'insurance']));
    expect(contentWords('Your group health coverage will continue through August 31, 2023.')).toEqual(expect.arrayContaining(['health', 'insurance']));
  });
});
