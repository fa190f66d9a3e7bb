import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import GraphicEq from '@mui/icons-material/GraphicEq';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { maySeeEngineSetup, type TranscriptionEngineInfo } from '@app/contract';
import { LoadError } from '../../components/QueryStates';
import { useAuth } from '../../lib/auth/auth-context';
import { pageLinkFor } from '../../lib/links';
import { IMPORT_STILL_WORKS, engineUnavailableTitle } from './job-status';

/**
 * The engine line under the title: which engine transcribes and what accuracy to expect (a rough
 * draft is not a certified transcript), or plainly that transcription is not available. How to set
 * an engine up is the administrator's business and lives on the system page: the administrator gets
 * a link there, everyone else the server's "ask your administrator".
 */
export function EngineNotice({ query }: { query: UseQueryResult<TranscriptionEngineInfo> }) {
  const { user } = useAuth();
  if (query.isPending) return <Skeleton variant="text" width={320} aria-label="Loading the transcription engine" />;
  if (query.isError) return <LoadError error={query.error} what="the transcription engine" onRetry={() => void query.refetch()} />;
  const engine = query.data;
  if (engine.available) {
    return (
      <Box sx={{ color: 'text.secondary' }} data-testid="transcription-engine">
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <GraphicEq fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Engine: {engine.description}
            {engine.model && !engine.description.includes(engine.model) && engine.engine !== 'pocketsphinx' ? ` (model ${engine.model})` : ''}
          </Typography>
        </Box>
        {engine.accuracy ? (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="transcription-accuracy">
            {engine.accuracy}
          </Typography>
        ) : null}
      </Box>
    );
  }
  // Those who may set an engine up are sent to the System page, which says how.
  const systemPage = user !== null && maySeeEngineSetup(user.role) ? pageLinkFor(user.role, '/admin/system') : null;
  return (
    <Alert severity="warning" data-testid="transcription-engine">
      <AlertTitle>{engineUnavailableTitle(engine)}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {systemPage ? (
          <>
            Recordings cannot be transcribed until an engine runs on this server. How to set one up is on the{' '}
            <Link component={RouterLink} to={systemPage}>
              System page
            </Link>
            .
          </>
        ) : (
          (engine.problem ?? "Ask your administrator.")
        )}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {IMPORT_STILL_WORKS}
      </Typography>
    </Alert>
  );
}
