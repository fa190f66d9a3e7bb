import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnTo('/cases/42?tab=documents#top')).toBe('/cases/42?tab=documents#top');
    expect(safeReturnTo('/')).toBe('/');
  });

  it.each([
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['embedded backslash', '/a\\b'],
    ['control character', '/a\n//evil.example'],
    ['relative path', 'cases/42'],
    ['empty', ''],
    ['not a string', ['/a']],
    ['too long', '/' + 'a'.repeat(2001)],
  ])('drops %s', (_label, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});
