import { describe, expect, it } from 'vitest';
import { findPattern, findTerm, ibanValid, luhnValid } from './patterns.js';

const found = (pattern: Parameters<typeof findPattern>[0], text: string) => findPattern(pattern, text).map((s) => text.slice(s.start, s.end));

describe('built-in redaction patterns', () => {
  it('find social-security numbers, not the numbers never issued', () => {
    expect(found('ssn', 'SSN 123-45-6789, also 123 45 6789; not 000-12-3456, 666-12-3456 or 123-45-67890')).toEqual(['123-45-6789', '123 45 6789']);
  });

  it('find card numbers whose Luhn checksum holds', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('4111 1111 1111 1112')).toBe(false);
    expect(found('card_number', 'Visa 4111 1111 1111 1111 and order 4111 1111 1111 1112 and 5500-0000-0000-0004')).toEqual(['4111 1111 1111 1111', '5500-0000-0000-0004']);
  });

  it('find IBANs whose checksum holds', () => {
    expect(ibanValid('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(found('bank_account', 'Pay to GB82 WEST 1234 5698 7654 32, not GB83 WEST 1234 5698 7654 32.')).toEqual(['GB82 WEST 1234 5698 7654 32']);
  });

  it('find a date of birth after its label, keeping the label', () => {
    expect(found('date_of_birth', 'DOB: 04/12/1975. Signed 01/02/2020. Date of birth 3 March 1980; born on March 3, 1981')).toEqual(['04/12/1975', '3 March 1980', 'March 3, 1981']);
  });

  it('find e-mail addresses and phone numbers', () => {
    expect(found('email', 'Write to jane.doe+law@northwind.example.com today')).toEqual(['jane.doe+law@northwind.example.com']);
    expect(found('phone', 'Call (415) 555-0134 or 415-555-0199 or +1 415.555.0100; ref 12-415-555-01999')).toEqual(['(415) 555-0134', '415-555-0199', '+1 415.555.0100']);
  });

  it('find a term across line breaks, ignoring case unless asked', () => {
    const text = 'Project Falcon\nproject  falcon';
    expect(findTerm('project falcon', text, false).map((s) => text.slice(s.start, s.end))).toEqual(['Project Falcon', 'project  falcon']);
    expect(findTerm('Project Falcon', text, true)).toHaveLength(1);
  });
});
