import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Case, CaseEvent } from '@app/contract';
import { formatDateTime } from '../../../components/format-time';
import { eventDayLabel, useFirmTimeZone } from '../../../lib/deadline-days';
import { LoadError, LoadingRows } from '../../../components/QueryStates';
import { FactList } from './FactList';
import { statusFacts } from './status-facts';
import { EVENT_TYPE_LABELS, EventTypeIcon } from './event-visuals';
import { formatCalendarDate, formatEventWhen, nextEvents } from './timeline';

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export interface OverviewTabProps {
  matter: Case;
  events: { data: CaseEvent[] | undefined; isPending: boolean; error: unknown; refetch(): void; updatedAt: number };
}

/** The case at a glance: what it is about, the key facts, and what is coming up next. */
export function OverviewTab({ matter, events }: OverviewTabProps) {
  const upcoming = events.data ? nextEvents(events.data, new Date(events.updatedAt)) : [];
  const timeZone = useFirmTimeZone();
  return (
    // Phones read the description, then what is coming up, then the facts; wide screens put the calendar beside both.
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gridTemplateAreas: { xs: '"description" "upcoming" "facts"', lg: '"description upcoming" "facts upcoming"' },
        gridTemplateRows: { lg: 'auto 1fr' },
      }}
    >
      <Box sx={{ gridArea: 'description' }}>
        <Panel title="Description">
          {matter.description ? (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{matter.description}</Typography>
          ) : (
            <Typography color="text.secondary">No description yet.</Typography>
          )}
        </Panel>
      </Box>
      <Box sx={{ gridArea: 'facts' }}>
        <Panel title="Key facts">
          <FactList
            facts={[
              { label: 'Client', value: matter.client_name },
              { label: 'Case type', value: matter.case_type },
              { label: 'Docket number', value: matter.docket_number },
              { label: 'Court', value: matter.court },
              { label: 'Judge', value: matter.judge },
              { label: 'Jurisdiction', value: matter.jurisdiction },
              { label: 'Responsible attorney', value: matter.attorney_name },
              { label: 'Opposing party', value: matter.opposing_party },
              { label: 'Opposing counsel', value: matter.opposing_counsel },
              { label: 'Opened', value: formatCalendarDate(matter.opened_at) },
              ...statusFacts(matter),
              {
                label: 'Tags',
                value: matter.tags.length ? (
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }} component="span">
                    {matter.tags.map((tag) => (
                      <Chip key={tag} size="small" label={tag} component="span" />
                    ))}
                  </Stack>
                ) : null,
              },
              {
                label: 'Documents',
                value: (
                  <Link component={RouterLink} to="?tab=documents">
                    {`${matter.document_count} ${matter.document_count === 1 ? 'document' : 'documents'}`}
                  </Link>
                ),
              },
              { label: 'Last updated', value: formatDateTime(matter.updated_at) },
            ]}
          />
        </Panel>
      </Box>
      <Box sx={{ gridArea: 'upcoming' }}>
        <Panel
          title="Coming up"
          action={
            <Link component={RouterLink} to="?tab=events" variant="body2">
              All events
            </Link>
          }
        >
          {events.isPending ? <LoadingRows rows={3} height={56} label="Loading events" /> : null}
          {events.error ? <LoadError error={events.error} what="the events" onRetry={events.refetch} /> : null}
          {events.data && upcoming.length === 0 ? (
            <Typography color="text.secondary">Nothing scheduled. Add hearings, deadlines and meetings on the Events tab.</Typography>
          ) : null}
          {upcoming.length > 0 ? (
            <List disablePadding aria-label="Upcoming events">
              {upcoming.map((event) => (
                <ListItem key={event.id} disablePadding>
                  <ListItemButton component={RouterLink} to={`?event=${event.id}`} sx={{ borderRadius: 1, alignItems: 'flex-start', px: 1 }}>
                    <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: 'primary.main' }}>
                      <EventTypeIcon type={event.event_type} />
                    </ListItemIcon>
                    <ListItemText
                      primary={event.title}
                      secondary={`${EVENT_TYPE_LABELS[event.event_type]} · ${formatEventWhen(event)} · ${eventDayLabel(event, timeZone, new Date(events.updatedAt))}`}
                      slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ) : null}
        </Panel>
      </Box>
    </Box>
  );
}
