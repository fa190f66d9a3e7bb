import { RECENT_CASES_KEPT } from '@app/contract';

/**
 * Browser-local case favorites (a set) and recent cases (ids, newest first). Both are kept
 * per person, like the app context's keys, so a shared computer never mixes colleagues' lists.
 */
export const favoritesKey = (userId: string) => `ldd.caseFavorites.${userId}`;
export const recentCasesKey = (userId: string) => `ldd.recentCases.${userId}`;

/** The selected id moves to the head, no duplicates, at most 10. */
export function addRecentCase(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((existing) => existing !== id)].slice(0, RECENT_CASES_KEPT);
}

/** Stars an unstarred case and unstars a starred one; order is kept so storage stays stable. */
export function toggleFavorite(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((existing) => existing !== id) : [...list, id];
}

/** A stored id list, tolerating hand-edited or corrupt storage: strings only, first occurrence wins. */
export function parseIdList(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((v): v is string => typeof v === 'string' && v.length > 0))];
  } catch {
    return [];
  }
}

/** Restores the recent list under the same rules as adding to it (deduplicated, at most 10). */
export function parseRecentCases(raw: string | null): string[] {
  return parseIdList(raw).slice(0, RECENT_CASES_KEPT);
}
