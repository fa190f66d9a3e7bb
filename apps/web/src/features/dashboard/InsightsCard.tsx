import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { DASHBOARD_INSIGHTS_LIMIT, INSIGHTS_LIMIT_MAX, useInsights } from './api';
import { InsightItem } from './InsightItem';

/** What needs attention on the caller's cases, most urgent first, each with its reason and a link. */
export function InsightsCard() {
  // The most urgent first; a busy firm can unfold the rest (up to the server's maximum).
  const [limit, setLimit] = useState(DASHBOARD_INSIGHTS_LIMIT);
  const insights = useInsights(limit);
  const data = insights.data;
  const more = data ? Math.min(data.total, INSIGHTS_LIMIT_MAX) - data.insights.length : 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="insights-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="insights-title">
          Needs attention
        </Typography>
        {data && data.total > data.insights.length ? (
          <Typography variant="body2" color="text.secondary">{`The ${data.insights.length} most urgent of ${data.total}`}</Typography>
        ) : null}
      </Stack>
      {insights.isPending ? <LoadingRows rows={3} height={64} label="Loading insights" /> : null}
      {insights.isError ? <LoadError error={insights.error} what="insights" onRetry={() => void insights.refetch()} /> : null}
      {data && data.insights.length === 0 ? (
        <EmptyState title="Nothing needs attention">Deadlines without a filing, discovery responses coming due, failed documents and quiet cases will appear here.</EmptyState>
      ) : null}
      {data && data.insights.length > 0 ? (
        <Box component="ul" aria-labelledby="insights-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.insights.map((insight) => (
            <InsightItem key={insight.id} insight={insight} />
          ))}
        </Box>
      ) : null}
      {more > 0 ? (
        <Button size="small" onClick={() => setLimit(INSIGHTS_LIMIT_MAX)} sx={{ mt: 1, ml: -1 }}>
          {`Show ${more} more`}
        </Button>
      ) : null}
    </Paper>
  );
}
