import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { LoadError } from '../../components/QueryStates';
import { UpcomingDeadlinesCard } from '../calendar/UpcomingDeadlinesCard';
import { useDashboardStats } from './api';
import { DashboardCharts } from './DashboardCharts';
import { InsightsCard } from './InsightsCard';
import { StatTiles } from './StatTiles';

/** The dashboard's working half: figures, what needs attention, the court dates ahead, and the weekly trends. */
export function TodaySection() {
  const stats = useDashboardStats();
  return (
    <Stack spacing={3}>
      {stats.isError ? <LoadError error={stats.error} what="the figures" onRetry={() => void stats.refetch()} /> : <StatTiles stats={stats.data} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <InsightsCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={3}>
            <UpcomingDeadlinesCard />
            {stats.isError ? null : <DashboardCharts stats={stats.data} />}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
