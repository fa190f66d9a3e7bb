import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { CASE_EVENT_TYPES, dateInTimeZone, type CalendarEvent, type CaseEvent } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context';
import { useFirmTimeZone } from '../../lib/deadline-days';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { EVENT_TYPE_LABELS } from '../cases/detail/event-visuals';
import { useCalendarEvents, useCalendarFilters } from './api';
import { CALENDAR_VIEWS, stepDay, viewRange, viewTitle, type CalendarViewKind } from './calendar-grid';
import { CalendarEventDialog } from './CalendarEventDialog';
import { CalendarList } from './CalendarList';
import { MonthGrid } from './MonthGrid';
import { WeekGrid } from './WeekGrid';

export type EventType = CaseEvent['event_type'];

/** What the calendar shows: a view around a day, and its filters. */
export interface CalendarState {
  view: CalendarViewKind;
  day: string;
  caseId: string | null;
  personId: string | null;
  type: EventType | null;
}

const VIEW_LABELS: Record<CalendarViewKind, string> = { month: 'Month', week: 'Week', list: 'List' };

/**
 * The calendar shared by /calendar (the firm's) and the case page's Calendar tab (one case:
 * `fixedCaseId`, no case filter). Days are the firm's; the server decides which cases show.
 */
export function CalendarView({ state, onChange, fixedCaseId }: { state: CalendarState; onChange: (next: Partial<CalendarState>) => void; fixedCaseId?: string }) {
  const { user } = useAuth();
  const firmZone = useFirmTimeZone();
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const range = viewRange(state.view, state.day);
  const caseId = fixedCaseId ?? state.caseId;
  const events = useCalendarEvents({
    ...range,
    ...(caseId ? { case_id: caseId } : {}),
    ...(state.personId ? { person_id: state.personId } : {}),
    ...(state.type ? { event_type: state.type } : {}),
  });
  const filters = useCalendarFilters();
  const timeZone = events.data?.time_zone ?? firmZone;
  const today = dateInTimeZone(new Date(), timeZone);
  if (!user) return null;
  const idPrefix = fixedCaseId ? 'case-calendar' : 'calendar';

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton aria-label={`Previous ${state.view === 'list' ? 'days' : state.view}`} onClick={() => onChange({ day: stepDay(state.view, state.day, -1) })}>
            <ChevronLeft />
          </IconButton>
          <Button size="small" variant="outlined" onClick={() => onChange({ day: today })}>
            Today
          </Button>
          <IconButton aria-label={`Next ${state.view === 'list' ? 'days' : state.view}`} onClick={() => onChange({ day: stepDay(state.view, state.day, 1) })}>
            <ChevronRight />
          </IconButton>
        </Stack>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 160 }} aria-live="polite">
          {viewTitle(state.view, state.day)}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={state.view} onChange={(_e, view: CalendarViewKind | null) => view && onChange({ view })} aria-label="Calendar view">
          {CALENDAR_VIEWS.map((view) => (
            <ToggleButton key={view} value={view}>
              {VIEW_LABELS[view]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: fixedCaseId ? 'repeat(2, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))' } }}>
        {fixedCaseId ? null : (
          <TextField
            select
            size="small"
            id={`${idPrefix}-case`}
            label="Case"
            value={state.caseId ?? ''}
            onChange={(e) => onChange({ caseId: e.target.value || null })}
          >
            <MenuItem value="">All cases</MenuItem>
            {(filters.data?.cases ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          id={`${idPrefix}-person`}
          label="Person"
          helperText="Assigned to the case, or added the event"
          value={state.personId ?? ''}
          onChange={(e) => onChange({ personId: e.target.value || null })}
        >
          <MenuItem value="">Everyone</MenuItem>
          {(filters.data?.people ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.id === user.id ? `${p.name} (me)` : p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          id={`${idPrefix}-type`}
          label="Type"
          value={state.type ?? ''}
          onChange={(e) => onChange({ type: (e.target.value || null) as EventType | null })}
        >
          <MenuItem value="">All types</MenuItem>
          {CASE_EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Days and times in the firm&apos;s time zone, {timeZone}.
      </Typography>

      {events.isFetching && events.data ? <LinearProgress aria-label="Loading events" /> : null}
      {events.isPending ? <LoadingRows rows={4} label="Loading the calendar" /> : null}
      {events.isError ? <LoadError error={events.error} what="the calendar" onRetry={() => void events.refetch()} /> : null}
      {events.data ? (
        <>
          {state.view === 'month' ? (
            <MonthGrid day={state.day} events={events.data.events} today={today} timeZone={timeZone} onOpen={setOpen} onOpenDay={(day) => onChange({ view: 'list', day })} />
          ) : null}
          {state.view === 'week' ? <WeekGrid day={state.day} events={events.data.events} today={today} timeZone={timeZone} onOpen={setOpen} /> : null}
          {state.view === 'list' ? <CalendarList events={events.data.events} role={user.role} timeZone={timeZone} today={today} showCase={!fixedCaseId} /> : null}
        </>
      ) : null}
      {open ? <CalendarEventDialog event={open} role={user.role} timeZone={timeZone} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
