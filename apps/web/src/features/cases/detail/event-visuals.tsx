import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AlarmOn from '@mui/icons-material/AlarmOn';
import Description from '@mui/icons-material/Description';
import EventNote from '@mui/icons-material/EventNote';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import type { CaseEvent } from '@app/contract';

type EventType = CaseEvent['event_type'];
type EventStatus = CaseEvent['status'];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  hearing: 'Hearing',
  deadline: 'Deadline',
  deposition: 'Deposition',
  filing: 'Filing',
  meeting: 'Meeting',
  trial: 'Trial',
  other: 'Other',
};

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = { scheduled: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled' };

/** One icon per kind of event, so a glance down the timeline tells hearings from deadlines. */
export function EventTypeIcon({ type, fontSize = 'small' }: { type: EventType; fontSize?: 'small' | 'medium' | 'inherit' }): ReactElement {
  const props = { fontSize, 'aria-hidden': true } as const;
  switch (type) {
    case 'hearing':
      return <Gavel {...props} />;
    case 'deadline':
      return <AlarmOn {...props} />;
    case 'deposition':
      return <RecordVoiceOver {...props} />;
    case 'filing':
      return <Description {...props} />;
    case 'meeting':
      return <Groups {...props} />;
    case 'trial':
      return <AccountBalance {...props} />;
    default:
      return <EventNote {...props} />;
  }
}

/** Deadlines and trials are the dates nobody may miss: they get the warning and error colours. */
export const EVENT_TYPE_COLOURS: Record<EventType, 'primary' | 'warning' | 'error' | 'secondary' | 'info' | 'default'> = {
  hearing: 'primary',
  deadline: 'warning',
  deposition: 'secondary',
  filing: 'info',
  meeting: 'default',
  trial: 'error',
  other: 'default',
};

/** The colour is on the icon and border; the label stays body-text colour, readable on any row background. */
export function EventTypeChip({ type }: { type: EventType }) {
  const colour = EVENT_TYPE_COLOURS[type];
  const accent = colour === 'default' ? 'grey.700' : `${colour}.main`;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<EventTypeIcon type={type} />}
      label={EVENT_TYPE_LABELS[type]}
      sx={{ borderColor: accent, color: 'text.primary', '& .MuiChip-icon': { color: accent } }}
    />
  );
}

export function EventStatusChip({ status }: { status: EventStatus }) {
  if (status === 'scheduled') return <Chip size="small" variant="outlined" label={EVENT_STATUS_LABELS.scheduled} />;
  return <Chip size="small" color={status === 'completed' ? 'success' : 'default'} label={EVENT_STATUS_LABELS[status]} />;
}
