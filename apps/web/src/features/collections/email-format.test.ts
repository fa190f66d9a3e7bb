import { describe, expect, it } from 'vitest';
import { displayName, displayNames, percent } from './email-format';

describe('email-format', () => {
  it('shows names, not addresses, and counts the rest', () => {
    expect(displayName('Jim Lokay <jim@x.example>')).toBe('Jim Lokay');
    expect(displayName('"Lokay, Jim" <jim@x.example>')).toBe('Lokay, Jim');
    expect(displayName('jim@x.example')).toBe('jim@x.example');
    expect(displayNames(['A <a@x>', 'B <b@x>', 'c@x'])).toBe('A, B +1');
    expect(displayNames([])).toBe('—');
    expect(percent(0.9234)).toBe('92 %');
  });
});
