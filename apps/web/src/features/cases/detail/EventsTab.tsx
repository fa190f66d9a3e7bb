import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { CaseEvent } from '@app/contract';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate } from '../../../components/format-time';
import { EmptyState, LoadError, LoadingRows } from '../../../components/QueryStates';
import { useCreateCaseEvent, useDeleteCaseEvent, useUpdateCaseEvent } from '../api';
import { EventFormDialog } from './EventFormDialog';
import { TimelineSection, eventElementId } from './EventTimeline';
import { splitTimeline } from './timeline';

export interface EventsTabProps {
  caseId: string;
  events: { data: CaseEvent[] | undefined; isPending: boolean; error: unknown; refetch(): void; updatedAt: number };
  canEdit: boolean;
  /** The event named by ?event= (highlighted, scrolled to and focused once). */
  focusEventId: string | null;
  onFocusEvent(id: string | null): void;
  onMissingEvent(): void;
}

type Editing = { mode: 'create' } | { mode: 'edit'; event: CaseEvent } | null;

/** The case's calendar as a timeline: add, change and remove hearings, deadlines and the like. */
export function EventsTab({ caseId, events, canEdit, focusEventId, onFocusEvent, onMissingEvent }: EventsTabProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CaseEvent | null>(null);
  const create = useCreateCaseEvent(caseId);
  const update = useUpdateCaseEvent(caseId);
  const remove = useDeleteCaseEvent(caseId);
  const handled = useRef<string | null>(null);

  // The deep link: once the list is there, bring the event into view and move focus to it (once
  // per id, so a background refresh does not yank the page back).
  const loaded = events.data !== undefined;
  useEffect(() => {
    if (!focusEventId) {
      handled.current = null;
      return;
    }
    if (!loaded || handled.current === focusEventId) return;
    handled.current = focusEventId;
    const element = document.getElementById(eventElementId(focusEventId));
    if (!element) {
      onMissingEvent();
      return;
    }
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [focusEventId, loaded, onMissingEvent]);

  const removeEvent = async (event: CaseEvent) => {
    try {
      await remove.mutateAsync(event.id);
      notify.success(`“${event.title}” was removed from the timeline`);
      if (event.id === focusEventId) onFocusEvent(null);
    } catch (error) {
      notify.error(errorMessage(error, 'The event could not be removed.'));
    } finally {
      setDeleting(null);
    }
  };

  const now = new Date(events.updatedAt);
  const { upcoming, past } = splitTimeline(events.data ?? [], now);
  const total = upcoming.length + past.length;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography color="text.secondary" role="status">
          {events.data ? `${upcoming.length} upcoming · ${past.length} past` : ' '}
        </Typography>
        {canEdit ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ mode: 'create' })} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            Add event
          </Button>
        ) : null}
      </Stack>

      {events.isPending ? <LoadingRows rows={4} height={88} label="Loading events" /> : null}
      {events.error && !events.data ? <LoadError error={events.error} what="the events" onRetry={events.refetch} /> : null}
      {events.data && total === 0 ? (
        <Card variant="outlined">
          <EmptyState
            title="No events yet"
            action={
              canEdit ? (
                <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing({ mode: 'create' })}>
                  Add the first event
                </Button>
              ) : null
            }
          >
            Hearings, deadlines, depositions, filings and meetings of this case appear here in date order.
          </EmptyState>
        </Card>
      ) : null}
      {total > 0 ? (
        <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          {/* Today heads the card: upcoming events run forward from it, past ones follow below. */}
          <Divider textAlign="left" sx={{ mb: 1.5, '&::before, &::after': { borderColor: 'primary.light' } }}>
            <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700 }}>
              {`Today · ${formatDate(now.toISOString())}`}
            </Typography>
          </Divider>
          {upcoming.length > 0 ? (
            <TimelineSection
              title="Upcoming"
              subtitle={`${upcoming.length} · soonest first`}
              events={upcoming}
              when="upcoming"
              now={now}
              highlightId={focusEventId}
              canEdit={canEdit}
              onEdit={(event) => setEditing({ mode: 'edit', event })}
              onDelete={setDeleting}
            />
          ) : (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Nothing coming up.
            </Typography>
          )}
          <Divider sx={{ my: 2 }} />
          {past.length > 0 ? (
            <TimelineSection
              title="Past"
              subtitle={`${past.length} · most recent first`}
              events={past}
              when="past"
              now={now}
              highlightId={focusEventId}
              canEdit={canEdit}
              onEdit={(event) => setEditing({ mode: 'edit', event })}
              onDelete={setDeleting}
            />
          ) : (
            <Typography color="text.secondary">Nothing has happened yet.</Typography>
          )}
        </Card>
      ) : null}

      {editing ? (
        <EventFormDialog
          key={editing.mode === 'edit' ? editing.event.id : 'new'}
          open
          initial={editing.mode === 'edit' ? editing.event : undefined}
          onClose={() => setEditing(null)}
          onSubmit={async (request) => {
            if (editing.mode === 'edit') {
              const saved = await update.mutateAsync({ id: editing.event.id, ...request });
              notify.success(`“${saved.title}” was updated`);
            } else {
              const saved = await create.mutateAsync(request);
              notify.success(`“${saved.title}” was added to the timeline`);
              // Point at the new entry so it is easy to find (and its link is in the address bar).
              onFocusEvent(saved.id);
            }
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Remove this event?"
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && void removeEvent(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `“${deleting.title}” will be removed from the case's timeline. The change is recorded in the audit trail.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
