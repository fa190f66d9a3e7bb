import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Production } from '@app/contract';
import { useProduction } from '../../api';
import { plural } from '../../format';
import { DownloadProductionButton } from '../DownloadProductionButton';
import { ProductionStatusCell } from '../ProductionStatusCell';

/** After "Create production": the job's progress until the volume is ready to download. */
export function ProductionProgress({ production, onClose, fullScreen }: { production: Production; onClose(): void; fullScreen: boolean }) {
  const query = useProduction(production.id);
  const titleId = useId();
  const p = query.data ?? production;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{p.name}</DialogTitle>
      <DialogContent dividers>
        <Box aria-live="polite" data-testid="production-progress">
          <ProductionStatusCell production={p} />
          {p.status === 'completed' ? (
            <Typography sx={{ mt: 2 }}>
              {p.begin_bates} – {p.end_bates}: {plural(p.document_count, 'document')}, {plural(p.page_count, 'page')}
              {p.withheld_count > 0 ? `, ${p.withheld_count} withheld as privileged` : ''}.
            </Typography>
          ) : p.status === 'failed' ? null : (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              You can close this window: the production carries on and appears in the history.
            </Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <DownloadProductionButton production={p} variant="contained" />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
