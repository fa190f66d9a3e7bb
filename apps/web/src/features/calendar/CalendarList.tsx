import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarEvent, Role } from '@app/contract';
import { EVENT_STATUS_LABELS, EVENT_TYPE_COLOURS, EVENT_TYPE_LABELS, EventTypeIcon } from '../cases/detail/event-visuals';
import { byDay, longDay } from './calendar-grid';
import { DeadlineExplanation } from './DeadlineExplanation';
import { EventTitle } from './EventTitle';
import { eventHref, eventTime } from './event-format';

/** The agenda: each day with events, its events in order, every detail inline (the phone's default). */
export function CalendarList({
  events,
  role,
  timeZone,
  today,
  showCase,
}: {
  events: readonly CalendarEvent[];
  role: Role;
  timeZone: string;
  today: string;
  showCase: boolean;
}) {
  const days = [...byDay(events).entries()];
  if (days.length === 0) return <Typography color="text.secondary">Nothing scheduled in these days.</Typography>;
  return (
    <Stack spacing={2.5}>
      {days.map(([day, list]) => (
        <Box component="section" key={day} aria-label={longDay(day)}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {longDay(day)}
            {day === today ? <Chip size="small" label="Today" color="primary" sx={{ ml: 1 }} /> : null}
          </Typography>
          <Stack spacing={1} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((event) => {
              const href = eventHref(role, event);
              return (
                <Paper component="li" variant="outlined" key={event.id} sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }} data-testid="calendar-list-event">
                  <Box sx={{ color: `${EVENT_TYPE_COLOURS[event.event_type] === 'default' ? 'text' : EVENT_TYPE_COLOURS[event.event_type]}.main`, pt: 0.25 }}>
                    <EventTypeIcon type={event.event_type} />
                  </Box>
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <EventTitle event={event} href={href} />
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {eventTime(event, timeZone)}
                      {showCase ? ` · ${event.case_name}` : ''}
                      {event.location ? ` · ${event.location}` : ''}
                    </Typography>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                      <Chip size="small" variant="outlined" label={EVENT_TYPE_LABELS[event.event_type]} />
                      {event.status !== 'scheduled' ? <Chip size="small" variant="outlined" label={EVENT_STATUS_LABELS[event.status]} /> : null}
                    </Stack>
                    {event.explanation ? <DeadlineExplanation lines={event.explanation} /> : null}
                  </Box>
                </Paper>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
