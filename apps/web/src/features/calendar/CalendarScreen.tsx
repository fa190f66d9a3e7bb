import Box from '@mui/material/Box';
import { useUrlParams } from '../../lib/use-url-params';
import { dateInTimeZone } from '@app/contract';
import { PageHeader } from '../../components/PageHeader';
import { useBelow } from '../../components/use-below';
import { useFirmTimeZone } from '../../lib/deadline-days';
import { paramsFromState, stateFromParams } from './calendar-url';
import { CalendarView, type CalendarState } from './CalendarView';

/** /calendar: the firm's hearings, deadlines and other events, for the cases the reader sees. */
export function CalendarScreen() {
  const [params, setParams] = useUrlParams();
  const narrow = useBelow('sm');
  const today = dateInTimeZone(new Date(), useFirmTimeZone());
  const state = stateFromParams(params, today, narrow);
  // Built on the address as last written: a second click before the page redraws keeps the first.
  const change = (next: Partial<CalendarState>) => setParams((current) => paramsFromState({ ...stateFromParams(current, today, narrow), ...next }, today), { replace: true });
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Box sx={{ mb: 2 }}>
        <PageHeader title="Calendar" subtitle="Hearings, deadlines and other events of the cases you work on." />
      </Box>
      <CalendarView state={state} onChange={change} />
    </Box>
  );
}
