import { sql, type SQL } from 'drizzle-orm';
import type { DashboardStats, WeekPoint } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../platform/http/caller.js';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { deadlinesWithoutFiling } from './deadlines.js';
import { inScope, scopeOf, type DashboardScope } from './scope.js';
import { lastActivitySql } from './sources.js';
import { addWeeks, dashboardWindow, eventDaySql, weekStartAt, type DashboardWindow } from './window.js';
import { firmTimeZone } from '../../platform/time/firm-time-zone.js';

/*
 * The dashboard's figures (/dashboard/stats) over the caller's visible cases: one counting
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
        from cases c where c.organization_id = ${s.organizationId}${inScope(s, 'c.id')}`,
  );

/** The Monday (UTC) of a timestamp's week. Queries group by it and format the groups, not every row. */
const week = (column: string) => sql.raw(`date_trunc('week', ${column} at time zone 'UTC')`);
const day = (expression: SQL) => sql`to_char(${expression}, 'YYYY-MM-DD')`;

/** Weeks `first`..`first + weeks - 1` (offsets from this week), zero where nothing happened. */
function series(rows: WeekRow[], w: DashboardWindow, first: number, weeks: number): WeekPoint[] {
  const values = new Map(rows.map((r) => [r.week_start, r.value]));
  return Array.from({ length: weeks }, (_, i) => {
    const start = weekStartAt(w, first + i);
    return { week_start: start, value: values.get(start) ?? 0 };
  });
}

interface DocumentGroup {
  status: string;
  /** The week it was processed in, when that is one of the chart's weeks. */
  week: string | null;
  n: number;
}

/**
 * The document tile and the processed-per-week chart from one pass over the firm's documents,
 * grouped by status and week (an index-only scan of documents_dashboard_idx).
 */
const documentGroups = (db: DbOrTx, s: DashboardScope, since: string) =>
  queryRows<DocumentGroup>(
    db,
    sql`select status, ${day(sql`wk`)} as week, n from (
          select status, case when status = 'processed' and processed_at >= ${since} then ${week('processed_at')} end as wk, count(*)::int as n
          from documents where organization_id = ${s.organizationId}${inScope(s, 'case_id')} and deleted_at is null
          group by 1, 2) g`,
  );

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

const deadlineCounts = (db: DbOrTx, s: DashboardScope, w: DashboardWindow) =>
  one<DeadlineCounts>(
    db,
    sql`select count(*) filter (where ${eventDaySql(w)} >= ${w.today}::date)::int as next_7_days,
          count(*) filter (where ${eventDaySql(w)} < ${w.today}::date)::int as overdue
        from case_events e
        where organization_id = ${s.organizationId}${inScope(s, 'case_id')}
          and event_type = 'deadline' and status = 'scheduled' and starts_at < ${new Date(Date.parse(`${w.horizonDay}T00:00:00Z`) + 2 * 86_400_000).toISOString()}
          and ${eventDaySql(w)} <= ${w.horizonDay}::date`,
  );

const discoveryCounts = (db: DbOrTx, s: DashboardScope, w: DashboardWindow) =>
  one<DiscoveryCounts>(
    db,
    sql`select count(*) filter (where due_date >= ${w.today})::int as responses_due_7_days,
          count(*) filter (where due_date < ${w.today})::int as overdue
        from discovery_requests
        where organization_id = ${s.organizationId}${inScope(s, 'case_id')}
          and deleted_at is null and direction = 'received' and status = 'open' and due_date <= ${w.horizonDay}`,
  );


async function charts(db: DbOrTx, s: DashboardScope, w: DashboardWindow, weeks: number): Promise<Omit<DashboardStats['charts'], 'documents_processed_per_week'>> {
  const since = addWeeks(w.weekStart, 1 - weeks).toISOString();
  const until = addWeeks(w.weekStart, weeks).toISOString();
  // Audit rows name their case as the resource (case changes) or in details.case_id (documents,
  // events). Across the whole firm any such row counts; narrower scopes match the case ids.
  const namesCase = s.caseIds
    ? sql`coalesce(case when resource_type = 'case' then resource_id end, details->>'case_id') in (select id::text from (${s.caseIds}) v)`
    : sql`(resource_type = 'case' or details ? 'case_id')`;
  const [deadlines, activity] = await Promise.all([
    queryRows<WeekRow>(
      db,
      sql`select ${day(week('starts_at'))} as week_start, count(*)::int as value from case_events
          where organization_id = ${s.organizationId}${inScope(s, 'case_id')}
            and event_type = 'deadline' and status = 'scheduled' and starts_at >= ${w.weekStart.toISOString()} and starts_at < ${until}
          group by ${week('starts_at')}`,
    ),
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
  const s = scopeOf(caller);
  const w = dashboardWindow(new Date(), await firmTimeZone(deps.db, caller.organizationId));
  const [cases, groups, deadlines, open, discovery, chartData] = await Promise.all([
    caseCounts(db, s, w),
    documentGroups(db, s, addWeeks(w.weekStart, 1 - weeks).toISOString()),
    deadlineCounts(db, s, w),
    deadlinesWithoutFiling(db, s, w),
    discoveryCounts(db, s, w),
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
