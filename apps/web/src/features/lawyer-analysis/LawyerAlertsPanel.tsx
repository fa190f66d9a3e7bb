import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LAWYER_ALERT_KIND_LABELS, type LawyerAlert } from '@app/contract';
import { formatRelative } from '../../components/format-time';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useAcknowledgeAlert, useLawyerAlerts } from './api';

const TONE: Record<LawyerAlert['severity'], 'error' | 'warning' | 'info'> = { high: 'error', medium: 'warning', low: 'info' };

/** What the newest versions changed, until someone marks it seen (`analysis:run`). */
export function LawyerAlertsPanel({ caseId, mayAcknowledge }: { caseId: string; mayAcknowledge: boolean }) {
  const alerts = useLawyerAlerts(caseId);
  const acknowledge = useAcknowledgeAlert(caseId);
  const open = alerts.data?.alerts ?? [];
  if (open.length === 0) return null;

  const onAcknowledge = async (alert: LawyerAlert) => {
    try {
      await acknowledge.mutateAsync(alert.id);
    } catch (error) {
      notify.error(errorMessage(error, 'The alert could not be acknowledged.'));
    }
  };

  return (
    <Stack spacing={1} component="section" aria-label={`Alerts (${alerts.data?.unacknowledged ?? open.length})`}>
      {open.map((alert) => (
        <Alert
          key={alert.id}
          severity={TONE[alert.severity]}
          action={
            mayAcknowledge ? (
              <Button color="inherit" size="small" onClick={() => void onAcknowledge(alert)} disabled={acknowledge.isPending} aria-label={`Acknowledge: ${alert.title}`}>
                Acknowledge
              </Button>
            ) : undefined
          }
          sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
        >
          <AlertTitle>{`${LAWYER_ALERT_KIND_LABELS[alert.kind]}: ${alert.title}`}</AlertTitle>
          {`${alert.detail} (${formatRelative(alert.created_at)})`}
        </Alert>
      ))}
    </Stack>
  );
}
