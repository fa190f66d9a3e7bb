import { TabSection } from '../TabSection';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { Case, Production } from '@app/contract';
import { formatDateTime } from '../../../components/format-time';
import { EmptyState, LoadError, LoadingRows } from '../../../components/QueryStates';
import { useBelow } from '../../../components/use-below';
import { useProductions } from '../api';
import { formatBytes, plural } from '../format';
import { DownloadProductionButton } from './DownloadProductionButton';
import { ProductionDetailDialog } from './ProductionDetailDialog';
import { ProductionStatusCell } from './ProductionStatusCell';
import { ProductionWizard } from './ProductionWizard';

const range = (p: Production) => (p.begin_bates && p.end_bates ? `${p.begin_bates} – ${p.end_bates}` : `${p.bates_prefix} from ${p.bates_start}`);
/** Begin over end: a long prefix keeps the table's other columns readable. */
function BatesRange({ production: p }: { production: Production }) {
  if (!p.begin_bates || !p.end_bates) return <>{range(p)}</>;
  return (
    <>
      <Box sx={{ whiteSpace: 'nowrap' }}>{p.begin_bates} –</Box>
      <Box sx={{ whiteSpace: 'nowrap' }}>{p.end_bates}</Box>
    </>
  );
}

const counts = (p: Production) =>
  [plural(p.document_count, 'document'), plural(p.page_count, 'page'), p.withheld_count > 0 ? `${p.withheld_count} withheld` : null, p.slip_sheet_count > 0 ? `${plural(p.slip_sheet_count, 'slip sheet')}` : null]
    .filter(Boolean)
    .join(' · ');

/** The history of productions (who produced what to whom, when, under which Bates range), re-downloadable; and the wizard. */
export function ProductionsTab({ matter, canManage }: { matter: Case; canManage: boolean }) {
  const productions = useProductions(matter.id);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const phone = useBelow('md');

  return (
    <TabSection
      id="productions"
      title="Productions"
      actions={
        canManage ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New production
          </Button>
        ) : null
      }
    >
      {productions.isPending ? (
        <LoadingRows rows={3} label="Loading the productions" />
      ) : productions.isError ? (
        <LoadError error={productions.error} what="the productions" onRetry={() => void productions.refetch()} />
      ) : productions.data.productions.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title="No productions yet">
            {canManage
              ? 'A production stamps the responsive, non-privileged documents with Bates numbers and packages them with DAT and OPT load files.'
              : 'Nothing has been produced in this case.'}
          </EmptyState>
        </Paper>
      ) : phone ? (
        <Box component="ul" aria-label="Productions" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {productions.data.productions.map((p) => (
            <Paper key={p.id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="production-row">
              <Button onClick={() => setOpenId(p.id)} sx={{ p: 0, textAlign: 'left', justifyContent: 'flex-start', fontSize: '1rem', overflowWrap: 'anywhere' }}>
                {p.name}
              </Button>
              <Typography variant="body2">To {p.recipient}</Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {range(p)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {counts(p)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {p.created_by ?? 'Someone'} · {formatDateTime(p.created_at)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mt: 1, flexWrap: 'wrap' }}>
                <ProductionStatusCell production={p} />
                <DownloadProductionButton production={p} />
              </Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Productions">
            <TableHead>
              <TableRow>
                <TableCell>Production</TableCell>
                <TableCell>Recipient</TableCell>
                <TableCell>Bates range</TableCell>
                <TableCell>Contents</TableCell>
                <TableCell>Produced by</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>
                  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Download</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {productions.data.productions.map((p) => (
                <TableRow key={p.id} hover data-testid="production-row">
                  <TableCell sx={{ minWidth: 180, maxWidth: 260 }}>
                    <Button onClick={() => setOpenId(p.id)} sx={{ p: 0, minWidth: 0, textAlign: 'left', justifyContent: 'flex-start', overflowWrap: 'anywhere' }}>
                      {p.name}
                    </Button>
                    <Typography variant="body2" color="text.secondary">
                      {p.volume} · {p.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'} · {formatBytes(p.size_bytes)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 160, maxWidth: 240, wordBreak: 'break-word' }}>{p.recipient}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    <BatesRange production={p} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>{counts(p)}</TableCell>
                  <TableCell sx={{ minWidth: 130 }}>
                    {p.created_by ?? '—'}
                    <Typography variant="body2" color="text.secondary">
                      {formatDateTime(p.created_at)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <ProductionStatusCell production={p} />
                  </TableCell>
                  <TableCell align="right">
                    <DownloadProductionButton production={p} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {creating ? <ProductionWizard matter={matter} onClose={() => setCreating(false)} /> : null}
      {openId ? <ProductionDetailDialog productionId={openId} onClose={() => setOpenId(null)} /> : null}
    </TabSection>
  );
}
