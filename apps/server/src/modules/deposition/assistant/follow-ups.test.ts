import { describe, expect, it } from 'vitest';
import type { Contradiction } from './contradictions.js';
import { contradictionQuestion, evasionQuestion, exhibitQuestion, goalQuestion, questionForGoal, topicQuestion } from './follow-ups.js';

describe('follow-up questions', () => {
  it('forms real questions from a goal\'s proposition (when / did / was)', () => {
    expect(questionForGoal('Establish that Castellan received the notice of breach before November 1')).toBe('When did Castellan first receive the notice of breach?');
    expect(questionForGoal('Establish that Voss instructed Karen Liu to move 74 trailers to Tidewater')).toBe('Did Voss instruct Karen Liu to move 74 trailers to Tidewater?');
    expect(questionForGoal('Show that the notice of termination was sent only by e-mail')).toBe('Was the notice of termination sent only by e-mail?');
  });

  it('gives every suggestion a stable key, a reason and the ids it serves', () => {
    const g = goalQuestion({ id: 'g-1', text: 'Establish that Castellan received the notice of breach before November 1', status: 'open', supporting_seqs: [] }, 0);
    expect(g).toMatchObject({ key: 'goal:g-1', reason: 'goal', goalId: 'g-1' });
    expect(g.rationale).toMatch(/^Goal \d+ has no supporting testimony yet: /);
    expect(topicQuestion({ id: 't-1', title: 'Unpaid invoices', covered: false, evasions: 0 })).toMatchObject({ key: 'topic:t-1', reason: 'topic', topicId: 't-1' });
    expect(exhibitQuestion({ id: 'd-1', filename: 'Northwind Notice of Breach 2023-10-11.pdf' })).toMatchObject({
      key: 'exhibit:d-1',
      text: 'Showing you Northwind Notice of Breach 2023-10-11: do you recognise this document?',
    });
  });

  it('puts a contradiction to the witness with both sources, and answers an evasion with an exhibit', () => {
    const c: Contradiction = {
      claim: { kind: 'date', value: { kind: 'date', date: '2023-10-30', granularity: 'day', quote: 'October 30, 2023', start: 3, yearKnown: true }, approximate: false, subject: new Map(), certainty: 0.95, quote: 'October 30, 2023' },
      kind: 'date',
      confidence: 0.8,
      source: { source: 'document', text: 'October 11, 2023', document_id: 'd-1', filename: 'Northwind Notice of Breach 2023-10-11.pdf', page_number: 1, line: null },
      sourceValue: 'October 11, 2023',
    };
    const q = contradictionQuestion(c, 12, 'On October 30, 2023.', 'i-1', null);
    expect(q).toMatchObject({ key: 'contradiction:12:date:d-1', reason: 'contradiction', insightId: 'i-1' });
    expect(q.text).toBe('You testified "October 30, 2023"; Northwind Notice of Breach 2023-10-11.pdf, page 1 says "October 11, 2023". Which is correct?');
    const e = evasionQuestion({ kind: 'no_recall', phrase: "I don't recall", confidence: 0.95 }, 14, 'notice of breach', { id: 'd-1', filename: 'Northwind Notice of Breach 2023-10-11.pdf' }, 'i-2', 't-1');
    expect(e).toMatchObject({ key: 'evasion:14', reason: 'evasion', insightId: 'i-2', topicId: 't-1' });
    expect(e.text).toBe('Let me show you Northwind Notice of Breach 2023-10-11. Does it refresh your recollection about notice of breach?');
  });
});
