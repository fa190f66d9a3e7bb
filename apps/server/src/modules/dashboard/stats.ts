import { sql, type SQL } from 'drizzle-orm';
import type { DashboardStats, WeekPoint } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../platform/http/caller.js';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { deadlinesWithoutFiling } from './deadlines.js';
import { scopeOf, type DashboardScope } from './scope.js';
import { lastActivitySql } from './sources.js';
import { addWeeks, dashboardWindow, weekStartAt, type DashboardWindow } from './window.js';

/*
 * The dashboard's figures (spec §7 /dashboard/stats) over the caller's visible cases: one counting
 * query per table (conditional counts in one pass) and one grouped query per chart.
 */

interface CaseCounts {
  total: number;
  open: number;
  inactive: number;
}
interface DocumentCounts {
  total: number;
  processed_this_week: number;
  failed: number;
  processing: number;
}
interface DeadlineCounts {
  next_7_days: number;
  overdue: number;
}
interface DiscoveryCounts {
  responses_due_7_days: number;
  overdue: number;
}
interface WeekRow {
  week_start: string;
  value: number;
}

async function one<T>(db: DbOrTx, query: SQL): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error('a count query returned no row');
  return row;
}

const caseCounts = (db: DbOrTx, s: DashboardScope, w: DashboardWindow) =>
  one<CaseCounts>(
    db,
    sql`select count(*)::int as total,
          count(*) filter (where c.status <> 'closed')::int as open,
          count(*) filter (where c.status <> 'closed' and ${lastActivitySql} < ${w.inactiveBefore.toISOString()})::int as inactive
        from cases c where c.organization_id = ${s.organizationId} and c.id in (${s.caseIds})`,
  );

const documentCounts = (db: DbOrTx, s: DashboardScope, w: DashboardWindow) =>
  one<DocumentCounts>(
    db,
    sql`select count(*)::int as total,
          count(*) filter (where status = 'processed' and processed_at >= ${w.weekStart.toISOString()})::int as processed_this_week,
          count(*) filter (where status = 'failed')::int as failed,
          count(*) filter (where status in ('uploaded', 'queued', 'processing'))::int as processing
        from documents where organization_id = ${s.organizationId} and case_id in (${s.caseIds}) and deleted_at is null`,
  );

const deadlineCounts = (db: DbOrTx, s: DashboardScope, w: DashboardWindow) =>
  one<DeadlineCounts>(
    db,
    sql`select count(*) filter (where starts_at >= ${w.todayStart.toISOString()})::int as next_7_days,
          count(*) filter (where starts_at < ${w.todayStart.toISOString()})::int as overdue
        from case_events
        where organization_id = ${s.organizationId} and case_id in (${s.caseIds})
          and event_type = 'deadline' and status = 'scheduled' and starts_at < ${w.horizonEnd.toISOString()}`,
  );

const discoveryCounts = (db: DbOrTx, s: DashboardScope, w: DashboardWindow) =>
  one<DiscoveryCounts>(
    db,
    sql`select count(*) filter (where due_date >= ${w.today})::int as responses_due_7_days,
          count(*) filter (where due_date < ${w.today})::int as overdue
        from discovery_requests
        where organization_id = ${s.organizationId} and case_id in (${s.caseIds})
          and deleted_at is null and direction = 'received' and status = 'open' and due_date <= ${w.horizonDay}`,
  );

const week = (column: string) => sql.raw(`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`);

/** Weeks `first`..`first + weeks - 1` (offsets from this week), zero where nothing happened. */
function series(rows: WeekRow[], w: DashboardWindow, first: number, weeks: number): WeekPoint[] {
  const values = new Map(rows.map((r) => [r.week_start, r.value]));
  return Array.from({ length: weeks }, (_, i) => {
    const start = weekStartAt(w, first + i);
    return { week_start: start, value: values.get(start) ?? 0 };
  });
}

async function charts(db: DbOrTx, s: DashboardScope, w: DashboardWindow, weeks: number): Promise<DashboardStats['charts']> {
  const since = addWeeks(w.weekStart, 1 - weeks).toISOString();
  const until = addWeeks(w.weekStart, weeks).toISOString();
  const [processed, deadlines, activity] = await Promise.all([
    queryRows<WeekRow>(
      db,
      sql`select ${week('processed_at')} as week_start, count(*)::int as value from documents
          where organization_id = ${s.organizationId} and case_id in (${s.caseIds}) and deleted_at is null
            and status = 'processed' and processed_at >= ${since}
          group by 1`,
    ),
    queryRows<WeekRow>(
      db,
      sql`select ${week('starts_at')} as week_start, count(*)::int as value from case_events
          where organization_id = ${s.organizationId} and case_id in (${s.caseIds})
            and event_type = 'deadline' and status = 'scheduled' and starts_at >= ${w.weekStart.toISOString()} and starts_at < ${until}
          group by 1`,
    ),
    // Audit rows name their case as the resource (case changes) or in details.case_id (documents, events).
    queryRows<WeekRow>(
      db,
      sql`select ${week('"timestamp"')} as week_start, count(*)::int as value from audit_logs
          where organization_id = ${s.organizationId} and "timestamp" >= ${since}
            and coalesce(case when resource_type = 'case' then resource_id end, details->>'case_id') in (select id::text from (${s.caseIds}) v)
          group by 1`,
    ),
  ]);
  return {
    documents_processed_per_week: series(processed, w, 1 - weeks, weeks),
    open_deadlines_per_week: series(deadlines, w, 0, weeks),
    activity_per_week: series(activity, w, 1 - weeks, weeks),
  };
}

export async function dashboardStats(deps: AppDeps, caller: Caller, weeks: number): Promise<DashboardStats> {
  const db = deps.db;
  const s = scopeOf(caller);
  const w = dashboardWindow();
  const [cases, documents, deadlines, open, discovery, chartData] = await Promise.all([
    caseCounts(db, s, w),
    documentCounts(db, s, w),
    deadlineCounts(db, s, w),
    deadlinesWithoutFiling(db, s, w),
    discoveryCounts(db, s, w),
    charts(db, s, w, weeks),
  ]);
  return {
    cases,
    documents,
    deadlines: { next_7_days: deadlines.next_7_days, without_filing: open.length, overdue: deadlines.overdue },
    discovery,
    charts: chartData,
    generated_at: w.now.toISOString(),
  };
}
