import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BulkCustodyDialog } from './BulkCustodyDialog';

/**
 * The documents chosen in a case's list (Files or E-mail review) given a custodian and/or folder in
 * one step: the review queue's dialog and endpoint. Drawn by lists that only offer selection to
 * those the case's custodian policy lets manage custody (useMayAssignCustody).
 */
export function CustodySelectionBar({ caseId, selectedIds, onClear }: { caseId: string; selectedIds: readonly string[]; onClear(): void }) {
  const [open, setOpen] = useState(false);
  if (selectedIds.length === 0) return null;
  const count = selectedIds.length;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Selected documents"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', borderColor: 'primary.light' }}
      data-testid="custody-selection-bar"
    >
      <Typography role="status" sx={{ fontWeight: 600, mr: 1 }}>{`${count.toLocaleString()} selected ${count === 1 ? 'document' : 'documents'}`}</Typography>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Custodian…
      </Button>
      <Box sx={{ ml: 'auto' }}>
        <Button size="small" onClick={onClear}>
          Clear selection
        </Button>
      </Box>
      {open ? <BulkCustodyDialog caseId={caseId} documentIds={[...selectedIds]} onClose={() => setOpen(false)} onDone={onClear} /> : null}
    </Paper>
  );
}
