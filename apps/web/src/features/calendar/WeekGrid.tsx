import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@app/contract';
import { byDay, longDay, weekDays } from './calendar-grid';
import { EventButton } from './MonthGrid';

const dayHeading = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The week: seven columns side by side on a wide screen, seven rows on a phone. */
export function WeekGrid({
  day,
  events,
  today,
  timeZone,
  onOpen,
}: {
  day: string;
  events: readonly CalendarEvent[];
  today: string;
  timeZone: string;
  onOpen: (event: CalendarEvent) => void;
}) {
  const groups = byDay(events);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' }, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {weekDays(day).map((d) => {
        const list = groups.get(d) ?? [];
        return (
          <Box component="section" aria-label={longDay(d)} key={d} sx={{ borderLeft: { md: 1 }, borderTop: { xs: 1, md: 0 }, borderColor: 'divider', minHeight: { md: 240 }, p: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5, color: d === today ? 'primary.main' : 'text.primary', fontWeight: d === today ? 700 : 600 }}>
              {dayHeading.format(new Date(`${d}T00:00:00Z`))}
              {d === today ? ' · Today' : ''}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              {list.length === 0 ? (
                <Typography variant="caption" color="text.secondary">
                  Nothing scheduled
                </Typography>
              ) : (
                list.map((event) => <EventButton key={event.id} event={event} timeZone={timeZone} onOpen={onOpen} />)
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
