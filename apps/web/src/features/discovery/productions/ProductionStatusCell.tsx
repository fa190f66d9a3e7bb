import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Production } from '@app/contract';
import { PRODUCTION_STATUS_LABELS } from '../format';

const COLOURS = { queued: 'default', running: 'primary', completed: 'success', failed: 'error' } as const;

/** Status with the job's progress while it runs, and the reason when it failed. */
export function ProductionStatusCell({ production }: { production: Production }) {
  const building = production.status === 'queued' || production.status === 'running';
  return (
    <Box sx={{ minWidth: 140 }} data-testid="production-status" data-status={production.status}>
      <Chip size="small" label={PRODUCTION_STATUS_LABELS[production.status]} color={COLOURS[production.status]} variant={production.status === 'completed' ? 'filled' : 'outlined'} />
      {building ? (
        <>
          <LinearProgress
            variant={production.status === 'queued' ? 'indeterminate' : 'determinate'}
            value={production.progress}
            aria-label={`Progress of ${production.name}`}
            sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {production.stage ?? 'Waiting to start'}
            {production.status === 'running' ? ` · ${production.progress}%` : ''}
          </Typography>
        </>
      ) : null}
      {production.status === 'failed' && production.failure_reason ? (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {production.failure_reason}
        </Typography>
      ) : null}
    </Box>
  );
}
