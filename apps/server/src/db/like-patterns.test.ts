import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, prefixPattern } from './like-patterns.js';

describe('LIKE patterns from user text', () => {
  it('escapes the wildcards and the escape character, then anchors', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(prefixPattern('100%')).toBe('100\\%%');
  });
});
