import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, prefixPattern, wordStartRegex } from './like-patterns.js';

describe('LIKE patterns from user text', () => {
  it('escapes the wildcards and the escape character, then anchors', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(prefixPattern('100%')).toBe('100\\%%');
  });

  it('matches at the start of a word only, and reads regular-expression characters literally', () => {
    // Postgres' ~ and JavaScript agree on this subset: a group, a bracket list, escaped characters.
    const matches = (text: string, typed: string) => new RegExp(wordStartRegex(typed)).test(text);
    expect(matches('harrison v. acme', 'ha')).toBe(true);
    expect(matches('shannon v. acme', 'ha')).toBe(false);
    expect(matches('[{"name": "harriet doe"}]', 'ha')).toBe(true);
    expect(matches('2:25-cv-00417', 'cv')).toBe(true);
    expect(matches('o\'hara', 'ha')).toBe(true);
    expect(matches('c++ holdings', 'c+')).toBe(true);
    expect(matches('cc holdings', 'c+')).toBe(false);
    expect(matches('a (b) c', '(b')).toBe(true);
  });
});
