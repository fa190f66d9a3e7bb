import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AllCaseInsightsResponse, InsightsResponse } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { useAuth } from '../../lib/auth/auth-context';
import { caseReadingLink } from '../../lib/links';
import { DASHBOARD_INSIGHTS_LIMIT, INSIGHTS_LIMIT_MAX, useAllCaseInsights, useInsights } from './api';
import { InsightItem } from './InsightItem';

type InsightsView = 'urgent' | 'by-case';
type CaseInsights = AllCaseInsightsResponse['cases'][number];

/** How many of one case's insights show before its "Show more" (a case with hundreds of failed files would bury the next case). */
export const CASE_INSIGHTS_SHOWN = 5;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const VIEWS: { value: InsightsView; label: string }[] = [
  { value: 'urgent', label: 'Most urgent' },
  { value: 'by-case', label: 'By case' },
];

/** What needs attention on the caller's cases: the most urgent first, or grouped by case. */
export function InsightsCard() {
  const [view, setView] = useState<InsightsView>('urgent');
  // Held here, not in the list, so an unfolded list stays unfolded across a look at the other view.
  const [limit, setLimit] = useState(DASHBOARD_INSIGHTS_LIMIT);
  // Each view reads only while shown: the by-case answer holds every insight, not a page of them.
  const insights = useInsights(limit, { enabled: view === 'urgent' });
  const byCase = useAllCaseInsights({ enabled: view === 'by-case' });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="insights-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="insights-title">
          Needs attention
        </Typography>
        <InsightsViewToggle view={view} onChange={setView} />
      </Stack>
      {view === 'urgent' ? <MostUrgentInsights insights={insights} onShowMore={() => setLimit(INSIGHTS_LIMIT_MAX)} /> : <InsightsByCase byCase={byCase} />}
    </Paper>
  );
}

/** "Most urgent" | "By case": one of the two is always chosen (a second click on the chosen one keeps it). */
function InsightsViewToggle({ view, onChange }: { view: InsightsView; onChange(view: InsightsView): void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={view}
      onChange={(_e, next: InsightsView | null) => {
        if (next) onChange(next);
      }}
      aria-label="Show insights"
    >
      {VIEWS.map((v) => (
        // text.primary: the default unselected colour is a translucent grey below AA contrast.
        <ToggleButton key={v.value} value={v.value} sx={{ px: 1.5, py: 0.25, color: 'text.primary' }}>
          {v.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The firm-wide list, most urgent first; a busy firm can unfold the rest (up to the server's maximum). */
function MostUrgentInsights({ insights, onShowMore }: { insights: UseQueryResult<InsightsResponse>; onShowMore(): void }) {
  const data = insights.data;
  const more = data ? Math.min(data.total, INSIGHTS_LIMIT_MAX) - data.insights.length : 0;
  return (
    <>
      {data && data.total > data.insights.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{`The ${data.insights.length} most urgent of ${data.total}`}</Typography>
      ) : null}
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
        <Button size="small" onClick={onShowMore} sx={{ mt: 1, ml: -1 }}>
          {`Show ${more} more`}
        </Button>
      ) : null}
    </>
  );
}

/** Every case with something to act on, the case with the most urgent insight first (the server's order). */
function InsightsByCase({ byCase }: { byCase: UseQueryResult<AllCaseInsightsResponse> }) {
  const cases = byCase.data?.cases;
  return (
    <>
      {cases && cases.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {`${plural(cases.length, 'case', 'cases')}, the most urgent first`}
        </Typography>
      ) : null}
      {byCase.isPending ? <LoadingRows rows={3} height={64} label="Loading insights by case" /> : null}
      {byCase.isError ? <LoadError error={byCase.error} what="insights by case" onRetry={() => void byCase.refetch()} /> : null}
      {cases && cases.length === 0 ? (
        // Firm-wide items (an AI budget) belong to no case, so this view can be empty when the other is not.
        <EmptyState title="No case needs attention">Firm-wide items, such as the AI budget, are listed under Most urgent.</EmptyState>
      ) : null}
      {cases?.map((group) => (
        <CaseInsightsGroup key={group.case_id} group={group} />
      ))}
    </>
  );
}

/**
 * One case: its name as a heading, how many insights it has, and the most urgent of them. The
 * heading links where the reader's role reads the case (its page, else its analysis on /search).
 */
function CaseInsightsGroup({ group }: { group: CaseInsights }) {
  const [unfolded, setUnfolded] = useState(false);
  const { user } = useAuth();
  const caseHref = user ? caseReadingLink(user.role, group.case_id) : null;
  const headingId = `insights-case-${group.case_id}`;
  const shown = unfolded ? group.insights : group.insights.slice(0, CASE_INSIGHTS_SHOWN);
  const more = group.insights.length - shown.length;
  return (
    <Box data-testid="case-insights" data-case-id={group.case_id} sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
          {caseHref ? (
            <Link component={RouterLink} to={caseHref} color="text.primary" underline="hover">
              {group.case_name || 'Unnamed case'}
            </Link>
          ) : (
            group.case_name || 'Unnamed case'
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="case-insights-count" sx={{ flexShrink: 0 }}>
          {plural(group.insights.length, 'insight', 'insights')}
        </Typography>
      </Stack>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((insight) => (
          // The heading names the case: the row keeps only the date.
          <InsightItem key={insight.id} insight={insight} withCaseName={false} />
        ))}
      </Box>
      {more > 0 ? (
        // Described by the case's heading: several cases each have a "Show n more".
        <Button size="small" aria-describedby={headingId} onClick={() => setUnfolded(true)} sx={{ ml: -1 }}>
          {`Show ${more} more`}
        </Button>
      ) : null}
    </Box>
  );
}
