import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { addRecentCase, favoritesKey, parseIdList, parseRecentCases, recentCasesKey, toggleFavorite } from './case-memory';

/*
 * The top-bar selector and the dashboard card are on screen together: both read these lists from
 * one store, so starring in one re-sorts the other at once (and other tabs follow via 'storage').
 */
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; ids: string[] }>();
const EMPTY: string[] = [];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled: the lists simply start empty
  }
}

/** A stable array per stored value, as useSyncExternalStore needs. */
function readIds(key: string, parse: (raw: string | null) => string[]): string[] {
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.ids;
  const ids = parse(raw);
  snapshots.set(key, { raw, ids });
  return ids;
}

function writeIds(key: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Full or disabled storage: favorites and recents are conveniences, selecting still works.
  }
  for (const listener of listeners) listener();
}

export interface CaseMemory {
  favorites: ReadonlySet<string>;
  recent: readonly string[];
  toggleFavorite(id: string): void;
  rememberRecent(id: string): void;
}

/** The signed-in person's starred and recently used cases. */
export function useCaseMemory(): CaseMemory {
  const userId = useAuth().user?.id ?? null;
  const favoriteIds = useSyncExternalStore(subscribe, () => (userId ? readIds(favoritesKey(userId), parseIdList) : EMPTY));
  const recent = useSyncExternalStore(subscribe, () => (userId ? readIds(recentCasesKey(userId), parseRecentCases) : EMPTY));
  const favorites = useMemo(() => new Set(favoriteIds), [favoriteIds]);

  const toggle = useCallback(
    (id: string) => {
      if (!userId) return;
      const key = favoritesKey(userId);
      writeIds(key, toggleFavorite(readIds(key, parseIdList), id));
    },
    [userId],
  );
  const rememberRecent = useCallback(
    (id: string) => {
      if (!userId) return;
      const key = recentCasesKey(userId);
      writeIds(key, addRecentCase(readIds(key, parseRecentCases), id));
    },
    [userId],
  );
  return { favorites, recent, toggleFavorite: toggle, rememberRecent };
}
