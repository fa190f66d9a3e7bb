import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadError, LoadingRows } from '../../../components/QueryStates';
import { useBelow } from '../../../components/use-below';
import { useProduction } from '../api';
import { PRIVILEGE_SHORT_LABELS } from '../format';
import { DownloadProductionButton } from './DownloadProductionButton';
import { ProductionStatusCell } from './ProductionStatusCell';

/** One production: every document with its Bates range and form, and what was withheld as privileged. */
export function ProductionDetailDialog({ productionId, onClose }: { productionId: string; onClose(): void }) {
  const query = useProduction(productionId);
  const titleId = useId();
  const fullScreen = useBelow('sm');
  const p = query.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{p?.name ?? 'Production'}</DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <LoadingRows rows={4} label="Loading the production" />
        ) : query.isError ? (
          <LoadError error={query.error} what="the production" onRetry={() => void query.refetch()} />
        ) : p ? (
          <>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
              <Box sx={{ flex: '1 1 240px' }}>
                <Typography>To {p.recipient}</Typography>
                <Typography color="text.secondary" variant="body2">
                  {p.begin_bates && p.end_bates ? `${p.begin_bates} – ${p.end_bates}` : 'Not numbered yet'} · {p.volume}
                </Typography>
              </Box>
              <ProductionStatusCell production={p} />
            </Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Produced ({p.documents.length})
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Produced documents">
                <TableHead>
                  <TableRow>
                    <TableCell>Bates</TableCell>
                    <TableCell>Document</TableCell>
                    <TableCell>Pages</TableCell>
                    <TableCell>Form</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {p.documents.map((d) => (
                    <TableRow key={d.document_id}>
                      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{d.begin_bates ? (d.begin_bates === d.end_bates ? d.begin_bates : `${d.begin_bates} – ${d.end_bates}`) : '—'}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{d.filename}</TableCell>
                      <TableCell>{d.page_count ?? '—'}</TableCell>
                      <TableCell>
                        {d.form === 'native' ? 'Native + slip sheet' : d.form === 'image' ? 'Image' : '—'}
                        {d.slip_sheet_reason && d.form !== 'native' ? (
                          <Typography variant="body2" color="text.secondary">
                            {d.slip_sheet_reason}
                          </Typography>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            {p.withheld.length > 0 ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                <strong>Withheld as privileged ({p.withheld.length}):</strong> {p.withheld.map((w) => `${w.filename} (${PRIVILEGE_SHORT_LABELS[w.privilege]})`).join('; ')}. They are on the privilege log.
              </Alert>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {p ? <DownloadProductionButton production={p} variant="contained" /> : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
