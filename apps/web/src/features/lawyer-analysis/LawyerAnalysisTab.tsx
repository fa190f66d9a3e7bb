import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Gavel from '@mui/icons-material/Gavel';
import { usePermission } from '../../components/InlineGuard';
import { formatDateTime } from '../../components/format-time';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { engineLabel } from '../../lib/analysis-engine';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useLatestLawyerAnalysis, useRunLawyerAnalysis } from './api';
import { LawyerAlertsPanel } from './LawyerAlertsPanel';
import { LawyerAnalysisView } from './LawyerAnalysisView';

/**
 * The case page's "Lawyer analysis" tab: the stored analysis (read by anyone on the case), whether
 * new documents or events have made it out of date, its alerts, and "Run analysis" for those the
 * contract gives `analysis:run`.
 */
export function LawyerAnalysisTab({ caseId }: { caseId: string }) {
  const latest = useLatestLawyerAnalysis(caseId);
  const run = useRunLawyerAnalysis(caseId);
  const mayRun = usePermission('analysis:run');
  const analysis = latest.data;

  const onRun = async () => {
    try {
      const result = await run.mutateAsync();
      if (result.reused) notify.success('Nothing changed since the last analysis');
      else notify.success(result.new_alerts > 0 ? `Analysis updated: ${result.new_alerts} new alert${result.new_alerts === 1 ? '' : 's'}` : 'Analysis ready');
    } catch (error) {
      notify.error(errorMessage(error, 'The analysis could not be run.'));
    }
  };

  const runButton = mayRun ? (
    <Button variant={analysis && analysis.current ? 'outlined' : 'contained'} startIcon={<Gavel />} onClick={() => void onRun()} disabled={run.isPending}>
      {run.isPending ? 'Analysing…' : analysis ? 'Update analysis' : 'Run analysis'}
    </Button>
  ) : null;

  if (latest.isPending) return <LoadingRows rows={4} height={56} label="Loading lawyer analysis" />;
  if (latest.isError) return <LoadError error={latest.error} what="the lawyer analysis" onRetry={() => void latest.refetch()} />;
  if (!analysis) {
    return (
      <EmptyState title="No analysis yet" action={runButton}>
        {mayRun
          ? "Run an analysis to see the case's strengths, risks, missing evidence, key witnesses and next steps."
          : 'A paralegal or lawyer on the case can run one.'}
      </EmptyState>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" label={engineLabel(analysis.engine)} />
          <Typography variant="body2" color="text.secondary">
            {`${formatDateTime(analysis.generated_at)} · ${analysis.document_count} document${analysis.document_count === 1 ? '' : 's'}, ${analysis.event_count} event${analysis.event_count === 1 ? '' : 's'}`}
          </Typography>
        </Stack>
        {runButton}
      </Stack>
      {analysis.current ? null : <Alert severity="info">Documents, events or the case have changed since this analysis. Update it to see what changed.</Alert>}
      <LawyerAlertsPanel caseId={caseId} mayAcknowledge={mayRun} />
      <LawyerAnalysisView analysis={analysis} />
    </Stack>
  );
}
