import Chip from '@mui/material/Chip';
import { dateInTimeZone, type DiscoveryRequestStatus } from '@app/contract';
import { useFirmTimeZone } from '../../../lib/deadline-days';
import { dueState } from '../format';

/** The deadline warning: overdue in red, due within DUE_SOON_DAYS in amber; nothing when there is time or it is answered. */
export function DueChip({ due, status }: { due: string; status: DiscoveryRequestStatus }) {
  const timeZone = useFirmTimeZone();
  // Today in the firm's time zone: the dashboard and the case page count from the same day.
  const state = dueState(due, dateInTimeZone(new Date(), timeZone), status);
  if (!state.label) return null;
  return <Chip size="small" data-testid="due-warning" label={state.label} color={state.kind === 'overdue' ? 'error' : 'warning'} variant={state.kind === 'overdue' ? 'filled' : 'outlined'} />;
}
