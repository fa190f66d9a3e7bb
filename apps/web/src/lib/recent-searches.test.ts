import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches, shownRecentSearches } from './recent-searches';

describe('recent searches', () => {
  it('puts the newest first', () => {
    expect(addRecentSearch(['older'], 'newer')).toEqual(['newer', 'older']);
  });

  it('moves a repeated search to the front instead of duplicating it', () => {
    expect(addRecentSearch(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(addRecentSearch(['Smith v. Jones', 'b'], '  smith v. jones ')).toEqual(['smith v. jones', 'b']);
  });

  it('keeps at most 10', () => {
    const list = Array.from({ length: 10 }, (_, i) => `q${i}`);
    const next = addRecentSearch(list, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('q9');
  });

  it('ignores blank searches', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });

  it('shows the first 5', () => {
    expect(shownRecentSearches(['1', '2', '3', '4', '5', '6', '7'])).toEqual(['1', '2', '3', '4', '5']);
  });

  it('repairs a hand-edited stored list', () => {
    expect(parseRecentSearches(JSON.stringify(['a', 'A', 3, 'b']))).toEqual(['a', 'b']);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
