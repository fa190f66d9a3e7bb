import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TranscriptionJob } from '@app/contract';
import { formatBytes } from '../documents/document-format';
import { rowStatus } from '../upload/upload-summary';
import { useJobStatus } from './api';
import { JobActions, JobStage, JobStateChip } from './JobProgress';
import { isActive } from './job-status';
import type { TranscriptionFile } from './transcription-uploads';

export interface FileRowActions {
  pause(key: string): void;
  resume(key: string): void;
  cancelUpload(key: string): void;
  retryStart(key: string): void;
  remove(key: string): void;
  open(job: TranscriptionJob): void;
}

/** A file dropped in this tab: its upload ("Uploading 42%"), then its job's live stages. */
export function FileRow({ file, actions }: { file: TranscriptionFile; actions: FileRowActions }) {
  const { upload } = file;
  const job = useJobStatus(file.job);
  const refused = upload.phase === 'refused';
  return (
    <Box component="li" aria-label={upload.name} sx={{ listStyle: 'none', py: 1.5, px: { xs: 1.5, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mr: 'auto' }}>
          {upload.name}
        </Typography>
        {refused ? null : <Chip size="small" variant="outlined" label={file.kind === 'import' ? 'Import' : 'Recording'} />}
        {job ? <JobStateChip job={job} /> : <UploadChip file={file} />}
      </Stack>
      {refused ? null : (
        <Typography variant="body2" color="text.secondary">
          {formatBytes(upload.size)}
        </Typography>
      )}
      {job ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 0.5, alignItems: { sm: 'center' } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <JobStage job={job} />
          </Box>
          <JobActions job={job} onOpen={actions.open} />
          {!isActive(job) ? (
            <Button size="small" color="inherit" onClick={() => actions.remove(upload.key)} aria-label={`Remove ${upload.name} from this list`}>
              Remove
            </Button>
          ) : null}
        </Stack>
      ) : (
        <UploadState file={file} actions={actions} />
      )}
    </Box>
  );
}

/** Refused by this page (an empty file) or by the server (not a recording): nothing was kept, and sending it again cannot help. */
const isRefused = (file: TranscriptionFile) => file.upload.phase === 'refused' || (file.upload.phase === 'failed' && !file.upload.retryable);

function UploadChip({ file }: { file: TranscriptionFile }) {
  const status = rowStatus(file.upload);
  if (isRefused(file)) return <Chip size="small" label="Refused" color="error" />;
  if (file.upload.phase === 'uploaded') return <Chip size="small" label={file.startError ? 'Not started' : 'Starting…'} color={file.startError ? 'error' : 'info'} />;
  return <Chip size="small" label={status.label} color={status.tone} variant={status.tone === 'default' ? 'outlined' : 'filled'} />;
}

function UploadState({ file, actions }: { file: TranscriptionFile; actions: FileRowActions }) {
  const { upload } = file;
  const status = rowStatus(upload);
  const phase = upload.phase;
  const message = file.startError ?? status.detail;
  const canPause = phase === 'waiting' || phase === 'uploading' || phase === 'retrying';
  const settled = phase === 'failed' || phase === 'refused' || phase === 'cancelled' || (phase === 'uploaded' && file.startError !== null);
  const refused = isRefused(file);
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="body2" role="status" aria-live="polite" color={message && status.tone !== 'info' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
        {message ?? (phase === 'uploaded' ? 'Uploaded; starting the transcription…' : status.label)}
      </Typography>
      {status.percent !== null && !refused ? (
        <LinearProgress
          variant="determinate"
          value={status.percent}
          color={phase === 'failed' ? 'error' : phase === 'paused' || phase === 'retrying' ? 'warning' : 'primary'}
          aria-label={`Upload progress of ${upload.name}`}
          sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
        />
      ) : null}
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, justifyContent: 'flex-end' }}>
        {canPause ? (
          <Button size="small" onClick={() => actions.pause(upload.key)} aria-label={`Pause ${upload.name}`}>
            Pause
          </Button>
        ) : null}
        {phase === 'paused' || (phase === 'failed' && upload.retryable) ? (
          <Button size="small" onClick={() => actions.resume(upload.key)} aria-label={`${phase === 'failed' ? 'Retry' : 'Resume'} ${upload.name}`}>
            {phase === 'failed' ? 'Retry' : 'Resume'}
          </Button>
        ) : null}
        {phase === 'uploaded' && file.startError && file.startRetryable ? (
          <Button size="small" onClick={() => actions.retryStart(upload.key)} aria-label={`Try again to transcribe ${upload.name}`}>
            Try again
          </Button>
        ) : null}
        {canPause || phase === 'paused' ? (
          <Button size="small" color="inherit" onClick={() => actions.cancelUpload(upload.key)} aria-label={`Cancel ${upload.name}`}>
            Cancel
          </Button>
        ) : null}
        {settled ? (
          <Button size="small" color="inherit" onClick={() => actions.remove(upload.key)} aria-label={`Remove ${upload.name} from the list`}>
            Remove
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
