import { describe, expect, it } from 'vitest';
import { extractMoney, formatMoney } from './money.js';

describe('extractMoney', () => {
  it('reads symbols, codes and scale words', () => {
    const found = extractMoney('Damages of $1,250,000.00, USD 2.5 million, $3.2M, EUR 10,000, a fee of $ 405.00 and 500 euros.');
    expect(found.map((m) => [m.amount, m.currency])).toEqual([
      [1250000, 'USD'],
      [2500000, 'USD'],
      [3200000, 'USD'],
      [10000, 'EUR'],
      [405, 'USD'],
      [500, 'EUR'],
    ]);
    expect(found[0]!.quote).toBe('$1,250,000.00');
  });
  it('ignores plain numbers', () => {
    expect(extractMoney('120 trailers, 46 per day, Section 7.4, 38.6 GB')).toEqual([]);
  });
  it('formats canonically', () => {
    expect(formatMoney(4213560, 'USD')).toBe('$4,213,560.00');
    expect(formatMoney(10000, 'EUR')).toBe('EUR 10,000.00');
  });
});
