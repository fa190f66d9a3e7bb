import { INSIGHT_SEVERITIES, type AllCaseInsightsResponse, type Insight, type InsightsQuery, type InsightsResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertCaseInScope, caseScopeOf, type CaseScope } from '../../platform/policy/case-scope.js';
import { budgetInsights, deadlineInsights, discoveryInsights, failedDocumentInsights, inactiveCaseInsights, lawyerAlertInsights, type SourceResult } from './sources.js';
import { dashboardWindow, type DashboardWindow } from './window.js';
import { firmTimeZone } from '../../platform/time/firm-time-zone.js';

/*
 * The insights list (/dashboard/insights): every kind's most urgent items merged, most
 * severe first, then the soonest due, then the newest.
 */

/** The most a per-case view loads of one kind (a firm with thousands of failed files lists the newest). */
const ALL_CASES_PER_KIND = 1000;

const rank = (i: Insight) => INSIGHT_SEVERITIES.indexOf(i.severity);
export function byUrgency(a: Insight, b: Insight): number {
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (a.due_at !== b.due_at) {
    if (a.due_at === null) return 1;
    if (b.due_at === null) return -1;
    return a.due_at < b.due_at ? -1 : 1;
  }
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

async function collect(deps: AppDeps, caller: Caller, scope: CaseScope, w: DashboardWindow, take: number): Promise<SourceResult> {
  const db = deps.db;
  const parts = await Promise.all([
    deadlineInsights(db, scope, w, take),
    discoveryInsights(db, scope, w, take),
    failedDocumentInsights(db, scope, take),
    inactiveCaseInsights(db, scope, w, take),
    budgetInsights(db, caller, scope, w, take),
    lawyerAlertInsights(db, scope, take),
  ]);
  return {
    total: parts.reduce((sum, p) => sum + p.total, 0),
    insights: parts.flatMap((p) => p.insights).sort(byUrgency),
  };
}

export async function listInsights(deps: AppDeps, caller: Caller, query: InsightsQuery): Promise<InsightsResponse> {
  const scope = caseScopeOf(caller, query.case_id ?? null);
  if (scope.caseId) await assertCaseInScope(deps.db, scope);
  const w = dashboardWindow(new Date(), await firmTimeZone(deps.db, caller.organizationId));
  const { total, insights } = await collect(deps, caller, scope, w, query.limit);
  return { insights: insights.slice(0, query.limit), total, generated_at: w.now.toISOString() };
}

/** Per case, the cases with any insight, the case of the most urgent one first. */
export async function allCaseInsights(deps: AppDeps, caller: Caller): Promise<AllCaseInsightsResponse> {
  const w = dashboardWindow(new Date(), await firmTimeZone(deps.db, caller.organizationId));
  const { insights } = await collect(deps, caller, caseScopeOf(caller), w, ALL_CASES_PER_KIND);
  const byCase = new Map<string, AllCaseInsightsResponse['cases'][number]>();
  for (const insight of insights) {
    if (!insight.case_id) continue;
    const entry = byCase.get(insight.case_id) ?? { case_id: insight.case_id, case_name: insight.case_name ?? '', insights: [] };
    entry.insights.push(insight);
    byCase.set(insight.case_id, entry);
  }
  return { cases: [...byCase.values()], generated_at: w.now.toISOString() };
}
