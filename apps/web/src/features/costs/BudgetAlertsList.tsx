import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BudgetAlert } from '@app/contract';
import { LoadError } from '../../components/QueryStates';
import { useAcknowledgeAlert, useBudgetAlerts } from './api';
import { formatUsd } from './cost-period';

const severityOf = (a: BudgetAlert) => (a.threshold >= 100 ? 'error' : a.threshold >= 80 ? 'warning' : 'info');

/** The budget alerts: unacknowledged ones first, each with a "Dismiss" that keeps it on record. */
export function BudgetAlertsList() {
  const alerts = useBudgetAlerts();
  const acknowledge = useAcknowledgeAlert();
  if (alerts.isError) return <LoadError error={alerts.error} what="budget alerts" onRetry={() => void alerts.refetch()} />;
  const open = alerts.data?.alerts.filter((a) => !a.acknowledged_at) ?? [];
  return (
    <Stack spacing={1} data-testid="budget-alerts">
      <Typography variant="subtitle1" component="h2">
        Budget alerts
      </Typography>
      {alerts.data && open.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No budget alerts to review.
        </Typography>
      ) : null}
      {open.map((a) => (
        <Alert
          key={a.id}
          severity={severityOf(a)}
          action={
            <Button color="inherit" size="small" onClick={() => acknowledge.mutate(a.id)} disabled={acknowledge.isPending}>
              Dismiss
            </Button>
          }
        >
          {a.user_name ? `${a.user_name}'s budget` : 'Firm budget'} reached {a.threshold} % in {a.period}: {formatUsd(a.spent_usd)} of {formatUsd(a.limit_usd)}.
        </Alert>
      ))}
    </Stack>
  );
}
