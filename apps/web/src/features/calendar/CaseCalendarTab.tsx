import { useState } from 'react';
import { dateInTimeZone } from '@app/contract';
import { useBelow } from '../../components/use-below';
import { useFirmTimeZone } from '../../lib/deadline-days';
import { CalendarView, type CalendarState } from './CalendarView';

/** The case page's Calendar tab: the same calendar, on this case only. */
export function CaseCalendarTab({ caseId }: { caseId: string }) {
  const narrow = useBelow('sm');
  const today = dateInTimeZone(new Date(), useFirmTimeZone());
  const [state, setState] = useState<CalendarState>({ view: narrow ? 'list' : 'month', day: today, caseId, personId: null, type: null });
  return <CalendarView fixedCaseId={caseId} state={state} onChange={(next) => setState((current) => ({ ...current, ...next }))} />;
}
