import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleChart } from '../../components/charts/SimpleChart';
import { EmptyState, LoadError } from '../../components/QueryStates';
import { notify } from '../../lib/toast';
import { useBatchCostSavings, useBatchStats, useBatchTaskTypes, useCancelBatch } from './api';
import { BatchJobItem } from './BatchJobItem';
import { ConcurrencySettings } from './ConcurrencySettings';
import { NewBatchDialog } from './NewBatchDialog';

/**
 * Batch jobs on the system page: the firm's recent batches with live progress and
 * Cancel, a new batch, tasks done per type, what batching saves (plainly 0 offline), concurrency.
 */
export function BatchJobsCard() {
  const stats = useBatchStats();
  const types = useBatchTaskTypes();
  const savings = useBatchCostSavings();
  const cancel = useCancelBatch();
  const [creating, setCreating] = useState(false);
  if (stats.isError) return <LoadError error={stats.error} what="batch jobs" onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  if (!data) return <Skeleton variant="rounded" height={160} />;
  const labels = new Map((types.data?.task_types ?? []).map((t) => [t.task_type, t.label]));
  const doCancel = (id: string) =>
    cancel.mutate(id, {
      onSuccess: (job) => notify.success(`Batch "${job.name}" is being cancelled: running tasks finish, the rest stop`),
      onError: (e) => notify.error(e.message),
    });
  const open = data.jobs_by_state.queued + data.jobs_by_state.running + data.jobs_by_state.cancelling;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" color={open > 0 ? 'info' : 'default'} label={`${open} in progress`} />
        <Chip size="small" label={`${data.tasks_by_state.completed} tasks completed`} />
        <Chip size="small" color={data.tasks_by_state.failed > 0 ? 'error' : 'default'} label={`${data.tasks_by_state.failed} failed`} />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" size="small" startIcon={<Add />} onClick={() => setCreating(true)}>
          New batch
        </Button>
      </Stack>
      {savings.data ? (
        <Alert severity="info" data-testid="batch-savings">
          {savings.data.message}
        </Alert>
      ) : null}
      {data.recent_jobs.length === 0 ? (
        <EmptyState title="No batches yet">Submit a batch to analyse, summarise, embed, transcribe or re-index many documents at once.</EmptyState>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-label="Recent batches" role="list">
          {data.recent_jobs.slice(0, 6).map((job) => (
            <Box role="listitem" key={job.id}>
              <BatchJobItem job={job} onCancel={doCancel} cancelling={cancel.isPending && cancel.variables === job.id} />
            </Box>
          ))}
        </Box>
      )}
      {data.tasks_by_state.completed > 0 ? (
        <Box>
          <Typography variant="subtitle2">Tasks completed by type</Typography>
          <SimpleChart title="Tasks completed by type" points={data.tasks_by_type.map((t) => ({ label: labels.get(t.task_type) ?? t.task_type, value: t.completed }))} height={140} />
        </Box>
      ) : null}
      <Divider />
      <ConcurrencySettings />
      <NewBatchDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
