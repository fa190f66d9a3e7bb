import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/Description';
import { CASE_EVENT_TYPES, type TimelineEntry, type TimelineResponse } from '@app/contract';
import { EmptyState } from '../../../components/QueryStates';
import type { CaseLink } from '../../../lib/links';
import { EVENT_TYPE_LABELS, EventTypeIcon } from '../../cases/detail/event-visuals';
import type { Passage } from '../passage';
import { EngineChip, SourceLink } from './AnalysisParts';
import { dayLabel, groupByMonth } from './timeline-groups';

type Show = 'all' | 'document' | 'event';
type EventType = (typeof CASE_EVENT_TYPES)[number];
const asEventType = (value: string | null): EventType => (CASE_EVENT_TYPES as readonly string[]).includes(value ?? '') ? (value as EventType) : 'other';

/** Documents in the primary colour with a page icon; case events in the secondary colour with their own icon. */
function Dot({ entry }: { entry: TimelineEntry }) {
  const colour = entry.kind === 'event' ? 'secondary.main' : 'primary.main';
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: -32, top: 10, width: 24, height: 24, borderRadius: '50%', bgcolor: colour, color: 'common.white', display: 'grid', placeItems: 'center', boxShadow: 2, '& svg': { fontSize: 15 } }}
    >
      {entry.kind === 'event' ? <EventTypeIcon type={asEventType(entry.event_type)} fontSize="inherit" /> : <Description fontSize="inherit" />}
    </Box>
  );
}

function EntryCard({ entry, caseId, caseLink, onOpen }: { entry: TimelineEntry; caseId: string; caseLink: CaseLink | null; onOpen(p: Passage): void }) {
  const isEvent = entry.kind === 'event';
  return (
    <Box
      component="li"
      sx={{ position: 'relative', mb: 1.5, p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', borderLeft: 4, borderLeftColor: isEvent ? 'secondary.main' : 'primary.main', bgcolor: 'background.paper' }}
    >
      <Dot entry={entry} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="time" dateTime={entry.date} variant="body2" sx={{ fontWeight: 600 }}>
          {dayLabel(entry.date)}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={isEvent ? `Case event · ${EVENT_TYPE_LABELS[asEventType(entry.event_type)]}` : 'From a document'}
          sx={{ borderColor: isEvent ? 'secondary.main' : 'primary.main' }}
        />
      </Stack>
      <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{entry.title}</Typography>
      {entry.source ? <SourceLink source={entry.source} caseId={caseId} onOpen={onOpen} showQuote={entry.source.quote !== entry.title} /> : null}
      {isEvent && entry.event_id && caseLink ? (
        <Link component={RouterLink} to={caseLink(caseId, { event: entry.event_id })} variant="body2">
          Open the event in the case
        </Link>
      ) : null}
    </Box>
  );
}

/**
 * The case's timeline: a vertical date axis grouped by month, oldest first. Dates found in the
 * documents (with the quote and a link to the passage) sit beside the case's own events, told
 * apart by colour, icon and words. It is an ordered list, so it reads as one without the picture.
 */
export function TimelineView({ timeline, caseLink, onOpen }: { timeline: TimelineResponse; caseLink: CaseLink | null; onOpen(p: Passage): void }) {
  const [show, setShow] = useState<Show>('all');
  const groups = groupByMonth(timeline.entries, show === 'all' ? ['document', 'event'] : [show]);
  const counts = { document: timeline.entries.filter((e) => e.kind === 'document').length, event: timeline.entries.filter((e) => e.kind === 'event').length };
  if (timeline.entries.length === 0) {
    return <EmptyState title="No dates yet">No dates were found in this case's documents, and the case has no events.</EmptyState>;
  }
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <EngineChip engine={timeline.engine} generatedAt={timeline.generated_at} />
        <ToggleButtonGroup size="small" exclusive value={show} onChange={(_e, next: Show | null) => next && setShow(next)} aria-label="Timeline entries to show">
          <ToggleButton value="all">{`All (${timeline.entries.length})`}</ToggleButton>
          <ToggleButton value="document">{`Documents (${counts.document})`}</ToggleButton>
          <ToggleButton value="event">{`Events (${counts.event})`}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {groups.length === 0 ? <Typography color="text.secondary">Nothing of this kind on the timeline.</Typography> : null}
      <Box component="ol" aria-label="Timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {groups.map((group) => (
          <Box component="li" key={group.key} sx={{ mb: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ py: 0.5, color: 'primary.dark', fontWeight: 700 }}>
              {group.label}
            </Typography>
            <Box
              component="ol"
              aria-label={group.label}
              sx={{ listStyle: 'none', m: 0, p: 0, pl: 4.5, ml: 0, position: 'relative', '&::before': { content: '""', position: 'absolute', left: 15, top: 0, bottom: 0, width: 2, bgcolor: 'divider' } }}
            >
              {group.entries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} caseId={timeline.case_id} caseLink={caseLink} onOpen={onOpen} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
