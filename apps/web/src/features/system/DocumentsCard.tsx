import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { SimpleChart } from '../../components/charts/SimpleChart';
import { useDocumentMetrics } from './api';
import { FigureTable } from './FigureTable';

/** "3 PM": the hour alone, short enough that six labels fit at phone width. */
const hourLabel = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric' });

/** The firm's documents by status, processed per hour over the last day, failures by reason. */
export function DocumentsCard() {
  const docs = useDocumentMetrics();
  if (docs.isError) return <LoadError error={docs.error} what="document figures" onRetry={() => void docs.refetch()} />;
  if (!docs.data) return <LoadingRows label="Loading document figures" />;
  const d = docs.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Documents by status" role="list">
          {d.by_status.length === 0 ? <Typography variant="body2" color="text.secondary">No documents yet.</Typography> : null}
          {d.by_status.map((s) => (
            <Chip key={s.status} role="listitem" label={`${s.status}: ${s.count.toLocaleString()}`} color={s.status === 'failed' ? 'error' : s.status === 'processed' ? 'success' : 'default'} variant="outlined" />
          ))}
        </Box>
        <Typography variant="body2">
          {`${d.processed_last_hour.toLocaleString()} processed in the last hour · ${d.processed_last_24h.toLocaleString()} in the last 24 hours (${d.processing_rate_per_hour} per hour)`}
        </Typography>
        <SimpleChart title="Documents processed per hour (last 24 hours)" points={d.processed_per_hour.map((h) => ({ label: hourLabel(h.hour), value: h.count }))} variant="line" color="success" height={140} />
        <FigureTable
          label="Failures by reason"
          rows={d.failures_by_reason}
          rowKey={(f) => f.reason}
          empty="No failed documents."
          columns={[
            { label: 'Failure reason', value: (f) => f.reason },
            { label: 'Documents', value: (f) => f.count.toLocaleString(), numeric: true },
          ]}
        />
      </Stack>
    </Paper>
  );
}
