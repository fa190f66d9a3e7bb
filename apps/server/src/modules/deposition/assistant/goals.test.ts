import { describe, expect, it } from 'vitest';
import { extractClaims } from './claims.js';
import { goalProposition, goalSupport, readGoal, withSupport } from './goals.js';

const reference = new Date('2024-10-08T12:00:00Z');
const goal = (text: string) => ({ id: 'g1', text, status: 'open' as const, supporting_seqs: [] });
const support = (goalText: string, q: string, a: string) =>
  goalSupport(readGoal(goal(goalText), reference, new Set(['castellan', 'northwind'])), q, a, extractClaims({ question: q, answer: a, reference }), false);

describe('goal tracking', () => {
  const received = 'Establish that Castellan received the notice of breach before November 1, 2023';
  it('reads the proposition', () => {
    expect(goalProposition(received)).toBe('Castellan received the notice of breach before November 1, 2023');
    expect(goalProposition('Show that the notice was sent only by e-mail.')).toBe('the notice was sent only by e-mail');
  });

  it('an answer that affirms the proposition supports it; a denial, a date that misses it or another subject does not', () => {
    expect(support(received, 'When did Castellan receive the notice of breach?', 'Around October 12, 2023.')).toBeGreaterThanOrEqual(0.5);
    expect(support(received, 'When did Castellan receive the notice of breach?', 'Not until November 20, 2023.')).toBe(0);
    expect(support(received, 'Did Castellan receive the notice of breach in October?', 'No.')).toBe(0);
    expect(support(received, 'What is your title?', 'Chief Operating Officer.')).toBeLessThan(0.5);
    expect(support('Establish that Voss instructed Karen Liu to move 74 trailers to Tidewater', 'Did you instruct Karen Liu to move 74 trailers to Tidewater?', 'Yes.')).toBeGreaterThanOrEqual(0.7);
  });

  it('goes open → partly → established with the supporting answers, strongest first', () => {
    const g = goal(received);
    const partly = withSupport(g, [{ seq: 4, score: 0.55 }], new Map());
    expect(partly).toMatchObject({ status: 'partly', supporting_seqs: [4] });
    const established = withSupport(partly, [{ seq: 9, score: 0.9 }], new Map([[4, 0.55]]));
    expect(established).toMatchObject({ status: 'established', supporting_seqs: [9, 4] });
    expect(withSupport(g, [], new Map()).status).toBe('open');
  });
});
