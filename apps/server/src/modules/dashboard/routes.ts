import { AllCaseInsightsResponse, DashboardStats, DashboardStatsQuery, InsightsQuery, InsightsResponse } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { allCaseInsights, listInsights } from './insights.js';
import { dashboardStats } from './stats.js';

const tags = ['dashboard'];
// Everyone signed in has a dashboard; what it counts is limited to the cases they may see.
const config = { permission: 'authenticated' } as const;

/**
 * The dashboard (issue 18 §1, spec §7). Reads only, of what the caller already sees case by case,
 * so they are not audited (an audit row per dashboard load would also count as case activity).
 */
export function routes(app: App, deps: AppDeps): void {
  app.get('/dashboard/stats', {
    config,
    schema: { tags, summary: "Figures and weekly charts over the caller's visible cases", querystring: DashboardStatsQuery, response: { 200: DashboardStats } },
    handler: (req) => dashboardStats(deps, callerOf(req), req.query.weeks),
  });
  app.get('/dashboard/insights', {
    config,
    schema: { tags, summary: 'What needs attention, most urgent first, each with its reason and a link', querystring: InsightsQuery, response: { 200: InsightsResponse } },
    handler: (req) => listInsights(deps, callerOf(req), req.query),
  });
  app.get('/dashboard/all-case-insights', {
    config,
    schema: { tags, summary: 'The insights grouped by case, the case with the most urgent first', response: { 200: AllCaseInsightsResponse } },
    handler: (req) => allCaseInsights(deps, callerOf(req)),
  });
}
