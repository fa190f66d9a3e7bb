import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CalendarEvent, Role } from '@app/contract';
import { EVENT_STATUS_LABELS, EVENT_TYPE_COLOURS, EVENT_TYPE_LABELS } from '../cases/detail/event-visuals';
import { longDay } from './calendar-grid';
import { DeadlineExplanation } from './DeadlineExplanation';
import { eventHref, eventTime } from './event-format';

/** One event's details (month and week views open it); the link follows the reader's policy. */
export function CalendarEventDialog({ event, role, timeZone, onClose }: { event: CalendarEvent; role: Role; timeZone: string; onClose: () => void }) {
  const href = eventHref(role, event);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-event-title">
      <DialogTitle id="calendar-event-title">{event.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" label={EVENT_TYPE_LABELS[event.event_type]} color={EVENT_TYPE_COLOURS[event.event_type]} />
            {event.status !== 'scheduled' ? <Chip size="small" variant="outlined" label={EVENT_STATUS_LABELS[event.status]} /> : null}
          </Stack>
          <Typography>
            {longDay(event.day)} · {eventTime(event, timeZone)}
          </Typography>
          <Typography color="text.secondary">
            {event.case_name}
            {event.docket_number ? ` · ${event.docket_number}` : ''}
          </Typography>
          {event.location ? <Typography>Location: {event.location}</Typography> : null}
          {event.description ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.description}</Typography> : null}
          {event.explanation ? <DeadlineExplanation lines={event.explanation} defaultOpen /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {href ? (
          <Button component={RouterLink} to={href}>
            Open in case
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
