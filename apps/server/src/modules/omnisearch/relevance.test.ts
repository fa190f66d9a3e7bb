import { describe, expect, it } from 'vitest';
import { fieldScore, resultScore, toPercent, typedQuery } from './relevance.js';
import { orderResults } from './omnisearch.js';

const q = typedQuery;

describe('omnisearch relevance', () => {
  it('ranks exact > prefix > word start > inside a word', () => {
    const scores = ['Liu', 'Liu Deposition', 'Deposition of Karen Liu', 'Juliua'].map((v) => fieldScore(v, q('liu')));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(4);
    expect(fieldScore('Something else', q('liu'))).toBe(0);
  });

  it('weights the name above details above running text, and scales to 0–100', () => {
    const title = resultScore([{ value: 'Oduya Holdings', kind: 'title' }], q('oduya'));
    const detail = resultScore([{ value: 'Oduya Holdings', kind: 'detail' }], q('oduya'));
    const text = resultScore([{ value: 'Oduya Holdings', kind: 'text' }], q('oduya'));
    expect(title).toBeGreaterThan(detail);
    expect(detail).toBeGreaterThan(text);
    expect(toPercent(title)).toBe(95);
    expect(toPercent(1.7)).toBe(100);
    expect(toPercent(-1)).toBe(0);
  });

  it('credits words spread over several fields, less than in one field', () => {
    const spread = resultScore(
      [
        { value: 'Northwind Freight v. Castellan', kind: 'title' },
        { value: '1:24-cv-01187', kind: 'detail' },
      ],
      q('northwind 1:24'),
    );
    expect(spread).toBeGreaterThan(0);
    expect(spread).toBeLessThan(resultScore([{ value: 'Northwind 1:24', kind: 'title' }], q('northwind 1:24')));
  });

  it('orders the selected case first, then by relevance', () => {
    const r = (caseId: string | null, relevance: number, title: string) => ({ type: 'document' as const, caseId, relevance, title });
    const ordered = orderResults([r('a', 99, 'x'), r('sel', 40, 'y'), r(null, 70, 'z'), r('sel', 60, 'w')], 'sel');
    expect(ordered.map((o) => o.title)).toEqual(['w', 'y', 'x', 'z']);
    expect(orderResults([r('a', 10, 'x'), r('b', 90, 'y')], undefined).map((o) => o.title)).toEqual(['y', 'x']);
  });
});
