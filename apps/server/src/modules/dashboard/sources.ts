import { sql } from 'drizzle-orm';
import { CASE_INACTIVE_DAYS, calendarDaysBetween, deadlineDistance, hasMinimumRole, type Insight, type InsightSeverity } from '@app/contract';
import type { Caller } from '../../platform/http/caller.js';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { deadlinesWithoutFiling } from './deadlines.js';
import { inScope, type DashboardScope } from './scope.js';
import { daysBetween, type DashboardWindow } from './window.js';

/*
 * One function per insight kind. Each counts all of its insights and returns the first `take` in
 * the order the merged list uses (most urgent first within the kind), so the dashboard never loads
 * every failed document of a large firm to show ten of them.
 */

export interface SourceResult {
  total: number;
  insights: Insight[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** `timestamptz` as epoch milliseconds: one shape from both drivers. */
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export async function deadlineInsights(db: DbOrTx, scope: DashboardScope, w: DashboardWindow, take: number): Promise<SourceResult> {
  const open = await deadlinesWithoutFiling(db, scope, w);
  const insights = open.slice(0, take).map((d): Insight => {
    // Days as the web counts them (contract deadline-days.ts): calendar days in the firm's time zone.
    const days = calendarDaysBetween(w.today, d.day);
    return {
      id: `deadline_without_filing:${d.id}`,
      kind: 'deadline_without_filing',
      severity: days <= 2 ? 'critical' : 'high',
      title: `Deadline ${deadlineDistance(days)}: ${d.title}`,
      reason: `${d.title} falls on ${d.day} and no filing on the case answers it yet.`,
      link: `/cases/${d.caseId}?event=${d.id}`,
      case_id: d.caseId,
      case_name: d.caseName,
      due_at: d.startsAt.toISOString(),
      created_at: d.createdAt.toISOString(),
    };
  });
  return { total: open.length, insights };
}

interface DiscoveryRow {
  id: string;
  case_id: string;
  case_name: string;
  title: string;
  due_date: string;
  deadline_event_id: string | null;
  created_ms: number;
  total: number;
}

export async function discoveryInsights(db: DbOrTx, scope: DashboardScope, w: DashboardWindow, take: number): Promise<SourceResult> {
  const rows = await queryRows<DiscoveryRow>(
    db,
    sql`select r.id, r.case_id, c.name as case_name, r.title, r.due_date::text as due_date, r.deadline_event_id,
          ${ms('r.created_at')} as created_ms, (count(*) over ())::int as total
        from discovery_requests r join cases c on c.id = r.case_id
        where r.organization_id = ${scope.organizationId}${inScope(scope, 'r.case_id')}
          and r.deleted_at is null and r.direction = 'received' and r.status = 'open' and r.due_date <= ${w.horizonDay}
        order by r.due_date, r.id limit ${take}`,
  );
  const insights = rows.map((r): Insight => {
    const days = calendarDaysBetween(w.today, r.due_date);
    const overdue = days < 0;
    return {
      id: `discovery_response_due:${r.id}`,
      kind: 'discovery_response_due',
      severity: overdue ? 'critical' : days <= 2 ? 'high' : 'medium',
      title: overdue ? `Discovery response ${deadlineDistance(days)}: ${r.title}` : `Discovery response due ${deadlineDistance(days)}: ${r.title}`,
      reason: overdue
        ? `Our responses to ${r.title} were due on ${r.due_date} and the request is still open.`
        : `Our responses to ${r.title} are due on ${r.due_date} and have not been served.`,
      link: r.deadline_event_id ? `/cases/${r.case_id}?event=${r.deadline_event_id}` : `/discovery?request=${r.id}`,
      case_id: r.case_id,
      case_name: r.case_name,
      due_at: `${r.due_date}T00:00:00.000Z`,
      created_at: iso(r.created_ms)!,
    };
  });
  return { total: rows[0]?.total ?? 0, insights };
}

interface FailedRow {
  id: string;
  case_id: string;
  case_name: string;
  filename: string;
  failure_reason: string | null;
  failed_ms: number;
  created_ms: number;
  total: number;
}

export async function failedDocumentInsights(db: DbOrTx, scope: DashboardScope, take: number): Promise<SourceResult> {
  const rows = await queryRows<FailedRow>(
    db,
    sql`select d.id, d.case_id, c.name as case_name, d.filename, d.failure_reason,
          ${ms('d.updated_at')} as failed_ms, ${ms('d.created_at')} as created_ms, (count(*) over ())::int as total
        from documents d join cases c on c.id = d.case_id
        where d.organization_id = ${scope.organizationId}${inScope(scope, 'd.case_id')}
          and d.status = 'failed' and d.deleted_at is null
        order by d.updated_at desc, d.id limit ${take}`,
  );
  const insights = rows.map(
    (r): Insight => ({
      id: `document_failed:${r.id}`,
      kind: 'document_failed',
      severity: 'medium',
      title: `Processing failed: ${r.filename}`,
      reason: r.failure_reason ? `${r.filename} could not be processed: ${r.failure_reason}` : `${r.filename} could not be processed; it is not searchable until it is re-processed or replaced.`,
      link: `/cases/${r.case_id}?document=${r.id}`,
      case_id: r.case_id,
      case_name: r.case_name,
      due_at: iso(r.failed_ms),
      created_at: iso(r.created_ms)!,
    }),
  );
  return { total: rows[0]?.total ?? 0, insights };
}

/**
 * An open case's last activity: its own last change, its newest document, its newest event change.
 * The SQL is shared with the stats so the tile and the list count the same cases.
 */
export const lastActivitySql = sql.raw(`greatest(
  c.updated_at,
  (select max(d.created_at) from documents d where d.case_id = c.id),
  (select max(e.updated_at) from case_events e where e.case_id = c.id))`);

interface InactiveRow {
  id: string;
  name: string;
  last_ms: number;
  created_ms: number;
  total: number;
}

export async function inactiveCaseInsights(db: DbOrTx, scope: DashboardScope, w: DashboardWindow, take: number): Promise<SourceResult> {
  const rows = await queryRows<InactiveRow>(
    db,
    sql`select id, name, last_ms, created_ms, (count(*) over ())::int as total from (
          select c.id, c.name, (extract(epoch from ${lastActivitySql}) * 1000)::float8 as last_ms, ${ms('c.created_at')} as created_ms
          from cases c
          where c.organization_id = ${scope.organizationId}${inScope(scope, 'c.id')} and c.status <> 'closed'
        ) a
        where last_ms < ${w.inactiveBefore.getTime()}
        order by last_ms, id limit ${take}`,
  );
  const insights = rows.map((r): Insight => {
    const idle = daysBetween(new Date(r.last_ms), w.now);
    return {
      id: `case_inactive:${r.id}`,
      kind: 'case_inactive',
      severity: 'low',
      title: `No activity for ${idle} days: ${r.name}`,
      reason: `Nothing has changed on ${r.name} (documents, events, details) since ${new Date(r.last_ms).toISOString().slice(0, 10)}; open cases idle for over ${CASE_INACTIVE_DAYS} days are listed.`,
      link: `/cases/${r.id}`,
      case_id: r.id,
      case_name: r.name,
      due_at: null,
      created_at: iso(r.created_ms)!,
    };
  });
  return { total: rows[0]?.total ?? 0, insights };
}

interface BudgetRow {
  id: string;
  user_id: string | null;
  user_name: string | null;
  threshold: number;
  spent_usd: number;
  limit_usd: number;
  created_ms: number;
  total: number;
}

/** The highest threshold crossed this month per budget (partners and above; not tied to a case). */
export async function budgetInsights(db: DbOrTx, caller: Caller, scope: DashboardScope, w: DashboardWindow, take: number): Promise<SourceResult> {
  if (!hasMinimumRole(caller.role, 'partner') || scope.caseId) return { total: 0, insights: [] };
  const rows = await queryRows<BudgetRow>(
    db,
    sql`select id, user_id, user_name, threshold, spent_usd, limit_usd, created_ms, (count(*) over ())::int as total from (
          select distinct on (a.budget_id) a.id, a.user_id, u.full_name as user_name, a.threshold, a.spent_usd, a.limit_usd,
            ${ms('a.created_at')} as created_ms
          from budget_alerts a left join users u on u.id = a.user_id
          where a.organization_id = ${scope.organizationId} and a.period = ${w.month} and a.acknowledged_at is null
          order by a.budget_id, a.threshold desc
        ) b
        order by threshold desc, created_ms desc limit ${take}`,
  );
  const insights = rows.map((r): Insight => {
    const whose = r.user_id ? `${r.user_name ?? 'A user'}'s AI budget` : "The firm's AI budget";
    const severity: InsightSeverity = r.threshold >= 100 ? 'critical' : r.threshold >= 80 ? 'high' : 'medium';
    return {
      id: `budget_threshold:${r.id}`,
      kind: 'budget_threshold',
      severity,
      title: `${whose} reached ${r.threshold} %`,
      reason: `${whose} has spent $${r.spent_usd.toFixed(2)} of $${r.limit_usd.toFixed(2)} this month (${w.month}).`,
      link: '/costs',
      case_id: null,
      case_name: null,
      due_at: null,
      created_at: iso(r.created_ms)!,
    };
  });
  return { total: rows[0]?.total ?? 0, insights };
}

interface LawyerAlertRow {
  id: string;
  case_id: string;
  case_name: string;
  severity: string;
  title: string;
  detail: string;
  created_ms: number;
  total: number;
}

const SEVERITY_SQL = sql.raw(`case a.severity when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`);
const asSeverity = (s: string): InsightSeverity => (s === 'critical' || s === 'high' || s === 'medium' || s === 'low' ? s : 'medium');

export async function lawyerAlertInsights(db: DbOrTx, scope: DashboardScope, take: number): Promise<SourceResult> {
  const rows = await queryRows<LawyerAlertRow>(
    db,
    sql`select a.id, a.case_id, c.name as case_name, a.severity, a.title, a.detail, ${ms('a.created_at')} as created_ms, (count(*) over ())::int as total
        from lawyer_alerts a join cases c on c.id = a.case_id
        where a.organization_id = ${scope.organizationId}${inScope(scope, 'a.case_id')} and a.acknowledged_at is null
        order by ${SEVERITY_SQL}, a.created_at desc, a.id limit ${take}`,
  );
  const insights = rows.map(
    (r): Insight => ({
      id: `lawyer_alert:${r.id}`,
      kind: 'lawyer_alert',
      severity: asSeverity(r.severity),
      title: r.title,
      reason: r.detail,
      link: `/cases/${r.case_id}?tab=lawyer-analysis`,
      case_id: r.case_id,
      case_name: r.case_name,
      due_at: null,
      created_at: iso(r.created_ms)!,
    }),
  );
  return { total: rows[0]?.total ?? 0, insights };
}
