import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@app/contract';
import { useAuth } from './auth/auth-context';
import { addRecentSearch, parseRecentSearches } from './recent-searches';

/** Application context: selectedCaseId, user, recentSearches (max 10, newest first, no duplicates). */
export interface AppContextValue {
  selectedCaseId: string | null;
  setSelectedCaseId(id: string | null): void;
  user: User | null;
  recentSearches: string[];
  addRecentSearch(term: string): void;
  clearRecentSearches(): void;
}

const AppContext = createContext<AppContextValue | null>(null);

// Per person, so a shared computer never shows one colleague another's searches or case.
const keyFor = (what: 'recentSearches' | 'selectedCase', userId: string) => `ldd.${what}.${userId}`;

function readSelectedCase(userId: string | null): string | null {
  return userId ? localStorage.getItem(keyFor('selectedCase', userId)) : null;
}

export function AppContextProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [state, setState] = useState(() => ({
    userId,
    selectedCaseId: readSelectedCase(userId),
    recentSearches: userId ? parseRecentSearches(localStorage.getItem(keyFor('recentSearches', userId))) : [],
  }));

  // A different person signed in: load their context (adjusting state during render, per React docs).
  if (state.userId !== userId) {
    setState({
      userId,
      selectedCaseId: readSelectedCase(userId),
      recentSearches: userId ? parseRecentSearches(localStorage.getItem(keyFor('recentSearches', userId))) : [],
    });
  }

  useEffect(() => {
    if (!state.userId) return;
    localStorage.setItem(keyFor('recentSearches', state.userId), JSON.stringify(state.recentSearches));
    if (state.selectedCaseId) localStorage.setItem(keyFor('selectedCase', state.userId), state.selectedCaseId);
    else localStorage.removeItem(keyFor('selectedCase', state.userId));
  }, [state]);

  const setSelectedCaseId = useCallback((id: string | null) => setState((s) => ({ ...s, selectedCaseId: id })), []);
  const addSearch = useCallback(
    (term: string) => setState((s) => ({ ...s, recentSearches: addRecentSearch(s.recentSearches, term) })),
    [],
  );
  const clearRecentSearches = useCallback(() => setState((s) => ({ ...s, recentSearches: [] })), []);

  const value = useMemo<AppContextValue>(
    () => ({
      selectedCaseId: state.selectedCaseId,
      setSelectedCaseId,
      user,
      recentSearches: state.recentSearches,
      addRecentSearch: addSearch,
      clearRecentSearches,
    }),
    [state.selectedCaseId, state.recentSearches, setSelectedCaseId, user, addSearch, clearRecentSearches],
  );
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used inside <AppContextProvider>');
  return value;
}
