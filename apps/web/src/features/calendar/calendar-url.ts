import { CASE_EVENT_TYPES, type CaseEvent } from '@app/contract';
import { isCalendarView, isValidDay, type CalendarViewKind } from './calendar-grid';
import type { CalendarState } from './CalendarView';

type EventType = CaseEvent['event_type'];
const isEventType = (value: string | null): value is EventType => CASE_EVENT_TYPES.some((t) => t === value);

/**
 * /calendar keeps its state in the address (?view=&date=&case=&person=&type=) so a reload, Back or
 * a link from an e-mail (?case=&event=) lands on the same calendar. Without a view, a phone starts
 * on the list and a wider screen on the month.
 */
export function stateFromParams(params: URLSearchParams, today: string, narrow: boolean): CalendarState {
  const view = params.get('view');
  const date = params.get('date');
  const type = params.get('type');
  const fallback: CalendarViewKind = narrow ? 'list' : 'month';
  return {
    view: isCalendarView(view) ? view : fallback,
    day: isValidDay(date) ? date : today,
    caseId: params.get('case') || null,
    personId: params.get('person') || null,
    type: isEventType(type) ? type : null,
  };
}

export function paramsFromState(state: CalendarState, today: string): URLSearchParams {
  const params = new URLSearchParams();
  params.set('view', state.view);
  if (state.day !== today) params.set('date', state.day);
  if (state.caseId) params.set('case', state.caseId);
  if (state.personId) params.set('person', state.personId);
  if (state.type) params.set('type', state.type);
  return params;
}
