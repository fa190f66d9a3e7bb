import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@app/contract';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import type { CaseListFilters } from '../api';
import { viewFromParams, viewToFilters, viewToParams, type CaseListView } from './list-view';

interface ViewState {
  view: CaseListView;
  /** The URL's query string as last seen. */
  urlKey: string;
  /** Query strings this screen wrote that the URL has not caught up with yet, oldest first. */
  pending: string[];
}

/**
 * The list's view, mirrored into the URL (bookmarkable, kept when coming back from a case).
 * The controls read React state, not the URL: the router applies URL changes in a transition,
 * and a text box whose value arrives late loses keystrokes. When the URL changes by other means
 * (a link, Back), the view follows it. The API query follows the search and case-type boxes once
 * typing pauses (300 ms); every other choice applies at once.
 */
export function useCaseListView(): { view: CaseListView; filters: CaseListFilters; setView(next: CaseListView): void } {
  const [params, setParams] = useSearchParams();
  const urlKey = params.toString();
  const [state, setState] = useState<ViewState>(() => ({ view: viewFromParams(params), urlKey, pending: [] }));

  // Adjusting state during render (React docs, "storing information from previous renders").
  if (state.urlKey !== urlKey) {
    const caughtUp = state.pending.indexOf(urlKey);
    setState(
      caughtUp >= 0
        ? { view: state.view, urlKey, pending: state.pending.slice(caughtUp + 1) }
        : { view: viewFromParams(params), urlKey, pending: [] },
    );
  }

  const setView = useCallback(
    (next: CaseListView) => {
      const nextParams = viewToParams(next);
      const key = nextParams.toString();
      setState((s) => ({ ...s, view: next, pending: key === s.urlKey ? s.pending : [...s.pending, key] }));
      setParams(nextParams, { replace: true });
    },
    [setParams],
  );

  const { view } = state;
  const q = useDebouncedValue(view.q, SEARCH_DEBOUNCE_MS);
  const caseType = useDebouncedValue(view.caseType, SEARCH_DEBOUNCE_MS);
  const filters = useMemo(() => viewToFilters({ ...view, q, caseType }), [view, q, caseType]);
  return { view, filters, setView };
}
