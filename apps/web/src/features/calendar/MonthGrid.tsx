import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@app/contract';
import { EVENT_TYPE_COLOURS, EventTypeIcon } from '../cases/detail/event-visuals';
import { byDay, longDay, monthWeeks } from './calendar-grid';
import { visuallyHidden } from '../../components/visually-hidden';
import { eventTime } from './event-format';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** A cell shows this many events; the rest are counted ("+2 more") and open the day's list. */
const SHOWN_PER_DAY = 3;

const colourOf = (event: CalendarEvent) => {
  const colour = EVENT_TYPE_COLOURS[event.event_type];
  return colour === 'default' ? 'text.secondary' : `${colour}.main`;
};

/** One event in a cell: a button that opens its details; its name starts with what it shows. */
export function EventButton({ event, timeZone, onOpen }: { event: CalendarEvent; timeZone: string; onOpen: (event: CalendarEvent) => void }) {
  const shown = `${event.all_day ? '' : `${eventTime(event, timeZone)} `}${event.title}`;
  return (
    <ButtonBase
      onClick={() => onOpen(event)}
      aria-label={`${shown}, ${event.case_name}${event.all_day ? ', all day' : ''}`}
      sx={{
        display: 'flex',
        gap: 0.5,
        width: '100%',
        justifyContent: 'flex-start',
        borderRadius: 1,
        px: 0.5,
        py: 0.25,
        borderLeft: 3,
        borderColor: colourOf(event),
        bgcolor: 'action.hover',
        textAlign: 'left',
        minWidth: 0,
        textDecoration: event.status === 'cancelled' ? 'line-through' : 'none',
      }}
    >
      <Box component="span" sx={{ color: colourOf(event), display: { xs: 'none', md: 'inline-flex' } }}>
        <EventTypeIcon type={event.event_type} fontSize="inherit" />
      </Box>
      <Typography component="span" variant="caption" noWrap sx={{ minWidth: 0 }}>
        {shown}
      </Typography>
    </ButtonBase>
  );
}

/**
 * The month: whole weeks, each day with its first events. On a phone a cell is too narrow for
 * titles, so it shows how many events the day has and opens that day's list.
 */
export function MonthGrid({
  day,
  events,
  today,
  timeZone,
  onOpen,
  onOpenDay,
}: {
  day: string;
  events: readonly CalendarEvent[];
  today: string;
  timeZone: string;
  onOpen: (event: CalendarEvent) => void;
  onOpenDay: (day: string) => void;
}) {
  const groups = byDay(events);
  const month = day.slice(0, 7);
  return (
    <Box role="grid" aria-label="Month" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', bgcolor: 'action.hover' }}>
        {WEEKDAYS.map((name) => (
          <Typography role="columnheader" key={name} variant="caption" sx={{ textAlign: 'center', py: 0.5, fontWeight: 600 }}>
            {name}
          </Typography>
        ))}
      </Box>
      {monthWeeks(day).map((week) => (
        <Box role="row" key={week[0]} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
          {week.map((d) => {
            const list = groups.get(d) ?? [];
            const outside = d.slice(0, 7) !== month;
            return (
              <Box
                role="gridcell"
                key={d}
                sx={{ borderTop: 1, borderLeft: 1, borderColor: 'divider', minHeight: { xs: 56, md: 112 }, p: 0.5, minWidth: 0, bgcolor: outside ? 'action.selected' : undefined }}
              >
                <ButtonBase
                  onClick={() => onOpenDay(d)}
                  sx={{
                    borderRadius: '50%',
                    width: 28,
                    height: 28,
                    fontSize: 13,
                    fontWeight: d === today ? 700 : 400,
                    bgcolor: d === today ? 'primary.main' : undefined,
                    color: d === today ? 'primary.contrastText' : outside ? 'text.secondary' : 'text.primary',
                  }}
                >
                  {Number(d.slice(8))}
                  {/* The visible number first, then what a screen reader needs: the date, the count, where it goes. */}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${longDay(d)}, ${list.length} ${list.length === 1 ? 'event' : 'events'}, show as a list`}
                  </Box>
                </ButtonBase>
                <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', gap: 0.25 }}>
                  {list.slice(0, SHOWN_PER_DAY).map((event) => (
                    <EventButton key={event.id} event={event} timeZone={timeZone} onOpen={onOpen} />
                  ))}
                  {list.length > SHOWN_PER_DAY ? (
                    <ButtonBase onClick={() => onOpenDay(d)} sx={{ justifyContent: 'flex-start', px: 0.5 }}>
                      <Typography variant="caption" color="primary">
                        +{list.length - SHOWN_PER_DAY} more
                      </Typography>
                    </ButtonBase>
                  ) : null}
                </Box>
                {list.length ? (
                  <Box sx={{ display: { xs: 'flex', sm: 'none' }, gap: 0.25, flexWrap: 'wrap', pl: 0.5 }} aria-hidden>
                    {list.slice(0, 4).map((event) => (
                      <Box key={event.id} sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: colourOf(event) }} />
                    ))}
                  </Box>
                ) : null}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
