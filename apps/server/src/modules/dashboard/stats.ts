import { sql } from 'drizzle-orm';
import type { DashboardStats, WeekPoint } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../platform/http/caller.js';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { isoDaySql as day, utcWeekSql as week, type WeekCount as WeekRow } from '../../db/sql-time.js';
import { caseScopeOf, type CaseScope } from '../../platform/policy/case-scope.js';
import { caseCounts, deadlineCounts, deadlinesPerWeek } from '../cases/insight-source.js';
import { responseCounts } from '../discovery/insight-source.js';
import { documentGroups, type DocumentGroup } from '../documents/insight-source.js';
import { deadlinesWithoutFiling } from './deadlines.js';
import { addWeeks, dashboardWindow, weekStartAt, type DashboardWindow } from './window.js';
import { firmTimeZone } from '../../platform/time/firm-time-zone.js';

/*
 * The dashboard's figures (/dashboard/stats) over the caller's visible cases, composed from the
 * owning modules' insight sources (cases, documents, discovery: one counting query per table,
 * conditional counts in one pass, and one grouped query per chart) and the activity chart.
 */

interface DocumentCounts {
  total: number;
  processed_this_week: number;
  failed: number;
  processing: number;
}

/** Weeks `first`..`first + weeks - 1` (offsets from this week), zero where nothing happened. */
function series(rows: WeekRow[], w: DashboardWindow, first: number, weeks: number): WeekPoint[] {
  const values = new Map(rows.map((r) => [r.week_start, r.value]));
  return Array.from({ length: weeks }, (_, i) => {
    const start = weekStartAt(w, first + i);
    return { week_start: start, value: values.get(start) ?? 0 };
  });
}

function documentFigures(groups: DocumentGroup[], w: DashboardWindow, weeks: number): { counts: DocumentCounts; chart: WeekPoint[] } {
  const sum = (keep: (g: DocumentGroup) => boolean) => groups.filter(keep).reduce((n, g) => n + g.n, 0);
  const thisWeek = weekStartAt(w, 0);
  return {
    counts: {
      total: sum(() => true),
      processed_this_week: sum((g) => g.status === 'processed' && g.week === thisWeek),
      failed: sum((g) => g.status === 'failed'),
      processing: sum((g) => g.status === 'uploaded' || g.status === 'queued' || g.status === 'processing'),
    },
    chart: series(groups.filter((g) => g.week !== null).map((g) => ({ week_start: g.week!, value: g.n })), w, 1 - weeks, weeks),
  };
}

async function charts(db: DbOrTx, s: CaseScope, w: DashboardWindow, weeks: number): Promise<Omit<DashboardStats['charts'], 'documents_processed_per_week'>> {
  const since = addWeeks(w.weekStart, 1 - weeks).toISOString();
  // Audit rows name their case as the resource (case changes) or in details.case_id (documents,
  // events). Across the whole firm any such row counts; narrower scopes match the case ids.
  const namesCase = s.caseIds
    ? sql`coalesce(case when resource_type = 'case' then resource_id end, details->>'case_id') in (select id::text from (${s.caseIds}) v)`
    : sql`(resource_type = 'case' or details ? 'case_id')`;
  const [deadlines, activity] = await Promise.all([
    deadlinesPerWeek(db, s, w.weekStart, addWeeks(w.weekStart, weeks)),
    queryRows<WeekRow>(
      db,
      sql`select ${day(week('"timestamp"'))} as week_start, count(*)::int as value from audit_logs
          where organization_id = ${s.organizationId} and "timestamp" >= ${since} and ${namesCase}
          group by ${week('"timestamp"')}`,
    ),
  ]);
  return { open_deadlines_per_week: series(deadlines, w, 0, weeks), activity_per_week: series(activity, w, 1 - weeks, weeks) };
}

export async function dashboardStats(deps: AppDeps, caller: Caller, weeks: number): Promise<DashboardStats> {
  const db = deps.db;
  const s = caseScopeOf(caller);
  const w = dashboardWindow(new Date(), await firmTimeZone(deps.db, caller.organizationId));
  const [cases, groups, deadlines, open, discovery, chartData] = await Promise.all([
    caseCounts(db, s, w.inactiveBefore),
    documentGroups(db, s, addWeeks(w.weekStart, 1 - weeks)),
    deadlineCounts(db, s, w),
    deadlinesWithoutFiling(db, s, w),
    responseCounts(db, s, w),
    charts(db, s, w, weeks),
  ]);
  const documents = documentFigures(groups, w, weeks);
  return {
    cases,
    documents: documents.counts,
    deadlines: { next_7_days: deadlines.next_7_days, without_filing: open.length, overdue: deadlines.overdue },
    discovery,
    charts: { documents_processed_per_week: documents.chart, ...chartData },
    generated_at: w.now.toISOString(),
  };
}
