import { describe, expect, it } from 'vitest';
import { namePrefixQuery } from './name-matches.js';

describe('file-name type-ahead', () => {
  it('turns every typed word into a prefix of a name word, dropping punctuation', () => {
    expect(namePrefixQuery('Trust memo')).toBe("'trust':* & 'memo':*");
    expect(namePrefixQuery("o'brien 2:25-cv")).toBe("'o':* & 'brien':* & '2':* & '25':* & 'cv':*");
    expect(namePrefixQuery("%_ ' &|!")).toBeNull();
    expect(namePrefixQuery('Müller')).toBe("'müller':*");
  });
});
