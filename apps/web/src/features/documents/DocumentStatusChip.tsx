import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { DOCUMENT_STATUS_COLOURS, type DocumentSummary } from '@app/contract';
import { IN_FLIGHT_STATUSES } from './api';
import { DOCUMENT_STATUS_LABELS } from './document-format';

/** A document's processing state; while processing, its progress as a bar and a percentage. */
export function DocumentStatusChip({ doc, showProgress = true }: { doc: Pick<DocumentSummary, 'status' | 'progress'>; showProgress?: boolean }) {
  const processing = doc.status === 'processing';
  const label = processing ? `${DOCUMENT_STATUS_LABELS.processing} ${doc.progress}%` : DOCUMENT_STATUS_LABELS[doc.status];
  const chip = <Chip size="small" label={label} color={DOCUMENT_STATUS_COLOURS[doc.status]} variant={doc.status === 'processed' ? 'outlined' : 'filled'} />;
  if (!showProgress || !IN_FLIGHT_STATUSES.includes(doc.status)) return chip;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, minWidth: 96 }}>
      {chip}
      <LinearProgress
        // Queued and just-uploaded files have no percentage yet: an indeterminate bar says "waiting".
        variant={processing ? 'determinate' : 'indeterminate'}
        value={doc.progress}
        aria-label={`Processing progress ${doc.progress}%`}
        sx={{ height: 4, borderRadius: 2 }}
      />
    </Box>
  );
}
