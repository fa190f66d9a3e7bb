import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardStats } from '@app/contract';
import { SimpleChart } from '../../components/charts/SimpleChart';
import { weekPoints } from './chart-points';

const CHARTS = [
  { id: 'documents', title: 'Documents processed per week', series: 'documents_processed_per_week', variant: 'bar', color: 'primary' },
  { id: 'deadlines', title: 'Open deadlines per week', series: 'open_deadlines_per_week', variant: 'bar', color: 'warning' },
  { id: 'activity', title: 'Activity per week', series: 'activity_per_week', variant: 'line', color: 'secondary' },
] as const satisfies ReadonlyArray<{ id: string; title: string; series: keyof DashboardStats['charts']; variant: 'bar' | 'line'; color: 'primary' | 'warning' | 'secondary' }>;

/** The three weekly charts of the dashboard, one under the other. */
export function DashboardCharts({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dashboard-charts-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="dashboard-charts-title">
        Trends
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Weeks start on Monday. Upcoming deadlines look ahead from this week.
      </Typography>
      {CHARTS.map((chart) => (
        <Box key={chart.id} data-testid={`chart-${chart.id}`} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {chart.title}
          </Typography>
          {stats ? (
            <SimpleChart title={chart.title} points={weekPoints(stats.charts[chart.series])} variant={chart.variant} color={chart.color} height={120} />
          ) : (
            <Skeleton variant="rounded" height={120} aria-hidden="true" />
          )}
        </Box>
      ))}
    </Paper>
  );
}
