import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BatchJob, BatchJobState } from '@app/contract';
import { isOpen } from './api';
import { jobProgress } from './job-progress';

const STATE_LABEL: Record<BatchJobState, string> = {
  queued: 'Queued',
  running: 'Running',
  cancelling: 'Cancelling',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const STATE_COLOUR: Record<BatchJobState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  queued: 'default',
  running: 'info',
  cancelling: 'warning',
  completed: 'success',
  failed: 'error',
  cancelled: 'warning',
};

/** One batch: its state, a progress bar over its tasks and, while it runs, Cancel. */
export function BatchJobItem({ job, onCancel, cancelling }: { job: BatchJob; onCancel: (id: string) => void; cancelling: boolean }) {
  // Cancelled tasks are not "done": they are counted on their own.
  const ran = job.completed_count + job.failed_count;
  const progress = jobProgress(job);
  const parts = [`${ran} of ${job.task_count} tasks done`];
  if (job.running_count > 0) parts.push(`${job.running_count} running`);
  if (job.failed_count > 0) parts.push(`${job.failed_count} failed`);
  if (job.cancelled_count > 0) parts.push(`${job.cancelled_count} cancelled`);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={`Batch ${job.name}`} data-testid="batch-job" data-state={job.state}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>{job.name}</Typography>
        <Chip size="small" variant="outlined" label={`Priority: ${job.priority}`} />
        <Chip size="small" color={STATE_COLOUR[job.state]} label={STATE_LABEL[job.state]} />
      </Stack>
      <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={progress.percent}
          color={job.state === 'cancelled' ? 'warning' : 'primary'}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
          aria-label={`Progress of ${job.name}`}
          aria-valuetext={progress.label}
          data-progress={progress.percent}
        />
        <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>{progress.label}</Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" data-testid="batch-job-counts">
          {parts.join(' · ')}
        </Typography>
        {isOpen(job) && job.state !== 'cancelling' ? (
          <Button size="small" color="warning" onClick={() => onCancel(job.id)} disabled={cancelling}>
            Cancel
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
