import { describe, expect, it } from 'vitest';
import { formatDuration, formatRelative } from './format-time';
import { humanize } from './humanize';

describe('formatRelative', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  it('reads like speech', () => {
    expect(formatRelative('2025-06-01T11:59:40Z', now)).toBe('just now');
    expect(formatRelative('2025-06-01T11:55:00Z', now)).toMatch(/5 minutes ago/);
    expect(formatRelative('2025-06-04T12:00:00Z', now)).toMatch(/in 3 days/);
    expect(formatRelative(null, now)).toBe('—');
    expect(formatRelative('not a date', now)).toBe('—');
  });
});

describe('formatDuration', () => {
  it('shows the two largest units', () => {
    expect(formatDuration(5)).toBe('5 s');
    expect(formatDuration(125)).toBe('2 min 5 s');
    expect(formatDuration(3 * 3600 + 120)).toBe('3 h 2 min');
    expect(formatDuration(2 * 86400 + 5 * 3600)).toBe('2 d 5 h');
  });
});

describe('humanize', () => {
  it('turns API values into words', () => {
    expect(humanize('two_factor_enabled')).toBe('Two factor enabled');
    expect(humanize('login')).toBe('Login');
    expect(humanize('')).toBe('');
  });
});
