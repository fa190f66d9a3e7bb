import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useUrlParams } from '../../lib/use-url-params';
import { mayRunDeposition, type DepositionSession, type User } from '@app/contract';
import { PageSpinner } from '../../components/PageSpinner';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { usePageTitle } from '../../lib/a11y/page-title';
import { useAppContext } from '../../lib/app-context';
import { useAuth } from '../../lib/auth/auth-context';
import { CaseSelector } from '../case-selector/CaseSelector';
import { useCase } from '../cases/api';
import { useDepositionSessions } from './api';
import { STATE_COLOURS, STATE_LABELS, formatDay } from './format';
import { LiveView } from './LiveView';
import { SessionFormDialog } from './SessionFormDialog';
import { sessionFromParams, withSession } from './session-url';

/** /realtime-deposition (associate and above): the case's depositions, their set-up, and the live assistant. */
export function DepositionScreen() {
  const { user } = useAuth();
  usePageTitle('Deposition Assistant');
  const [params, setParams] = useUrlParams();
  const sessionId = sessionFromParams(params);
  if (!user) return <PageSpinner />;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h4" component="h1">
          Deposition Assistant
        </Typography>
        <Typography color="text.secondary">Follow a deposition as it happens: contradictions with their sources, evasive answers, follow-up questions and how far each goal is established.</Typography>
      </Box>
      {sessionId ? (
        <LiveView key={sessionId} sessionId={sessionId} onBack={() => setParams((current) => withSession(current, null))} />
      ) : (
        <Overview user={user} onOpen={(session) => setParams((current) => withSession(current, session.id))} />
      )}
    </Stack>
  );
}

function Overview({ user, onOpen }: { user: User; onOpen(session: DepositionSession): void }) {
  const { selectedCaseId } = useAppContext();
  const matter = useCase(selectedCaseId);
  const sessions = useDepositionSessions(selectedCaseId);
  const [creating, setCreating] = useState(false);
  const canCreate = !!matter.data && mayRunDeposition(user.role, matter.data.access_level);

  return (
    <Stack spacing={2.5}>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Case
        </Typography>
        <CaseSelector mode="full" allowCreate={false} />
      </Box>
      {selectedCaseId ? (
        <Box component="section" aria-labelledby="dep-sessions-heading">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Typography id="dep-sessions-heading" variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
              Depositions in this case
            </Typography>
            {canCreate ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
                New deposition
              </Button>
            ) : null}
          </Box>
          {sessions.isPending ? (
            <LoadingRows rows={3} label="Loading the depositions" />
          ) : sessions.isError ? (
            <LoadError error={sessions.error} what="the depositions" onRetry={() => void sessions.refetch()} />
          ) : sessions.data.sessions.length === 0 ? (
            <Paper variant="outlined">
              <EmptyState title="No depositions yet">{canCreate ? 'Create one to set the goals, the outline and the exhibits.' : 'Nobody has set up a deposition in this case.'}</EmptyState>
            </Paper>
          ) : (
            <Paper variant="outlined">
              <List aria-label="Depositions" disablePadding>
                {sessions.data.sessions.map((session, index) => (
                  <ListItemButton key={session.id} divider={index < sessions.data.sessions.length - 1} onClick={() => onOpen(session)} data-testid="deposition-session">
                    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', width: '100%', flexWrap: 'wrap' }}>
                      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{session.title}</Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {[`Deponent: ${session.deponent}`, session.date ? formatDay(session.date) : 'No date', `${session.segment_count} lines`].join(' · ')}
                        </Typography>
                      </Box>
                      <Chip size="small" label={STATE_LABELS[session.state]} color={STATE_COLOURS[session.state]} />
                    </Box>
                  </ListItemButton>
                ))}
              </List>
            </Paper>
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">Choose a case to see its depositions.</Typography>
      )}
      {creating && selectedCaseId ? (
        <SessionFormDialog
          caseId={selectedCaseId}
          onClose={() => setCreating(false)}
          onSaved={(session) => {
            setCreating(false);
            onOpen(session);
          }}
        />
      ) : null}
    </Stack>
  );
}
