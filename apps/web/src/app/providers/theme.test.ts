import { describe, expect, it } from 'vitest';
import { failingContrastPairs } from '../../lib/a11y/contrast';
import { createAppTheme, themeContrastPairs } from './theme';

describe('theme colours meet the WCAG AA contrast thresholds', () => {
  it.each([
    ['standard', false],
    ['high contrast', true],
  ])('%s theme: every pair passes AA', (_, highContrast) => {
    const theme = createAppTheme({ highContrast, reducedMotion: false });
    expect(failingContrastPairs(themeContrastPairs(theme)).map((p) => p.name)).toEqual([]);
  });

  it('high contrast reaches AAA for body text', () => {
    const theme = createAppTheme({ highContrast: true, reducedMotion: false });
    const body = themeContrastPairs(theme).filter((p) => p.name === 'body text' || p.name === 'primary button');
    expect(failingContrastPairs(body, 'AAA')).toEqual([]);
  });

  it('reduced motion turns transitions off', () => {
    expect(createAppTheme({ highContrast: false, reducedMotion: true }).transitions.create('opacity')).toBe('none');
  });
});
