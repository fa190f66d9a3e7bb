import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAlarm from '@mui/icons-material/AddAlarm';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Gavel from '@mui/icons-material/Gavel';
import { COURT_SERVICE_METHOD_NAMES, DEADLINE_TRIGGER_LABELS, courtRules, type DeadlineTrigger } from '@app/contract';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { useCaseDeadlines, useDeleteTrigger } from './api';
import { CourtDialog } from './CourtDialog';
import { DeadlineItem } from './DeadlineItem';
import { TriggerDialog } from './TriggerDialog';

/**
 * The case's court-rule deadlines: the court they are counted for, each trigger with the deadlines
 * it set (each with its working in words), and the discovery requests' response deadlines. Adding,
 * moving and removing triggers follows the timeline's rights (the server's can_manage).
 */
export function DeadlinesTab({ caseId }: { caseId: string }) {
  const deadlines = useCaseDeadlines(caseId);
  const [editing, setEditing] = useState<DeadlineTrigger | 'new' | null>(null);
  const [courtOpen, setCourtOpen] = useState(false);
  const [removing, setRemoving] = useState<DeadlineTrigger | null>(null);
  const remove = useDeleteTrigger(caseId);

  if (deadlines.isPending) return <LoadingRows label="Loading deadlines" />;
  if (deadlines.isError) return <LoadError error={deadlines.error} what="the deadlines" onRetry={() => void deadlines.refetch()} />;
  const { court, triggers, discovery_deadlines: discovery, can_manage: canManage } = deadlines.data;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(`${removing.title} removed with its deadlines`);
      setRemoving(null);
    } catch (error) {
      notify.error(errorMessage(error, 'The trigger could not be removed.'));
    }
  };

  return (
    <Stack spacing={3}>
      <Card variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Gavel fontSize="small" aria-hidden /> {court.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Days end at midnight {court.time_zone}; Inauguration Day {court.inauguration_day ? 'is' : 'is not'} a holiday here
              {court.configured ? '.' : ' (defaults: set the court to confirm).'} Federal holidays and the firm's court closure days are skipped.
            </Typography>
          </Box>
          {canManage ? (
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="outlined" onClick={() => setCourtOpen(true)}>
                Set court
              </Button>
              <Button variant="contained" startIcon={<AddAlarm />} onClick={() => setEditing('new')}>
                Add trigger
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Card>

      {triggers.length === 0 ? (
        <EmptyState title="No triggers yet">
          A trigger is what a court rule counts from: the complaint served, a Rule 26(f) conference, discovery requests served. Its deadlines are computed and put on the case timeline.
        </EmptyState>
      ) : (
        triggers.map((t) => (
          <Card key={t.id} variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.title} data-testid="trigger">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {t.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="trigger-date">
                  {DEADLINE_TRIGGER_LABELS[t.kind]} · {courtRules.longDate(t.trigger_date)}
                  {t.service_method ? ` · ${COURT_SERVICE_METHOD_NAMES[t.service_method]}` : ''}
                </Typography>
                {t.notes ? (
                  <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {t.notes}
                  </Typography>
                ) : null}
              </Box>
              {canManage ? (
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  <Button size="small" startIcon={<EditCalendar />} onClick={() => setEditing(t)} aria-label={`Move ${t.title}`}>
                    Move
                  </Button>
                  <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => setRemoving(t)} aria-label={`Remove ${t.title}`}>
                    Remove
                  </Button>
                </Stack>
              ) : null}
            </Stack>
            <Box component="ul" sx={{ m: 0, mt: 1.5, p: 0 }}>
              {t.deadlines.map((d) => (
                <DeadlineItem key={d.event_id} deadline={d} />
              ))}
            </Box>
          </Card>
        ))
      )}

      {discovery.length > 0 ? (
        <Card variant="outlined" sx={{ p: 2 }} component="section" aria-label="Discovery response deadlines">
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Discovery response deadlines
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Counted the same way from each request's service; they change with the request on the Discovery page.
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1.5, p: 0 }}>
            {discovery.map((d) => (
              <DeadlineItem key={d.event_id} deadline={d} />
            ))}
          </Box>
        </Card>
      ) : null}

      {!canManage ? <Alert severity="info">You can read these deadlines; an associate or partner with edit access to the case adds and moves triggers.</Alert> : null}

      {editing ? <TriggerDialog caseId={caseId} initial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {courtOpen ? <CourtDialog caseId={caseId} initial={court} onClose={() => setCourtOpen(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.title ?? 'this trigger'}?`}
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        Its deadlines leave the case timeline. The change is recorded in the audit trail.
      </ConfirmDialog>
    </Stack>
  );
}
