import { describe, expect, it } from 'vitest';
import { paramsFromState, stateFromParams } from './calendar-url';

describe('calendar address', () => {
  it('starts a phone on the list and a wide screen on the month', () => {
    expect(stateFromParams(new URLSearchParams(), '2026-11-25', true)).toEqual({ view: 'list', day: '2026-11-25', caseId: null, personId: null, type: null });
    expect(stateFromParams(new URLSearchParams(), '2026-11-25', false).view).toBe('month');
  });

  it('reads and writes the view, day and filters, ignoring what is not valid', () => {
    const state = stateFromParams(new URLSearchParams('view=week&date=2026-12-01&case=c1&person=p1&type=deadline'), '2026-11-25', true);
    expect(state).toEqual({ view: 'week', day: '2026-12-01', caseId: 'c1', personId: 'p1', type: 'deadline' });
    expect(paramsFromState(state, '2026-11-25').toString()).toBe('view=week&date=2026-12-01&case=c1&person=p1&type=deadline');
    expect(stateFromParams(new URLSearchParams('view=year&date=2026-02-30&type=party'), '2026-11-25', false)).toMatchObject({ view: 'month', day: '2026-11-25', type: null });
  });
});
