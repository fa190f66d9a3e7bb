import { useCallback, useMemo, useState } from 'react';

/** Rows chosen for a bulk action, by id (kept across pages; a caller clears it when its filters change). */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle(id: string): void;
  /** Adds (on) or removes (off) the ids: a page's "select all" box. */
  setMany(ids: readonly string[], on: boolean): void;
  clear(): void;
}

export function toggledIn(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function withMany(selected: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** What a page's "select all" box shows: all its rows chosen, some, or none. */
export function pageSelectionState(selected: ReadonlySet<string>, ids: readonly string[]): 'all' | 'some' | 'none' {
  const chosen = ids.filter((id) => selected.has(id)).length;
  return chosen === 0 ? 'none' : chosen === ids.length ? 'all' : 'some';
}

export function useSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => setSelected((current) => toggledIn(current, id)), []);
  const setMany = useCallback((ids: readonly string[], on: boolean) => setSelected((current) => withMany(current, ids, on)), []);
  const clear = useCallback(() => setSelected((current) => (current.size === 0 ? current : new Set())), []);
  return useMemo(() => ({ selected, toggle, setMany, clear }), [selected, toggle, setMany, clear]);
}
