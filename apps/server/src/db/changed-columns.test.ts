import { describe, expect, it } from 'vitest';
import { changedColumns } from './changed-columns.js';

interface Row {
  title: string;
  notes: string | null;
  days: number;
}
const old: Row = { title: 'First set', notes: 'kept', days: 30 };

describe('changedColumns', () => {
  it('sets only what was sent and differs, naming the API fields in order', () => {
    expect(changedColumns(old, [['title', 'title', 'First set'], ['response_days', 'days', 33], ['notes', 'notes', undefined]])).toEqual({
      set: { days: 33 },
      changed: ['response_days'],
    });
  });

  it('clears an optional text sent blank only when asked to', () => {
    expect(changedColumns(old, [['notes', 'notes', '']], { blankAsNull: true })).toEqual({ set: { notes: null }, changed: ['notes'] });
    expect(changedColumns(old, [['notes', 'notes', '']])).toEqual({ set: { notes: '' }, changed: ['notes'] });
    expect(changedColumns<Row>({ ...old, notes: null }, [['notes', 'notes', '']], { blankAsNull: true })).toEqual({ set: {}, changed: [] });
  });
});
