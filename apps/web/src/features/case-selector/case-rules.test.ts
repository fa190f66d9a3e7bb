import { describe, expect, it } from 'vitest';
import { RECENT_CASES_KEPT } from '@app/contract';
import { namedCase } from '../../test/factories';
import { normalizeCaseList, type SelectorCaseFields } from './case-list';
import { addRecentCase, favoritesKey, parseIdList, parseRecentCases, recentCasesKey, toggleFavorite } from './case-memory';
import { filterCases, matchedField, matchesCaseSearch } from './case-search';
import { sortCases } from './case-sort';

describe('normalizeCaseList (a cases array or a bare array)', () => {
  const a = namedCase('a', 'Alpha');
  it('reads the paged response', () => {
    expect(normalizeCaseList({ cases: [a], total: 1, page: 1, page_size: 100 } as { cases: SelectorCaseFields[] })).toEqual([a]);
  });
  it('reads a bare array', () => {
    expect(normalizeCaseList([a])).toEqual([a]);
  });
  it('reads nothing, or an unexpected body, as no cases', () => {
    expect(normalizeCaseList(undefined)).toEqual([]);
    expect(normalizeCaseList(null)).toEqual([]);
    expect(normalizeCaseList({})).toEqual([]);
    expect(normalizeCaseList({ cases: null })).toEqual([]);
  });
  it('returns a copy, so sorting never touches the query cache', () => {
    const data = [a];
    expect(normalizeCaseList(data)).not.toBe(data);
  });
});

describe('selector search', () => {
  const rivera = namedCase('r', 'Rivera v. Harbor Hotels Group', {
    client_name: 'Luis Rivera',
    docket_number: 'MID-L-004512-24',
    case_type: 'Employment',
    attorney_name: 'Priya Natarajan',
    opposing_party: 'Harbor Hotels Group, Inc.',
  });
  const estate = namedCase('e', 'Estate of Whitfield', { client_name: 'Catherine Whitfield', case_type: 'Probate', attorney_name: 'Margaret Harper' });

  it('matches name, client, docket number and case type, ignoring case', () => {
    expect(matchesCaseSearch(rivera, 'RIVERA', 'dropdown')).toBe(true);
    expect(matchesCaseSearch(rivera, 'luis', 'dropdown')).toBe(true);
    expect(matchesCaseSearch(rivera, 'mid-l-0045', 'dropdown')).toBe(true);
    expect(matchesCaseSearch(estate, 'probate', 'dropdown')).toBe(true);
  });

  it('leaves attorney and opposing party to typeahead', () => {
    expect(matchesCaseSearch(rivera, 'natarajan', 'dropdown')).toBe(false);
    expect(matchesCaseSearch(rivera, 'natarajan', 'typeahead')).toBe(true);
    expect(matchesCaseSearch(rivera, 'inc.', 'dropdown')).toBe(false);
    expect(matchesCaseSearch(rivera, 'inc.', 'typeahead')).toBe(true);
    expect(matchedField(rivera, 'Natarajan', 'typeahead')).toBe('attorney_name');
    expect(matchedField(rivera, 'inc.', 'typeahead')).toBe('opposing_party');
  });

  it('treats an empty or blank query as everything, and missing fields as no match', () => {
    expect(filterCases([rivera, estate], '  ', 'dropdown')).toEqual([rivera, estate]);
    expect(filterCases([rivera, estate], 'harper', 'typeahead')).toEqual([estate]);
    expect(matchesCaseSearch(estate, 'zzz', 'typeahead')).toBe(false);
    expect(matchedField(estate, '', 'typeahead')).toBeNull();
  });

  it('trims the query', () => {
    expect(filterCases([rivera, estate], ' whitfield ', 'dropdown')).toEqual([estate]);
  });
});

describe('sortCases (starred, then recent order, then name)', () => {
  const cases = ['Delta', 'alpha', 'Charlie', 'Bravo', 'Echo'].map((name) => namedCase(name.toLowerCase(), name));
  const names = (list: SelectorCaseFields[]) => list.map((c) => c.name);

  it('is alphabetical by name, ignoring case, with nothing starred or recent', () => {
    expect(names(sortCases(cases, new Set(), []))).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  });

  it('puts recently used cases first, most recent first', () => {
    expect(names(sortCases(cases, new Set(), ['echo', 'charlie']))).toEqual(['Echo', 'Charlie', 'alpha', 'Bravo', 'Delta']);
  });

  it('puts starred cases before recent ones', () => {
    expect(names(sortCases(cases, new Set(['delta']), ['echo', 'charlie']))).toEqual(['Delta', 'Echo', 'Charlie', 'alpha', 'Bravo']);
  });

  it('orders starred cases among themselves by recency, then name', () => {
    expect(names(sortCases(cases, new Set(['delta', 'bravo', 'echo']), ['echo']))).toEqual(['Echo', 'Bravo', 'Delta', 'alpha', 'Charlie']);
  });

  it('ignores ids that are not in the list and leaves the input alone', () => {
    const input = [...cases];
    sortCases(input, new Set(['gone']), ['gone', 'bravo']);
    expect(input).toEqual(cases);
    expect(names(sortCases(input, new Set(['gone']), ['gone', 'bravo']))[0]).toBe('Bravo');
  });
});

describe('favorites and recent cases', () => {
  it('keys both lists by person', () => {
    expect(favoritesKey('u1')).toBe('ldd.caseFavorites.u1');
    expect(recentCasesKey('u1')).toBe('ldd.recentCases.u1');
  });

  it('puts a selected case at the head of recents without duplicates', () => {
    expect(addRecentCase([], 'a')).toEqual(['a']);
    expect(addRecentCase(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
    expect(addRecentCase(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('keeps at most 10 recent cases, dropping the oldest', () => {
    let list: string[] = [];
    for (let i = 0; i < 12; i += 1) list = addRecentCase(list, `c${i}`);
    expect(RECENT_CASES_KEPT).toBe(10);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('c11');
    expect(list).not.toContain('c1');
  });

  it('toggles a favorite on and off', () => {
    expect(toggleFavorite([], 'a')).toEqual(['a']);
    expect(toggleFavorite(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('restores stored lists, tolerating corrupt storage', () => {
    expect(parseIdList(null)).toEqual([]);
    expect(parseIdList('not json')).toEqual([]);
    expect(parseIdList('{"a":1}')).toEqual([]);
    expect(parseIdList('["a", 3, "", "b", "a"]')).toEqual(['a', 'b']);
    expect(parseRecentCases(JSON.stringify(Array.from({ length: 15 }, (_, i) => `c${i}`)))).toHaveLength(10);
  });
});
