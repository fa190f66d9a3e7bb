import { describe, expect, it } from 'vitest';
import { CreateProductionRequest, daysUntil, formatBates, responseDueDate } from './discovery.js';

describe('discovery rules', () => {
  it('computes the response deadline by the court rules: 30 days, weekends and holidays roll, 3 more for mail after the roll', () => {
    // 2026-11-02 is a Monday: +30 = Wed 2026-12-02.
    expect(responseDueDate('2026-11-02', 30, 'email')).toBe('2026-12-02');
    // +33 by mail = Sat 2026-12-05 → Mon 2026-12-07.
    expect(responseDueDate('2026-11-02', 30, 'mail')).toBe('2026-12-07');
    // +34 = Sun 2026-12-06 → Mon 2026-12-07.
    expect(responseDueDate('2026-11-02', 34, 'hand')).toBe('2026-12-07');
    // The court-rule engine's dates where the old count was wrong. Rule 6(d) adds the 3 mail days
    // after the weekend roll: 2024-10-11 + 30 = Sun 11-10 → Tue 11-12 (Mon 11-11 is Veterans Day),
    // + 3 = Fri 11-15 (the old count added 33 first and gave Wed 11-13).
    expect(responseDueDate('2024-10-11', 30, 'mail', 'production', '2026-12-01')).toBe('2024-11-15');
    // Veterans Day is a legal holiday: e-mail service gives Tue 11-12, not Mon 11-11.
    expect(responseDueDate('2024-10-11', 30, 'email', 'interrogatories', '2026-12-01')).toBe('2024-11-12');
    // 'other' adds nothing (consent to the means is not asked), as hand service.
    expect(responseDueDate('2026-11-02', 30, 'other')).toBe('2026-12-02');
    // Before the 2009 rules the engine refuses: no date rather than a wrong one.
    expect(responseDueDate('2008-03-03', 30, 'hand')).toBeNull();
    expect(daysUntil('2026-12-02', '2026-11-25')).toBe(7);
    expect(daysUntil('2026-11-20', '2026-11-25')).toBe(-5);
  });

  it('formats Bates numbers with zero padding and defaults a production to the Concordance delimiters', () => {
    expect(formatBates('NWC', 123, 6)).toBe('NWC000123');
    expect(formatBates('NWC-', 1234567, 6)).toBe('NWC-1234567');
    const parsed = CreateProductionRequest.parse({
      case_id: '00000000-0000-4000-8000-000000000001',
      name: 'First production',
      recipient: 'Counsel for Castellan',
      selection: { by: 'documents', document_ids: ['00000000-0000-4000-8000-000000000002'] },
      bates_prefix: 'nwc',
    });
    expect(parsed).toMatchObject({ bates_prefix: 'NWC', bates_padding: 6, volume: 'VOL001', encoding: 'utf-8' });
    expect(parsed.delimiters).toEqual({ field_separator: '\u0014', text_qualifier: 'þ', newline: '®' });
    expect(CreateProductionRequest.safeParse({ ...parsed, bates_prefix: 'NW C' }).success).toBe(false);
  });
});
