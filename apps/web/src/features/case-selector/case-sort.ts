import type { SelectorCaseFields } from './case-list';

/**
 * Selector order: starred first, then recently used in recent order, then alphabetical by
 * name. The keys apply in that sequence, so starred cases are themselves in recent-then-name order.
 */
export function sortCases<T extends Pick<SelectorCaseFields, 'id' | 'name'>>(
  items: readonly T[],
  favorites: ReadonlySet<string>,
  recent: readonly string[],
): T[] {
  const recentRank = new Map(recent.map((id, index) => [id, index]));
  const rank = (id: string) => recentRank.get(id) ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => {
    const starred = Number(favorites.has(b.id)) - Number(favorites.has(a.id));
    if (starred !== 0) return starred;
    const ra = rank(a.id);
    const rb = rank(b.id);
    if (ra !== rb) return ra < rb ? -1 : 1;
    return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  });
}
