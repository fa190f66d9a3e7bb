import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TranscriptionJob, TranscriptionJobList } from '@app/contract';
import { formatDateTime } from '../../components/format-time';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { useJobStatus } from './api';
import { JobActions, JobStage, JobStateChip } from './JobProgress';
import { isActive } from './job-status';

/** The case's transcriptions, newest first: state, live stage, cancel / retry, and a way into each transcript. */
export function JobList({ query, onOpen }: { query: UseQueryResult<TranscriptionJobList>; onOpen(job: TranscriptionJob): void }) {
  if (query.isPending) return <LoadingRows rows={3} height={72} label="Loading the transcriptions" />;
  if (query.isError && !query.data) return <LoadError error={query.error} what="the transcriptions" onRetry={() => void query.refetch()} />;
  const jobs = query.data?.jobs ?? [];
  if (jobs.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState title="No transcriptions in this case yet">
          Drop a recording (or a court reporter&apos;s transcript) above: its transcript appears here and becomes a searchable document of the case.
        </EmptyState>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <Box component="ul" aria-label="Transcriptions" sx={{ m: 0, p: 0 }}>
        {jobs.map((job) => (
          <JobRow key={job.id} listed={job} onOpen={onOpen} />
        ))}
      </Box>
      {query.data && query.data.total > jobs.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          Showing the newest {jobs.length} of {query.data.total}.
        </Typography>
      ) : null}
    </Paper>
  );
}

function JobRow({ listed, onOpen }: { listed: TranscriptionJob; onOpen(job: TranscriptionJob): void }) {
  // A running job follows its own status every 1.5 s; a settled one shows what the list says.
  const followed = useJobStatus(listed, { follow: isActive(listed) });
  const job = isActive(listed) && followed ? followed : listed;
  const openable = job.state === 'completed' && job.transcript_document_id !== null;
  const by = [job.created_by_name, formatDateTime(job.created_at)].filter(Boolean).join(' · ');
  return (
    <Box component="li" aria-label={job.filename} sx={{ listStyle: 'none', py: 1.5, px: { xs: 1.5, sm: 2 }, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mr: 'auto' }}>
          {openable ? (
            <Link component="button" type="button" onClick={() => onOpen(job)} sx={{ font: 'inherit', textAlign: 'left', verticalAlign: 'baseline' }}>
              {job.filename}
            </Link>
          ) : (
            job.filename
          )}
        </Typography>
        <Chip size="small" variant="outlined" label={job.kind === 'import' ? 'Import' : 'Recording'} />
        <JobStateChip job={job} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {by}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 0.5, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <JobStage job={job} />
        </Box>
        <JobActions job={job} onOpen={onOpen} />
      </Stack>
    </Box>
  );
}
