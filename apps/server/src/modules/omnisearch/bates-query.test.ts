import { describe, expect, it } from 'vitest';
import { pageInRange, parseBates } from './bates-query.js';

describe('Bates numbers typed in the search box', () => {
  it('splits a prefix from its number, keeping the separator a stamp carries', () => {
    expect(parseBates('NW000123')).toEqual({ text: 'NW000123', prefix: 'NW', digits: '000123', number: 123 });
    expect(parseBates(' ACME-0001 ')).toEqual({ text: 'ACME-0001', prefix: 'ACME-', digits: '0001', number: 1 });
    expect(parseBates('NW 000123')).toEqual({ text: 'NW000123', prefix: 'NW', digits: '000123', number: 123 });
    expect(parseBates('SMITH_PROD_00012')).toMatchObject({ prefix: 'SMITH_PROD_', number: 12 });
  });

  it('is no Bates number without a prefix, with a short number, or with words around it', () => {
    expect(parseBates('000123')).toBeNull();
    expect(parseBates('case 12')).toBeNull();
    expect(parseBates('pipeline capacity')).toBeNull();
    expect(parseBates('memo NW000123 draft')).toBeNull();
  });

  it('finds the page of a number inside a range, under the same prefix only', () => {
    const q = parseBates('NW000123')!;
    expect(pageInRange(q, 'NW000120', 'NW000130')).toBe(4);
    expect(pageInRange(q, 'nw000123', 'nw000123')).toBe(1);
    expect(pageInRange(q, 'NW000124', 'NW000130')).toBeNull();
    expect(pageInRange(q, 'NX000120', 'NX000130')).toBeNull();
  });
});
