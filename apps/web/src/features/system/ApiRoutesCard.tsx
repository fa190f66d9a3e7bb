import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { SimpleChart } from '../../components/charts/SimpleChart';
import { useBelow } from '../../components/use-below';
import { useApiMetrics } from './api';
import { FigureTable } from './FigureTable';
import { ms, percent } from './format-figures';

/** Routes shown in the table: the busiest; the chart shows the slowest of them. */
const SHOWN = 15;
const CHARTED = 6;
/** At phone width fewer bars, so their labels have room. */
const CHARTED_PHONE = 3;

const shortRoute = (route: string) => route.replace(/^\/api\/v1/, '');
/** Chart labels stay short so neighbours do not overlap; the table and tooltips have the full route. */
const chartLabel = (route: string) => {
  const short = shortRoute(route);
  return short.length > 16 ? `…${short.slice(-15)}` : short;
};

/** Latency percentiles and error rates per API route (estimated from the histogram buckets). */
export function ApiRoutesCard() {
  const apiMetrics = useApiMetrics();
  const phone = useBelow('sm');
  if (apiMetrics.isError) return <LoadError error={apiMetrics.error} what="API figures" onRetry={() => void apiMetrics.refetch()} />;
  if (!apiMetrics.data) return <LoadingRows label="Loading API figures" />;
  const { routes: all, totals } = apiMetrics.data;
  // The API's own routes; the web app's files and unknown paths are in the totals only.
  const routes = all.filter((r) => r.route.startsWith('/api/'));
  const busiest = routes.slice(0, SHOWN);
  const slowest = [...busiest].sort((a, b) => (b.p95_seconds ?? 0) - (a.p95_seconds ?? 0)).slice(0, phone ? CHARTED_PHONE : CHARTED);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {`${totals.requests.toLocaleString()} requests · p95 ${ms(totals.p95_seconds)} · server errors ${percent(totals.error_rate)}`}
        </Typography>
        <SimpleChart
          title="Slowest routes by p95 latency (ms)"
          points={slowest.map((r) => ({ label: chartLabel(r.route), value: Math.round((r.p95_seconds ?? 0) * 1000) }))}
          formatValue={(v) => `${v} ms`}
          color="warning"
          height={150}
        />
        <FigureTable
          label="API routes"
          rows={busiest}
          rowKey={(r) => `${r.method} ${r.route}`}
          empty="No requests since the counters started."
          columns={[
            { label: 'Route', value: (r) => `${r.method} ${shortRoute(r.route)}` },
            { label: 'Requests', value: (r) => r.requests.toLocaleString(), numeric: true },
            { label: 'p50', value: (r) => ms(r.p50_seconds), numeric: true },
            { label: 'p95', value: (r) => ms(r.p95_seconds), numeric: true },
            { label: 'p99', value: (r) => ms(r.p99_seconds), numeric: true },
            { label: '4xx', value: (r) => r.client_errors.toLocaleString(), numeric: true },
            { label: 'Error rate', value: (r) => percent(r.error_rate), numeric: true },
          ]}
        />
      </Stack>
    </Paper>
  );
}
