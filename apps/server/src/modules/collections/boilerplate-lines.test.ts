import { describe, expect, it } from 'vitest';
import { blankBoilerplate } from './boilerplate-lines.js';

const FOOTER = 'Licensed by ZL Technologies, Inc. for review of this collection only; all rights reserved.';

describe('blankBoilerplate', () => {
  it('blanks footer lines (quoted too) and keeps every other character at its offset', () => {
    const text = `Real words here.\n> ${FOOTER}\nMore words.`;
    const blanked = blankBoilerplate(text, [FOOTER]);
    expect(blanked).toHaveLength(text.length);
    expect(blanked.indexOf('More words.')).toBe(text.indexOf('More words.'));
    expect(blanked).not.toContain('ZL Technologies');
    expect(blankBoilerplate(text, [])).toBe(text);
  });
});
