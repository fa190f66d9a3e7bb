import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AvatarGroup from '@mui/material/AvatarGroup';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositionInsight } from '@app/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { depositionKeys, useSessionAction, useSpeechEngine } from './api';
import { STATE_COLOURS, STATE_LABELS, formatDay } from './format';
import { InsightsPanel } from './InsightsPanel';
import { GoalProgress, QuestionQueue } from './QuestionQueue';
import { SessionFormDialog } from './SessionFormDialog';
import { SummaryPanel } from './SummaryPanel';
import { TestimonyInput, type TestimonyInputHandle } from './TestimonyInput';
import { TranscriptPane } from './TranscriptPane';
import { useLiveSession, type ConnectionState } from './use-live-session';

const CONNECTION_LABELS: Record<ConnectionState, string> = { connecting: 'Connecting…', live: 'Connected', reconnecting: 'Reconnecting…', closed: 'Disconnected' };
const CONNECTION_COLOURS: Record<ConnectionState, 'default' | 'success' | 'warning' | 'error'> = { connecting: 'default', live: 'success', reconnecting: 'warning', closed: 'error' };

/** One deposition: the live transcript, the assistant's insights, the question queue and the goals; afterwards the summary. */
export function LiveView({ sessionId, onBack }: { sessionId: string; onBack(): void }) {
  const live = useLiveSession(sessionId);
  const engine = useSpeechEngine();
  const action = useSessionAction();
  const queryClient = useQueryClient();
  const inputRef = useRef<TestimonyInputHandle | null>(null);
  const [focusLine, setFocusLine] = useState<{ line: number; at: number } | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  const state = live.state;

  const insightsByLine = useMemo(() => {
    const map = new Map<number, DepositionInsight[]>();
    for (const insight of state?.insights ?? []) map.set(insight.line, [...(map.get(insight.line) ?? []), insight]);
    return map;
  }, [state?.insights]);

  if (!state) {
    return (
      <Stack spacing={2}>
        <Box>
          <Button startIcon={<ArrowBack />} onClick={onBack}>
            All depositions
          </Button>
        </Box>
        {live.loadError ? <LoadError error={live.loadError} what="the deposition" onRetry={live.retry} /> : <LoadingRows rows={6} height={36} label="Loading the deposition" />}
      </Stack>
    );
  }

  const session = state.session;
  const canRun = session.can_run;
  const showLine = (line: number) => setFocusLine({ line, at: Date.now() });

  const run = async (what: 'start' | 'stop') => {
    try {
      await action.mutateAsync({ id: session.id, action: what });
      notify.success(what === 'start' ? 'The deposition is live' : 'The deposition has ended');
      await live.reload();
      if (what === 'stop') void queryClient.invalidateQueries({ queryKey: depositionKeys.summary(session.id) });
    } catch (error) {
      notify.error(errorMessage(error, `The deposition could not be ${what === 'start' ? 'started' : 'stopped'}. Please try again.`));
    }
  };

  return (
    <Stack spacing={2} data-testid="deposition-live">
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          All depositions
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {session.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[session.case_name, session.deponent, session.examining_attorney ? `examined by ${session.examining_attorney}` : null, session.date ? formatDay(session.date) : null, session.location]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Chip label={STATE_LABELS[session.state]} color={STATE_COLOURS[session.state]} size="small" data-testid="session-state" />
        {session.state !== 'ended' ? (
          <Chip
            label={CONNECTION_LABELS[live.connection]}
            color={CONNECTION_COLOURS[live.connection]}
            variant="outlined"
            size="small"
            role="status"
            aria-label={`Connection: ${CONNECTION_LABELS[live.connection]}`}
            data-testid="connection-state"
          />
        ) : null}
        <Presence participants={live.participants} />
      </Box>
      {live.closedReason ? <Alert severity="warning">{live.closedReason}</Alert> : null}
      {canRun && session.state !== 'ended' ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {session.state === 'draft' ? (
            <Button variant="contained" color="success" startIcon={<PlayArrow />} onClick={() => void run('start')} disabled={action.isPending}>
              Start deposition
            </Button>
          ) : (
            <Button variant="contained" color="error" startIcon={<Stop />} onClick={() => setConfirmStop(true)} disabled={action.isPending}>
              Stop deposition
            </Button>
          )}
          <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
            Edit set-up
          </Button>
        </Box>
      ) : null}
      {!canRun && session.state !== 'ended' ? <Alert severity="info">You are following this deposition; only team members with edit access to the case can run it.</Alert> : null}

      {session.state === 'ended' ? <SummaryPanel session={session} /> : null}

      {/*
        In reading (and tab) order: transcript, insights, questions, goals — one column on a phone;
        on a wide screen the transcript and the questions on the left, insights and goals on the right.
      */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateRows: { lg: 'auto auto 1fr' },
          '& > .dep-transcript': { gridColumn: { lg: 1 }, gridRow: { lg: 1 } },
          '& > .dep-insights': { gridColumn: { lg: 2 }, gridRow: { lg: '1 / span 2' } },
          '& > .dep-questions': { gridColumn: { lg: 1 }, gridRow: { lg: '2 / span 2' } },
          '& > .dep-goals': { gridColumn: { lg: 2 }, gridRow: { lg: 3 } },
        }}
      >
        <Paper variant="outlined" className="dep-transcript" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="dep-transcript">
          <Typography id="dep-transcript" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Transcript {state.segments.length > 0 ? `(${state.segments.length} lines)` : ''}
          </Typography>
          <TranscriptPane segments={state.segments} arrivals={live.newLines} insightsByLine={insightsByLine} focus={focusLine} />
          {canRun && session.state === 'live' ? (
            <Box sx={{ mt: 1.5 }}>
              <TestimonyInput ref={inputRef} sessionId={session.id} engine={engine.data} send={live.sendTestimony} />
            </Box>
          ) : session.state === 'draft' ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Testimony can be added once the deposition is started.
            </Typography>
          ) : null}
        </Paper>
        <Paper variant="outlined" className="dep-insights" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label="Insights">
          <InsightsPanel session={session} insights={state.insights} onShowLine={showLine} />
        </Paper>
        <Paper variant="outlined" className="dep-questions" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <QuestionQueue session={session} questions={state.questions} canRun={canRun && session.state !== 'ended'} onChanged={live.questionChanged} onUse={(text) => inputRef.current?.putQuestion(text)} />
        </Paper>
        <Paper variant="outlined" className="dep-goals" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <GoalProgress goals={session.goals} segments={state.segments} onShowLine={showLine} />
        </Paper>
      </Box>

      {editing ? (
        <SessionFormDialog
          caseId={session.case_id}
          session={session}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void live.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmStop}
        title="Stop the deposition?"
        confirmLabel="Stop deposition"
        destructive
        onClose={() => setConfirmStop(false)}
        onConfirm={() => {
          setConfirmStop(false);
          void run('stop');
        }}
      >
        No more testimony can be added once it has ended. The summary and the exports become available.
      </ConfirmDialog>
    </Stack>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

/** Who else has the session open. */
function Presence({ participants }: { participants: readonly { user_id: string; name: string; role: string }[] }) {
  if (participants.length === 0) return null;
  const names = participants.map((p) => p.name).join(', ');
  return (
    <Tooltip title={`Here now: ${names}`}>
      <Box role="group" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }} tabIndex={0} aria-label={`Here now: ${names}`} data-testid="presence">
        <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: '0.75rem', bgcolor: 'primary.main', color: 'primary.contrastText' } }}>
          {participants.map((p) => (
            <Avatar key={p.user_id} alt={p.name}>
              {initials(p.name)}
            </Avatar>
          ))}
        </AvatarGroup>
        <Typography variant="caption" color="text.secondary" aria-hidden>
          {participants.length} here
        </Typography>
      </Box>
    </Tooltip>
  );
}
