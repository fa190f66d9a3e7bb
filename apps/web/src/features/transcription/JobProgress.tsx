import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TranscriptionJob } from '@app/contract';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useJobAction } from './api';
import { STATE_CHIP, isActive, stageText } from './job-status';

/** A job's state chip. */
export function JobStateChip({ job }: { job: TranscriptionJob }) {
  const chip = STATE_CHIP[job.state];
  return <Chip size="small" label={chip.label} color={chip.tone} variant={chip.tone === 'default' ? 'outlined' : 'filled'} />;
}

/**
 * Where a job is, in words and as a bar, announced politely to screen readers as it changes
 * ("Decoding", "Transcribing 34 of 118 min", "Indexing", "Done", or why it failed).
 */
export function JobStage({ job }: { job: TranscriptionJob }) {
  const failed = job.state === 'failed';
  return (
    <Box>
      <Typography
        variant="body2"
        role="status"
        aria-live="polite"
        color={failed ? 'error' : 'text.secondary'}
        sx={{ overflowWrap: 'anywhere' }}
        data-testid="job-stage"
      >
        {stageText(job)}
      </Typography>
      {isActive(job) ? (
        <LinearProgress
          variant={job.state === 'queued' || job.percent === 0 ? 'indeterminate' : 'determinate'}
          value={job.percent}
          aria-label={`Progress of ${job.filename}`}
          sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
        />
      ) : null}
    </Box>
  );
}

/** Cancel and retry, as the server allows them on this job; Open when there is a transcript. */
export function JobActions({ job, onOpen }: { job: TranscriptionJob; onOpen?: (job: TranscriptionJob) => void }) {
  const action = useJobAction();
  const run = async (kind: 'cancel' | 'retry') => {
    try {
      await action.mutateAsync({ job, action: kind });
      notify.info(kind === 'cancel' ? `Transcription of ${job.filename} cancelled` : `Transcription of ${job.filename} started again`);
    } catch (error) {
      notify.error(errorMessage(error, kind === 'cancel' ? 'The job could not be cancelled.' : 'The job could not be started again.'));
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, alignItems: 'center' }}>
      {job.state === 'completed' && job.transcript_document_id && onOpen ? (
        <Button size="small" variant="outlined" onClick={() => onOpen(job)} aria-label={`Open the transcript of ${job.filename}`}>
          Open
        </Button>
      ) : null}
      {job.can_retry ? (
        <Button size="small" onClick={() => void run('retry')} disabled={action.isPending} aria-label={`Retry ${job.filename}`}>
          Retry
        </Button>
      ) : null}
      {job.can_cancel ? (
        <Button size="small" color="inherit" onClick={() => void run('cancel')} disabled={action.isPending} aria-label={`Cancel ${job.filename}`}>
          Cancel
        </Button>
      ) : null}
    </Stack>
  );
}
