import { TabSection } from '../TabSection';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { Case, DiscoveryRequest, DiscoveryRequestStatus } from '@app/contract';
import { EmptyState, LoadError, LoadingRows } from '../../../components/QueryStates';
import { useBelow } from '../../../components/use-below';
import { useDiscoveryRequests } from '../api';
import { DIRECTION_LABELS, REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, formatCalendarDate, plural } from '../format';
import { DueChip } from './DueChip';
import { RequestDetailDrawer } from './RequestDetailDrawer';
import { RequestFormDialog } from './RequestFormDialog';
import { ReviewProgressBar } from './ReviewProgressBar';

export const STATUS_COLOURS: Record<DiscoveryRequestStatus, 'default' | 'primary' | 'success' | 'warning'> = {
  open: 'primary',
  responded: 'success',
  objected: 'warning',
  withdrawn: 'default',
};

export interface RequestsTabProps {
  matter: Case;
  canManage: boolean;
  openRequestId: string | null;
  onOpenRequest(id: string | null): void;
  onReview(requestId: string): void;
}

const subtitle = (r: DiscoveryRequest) => `Set ${r.set_number} · ${REQUEST_TYPE_LABELS[r.request_type]} · ${plural(r.item_count, 'item')}`;

/** The case's requests, received and served, with their deadlines and review progress. */
export function RequestsTab({ matter, canManage, openRequestId, onOpenRequest, onReview }: RequestsTabProps) {
  const requests = useDiscoveryRequests(matter.id);
  const [creating, setCreating] = useState(false);
  const phone = useBelow('md');

  return (
    <TabSection
      id="requests"
      title="Requests"
      actions={
        canManage ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            Log request
          </Button>
        ) : null
      }
    >
      {requests.isPending ? (
        <LoadingRows rows={3} label="Loading the requests" />
      ) : requests.isError ? (
        <LoadError error={requests.error} what="the requests" onRetry={() => void requests.refetch()} />
      ) : requests.data.requests.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title="No discovery requests yet">
            {canManage ? 'Log the requests served on your client (or by you) to track their deadlines and review documents against them.' : 'Nobody has logged a discovery request in this case.'}
          </EmptyState>
        </Paper>
      ) : phone ? (
        <Box component="ul" aria-label="Discovery requests" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {requests.data.requests.map((r) => (
            <Paper key={r.id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="discovery-request">
              <Button onClick={() => onOpenRequest(r.id)} sx={{ p: 0, textAlign: 'left', justifyContent: 'flex-start', fontSize: '1rem', overflowWrap: 'anywhere' }}>
                {r.title}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {subtitle(r)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
                <Chip size="small" label={REQUEST_STATUS_LABELS[r.status]} color={STATUS_COLOURS[r.status]} variant="outlined" />
                <Typography variant="body2">
                  {DIRECTION_LABELS[r.direction]} {formatCalendarDate(r.served_date)} · due {formatCalendarDate(r.due_date)}
                </Typography>
                <DueChip due={r.due_date} status={r.status} />
              </Box>
              <ReviewProgressBar progress={r.progress} title={r.title} />
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Discovery requests">
            <TableHead>
              <TableRow>
                <TableCell>Request</TableCell>
                <TableCell>Direction</TableCell>
                <TableCell>Served</TableCell>
                <TableCell>Response due</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Review</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {requests.data.requests.map((r) => (
                <TableRow key={r.id} hover data-testid="discovery-request" selected={r.id === openRequestId}>
                  <TableCell sx={{ maxWidth: 360 }}>
                    <Button onClick={() => onOpenRequest(r.id)} sx={{ p: 0, minWidth: 0, textAlign: 'left', justifyContent: 'flex-start', overflowWrap: 'anywhere' }}>
                      {r.title}
                    </Button>
                    <Typography variant="body2" color="text.secondary">
                      {subtitle(r)}
                    </Typography>
                  </TableCell>
                  <TableCell>{DIRECTION_LABELS[r.direction]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(r.served_date)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                      <span style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(r.due_date)}</span>
                      <DueChip due={r.due_date} status={r.status} />
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={REQUEST_STATUS_LABELS[r.status]} color={STATUS_COLOURS[r.status]} variant="outlined" />
                  </TableCell>
                  <TableCell>
                    <ReviewProgressBar progress={r.progress} title={r.title} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {creating ? (
        <RequestFormDialog
          caseId={matter.id}
          onClose={() => setCreating(false)}
          onSaved={(request) => {
            setCreating(false);
            onOpenRequest(request.id);
          }}
        />
      ) : null}
      {openRequestId ? <RequestDetailDrawer requestId={openRequestId} caseId={matter.id} onClose={() => onOpenRequest(null)} onReview={onReview} /> : null}
    </TabSection>
  );
}
