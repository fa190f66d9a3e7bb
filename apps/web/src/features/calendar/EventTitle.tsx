import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CalendarEvent } from '@app/contract';

/**
 * An event's title as the calendar's list and the dashboard's upcoming card draw it: a link where the
 * reader's role may open the event (`href` from eventHref), plain text otherwise; struck through when
 * cancelled.
 */
export function EventTitle({ event, href }: { event: Pick<CalendarEvent, 'title' | 'status'>; href: string | null }) {
  return (
    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', textDecoration: event.status === 'cancelled' ? 'line-through' : 'none' }}>
      {href ? (
        <Link component={RouterLink} to={href} underline="hover">
          {event.title}
        </Link>
      ) : (
        event.title
      )}
    </Typography>
  );
}
