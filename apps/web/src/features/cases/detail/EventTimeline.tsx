import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocationOn from '@mui/icons-material/LocationOn';
import type { CaseEvent } from '@app/contract';
import { eventDayLabel, useFirmTimeZone } from '../../../lib/deadline-days';
import { EVENT_TYPE_COLOURS, EventStatusChip, EventTypeChip, EventTypeIcon } from './event-visuals';
import { formatEventWhen, groupByMonth, type EventWhen } from './timeline';

export const eventElementId = (id: string) => `case-event-${id}`;

interface ItemProps {
  event: CaseEvent;
  when: EventWhen;
  now: Date;
  highlighted: boolean;
  canEdit: boolean;
  last: boolean;
  onEdit(event: CaseEvent): void;
  onDelete(event: CaseEvent): void;
}

function TimelineItem({ event, when, now, highlighted, canEdit, last, onEdit, onDelete }: ItemProps) {
  const timeZone = useFirmTimeZone();
  const past = when === 'past';
  const cancelled = event.status === 'cancelled';
  const colour = EVENT_TYPE_COLOURS[event.event_type];
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      {/* The rail: a dot with the type's icon (filled while upcoming, hollow once past) and the line to the next. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0, width: 36 }} aria-hidden="true">
        <Box
          sx={(theme) => {
            const main = colour === 'default' ? theme.palette.grey[700] : theme.palette[colour].main;
            return {
              width: 36,
              height: 36,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              border: 2,
              borderColor: past ? theme.palette.grey[400] : main,
              bgcolor: past ? theme.palette.background.paper : main,
              color: past ? theme.palette.grey[600] : theme.palette.getContrastText(main),
            };
          }}
        >
          <EventTypeIcon type={event.event_type} />
        </Box>
        {!last ? <Box sx={{ flexGrow: 1, width: 2, bgcolor: past ? 'grey.300' : 'divider', my: 0.5, minHeight: 16 }} /> : null}
      </Box>
      <Box
        id={eventElementId(event.id)}
        // Focus target of the ?event= deep link.
        tabIndex={-1}
        aria-current={highlighted ? 'true' : undefined}
        data-highlighted={highlighted ? 'true' : undefined}
        sx={(theme) => ({
          flexGrow: 1,
          minWidth: 0,
          mb: 2,
          p: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: highlighted ? 'primary.main' : 'divider',
          boxShadow: highlighted ? `0 0 0 2px ${theme.palette.primary.main}` : 'none',
          bgcolor: highlighted ? alpha(theme.palette.primary.main, 0.06) : past ? theme.palette.grey[50] : theme.palette.background.paper,
          scrollMarginTop: 96,
          outline: 'none',
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h4"
              sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : 'none', color: past ? 'text.secondary' : 'text.primary' }}
            >
              {event.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              <time dateTime={event.starts_at}>{formatEventWhen(event)}</time>
              {/* Calendar days in the firm's time zone, as the dashboard, discovery and the analysis count them. */}
              {` · ${eventDayLabel(event, timeZone, now)}`}
            </Typography>
          </Box>
          {canEdit ? (
            <Stack direction="row" sx={{ flexShrink: 0, mt: -0.5, mr: -0.5 }}>
              <Tooltip title="Edit event">
                <IconButton size="small" aria-label={`Edit event ${event.title}`} onClick={() => onEdit(event)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete event">
                <IconButton size="small" aria-label={`Delete event ${event.title}`} onClick={() => onDelete(event)}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null}
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.75 }}>
          <EventTypeChip type={event.event_type} />
          <EventStatusChip status={event.status} />
          {highlighted ? <Typography component="span" variant="caption" sx={{ alignSelf: 'center', color: 'primary.main', fontWeight: 600 }}>Linked event</Typography> : null}
        </Stack>
        {event.location ? (
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center', color: 'text.secondary' }}>
            <LocationOn fontSize="small" aria-hidden="true" />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {event.location}
            </Typography>
          </Stack>
        ) : null}
        {event.description ? (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {event.description}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

export interface TimelineSectionProps {
  title: string;
  subtitle?: string;
  events: readonly CaseEvent[];
  when: EventWhen;
  now: Date;
  highlightId: string | null;
  canEdit: boolean;
  onEdit(event: CaseEvent): void;
  onDelete(event: CaseEvent): void;
}

/** One side of today (upcoming or past), as a vertical timeline under month headings. */
export function TimelineSection({ title, subtitle, events, when, now, highlightId, canEdit, onEdit, onDelete }: TimelineSectionProps) {
  const groups = groupByMonth(events);
  return (
    <Box component="section" aria-labelledby={`timeline-${when}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h6" component="h2" id={`timeline-${when}`}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle ?? `${events.length}`}
        </Typography>
      </Stack>
      {groups.map((group, groupIndex) => (
        <Box key={`${group.key}-${groupIndex}`}>
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', pl: '48px', lineHeight: 2.2 }}>
            {group.label}
          </Typography>
          <Box component="ol" aria-label={`${title}, ${group.label}`} sx={{ m: 0, p: 0 }}>
            {group.events.map((event, index) => (
              <TimelineItem
                key={event.id}
                event={event}
                when={when}
                now={now}
                highlighted={event.id === highlightId}
                canEdit={canEdit}
                last={index === group.events.length - 1 && groupIndex === groups.length - 1}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
