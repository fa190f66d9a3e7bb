import { describe, expect, it } from 'vitest';
import type { Redaction } from '@app/contract';
import { redactedRuns } from './redacted-runs';

const span = (id: string, start: number, end: number): Redaction => ({
  id,
  set_id: 's',
  document_id: 'd',
  page_number: 1,
  box: null,
  start,
  end,
  quote: null,
  reason: 'personal_data',
  source: 'pattern',
  author_id: null,
  author_name: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('redactedRuns', () => {
  it('splits the text at spans, the earliest covering span owning overlaps, the text verbatim', () => {
    const text = 'SSN 123-45-6789 and card 4111';
    const runs = redactedRuns(text, [span('a', 4, 15), span('b', 10, 20), span('c', 25, 99)]);
    expect(runs.map((r) => [text.slice(r.start, r.end), r.redaction?.id ?? null])).toEqual([
      ['SSN ', null],
      ['123-45-6789', 'a'],
      [' and ', 'b'],
      ['card ', null],
      ['4111', 'c'],
    ]);
    expect(runs.map((r) => text.slice(r.start, r.end)).join('')).toBe(text);
  });

  it('leaves a page without spans as one plain run (and an empty page as none)', () => {
    expect(redactedRuns('plain', [])).toEqual([{ start: 0, end: 5, redaction: null }]);
    expect(redactedRuns('', [span('a', 0, 3)])).toEqual([]);
  });
});
