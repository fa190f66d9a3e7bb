import { describe, expect, it } from 'vitest';
import { formatBytes, formatSeconds } from './format-figures';

describe('formatting', () => {
  it('writes bytes and seconds for people', () => {
    expect(formatBytes(157286400)).toBe('150.0 MB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(null)).toBe('—');
    expect(formatSeconds(0.0075)).toBe('8 ms');
    expect(formatSeconds(1.5)).toBe('1.50 s');
  });
});
