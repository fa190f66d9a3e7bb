import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { DISCOVERY_REQUEST_STATUSES, type DiscoveryRequest, type DiscoveryRequestStatus } from '@app/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError, LoadingRows } from '../../../components/QueryStates';
import { useBelow } from '../../../components/use-below';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useDeleteDiscoveryRequest, useDiscoveryRequest, useReviewQueue, useUpdateDiscoveryRequest } from '../api';
import { DIRECTION_LABELS, REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, SERVICE_METHOD_LABELS, formatCalendarDate } from '../format';
import { DueChip } from './DueChip';
import { ItemResponses } from './ItemResponses';
import { RequestFormDialog } from './RequestFormDialog';
import { ReviewProgressBar } from './ReviewProgressBar';

interface Props {
  requestId: string;
  caseId: string;
  onClose(): void;
  onReview(requestId: string): void;
}

/** One request: its facts and deadline, status, items with responses and objections, and the documents coded responsive to it. */
export function RequestDetailDrawer({ requestId, caseId, onClose, onReview }: Props) {
  const query = useDiscoveryRequest(requestId);
  const phone = useBelow('sm');
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // Above the app bar (which sits over the navigation drawer): this is a dialog, not navigation.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: phone ? '100%' : 640, maxWidth: '100%' }, role: 'dialog', 'aria-labelledby': titleId } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}>
          {query.data?.title ?? 'Request'}
        </Typography>
        <IconButton aria-label="Close the request" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {/* The body scrolls under a fixed title; no bottom padding, so the responses' Save bar sits on the edge. */}
      <Box sx={{ px: 2.5, pt: 2.5, pb: 0, overflowY: 'auto', flex: '1 1 auto', minHeight: 0 }}>
        {query.isPending ? (
          <LoadingRows rows={5} label="Loading the request" />
        ) : query.isError ? (
          <LoadError error={query.error} what="the request" onRetry={() => void query.refetch()} />
        ) : query.data.case_id !== caseId ? (
          <Alert severity="info">This request belongs to another case ({query.data.case_name}). Choose that case to work on it.</Alert>
        ) : (
          <RequestBody request={query.data} onClose={onClose} onReview={onReview} />
        )}
      </Box>
    </Drawer>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function RequestBody({ request, onClose, onReview }: { request: DiscoveryRequest; onClose(): void; onReview(id: string): void }) {
  const update = useUpdateDiscoveryRequest();
  const remove = useDeleteDiscoveryRequest();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const linked = useReviewQueue({ caseId: request.case_id, requestId: request.id, filter: 'responsive', q: '', page: 1, pageSize: 50 });

  const setStatus = async (status: DiscoveryRequestStatus) => {
    try {
      await update.mutateAsync({ id: request.id, body: { status } });
      notify.success(`Marked ${REQUEST_STATUS_LABELS[status].toLowerCase()}`);
    } catch (error) {
      notify.error(errorMessage(error, 'The status could not be changed.'));
    }
  };

  return (
    <Stack spacing={3} sx={{ pb: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={DIRECTION_LABELS[request.direction]} />
        <Chip size="small" variant="outlined" label={`Set ${request.set_number} · ${REQUEST_TYPE_LABELS[request.request_type]}`} />
        <DueChip due={request.due_date} status={request.status} />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        <Fact label="Served">{formatCalendarDate(request.served_date)}</Fact>
        <Fact label="Method">{SERVICE_METHOD_LABELS[request.service_method]}</Fact>
        <Fact label="Response due">
          <strong>{formatCalendarDate(request.due_date)}</strong> ({request.response_days} days)
        </Fact>
        <Fact label="Propounding party">{request.propounding_party ?? '—'}</Fact>
        <Fact label="Responding party">{request.responding_party ?? '—'}</Fact>
        <Fact label="Logged by">{request.created_by ?? '—'}</Fact>
      </Box>
      {request.notes ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{request.notes}</Typography> : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {request.can_edit ? (
          <TextField select size="small" label="Status" value={request.status} onChange={(e) => void setStatus(e.target.value as DiscoveryRequestStatus)} disabled={update.isPending} sx={{ minWidth: 180 }}>
            {DISCOVERY_REQUEST_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {REQUEST_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Chip label={`Status: ${REQUEST_STATUS_LABELS[request.status]}`} variant="outlined" />
        )}
        <Box sx={{ flex: '1 1 200px' }}>
          <ReviewProgressBar progress={request.progress} title={request.title} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<FactCheckOutlined />} onClick={() => onReview(request.id)}>
          {request.can_edit ? 'Review documents' : 'See the coding'}
        </Button>
        {request.can_edit ? (
          <>
            <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit request
            </Button>
            <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          </>
        ) : null}
      </Box>
      <Divider />
      <ItemResponses key={request.updated_at} request={request} />
      <Divider />
      <Box component="section" aria-labelledby="request-linked-heading">
        <Typography id="request-linked-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Responsive documents{linked.data ? ` (${linked.data.total})` : ''}
        </Typography>
        {linked.isPending ? (
          <LoadingRows rows={2} height={32} label="Loading the responsive documents" />
        ) : linked.isError ? (
          <LoadError error={linked.error} what="the responsive documents" />
        ) : linked.data.documents.length === 0 ? (
          <Typography color="text.secondary">No document has been coded responsive to this request yet.</Typography>
        ) : (
          <List dense aria-label="Responsive documents">
            {linked.data.documents.map((doc) => (
              <ListItem key={doc.document_id} disableGutters>
                <ListItemText
                  primary={doc.filename}
                  secondary={doc.produced_as[0] ? `Produced as ${doc.produced_as[0].begin_bates}–${doc.produced_as[0].end_bates}` : 'Not produced yet'}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      {editing ? <RequestFormDialog caseId={request.case_id} initial={request} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this request?"
        confirmLabel="Delete request"
        destructive
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(request, {
            onSuccess: () => {
              notify.success('Request deleted');
              onClose();
            },
            onError: (error) => notify.error(errorMessage(error, 'The request could not be deleted.')),
          })
        }
      >
        {`"${request.title}", its items and its response deadline on the case calendar are removed. Productions already made are not changed.`}
      </ConfirmDialog>
    </Stack>
  );
}
