import { describe, expect, it } from 'vitest';
import { splitPageShared } from './sources.js';

describe('a page read once for every session of the firm', () => {
  const text = 'The Agreement is dated March 15, 2021. Payment is due within forty-five days.';
  const dated = new Date('2021-03-15T00:00:00Z');

  it('gives the sentences already read for the same page, date and text', () => {
    const first = splitPageShared('firm-a', 'doc-1', 'MLSA.docx', 1, text, dated);
    expect(first.length).toBeGreaterThan(0);
    expect(splitPageShared('firm-a', 'doc-1', 'MLSA.docx', 1, text, new Date(dated))).toBe(first);
    // (An undated paper has one entry too.)
    const undated = splitPageShared('firm-a', 'doc-2', 'notes.txt', 1, text, null);
    expect(splitPageShared('firm-a', 'doc-2', 'notes.txt', 1, text, null)).toBe(undated);
  });

  it('reads the page anew when its text changed, for another firm, or against another date', () => {
    const first = splitPageShared('firm-a', 'doc-3', 'MLSA.docx', 1, text, dated);
    const changed = splitPageShared('firm-a', 'doc-3', 'MLSA.docx', 1, `${text} Amended.`, dated);
    expect(changed).not.toBe(first);
    expect(changed.map((s) => s.text).join(' ')).toContain('Amended');
    expect(splitPageShared('firm-b', 'doc-3', 'MLSA.docx', 1, text, dated)).not.toBe(first);
    expect(splitPageShared('firm-a', 'doc-3', 'MLSA.docx', 1, text, new Date('2022-01-01T00:00:00Z'))).not.toBe(first);
  });
});
