import { TabSection } from '../TabSection';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Case, PrivilegeLogEntry } from '@app/contract';
import { downloadBlob } from '../../../components/download';
import { EmptyState, LoadError, LoadingRows } from '../../../components/QueryStates';
import { useBelow } from '../../../components/use-below';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { fetchPrivilegeLogExport, usePrivilegeLog, useUpdatePrivilegeDescription } from '../api';
import { formatCalendarDate } from '../format';

const recipients = (e: PrivilegeLogEntry) =>
  [e.recipients_to ? `To: ${e.recipients_to}` : null, e.recipients_cc ? `Cc: ${e.recipients_cc}` : null, e.recipients_bcc ? `Bcc: ${e.recipients_bcc}` : null].filter(Boolean) as string[];

/** The log of withheld documents for opposing counsel: descriptions edited here, exported as CSV or XLSX. */
export function PrivilegeLogTab({ matter, canManage }: { matter: Case; canManage: boolean }) {
  const log = usePrivilegeLog(matter.id);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const phone = useBelow('md');
  const canEdit = canManage && (log.data?.can_edit ?? false);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      downloadBlob(`${matter.name} privilege log.${format}`, await fetchPrivilegeLogExport(matter.id, format));
    } catch (error) {
      notify.error(errorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setExporting(null);
    }
  };

  return (
    <TabSection
      id="privilege"
      title="Privilege log"
      actions={
        <>
          <Button variant="outlined" startIcon={<Download />} onClick={() => void exportAs('csv')} disabled={exporting !== null || !log.data?.entries.length}>
            {exporting === 'csv' ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button variant="outlined" startIcon={<Download />} onClick={() => void exportAs('xlsx')} disabled={exporting !== null || !log.data?.entries.length}>
            {exporting === 'xlsx' ? 'Exporting…' : 'Export XLSX'}
          </Button>
        </>
      }
    >
      {log.isPending ? (
        <LoadingRows rows={3} label="Loading the privilege log" />
      ) : log.isError ? (
        <LoadError error={log.error} what="the privilege log" onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title="Nothing withheld">Documents coded privileged in Review are listed here, with their basis, and kept out of every production.</EmptyState>
        </Paper>
      ) : phone ? (
        <Box component="ul" aria-label="Privilege log" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {log.data.entries.map((e) => (
            <Paper key={e.document_id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="privilege-entry">
              <Typography sx={{ fontWeight: 600 }}>
                {e.log_id} · {e.privilege_label}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[e.document_type, formatCalendarDate(e.date), e.author ? `From ${e.author}` : null, `Control no. ${e.control_number}`].filter(Boolean).join(' · ')}
              </Typography>
              {recipients(e).map((line) => (
                <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Typography>
              ))}
              <Description entry={e} caseId={matter.id} canEdit={canEdit} />
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Privilege log">
            <TableHead>
              <TableRow>
                <TableCell>Log ID</TableCell>
                <TableCell>Document</TableCell>
                <TableCell>Author and recipients</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>Privilege</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.entries.map((e) => (
                <TableRow key={e.document_id} data-testid="privilege-entry" sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography sx={{ fontWeight: 600 }}>{e.log_id}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {e.control_number}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 160, maxWidth: 220 }}>
                    <Typography variant="body2">
                      {e.document_type} · {formatCalendarDate(e.date)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                      {e.filename}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 200, maxWidth: 260, wordBreak: 'break-word' }}>
                    <Typography variant="body2">{e.author ? `From: ${e.author}` : 'Author unknown'}</Typography>
                    {recipients(e).map((line) => (
                      <Typography key={line} variant="body2">
                        {line}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell sx={{ minWidth: 300 }}>
                    <Description entry={e} caseId={matter.id} canEdit={canEdit} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 150, maxWidth: 220 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {e.privilege_label}
                    </Typography>
                    {e.basis && !e.description.includes(e.basis) ? (
                      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                        Basis: {e.basis}
                      </Typography>
                    ) : null}
                    <Typography variant="body2" color="text.secondary">
                      Withheld
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </TabSection>
  );
}

/** The description as it will read on the log; editors rewrite it in place. */
function Description({ entry, caseId, canEdit }: { entry: PrivilegeLogEntry; caseId: string; canEdit: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdatePrivilegeDescription(caseId);
  if (draft === null) {
    return (
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}>
          {entry.description}
        </Typography>
        {canEdit ? (
          <IconButton size="small" aria-label={`Edit the description of ${entry.log_id}`} onClick={() => setDraft(entry.description)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
    );
  }
  const save = () => {
    if (!draft.trim()) return;
    update.mutate(
      { documentId: entry.document_id, description: draft.trim() },
      {
        onSuccess: () => {
          setDraft(null);
          notify.success(`${entry.log_id} description saved`);
        },
        onError: (error) => notify.error(errorMessage(error, 'The description could not be saved.')),
      },
    );
  };
  return (
    <Stack spacing={1}>
      <TextField
        label={`Description of ${entry.log_id}`}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        multiline
        minRows={2}
        size="small"
        fullWidth
        autoFocus
        error={!draft.trim()}
        helperText={draft.trim() ? undefined : 'The log needs a description'}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="contained" onClick={save} disabled={update.isPending || !draft.trim()}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button size="small" onClick={() => setDraft(null)} disabled={update.isPending}>
          Cancel
        </Button>
      </Box>
    </Stack>
  );
}
