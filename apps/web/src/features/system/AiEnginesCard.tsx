import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/QueryStates';
import { useAiEngines } from './api';

function Engine({ title, name, chip, description, children }: { title: string; name: string; chip?: string; description: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        {chip ? <Chip size="small" label={chip} /> : null}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  );
}

/** The system page's "AI and search engines" card: what answers summaries, semantic search and transcription, and how far embedding has got. */
export function AiEnginesCard() {
  const engines = useAiEngines();
  if (engines.isError) return <LoadError error={engines.error} what="the AI engines" onRetry={() => void engines.refetch()} />;
  const data = engines.data;
  if (!data) return <Skeleton variant="rounded" height={140} />;
  const { embeddings, transcription } = data;
  const total = embeddings.embedded_chunks + embeddings.pending_chunks;
  const done = total === 0 ? 100 : Math.round((embeddings.embedded_chunks / total) * 100);
  return (
    <Stack spacing={2}>
      {data.warnings.map((w) => (
        <Alert key={w} severity="warning">
          {w}
        </Alert>
      ))}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Engine
          title="Language model"
          name={data.text.provider === 'local' ? 'Local (offline)' : `${data.text.model} · ${data.text.provider}`}
          chip={data.text.provider === 'local' ? 'No model' : 'Configured'}
          description={data.text.description}
        />
        <Engine
          title="Semantic search embeddings"
          name={`${embeddings.engine} · ${embeddings.dimensions || '?'} dimensions`}
          chip={embeddings.vector_index === 'pgvector' ? 'pgvector' : 'Exact scan'}
          description={embeddings.description}
        >
          <Typography variant="body2" sx={{ mt: 1 }}>
            {embeddings.pending_chunks > 0
              ? `${embeddings.embedded_chunks.toLocaleString()} passages embedded, ${embeddings.pending_chunks.toLocaleString()} waiting`
              : `${embeddings.embedded_chunks.toLocaleString()} passages embedded, none waiting`}
          </Typography>
          {embeddings.pending_chunks > 0 ? <LinearProgress variant="determinate" value={done} sx={{ mt: 1 }} aria-label="Embedding progress" /> : null}
        </Engine>
        <Engine
          title="Speech to text"
          name={transcription.engine === 'none' ? 'None configured' : `${transcription.model ?? '?'} · ${transcription.engine}`}
          chip={transcription.available ? 'Ready' : transcription.engine === 'none' ? 'Not configured' : 'Unavailable'}
          description={transcription.description}
        >
          {transcription.accuracy ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              What to expect: {transcription.accuracy}
            </Typography>
          ) : null}
          {transcription.problem ? (
            <Alert severity={transcription.engine === 'none' ? 'info' : 'error'} sx={{ mt: 1 }}>
              {transcription.problem}
            </Alert>
          ) : null}
        </Engine>
      </Box>
    </Stack>
  );
}
