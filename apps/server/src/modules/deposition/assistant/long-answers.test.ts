import { describe, expect, it } from 'vitest';
import { extractClaims, type ValueClaim } from './claims.js';
import { candidatesFor } from './contradictions.js';
import { splitPage, tableRows } from './sources.js';
import { findPlaces, placeLevel } from './values.js';
import { canonical, contentWords } from './words.js';

// Invented sentences, of the kinds a long narrative answer and a spreadsheet export hold.
const reference = new Date('2025-03-12T12:00:00Z');
const valueClaims = (q: string, a: string, context?: string) =>
  extractClaims({ question: q, answer: a, reference, common: new Set(), ...(context ? { context } : {}) }).filter((c): c is ValueClaim => c.kind !== 'negation');

describe('a long answer stating several values', () => {
  it('reads each value with its own sentence; another value\'s sentence weighs as a side remark', () => {
    const cs = valueClaims('Tell me about the wage claim.', 'I was off from the third of February through May, I could not lift a tray. The wages I lost over that time come to about forty-four thousand.');
    const amount = cs.find((c) => c.kind === 'amount')!;
    const date = cs.find((c) => c.kind === 'date')!;
    expect(amount.subject.get(canonical('tray'))).toBeLessThanOrEqual(0.3);
    expect(amount.subject.get(canonical('wages'))).toBeGreaterThan(0.3);
    expect(date.subject.get(canonical('tray'))).toBeGreaterThan(0.3);
  });

  it('reads a bare figure with the sentence after it ("Nine. Seven planners and two analysts.")', () => {
    const [nine] = valueClaims('How many people reported to you?', 'Nine. Seven planners and two analysts.');
    expect(nine?.subject.get(canonical('planners'))).toBeGreaterThan(0.3);
  });
});

describe('compound words', () => {
  it('reads a compound the synonym table does not know as its words, and keeps identifiers whole', () => {
    expect(contentWords('the lost-earnings claim')).toEqual(expect.arrayContaining([canonical('lost'), canonical('earnings')]));
    expect(contentWords('under CAPA-24-035')).toContain(canonical('CAPA-24-035'));
    expect(contentWords('she e-mailed it')).toContain(canonical('e-mailed'));
  });
});

describe('a spreadsheet row', () => {
  const sheet = 'Provider\tSessions\tBilled (USD)\tPaid by health plan\tOutstanding lien\nHarbor Physical Therapy\t40\t27450\t19215\t8235\nDr. Lena Park\t12\t4800\t0\t4800\n';

  it('writes bare numbers under a heading of payment as sums, and leaves counts as counts', () => {
    expect(tableRows(sheet)!.rows[0]).toBe('Provider: Harbor Physical Therapy; Sessions: 40 sessions; Billed (USD): $27450; Paid by health plan: $19215; Outstanding lien: $8235');
  });

  it('leaves hours paid as hours: a heading naming what is counted is no sum', () => {
    const kronos = 'Employee ID\tHours worked (badge)\tHours paid (Kronos)\nE-20433\t44\t40\nE-20417\t46.5\t40\n';
    expect(tableRows(kronos)!.rows[0]).not.toContain('$');
    // (A measure to the half hour is read as hours too, as a whole count is.)
    expect(tableRows(kronos)!.rows[1]).toBe('Employee ID: E-20417; Hours worked (badge): 46.5 hours worked (badge); Hours paid (Kronos): 40 hours paid (kronos)');
  });

  it('reads thousands by the year as pay, and making them as being paid', () => {
    const [salary] = extractClaims({ question: 'He was making about a hundred and thirty thousand a year when he left, correct?', answer: 'Correct.', reference }).filter((c) => c.kind === 'amount') as ValueClaim[];
    expect(salary?.value).toEqual(expect.objectContaining({ kind: 'amount', amount: 130_000, per: 'year' }));
    expect(contentWords('He was making about a hundred and thirty thousand a year.')).toContain(canonical('paid'));
    expect(canonical('salary')).toBe(canonical('paid'));
    expect(canonical('annual')).toBe(canonical('year'));
  });

  it('reads a figure with its own column\'s heading, not the next column\'s', () => {
    const sentences = splitPage('d', 'Specials schedule.xlsx', 1, sheet, reference);
    const [paid] = valueClaims('What did the health plan pay Harbor Physical Therapy?', '$27,450.').filter((c) => c.kind === 'amount');
    const found = candidatesFor(paid!, sentences, []).sort((a, b) => b.score - a.score);
    expect(found[0]).toMatchObject({ agrees: false, sourceValue: '$19215' });
    // (By more than the margin a disagreeing source must lead an agreeing one by: the billed figure
    // read with "Paid by health plan" beside it came within 0.02.)
    const billed = found.find((c) => c.sourceValue === '$27450');
    expect(found[0]!.score - (billed?.score ?? 0)).toBeGreaterThan(0.05);
  });
});

describe('what a short question points back at', () => {
  it('reads "that number" as the figure of the exchange before: a bare thousand said to it is money, about what was said', () => {
    const [c] = valueClaims('And that number — did it change before the filing?', 'Not that I know of. It stayed at four hundred twenty thousand.', 'Q. What did the budget set aside for the cleanup? A. About $420,000.');
    expect(c).toMatchObject({ kind: 'amount', value: { amount: 420_000 } });
    expect(c!.subject.get(canonical('cleanup'))).toBeGreaterThan(0);
  });

  it('reads "on site" as at the facility', () => {
    expect(canonical('site')).toBe(canonical('facility'));
    expect(canonical('premises')).toBe(canonical('facilities'));
  });
});

describe('institutions as places', () => {
  it('reads a hospital or medical centre by its whole name, as a site', () => {
    expect(findPlaces('She was taken by ambulance to Harbor Point Medical Center, where she had surgery.').map((p) => [p.value, placeLevel(p.value)])).toEqual([['Harbor Point Medical Center', 'site']]);
    expect(findPlaces('At Mount Carmel Hospital in Queens.').map((p) => p.value)).toEqual(['Mount Carmel Hospital', 'Queens']);
    expect(findPlaces('Then the Hospital told me.')).toEqual([]);
  });
});
