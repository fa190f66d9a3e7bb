import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { SimpleChart } from '../../components/charts/SimpleChart';
import { useQueueMetrics } from './api';
import { FigureTable } from './FigureTable';
import { waited } from './format-figures';

/** Job queues: waiting, active, failed and the oldest waiting job per queue. */
export function QueuesCard() {
  const queues = useQueueMetrics();
  if (queues.isError) return <LoadError error={queues.error} what="queue figures" onRetry={() => void queues.refetch()} />;
  if (!queues.data) return <LoadingRows label="Loading queues" />;
  const { queues: rows } = queues.data;
  // Idle queues would be a row of empty bars with overlapping names: the chart shows the busy ones.
  const busy = rows.filter((q) => q.waiting + q.active > 0).slice(0, 8);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {busy.length > 0 ? (
          <SimpleChart title="Jobs waiting per queue" points={busy.map((q) => ({ label: q.name, value: q.waiting }))} color="info" height={140} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No job is waiting or running.
          </Typography>
        )}
        <FigureTable
          label="Queues"
          rows={rows}
          rowKey={(q) => q.name}
          empty="No queues yet."
          columns={[
            { label: 'Queue', value: (q) => q.name },
            { label: 'Waiting', value: (q) => q.waiting.toLocaleString(), numeric: true },
            { label: 'Active', value: (q) => q.active.toLocaleString(), numeric: true },
            { label: 'Failed', value: (q) => q.failed.toLocaleString(), numeric: true },
            { label: 'Oldest waiting', value: (q) => waited(q.oldest_waiting_seconds), numeric: true },
          ]}
        />
      </Stack>
    </Paper>
  );
}
