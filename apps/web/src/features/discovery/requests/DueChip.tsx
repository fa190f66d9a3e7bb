import Chip from '@mui/material/Chip';
import type { DiscoveryRequestStatus } from '@app/contract';
import { dueState, todayIso } from '../format';

/** The deadline warning: overdue in red, due within DUE_SOON_DAYS in amber; nothing when there is time or it is answered. */
export function DueChip({ due, status }: { due: string; status: DiscoveryRequestStatus }) {
  const state = dueState(due, todayIso(), status);
  if (!state.label) return null;
  return <Chip size="small" data-testid="due-warning" label={state.label} color={state.kind === 'overdue' ? 'error' : 'warning'} variant={state.kind === 'overdue' ? 'filled' : 'outlined'} />;
}
