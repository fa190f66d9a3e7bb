import { describe, expect, it } from 'vitest';
import { sentences } from './text.js';

describe('sentences', () => {
  it('does not end a sentence at a measure or a reference written short', () => {
    const text = 'The water line inside the building (max. 9 inches) is inconsistent with the 4.1-foot figure. See fig. 3 and pp. 57-59 of vol. 2.';
    expect(sentences(text).map((s) => text.slice(s.start, s.end).trim())).toEqual([
      'The water line inside the building (max. 9 inches) is inconsistent with the 4.1-foot figure.',
      'See fig. 3 and pp. 57-59 of vol. 2.',
    ]);
  });

  it('does not end a sentence inside an address', () => {
    const text = 'Claimant: Ana Ruiz, 12 Oak Street, Apt. 4B, Queens, New York. Her office is at 9 Pier Road, Bldg. 2, Ste. 300, Rm. 14 there.';
    expect(sentences(text)).toHaveLength(2);
  });

  it('runs a short line on when it ends on a word that must be followed', () => {
    const text = 'Executed on September 19, 2024, in\nPrinceton, New Jersey.\n\n/s/ Sandra Whitlock\nSandra Whitlock';
    expect(sentences(text).map((s) => s.text)).toEqual(['Executed on September 19, 2024, in Princeton, New Jersey.', '/s/ Sandra Whitlock', 'Sandra Whitlock']);
    // (A heading still stands alone.)
    expect(sentences('DECLARATION OF SANDRA WHITLOCK\nI, Sandra Whitlock, declare as follows.')).toHaveLength(2);
  });

  it('still ends one at a full stop after an ordinary word', () => {
    const text = 'The adjuster came out. He stayed an hour.';
    expect(sentences(text)).toHaveLength(2);
  });
});
