import { describe, expect, it } from 'vitest';
import { pageSelectionState, toggledIn, withMany } from './use-selection';

describe('row selection', () => {
  it('toggles one row and adds or removes a page of rows without touching the others', () => {
    const start = new Set(['a']);
    expect([...toggledIn(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggledIn(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
    expect([...withMany(start, ['b', 'c'], true)].sort()).toEqual(['a', 'b', 'c']);
    expect([...withMany(new Set(['a', 'b', 'x']), ['a', 'b'], false)]).toEqual(['x']);
  });

  it('says whether a page is chosen whole, in part or not at all', () => {
    expect(pageSelectionState(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
    expect(pageSelectionState(new Set(['a', 'z']), ['a', 'b'])).toBe('some');
    expect(pageSelectionState(new Set(['z']), ['a', 'b'])).toBe('none');
    expect(pageSelectionState(new Set(), [])).toBe('none');
  });
});
