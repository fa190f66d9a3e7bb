import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { DocumentCoding } from '@app/contract';
import { CONFIDENTIALITY_LABELS, PRIVILEGE_SHORT_LABELS } from '../format';

/** A document's coding at a glance (in the queue): responsiveness to the chosen request, privilege, confidentiality. */
export function CodingChips({ doc, requestId }: { doc: DocumentCoding; requestId: string | null }) {
  const responsiveness = requestId ? doc.responsiveness[requestId] : undefined;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {responsiveness === 'responsive' ? <Chip size="small" color="success" label="Responsive" /> : null}
      {responsiveness === 'not_responsive' ? <Chip size="small" variant="outlined" label="Not responsive" /> : null}
      {requestId && !responsiveness ? <Chip size="small" variant="outlined" label="Not reviewed" sx={{ color: 'text.secondary' }} /> : null}
      {doc.privilege !== 'none' ? <Chip size="small" color="error" variant="outlined" label={`Privileged: ${PRIVILEGE_SHORT_LABELS[doc.privilege]}`} /> : null}
      {doc.confidentiality !== 'none' ? <Chip size="small" color="warning" variant="outlined" label={CONFIDENTIALITY_LABELS[doc.confidentiality]} /> : null}
      {doc.produced_as[0] ? <Chip size="small" color="primary" variant="outlined" label={`Produced ${doc.produced_as[0].begin_bates}`} /> : null}
    </Box>
  );
}
