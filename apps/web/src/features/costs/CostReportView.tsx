import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { COST_GROUPINGS, type CostGrouping, type CostReport } from '@app/contract';
import { SimpleChart } from '../../components/charts/SimpleChart';
import { LoadError } from '../../components/QueryStates';
import { notify } from '../../lib/toast';
import { errorMessage } from '../../lib/form-errors';
import { useCostReport, useDownloadCostCsv, type CostScope } from './api';
import { PERIOD_PRESETS, callPoints, costPoints, defaultMetric, formatCount, formatUsd, periodFor, type ChartMetric, type PeriodPreset } from './cost-period';
import { CostGroupsTable } from './CostGroupsTable';

const GROUP_LABELS: Record<CostGrouping, string> = { user: 'User', case: 'Case', model: 'Model', feature: 'Feature', provider: 'Provider' };

/** The four figures of a report: what it cost, how many calls, tokens and calls without a price. */
function Totals({ report }: { report: CostReport }) {
  const { totals } = report;
  const tiles = [
    { id: 'cost', label: 'Cost', value: formatUsd(totals.cost_usd), raw: totals.cost_usd },
    { id: 'calls', label: 'Calls', value: formatCount(totals.calls), raw: totals.calls },
    { id: 'tokens', label: 'Tokens in / out', value: `${formatCount(totals.input_tokens)} / ${formatCount(totals.output_tokens)}`, raw: totals.input_tokens + totals.output_tokens },
    { id: 'unpriced', label: 'Calls without a price', value: formatCount(totals.unpriced_calls), raw: totals.unpriced_calls },
  ];
  return (
    <Box component="ul" aria-label="Totals" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, listStyle: 'none', m: 0, p: 0 }}>
      {tiles.map((t) => (
        <Paper key={t.id} component="li" variant="outlined" data-testid={`cost-total-${t.id}`} sx={{ p: 1.5, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t.label}
          </Typography>
          <Typography variant="h6" component="p" data-value={t.raw} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {t.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** This month against the budget that applies (the firm's, or the user's own). */
function BudgetMeter({ budget }: { budget: NonNullable<CostReport['budget']> }) {
  const over = budget.percent_used >= 100;
  return (
    <Box data-testid="cost-budget">
      <Typography variant="body2">
        This month: {formatUsd(budget.spent_this_month_usd)} of a {formatUsd(budget.monthly_limit_usd)} budget ({budget.percent_used} %)
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, budget.percent_used)}
        color={over ? 'error' : budget.percent_used >= 80 ? 'warning' : 'primary'}
        aria-label="Share of the monthly budget used"
        sx={{ mt: 0.5, height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}

/**
 * Cost or calls over the period. Free calls (the offline engine) cost nothing, so a period of only
 * free calls opens on the calls, and says why; either can be chosen.
 */
function CostChart({ report, title, headingLevel }: { report: CostReport; title: string; headingLevel: 'h2' | 'h3' }) {
  const [chosen, setChosen] = useState<ChartMetric | null>(null);
  const metric = chosen ?? defaultMetric(report.totals);
  const allFree = report.totals.cost_usd === 0 && report.totals.calls > 0;
  const chartTitle = metric === 'cost' ? title : `${title}: calls`;
  return (
    <Box data-testid="cost-chart" data-metric={metric}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
        <Typography variant="subtitle2" component={headingLevel}>
          {title}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={metric} onChange={(_e, next: ChartMetric | null) => next && setChosen(next)} aria-label="Chart shows">
          <ToggleButton value="cost">Cost</ToggleButton>
          <ToggleButton value="calls">Calls</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {allFree ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          Every call in this period was free (offline engine, $0.00), so the chart counts calls.
        </Typography>
      ) : null}
      {metric === 'cost' ? (
        <SimpleChart title={chartTitle} points={costPoints(report.series)} formatValue={formatUsd} height={160} />
      ) : (
        <SimpleChart title={chartTitle} points={callPoints(report.series)} formatValue={formatCount} height={160} color="info" />
      )}
    </Box>
  );
}

export interface CostReportViewProps {
  scope: CostScope;
  /** Heads the chart (and names it for screen readers). */
  chartTitle: string;
  /** The groupings offered; "my usage" has no per-user grouping. */
  groupings?: readonly CostGrouping[];
  /** The chart title's level: h3 inside a titled section (My usage), h2 straight under a page's h1 (/costs). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A cost report with its controls: period and grouping, the totals, the budget meter, the cost
 * chart over time (SimpleChart, one bar per day or month) and the groups; "Download CSV" saves
 * the chart's rows.
 */
export function CostReportView({ scope, chartTitle, groupings = COST_GROUPINGS, headingLevel = 'h3' }: CostReportViewProps) {
  const [preset, setPreset] = useState<PeriodPreset>('this-month');
  const [groupBy, setGroupBy] = useState<CostGrouping>(groupings.includes('model') ? 'model' : (groupings[0] ?? 'model'));
  const query = { ...periodFor(preset), group_by: groupBy };
  const report = useCostReport(scope, query);
  const download = useDownloadCostCsv(scope);
  const onDownload = () =>
    download.mutate(query, { onError: (error) => notify.error(errorMessage(error, 'The CSV could not be downloaded')) });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select size="small" label="Period" value={preset} onChange={(e) => setPreset(e.target.value as PeriodPreset)} sx={{ minWidth: 170 }}>
          {PERIOD_PRESETS.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Group by" value={groupBy} onChange={(e) => setGroupBy(e.target.value as CostGrouping)} sx={{ minWidth: 150 }}>
          {groupings.map((g) => (
            <MenuItem key={g} value={g}>
              {GROUP_LABELS[g]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<Download />} onClick={onDownload} disabled={download.isPending} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          Download CSV
        </Button>
      </Stack>
      {report.isError ? <LoadError error={report.error} what="costs" onRetry={() => void report.refetch()} /> : null}
      {report.data ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {report.data.from} to {report.data.to} (UTC), by {report.data.interval}. Costs are priced when each call is made.
          </Typography>
          <Totals report={report.data} />
          {report.data.budget ? <BudgetMeter budget={report.data.budget} /> : null}
          <CostChart report={report.data} title={chartTitle} headingLevel={headingLevel} />
          <CostGroupsTable groups={report.data.groups} groupLabel={GROUP_LABELS[report.data.group_by]} />
        </>
      ) : report.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading costs" />
      ) : null}
    </Stack>
  );
}
