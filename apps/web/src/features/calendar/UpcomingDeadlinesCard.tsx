import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { Link as RouterLink } from 'react-router';
import { dateInTimeZone, type CalendarEvent, type Role } from '@app/contract';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { useAuth } from '../../lib/auth/auth-context';
import { eventDayLabel, useFirmTimeZone } from '../../lib/deadline-days';
import { pageLinkFor } from '../../lib/links';
import { useCalendarEvents } from './api';
import { addDays } from './calendar-grid';
import { EventTitle } from './EventTitle';
import { eventHref, eventTime } from './event-format';
import { EVENT_TYPE_COLOURS, EVENT_TYPE_LABELS, EventTypeIcon } from '../cases/detail/event-visuals';
import { upcomingCourtDates, UPCOMING_DAYS } from './upcoming-events';

const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The next two weeks' deadlines, hearings and other court dates of the cases the reader sees, and
 * the way into the firm calendar (the main navigation's nine pages are fixed, so the calendar is
 * reached from here, the user menu and each case's Calendar tab). Shown to the roles the calendar
 * page's guard admits: the card's list is that page's data, and its link opens that page.
 */
export function UpcomingDeadlinesCard() {
  const { user } = useAuth();
  const calendarHref = user ? pageLinkFor(user.role, '/calendar', { view: 'list' }) : null;
  if (!user || !calendarHref) return null;
  return <UpcomingDeadlines role={user.role} calendarHref={calendarHref} />;
}

function UpcomingDeadlines({ role, calendarHref }: { role: Role; calendarHref: string }) {
  const timeZone = useFirmTimeZone();
  const today = dateInTimeZone(new Date(), timeZone);
  const events = useCalendarEvents({ from: today, to: addDays(today, UPCOMING_DAYS - 1) });
  const upcoming = events.data ? upcomingCourtDates(events.data.events) : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="upcoming-deadlines-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="upcoming-deadlines">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" id="upcoming-deadlines-title">
          Upcoming deadlines
        </Typography>
        <Button component={RouterLink} to={calendarHref} size="small" variant="outlined" startIcon={<CalendarMonthOutlined aria-hidden="true" />}>
          Open calendar
        </Button>
      </Stack>
      {events.isPending ? <LoadingRows rows={3} height={48} label="Loading upcoming deadlines" /> : null}
      {events.isError ? <LoadError error={events.error} what="upcoming deadlines" onRetry={() => void events.refetch()} /> : null}
      {upcoming && upcoming.shown.length === 0 ? (
        <EmptyState title="Nothing due in the next two weeks">Deadlines, hearings, filings, depositions and trials of your cases will appear here.</EmptyState>
      ) : null}
      {upcoming && upcoming.shown.length > 0 ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {upcoming.shown.map((event) => (
            <UpcomingItem key={event.id} event={event} role={role} timeZone={timeZone} />
          ))}
        </Stack>
      ) : null}
      {upcoming && upcoming.more > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {`${upcoming.more} more in the next ${UPCOMING_DAYS} days on the calendar.`}
        </Typography>
      ) : null}
    </Paper>
  );
}

function UpcomingItem({ event, role, timeZone }: { event: CalendarEvent; role: Role; timeZone: string }) {
  const href = eventHref(role, event);
  const colour = EVENT_TYPE_COLOURS[event.event_type];
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }} data-testid="upcoming-deadline">
      <Box sx={{ color: colour === 'default' ? 'text.secondary' : `${colour}.main`, pt: 0.25 }}>
        <EventTypeIcon type={event.event_type} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <EventTitle event={event} href={href} />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${EVENT_TYPE_LABELS[event.event_type]} · ${shortDay.format(new Date(`${event.day}T00:00:00Z`))}, ${eventTime(event, timeZone)} (${eventDayLabel(event, timeZone)}) · ${event.case_name}`}
        </Typography>
      </Box>
    </Box>
  );
}
