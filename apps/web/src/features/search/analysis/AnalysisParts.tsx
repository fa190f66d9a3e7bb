import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Rule from '@mui/icons-material/Rule';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SourceRef } from '@app/contract';
import { formatDateTime } from '../../../components/format-time';
import { engineLabel } from '../../../lib/analysis-engine';
import { LoadError, LoadingRows } from '../../../components/QueryStates';
import type { Passage } from '../passage';


export function EngineChip({ engine, generatedAt }: { engine: string; generatedAt: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip
        size="small"
        variant="outlined"
        icon={engine === 'local' ? <Rule fontSize="small" /> : <AutoAwesome fontSize="small" />}
        label={engineLabel(engine)}
        data-testid="analysis-engine"
      />
      <Typography variant="caption" color="text.secondary">
        {`Prepared ${formatDateTime(generatedAt)}`}
      </Typography>
    </Stack>
  );
}

/** A link to where something was found; `quote` shows the words themselves when asked. */
export function SourceLink({ source, caseId, onOpen, showQuote = false }: { source: SourceRef; caseId: string; onOpen(p: Passage): void; showQuote?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {showQuote && source.quote ? (
        <Box component="q" sx={{ display: 'block', fontStyle: 'italic', color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere', '&::before, &::after': { content: 'none' } }}>
          “{source.quote}”
        </Box>
      ) : null}
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => onOpen({ caseId, documentId: source.document_id, page: source.page_number, start: source.start, end: source.end })}
        sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        {`${source.filename}, page ${source.page_number}`}
      </Link>
    </Box>
  );
}

/**
 * The shared frame of an analysis tab: the first run over a case may take a second or two, so
 * the skeleton says what is happening; a failure offers Retry.
 */
export function AnalysisFrame<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children(data: T): ReactNode }) {
  if (query.isPending) {
    return (
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">{`Analysing the case's documents for the ${what}… the first time can take a few seconds.`}</Typography>
        <LoadingRows rows={4} height={64} label={`Loading the ${what}`} />
      </Stack>
    );
  }
  if (query.isError) return <LoadError error={query.error} what={`the ${what}`} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
