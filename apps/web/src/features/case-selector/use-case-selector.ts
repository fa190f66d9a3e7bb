import { useCallback, useMemo } from 'react';
import type { Case } from '@app/contract';
import { useAppContext } from '../../lib/app-context';
import { useSelectorCases } from '../cases/api';
import { normalizeCaseList } from './case-list';
import { sortCases } from './case-sort';
import { useCaseMemory } from './use-case-memory';

export type CaseChangeHandler = (caseId: string | null, selected: Case | null) => void;

/**
 * What both selector modes share: the cases (page size 100) in selector order (starred, recent, name), the selected
 * one from the app context, and the select / clear / star actions.
 */
export function useCaseSelector(onChange?: CaseChangeHandler) {
  const { selectedCaseId, setSelectedCaseId } = useAppContext();
  const query = useSelectorCases();
  const { favorites, recent, toggleFavorite, rememberRecent } = useCaseMemory();
  const cases = useMemo(() => normalizeCaseList<Case>(query.data), [query.data]);
  const sorted = useMemo(() => sortCases(cases, favorites, recent), [cases, favorites, recent]);
  // A selection this list does not hold (archived, no longer assigned) reads as none.
  const selected = useMemo(() => cases.find((c) => c.id === selectedCaseId) ?? null, [cases, selectedCaseId]);

  const select = useCallback(
    (item: Case) => {
      setSelectedCaseId(item.id);
      rememberRecent(item.id);
      onChange?.(item.id, item);
    },
    [setSelectedCaseId, rememberRecent, onChange],
  );
  const clear = useCallback(() => {
    setSelectedCaseId(null);
    onChange?.(null, null);
  }, [setSelectedCaseId, onChange]);

  return {
    cases: sorted,
    selected,
    isLoading: query.isPending,
    /** A case is selected but the list that describes it is still loading. */
    selectionLoading: query.isPending && selectedCaseId !== null,
    isError: query.isError,
    retry: query.refetch,
    favorites,
    toggleFavorite,
    select,
    clear,
  };
}
