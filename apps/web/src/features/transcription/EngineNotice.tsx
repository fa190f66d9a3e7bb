import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import GraphicEq from '@mui/icons-material/GraphicEq';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TranscriptionEngineInfo } from '@app/contract';
import { LoadError } from '../../components/QueryStates';
import { ENGINE_HOW_TO, IMPORT_STILL_WORKS, engineProblem } from './job-status';

/** The engine line under the title: which engine transcribes, or plainly that none is configured and how to set one up. */
export function EngineNotice({ query }: { query: UseQueryResult<TranscriptionEngineInfo> }) {
  if (query.isPending) return <Skeleton variant="text" width={320} aria-label="Loading the transcription engine" />;
  if (query.isError) return <LoadError error={query.error} what="the transcription engine" onRetry={() => void query.refetch()} />;
  const engine = query.data;
  const problem = engineProblem(engine);
  if (engine.available) {
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }} data-testid="transcription-engine">
        <GraphicEq fontSize="small" aria-hidden />
        <Typography variant="body2">
          Engine: {engine.description}
          {engine.model && !engine.description.includes(engine.model) ? ` (model ${engine.model})` : ''}
        </Typography>
      </Box>
    );
  }
  return (
    <Alert severity="warning" data-testid="transcription-engine">
      <AlertTitle>{engine.engine === 'none' ? 'No transcription engine is configured' : `The transcription engine (${engine.engine}) cannot run`}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Audio and video cannot be transcribed on this server until an administrator {engine.engine === 'none' ? 'sets one up' : 'fixes it'}.
        {problem ? ` ${problem}` : ''}
      </Typography>
      <Typography variant="body2">To configure one, set in the server&apos;s environment, then restart it:</Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {ENGINE_HOW_TO.map((line) => (
          <Typography component="li" variant="body2" key={line} sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {IMPORT_STILL_WORKS}
      </Typography>
    </Alert>
  );
}
