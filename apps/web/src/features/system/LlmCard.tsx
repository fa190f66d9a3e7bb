import Paper from '@mui/material/Paper';
import type { SystemScope } from '@app/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { SimpleChart } from '../../components/charts/SimpleChart';
import { useLlmMetrics } from './api';
import { FigureTable } from './FigureTable';

/**
 * Language and embedding model calls per provider and model since the counters started. The calls
 * are counted for the whole server, so a firm's scope shows the engines its documents go to only.
 */
export function LlmCard({ scope }: { scope: SystemScope }) {
  const llm = useLlmMetrics();
  if (llm.isError) return <LoadError error={llm.error} what="language model figures" onRetry={() => void llm.refetch()} />;
  if (!llm.data) return <LoadingRows label="Loading language model figures" />;
  const { configured, models, totals } = llm.data;
  const engines = <Typography variant="body2">{`Text: ${configured.text} · Embeddings: ${configured.embeddings}`}</Typography>;
  if (scope === 'firm') {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          {engines}
          <Typography variant="body2" color="text.secondary">
            Model calls are counted for the whole server. Your firm's own model use and what it cost are on the AI costs page.
          </Typography>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {engines}
        <Typography variant="body2" color="text.secondary">
          {`${totals.calls.toLocaleString()} calls, ${totals.errors.toLocaleString()} errors, ${(totals.input_tokens + totals.output_tokens).toLocaleString()} tokens`}
        </Typography>
        {models.length > 0 ? <SimpleChart title="Model calls per model" points={models.map((m) => ({ label: m.model, value: m.calls }))} height={140} /> : null}
        <FigureTable
          label="Language models"
          rows={models}
          rowKey={(m) => `${m.provider}/${m.model}/${m.kind}`}
          empty="No model calls since the counters started."
          columns={[
            { label: 'Provider', value: (m) => m.provider },
            { label: 'Model', value: (m) => `${m.model} (${m.kind})` },
            { label: 'Calls', value: (m) => m.calls.toLocaleString(), numeric: true },
            { label: 'Errors', value: (m) => m.errors.toLocaleString(), numeric: true },
            { label: 'Tokens in', value: (m) => m.input_tokens.toLocaleString(), numeric: true },
            { label: 'Tokens out', value: (m) => m.output_tokens.toLocaleString(), numeric: true },
            { label: 'Latency avg', value: (m) => (m.latency_ms_avg === null ? '—' : `${Math.round(m.latency_ms_avg)} ms`), numeric: true },
            { label: 'Latency p95', value: (m) => (m.latency_ms_p95 === null ? '—' : `${Math.round(m.latency_ms_p95)} ms`), numeric: true },
          ]}
        />
      </Stack>
    </Paper>
  );
}
