import { RECENT_SEARCHES_KEPT, RECENT_SEARCHES_SHOWN } from '@app/contract';

/**
 * Recent searches keep at most 10, most recent first, no duplicates. A repeat moves to the
 * front; duplicates are compared ignoring case and surrounding spaces, and the newest spelling wins.
 */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...list];
  const key = trimmed.toLowerCase();
  return [trimmed, ...list.filter((t) => t.trim().toLowerCase() !== key)].slice(0, RECENT_SEARCHES_KEPT);
}

/** The first five, for the omnisearch's 'Recent Searches' list. */
export function shownRecentSearches(list: readonly string[]): string[] {
  return list.slice(0, RECENT_SEARCHES_SHOWN);
}

/** Restores a stored list, keeping the rules even if storage was edited by hand. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is string => typeof v === 'string')
      .reverse()
      .reduce<string[]>((acc, term) => addRecentSearch(acc, term), []);
  } catch {
    return [];
  }
}
