import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLEARANCE_STATUS_LABELS, mayRunConflictCheck, type ClearanceStatus } from '@app/contract';
import { downloadBlob } from '../../components/download';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useAppContext } from '../../lib/app-context';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { downloadConflictReport, useCaseConflicts, useRerunCheck } from './api';
import { ClearanceForm } from './ClearanceForm';
import { HitList } from './HitList';

const STATUS_COLOUR: Record<ClearanceStatus, 'warning' | 'success' | 'info' | 'default'> = { pending: 'warning', cleared: 'success', waived: 'info', declined: 'default' };

export function ClearanceChip({ status }: { status: ClearanceStatus }) {
  return <Chip size="small" color={STATUS_COLOUR[status]} label={CLEARANCE_STATUS_LABELS[status]} />;
}

/** The case page's conflict check: clearance, the latest check's hits, the decisions made, the PDF report. */
export function ClearanceSection({ caseId }: { caseId: string }) {
  const { user } = useAppContext();
  const allowed = user ? mayRunConflictCheck(user.role) : false;
  const conflicts = useCaseConflicts(caseId, allowed);
  const rerun = useRerunCheck(caseId);
  const [exporting, setExporting] = useState(false);
  if (!allowed) return null;
  if (conflicts.isPending) return <LoadingRows label="Loading the conflict check" />;
  if (conflicts.isError) return <LoadError error={conflicts.error} what="the conflict check" onRetry={() => void conflicts.refetch()} />;
  const data = conflicts.data;
  const check = data.latest_check;

  const report = async () => {
    setExporting(true);
    try {
      downloadBlob('conflict report.pdf', await downloadConflictReport(caseId));
    } catch (error) {
      notify.error(errorMessage(error, 'The report could not be exported.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`conflicts-${caseId}`}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" id={`conflicts-${caseId}`} sx={{ flexGrow: 1 }}>
              Conflict check
            </Typography>
            <ClearanceChip status={data.clearance_status} />
            <Button variant="outlined" size="small" disabled={rerun.isPending} onClick={() => void rerun.mutateAsync().catch((e: unknown) => notify.error(errorMessage(e, 'The check could not run.')))}>
              {rerun.isPending ? 'Checking…' : 'Run check again'}
            </Button>
            <Button variant="outlined" size="small" disabled={exporting} onClick={() => void report()}>
              Report (PDF)
            </Button>
          </Stack>
          {check ? (
            <>
              <Typography color="text.secondary">
                {`Checked ${check.names.length} name${check.names.length === 1 ? '' : 's'} on ${new Date(check.created_at).toLocaleString()}: ${check.hits.length} hit${check.hits.length === 1 ? '' : 's'}, ${check.blocking_count} blocking.`}
              </Typography>
              <HitList hits={check.hits} />
            </>
          ) : (
            <Typography color="text.secondary">No check has been run on this matter (it was opened before conflict checks existed).</Typography>
          )}
          {data.clearances.length > 0 ? (
            <div>
              <Typography variant="subtitle1" component="h3">
                Decisions
              </Typography>
              <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
                {data.clearances.map((c) => (
                  <Typography component="li" key={c.id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {`${new Date(c.created_at).toLocaleString()}: ${CLEARANCE_STATUS_LABELS[c.decision]} by ${c.automatic ? 'the system (no conflicts found)' : (c.decided_by_name ?? 'unknown')}`}
                    {c.decision === 'waived' ? `, approved by ${c.approver_name ?? 'unknown'} with client consent` : ''}
                    {c.notes ? ` — ${c.notes}` : ''}
                  </Typography>
                ))}
              </Stack>
            </div>
          ) : null}
          {data.can_clear && data.clearance_status === 'pending' ? <ClearanceForm caseId={caseId} approvers={data.approvers} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
