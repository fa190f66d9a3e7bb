import { AllCaseInsightsResponse, caseVisibility, DashboardStats, DashboardStatsQuery, InsightsQuery, InsightsResponse, RecentActivity, RecentActivityQuery } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { onFirmDataChanged } from '../../platform/firm-data/changed.js';
import { callerOf, type Caller } from '../../platform/http/caller.js';
import { recentActivityFor } from '../audit/recent-activity.js';
import { AnswerCache } from './answer-cache.js';
import { allCaseInsights, listInsights } from './insights.js';
import { dashboardStats } from './stats.js';

const tags = ['dashboard'];
// Everyone signed in has a dashboard; what it counts is limited to the cases they may see.
const config = { permission: 'authenticated' } as const;

/** Who gets the same answer: everyone who sees the whole firm (partners and above), else the person. */
const scopeKey = (caller: Caller) => (caseVisibility(caller).kind === 'firm' ? 'firm' : `user:${caller.userId}`);

/**
 * The dashboard. Reads only, of what the caller already sees case by case,
 * so they are not audited (an audit row per dashboard load would also count as case activity).
 */
export function routes(app: App, deps: AppDeps): void {
  const cache = new AnswerCache(() => deps.config.dashboardCacheSeconds * 1000);
  // A change to the firm's data, on any app server, recounts its firm; signals possibly missed, every firm.
  onFirmDataChanged(deps.live, (firm) => (firm ? cache.invalidate(firm) : cache.clear()));
  const cached = <T>(caller: Caller, key: string, compute: () => Promise<T>) =>
    cache.get(caller.organizationId, `${scopeKey(caller)}|${key}`, compute);

  app.get('/dashboard/stats', {
    config,
    schema: { tags, summary: "Figures and weekly charts over the caller's visible cases", querystring: DashboardStatsQuery, response: { 200: DashboardStats } },
    handler: (req) => {
      const caller = callerOf(req);
      return cached(caller, `stats|${req.query.weeks}`, () => dashboardStats(deps, caller, req.query.weeks));
    },
  });
  app.get('/dashboard/insights', {
    config,
    schema: { tags, summary: 'What needs attention, most urgent first, each with its reason and a link', querystring: InsightsQuery, response: { 200: InsightsResponse } },
    handler: (req) => {
      const caller = callerOf(req);
      return cached(caller, `insights|${req.query.case_id ?? ''}|${req.query.limit}`, () => listInsights(deps, caller, req.query));
    },
  });
  // The audit trail's newest rows, behind its walls; not cached, and audited as a reading of the trail.
  app.get('/dashboard/recent-activity', {
    config: { permission: 'audit:view' },
    schema: { tags, summary: "The newest audit rows the caller may read (rows about cases they cannot see are left out)", querystring: RecentActivityQuery, response: { 200: RecentActivity } },
    handler: (req) => recentActivityFor(deps, callerOf(req), req.query.limit),
  });
  app.get('/dashboard/all-case-insights', {
    config,
    schema: { tags, summary: 'The insights grouped by case, the case with the most urgent first', response: { 200: AllCaseInsightsResponse } },
    handler: (req) => {
      const caller = callerOf(req);
      return cached(caller, 'all-cases', () => allCaseInsights(deps, caller));
    },
  });
}
