import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { Link as RouterLink } from 'react-router';
import type { Case, IncomingProduction, IncomingProductionStatus } from '@app/contract';
import { formatDateTime } from '../../../components/format-time';
import { EmptyState, LoadError, LoadingRows } from '../../../components/QueryStates';
import { useBelow } from '../../../components/use-below';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/form-errors';
import { documentLinkFor } from '../../../lib/links';
import { TabSection } from '../TabSection';
import { plural } from '../format';
import { FieldMapDialog } from './FieldMapDialog';
import { useIncomingProduction, useIncomingProductions, useUploadVolume } from './incoming-api';

const STATUS: Record<IncomingProductionStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' | 'warning' }> = {
  parsed: { label: 'Field map to confirm', color: 'warning' },
  queued: { label: 'Waiting to load', color: 'info' },
  running: { label: 'Loading', color: 'info' },
  loaded: { label: 'Loaded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

const summary = (p: IncomingProduction) =>
  p.status === 'loaded' ? [plural(p.loaded_count, 'document'), p.row_errors.length > 0 ? `${plural(p.row_errors.length, 'row')} refused` : null].filter(Boolean).join(' · ') : plural(p.row_count, 'row');

/**
 * The other side's productions loaded into this case: upload a volume (a ZIP with its DAT, OPT,
 * images, text and natives), confirm its field map, and follow the load; each loaded document
 * is keyed by its Bates numbers and opens in the viewer.
 */
export function IncomingTab({ matter, canManage }: { matter: Case; canManage: boolean }) {
  const list = useIncomingProductions(matter.id);
  const upload = useUploadVolume(matter.id);
  const input = useRef<HTMLInputElement>(null);
  const [mapping, setMapping] = useState<IncomingProduction | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const phone = useBelow('md');

  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (volume) => setMapping(volume) });
  };

  return (
    <TabSection
      id="incoming"
      title="Incoming productions"
      actions={
        canManage ? (
          <>
            <input
              ref={input}
              type="file"
              accept=".zip,application/zip"
              hidden
              aria-label="Volume ZIP file"
              data-testid="incoming-volume-input"
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button variant="contained" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={upload.isPending}>
              {upload.isPending ? 'Reading the volume…' : 'Load a volume'}
            </Button>
          </>
        ) : null
      }
    >
      {upload.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => upload.reset()}>
          {errorMessage(upload.error, 'The volume could not be read.')}
        </Alert>
      ) : null}
      {list.isPending ? <LoadingRows rows={3} label="Loading incoming productions" /> : null}
      {list.isError ? <LoadError error={list.error} what="incoming productions" onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState title="No incoming productions yet">
          When the other side produces, load its volume here (a ZIP with the DAT and OPT load files, images, text and natives). Its documents join this case under their Bates numbers.
        </EmptyState>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Incoming productions">
            <TableHead>
              <TableRow>
                <TableCell>Volume</TableCell>
                {phone ? null : <TableCell>Status</TableCell>}
                {phone ? null : <TableCell>Contents</TableCell>}
                {phone ? null : <TableCell>Uploaded</TableCell>}
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.items.map((p) => (
                <TableRow key={p.id} hover>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <Link component="button" onClick={() => setOpenId(p.id)} sx={{ textAlign: 'left' }}>
                      {p.filename}
                    </Link>
                    {phone ? (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                        <Chip size="small" label={STATUS[p.status].label} color={STATUS[p.status].color} variant="outlined" />
                        <Typography variant="caption" color="text.secondary">
                          {summary(p)}
                        </Typography>
                      </Box>
                    ) : null}
                  </TableCell>
                  {phone ? null : (
                    <TableCell>
                      <Chip size="small" label={STATUS[p.status].label} color={STATUS[p.status].color} variant="outlined" />
                    </TableCell>
                  )}
                  {phone ? null : <TableCell>{summary(p)}</TableCell>}
                  {phone ? null : <TableCell>{formatDateTime(p.created_at)}</TableCell>}
                  <TableCell align="right">
                    {p.status === 'parsed' && canManage ? (
                      <Button size="small" onClick={() => setMapping(p)}>
                        Field map
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {mapping ? <FieldMapDialog caseId={matter.id} volume={mapping} onClose={() => setMapping(null)} /> : null}
      {openId ? <IncomingDetailDialog caseId={matter.id} id={openId} onClose={() => setOpenId(null)} /> : null}
    </TabSection>
  );
}

function IncomingDetailDialog({ caseId, id, onClose }: { caseId: string; id: string; onClose: () => void }) {
  const detail = useIncomingProduction(id);
  const { user } = useAuth();
  const phone = useBelow('sm');
  const d = detail.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="incoming-detail-title">
      <DialogTitle id="incoming-detail-title" sx={{ wordBreak: 'break-all' }}>
        {d?.filename ?? 'Incoming production'}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isPending ? <LoadingRows rows={3} label="Loading the volume" /> : null}
        {detail.isError ? <LoadError error={detail.error} what="the volume" onRetry={() => void detail.refetch()} /> : null}
        {d ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2">
              {STATUS[d.status].label} · {summary(d)}
            </Typography>
            {d.failure_reason ? <Alert severity="error">{d.failure_reason}</Alert> : null}
            {d.documents.length > 0 ? (
              <TableContainer>
                <Table size="small" aria-label="Loaded documents">
                  <TableHead>
                    <TableRow>
                      <TableCell>Bates</TableCell>
                      <TableCell>Document</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.documents.map((doc) => {
                      const href = user ? documentLinkFor(user.role, caseId, doc.document_id) : null;
                      return (
                        <TableRow key={doc.document_id}>
                          <TableCell sx={{ whiteSpace: 'nowrap', pl: doc.parent_document_id ? 4 : 2 }}>
                            {doc.bates_begin === doc.bates_end ? doc.bates_begin : `${doc.bates_begin} – ${doc.bates_end}`}
                          </TableCell>
                          <TableCell sx={{ wordBreak: 'break-all' }}>
                            {href ? (
                              <Link component={RouterLink} to={href}>
                                {doc.filename}
                              </Link>
                            ) : (
                              doc.filename
                            )}
                            {doc.parent_document_id ? (
                              <Typography variant="caption" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
                                attachment
                              </Typography>
                            ) : null}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            ) : null}
            {d.row_errors.length > 0 ? (
              <Box>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  Rows not loaded
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {d.row_errors.map((e, i) => (
                    <li key={i}>
                      <Typography variant="body2">
                        {e.line !== null ? `Line ${e.line}` : 'Volume'}
                        {e.bates ? ` (${e.bates})` : ''}: {e.reason}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Box>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
