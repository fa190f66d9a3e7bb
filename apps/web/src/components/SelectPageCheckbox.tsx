import { useEffect, useRef } from 'react';
import Checkbox from '@mui/material/Checkbox';
import { pageSelectionState } from './use-selection';

/**
 * A page's "select all" box: checked when every row is chosen, mixed when some are. MUI says "mixed"
 * with aria-checked only; the input's own `indeterminate` is set too, so the native state and the
 * ARIA one agree (axe: aria-conditional-attr).
 */
export function SelectPageCheckbox({ ids, selected, onSetMany, label }: { ids: readonly string[]; selected: ReadonlySet<string>; onSetMany(ids: readonly string[], on: boolean): void; label: string | null }) {
  const state = pageSelectionState(selected, ids);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <Checkbox
      size="small"
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={() => onSetMany(ids, state !== 'all')}
      inputRef={input}
      slotProps={{ input: label ? { 'aria-label': label } : {} }}
    />
  );
}
