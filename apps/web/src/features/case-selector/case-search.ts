import type { SelectorCaseFields } from './case-list';

/** The full-mode popover either filters a dropdown list or searches as you type. */
export type SelectorSearchMode = 'dropdown' | 'typeahead';

type Searchable = Pick<SelectorCaseFields, 'name' | 'client_name' | 'docket_number' | 'case_type' | 'attorney_name' | 'opposing_party'>;

const LIST_FIELDS = ['name', 'client_name', 'docket_number', 'case_type'] as const;
const TYPEAHEAD_ONLY_FIELDS = ['attorney_name', 'opposing_party'] as const;
export type SearchField = (typeof LIST_FIELDS)[number] | (typeof TYPEAHEAD_ONLY_FIELDS)[number];

/** The fields a mode searches: typeahead adds attorney name and opposing party. */
export function searchFields(mode: SelectorSearchMode): readonly SearchField[] {
  return mode === 'typeahead' ? [...LIST_FIELDS, ...TYPEAHEAD_ONLY_FIELDS] : LIST_FIELDS;
}

/** The first field (in search order) that contains the query, ignoring case; null when none does. */
export function matchedField(item: Searchable, query: string, mode: SelectorSearchMode): SearchField | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  return searchFields(mode).find((field) => (item[field] ?? '').toLowerCase().includes(needle)) ?? null;
}

/** Case-insensitive substring match; an empty query matches everything. */
export function matchesCaseSearch(item: Searchable, query: string, mode: SelectorSearchMode): boolean {
  return !query.trim() || matchedField(item, query, mode) !== null;
}

export function filterCases<T extends Searchable>(items: readonly T[], query: string, mode: SelectorSearchMode): T[] {
  return items.filter((item) => matchesCaseSearch(item, query, mode));
}
