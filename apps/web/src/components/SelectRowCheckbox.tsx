import Checkbox from '@mui/material/Checkbox';
import type { RowSelection } from './use-selection';

/**
 * One row's box of a list with a bulk action. Its click and keys stay with it: the row itself opens
 * the document on click, Enter or Space, and ticking the box must not also open it.
 */
export function SelectRowCheckbox({ id, label, selection }: { id: string; label: string; selection: RowSelection }) {
  return (
    <Checkbox
      size="small"
      checked={selection.selected.has(id)}
      onChange={() => selection.toggle(id)}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': `Select ${label}` } }}
    />
  );
}
