import { describe, expect, it } from 'vitest';
import { actionFor, type TableActivity } from './table-maintenance.js';

const table = (over: Partial<TableActivity>): TableActivity => ({ table: 'public.t', reltuples: 1000, live: 1000, dead: 0, modifiedSinceAnalyze: 0, insertedSinceVacuum: 0, ...over });

describe('table maintenance thresholds (autovacuum defaults)', () => {
  it('vacuums past 50 + 20 % dead rows, analyses past 50 + 10 % changed rows', () => {
    expect(actionFor(table({ dead: 250 }))).toBeNull();
    expect(actionFor(table({ dead: 251 }))).toBe('vacuum');
    expect(actionFor(table({ modifiedSinceAnalyze: 150 }))).toBeNull();
    expect(actionFor(table({ modifiedSinceAnalyze: 151 }))).toBe('analyze');
    // Inserts alone (no dead rows) call for a vacuum too, at 1,000 + 20 %.
    expect(actionFor(table({ insertedSinceVacuum: 1200 }))).toBeNull();
    expect(actionFor(table({ insertedSinceVacuum: 1201 }))).toBe('vacuum');
    // Vacuum analyses too: one action, not two.
    expect(actionFor(table({ dead: 900, modifiedSinceAnalyze: 900 }))).toBe('vacuum');
  });

  it('analyses a table that holds rows but was never analysed, and leaves an empty one alone', () => {
    expect(actionFor(table({ reltuples: -1, live: 3 }))).toBe('analyze');
    expect(actionFor(table({ reltuples: -1, live: 0 }))).toBeNull();
    // Analysed when empty, then filled: the change count says so.
    expect(actionFor(table({ reltuples: 0, live: 500, modifiedSinceAnalyze: 500 }))).toBe('analyze');
  });
});
