import { describe, expect, it } from 'vitest';
import { extractDates } from './dates.js';

describe('extractDates', () => {
  it('keeps absolute dates with their words and offsets', () => {
    const text = 'Served on October 11, 2023 and filed 02/12/2024.';
    const found = extractDates(text);
    expect(found.map((d) => d.iso)).toEqual(['2023-10-11', '2024-02-12']);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('October 11, 2023');
    expect(found[1]!.quote).toBe('02/12/2024');
  });
  it('completes a date without a year from the words around it or the reference', () => {
    expect(extractDates('Between October 2 and December 31, 2023, it supplied 46 trailers.').map((d) => d.iso)).toEqual(['2023-10-02', '2023-12-31']);
    expect(extractDates('Please confirm by August 22.', new Date('2024-08-15T12:00:00Z')).map((d) => d.iso)).toEqual(['2024-08-22']);
    expect(extractDates('Please confirm by August 22.')).toEqual([]);
  });
  it('ignores bare numbers, years, weekdays, relative phrases and statute sections', () => {
    expect(extractDates('In 2023 we moved 120 trailers on Friday, eight weeks after the notice, under N.J.S.A. 2A:15-5.12 and Section 14.2.')).toEqual([]);
  });
  it('splits ranges into both ends', () => {
    expect(extractDates('Policy Period: 06/01/2023 to 06/01/2024.').map((d) => d.quote)).toEqual(['06/01/2023', '06/01/2024']);
  });
});
