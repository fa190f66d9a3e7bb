import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { DEDUP_SCOPE_LABELS, DEDUP_SCOPES, type Custodian, type DedupScope, type DedupStatus } from '@app/contract';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { useCustodians, useDedupStatus, useDeleteCustodian, useSetDedupScope } from './api';
import { CustodianDialog } from './CustodianDialog';
import { NearDuplicateSettings } from './NearDuplicateSettings';

function dedupLine(status: DedupStatus | undefined): string {
  if (!status) return '';
  if (status.status === 'failed') return status.failure_reason ?? 'De-duplication failed.';
  if (status.status === 'waiting' || status.status === 'running') return 'De-duplicating…';
  if (!status.finished_at) return 'Not de-duplicated yet: it runs once documents finish processing.';
  const copies = status.suppressed_families === 1 ? '1 duplicate family' : `${status.suppressed_families} duplicate families`;
  return `${status.families} families, ${copies} suppressed (kept as "also held by").`;
}

/** The case's custodians (people and sources) and how the case is de-duplicated. */
export function CustodiansTab({ caseId }: { caseId: string }) {
  const custodians = useCustodians(caseId);
  const [editing, setEditing] = useState<Custodian | 'new' | null>(null);
  const [removing, setRemoving] = useState<Custodian | null>(null);
  const remove = useDeleteCustodian(caseId);
  const setScope = useSetDedupScope(caseId);
  const dedup = useDedupStatus(caseId, setScope.isPending);

  if (custodians.isPending) return <LoadingRows label="Loading custodians" />;
  if (custodians.isError) return <LoadError error={custodians.error} what="the custodians" onRetry={() => void custodians.refetch()} />;
  const { custodians: list, can_manage: canManage, dedup_scope: scope } = custodians.data;

  const changeScope = async (next: DedupScope) => {
    try {
      await setScope.mutateAsync(next);
      notify.success(`De-duplicating ${DEDUP_SCOPE_LABELS[next].toLowerCase()}`);
      void dedup.refetch();
    } catch (error) {
      notify.error(errorMessage(error, 'The de-duplication scope could not be changed.'));
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(`${removing.name} removed; their documents stay, without a custodian`);
      setRemoving(null);
    } catch (error) {
      notify.error(errorMessage(error, 'The custodian could not be removed.'));
    }
  };

  return (
    <Stack spacing={3}>
      <Card variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label="De-duplicate"
            value={scope}
            disabled={!canManage || setScope.isPending}
            onChange={(e) => void changeScope(e.target.value as DedupScope)}
            sx={{ minWidth: 220 }}
          >
            {DEDUP_SCOPES.map((s) => (
              <MenuItem key={s} value={s}>
                {DEDUP_SCOPE_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {dedupLine(dedup.data)}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          An e-mail and its attachments are one family: a copy is suppressed only when the whole family matches.
        </Typography>
      </Card>

      <NearDuplicateSettings caseId={caseId} />

      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          Custodians
        </Typography>
        {canManage ? (
          <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setEditing('new')}>
            Add custodian
          </Button>
        ) : null}
      </Stack>
      {list.length === 0 ? (
        <EmptyState title="No custodians yet">Add the people and sources (mailboxes, shared drives) this case's documents were collected from.</EmptyState>
      ) : (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label="Custodians">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>E-mail</TableCell>
                <TableCell align="right">Documents</TableCell>
                {canManage ? <TableCell align="right">Actions</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ overflowWrap: 'break-word', minWidth: 96 }}>
                    {c.name}
                    {c.notes ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {c.notes}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{c.kind === 'person' ? 'Person' : 'Source'}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>{c.email ?? '—'}</TableCell>
                  <TableCell align="right">{c.document_count}</TableCell>
                  {canManage ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton size="small" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={`Remove ${c.name}`} onClick={() => setRemoving(c)}>
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dedup.data?.status === 'failed' ? <Alert severity="warning">{dedup.data.failure_reason}</Alert> : null}
      <Box>
        {editing ? <CustodianDialog caseId={caseId} initial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
        <ConfirmDialog
          open={removing !== null}
          title={`Remove ${removing?.name ?? 'custodian'}?`}
          confirmLabel="Remove"
          destructive
          busy={remove.isPending}
          onConfirm={() => void confirmRemove()}
          onClose={() => setRemoving(null)}
        >
          {removing?.document_count ? `Their ${removing.document_count} documents stay in the case, without a custodian.` : 'No document names this custodian.'}
        </ConfirmDialog>
      </Box>
    </Stack>
  );
}
