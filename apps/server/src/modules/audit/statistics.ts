import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { RISK_LEVELS, type AuditAction, type AuditStatistics, type RiskLevel } from '@app/contract';
import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { readableAuditRows } from './filters.js';

const DAY_MS = 86_400_000;
const DEFAULT_PERIOD_DAYS = 30;
/** Longer periods list only the days that had events, so a chart never gets thousands of zero bars. */
const MAX_FILLED_DAYS = 366;

const DOCUMENT_ACCESS: AuditAction[] = ['document_viewed', 'document_downloaded'];
const CASE_MODIFICATIONS: AuditAction[] = [
  'case_created',
  'case_updated',
  'case_deleted',
  'case_archived',
  'case_assigned',
  'case_unassigned',
  'case_status_changed',
];
const DATA_EXPORTS: AuditAction[] = ['data_export', 'search_export'];
/** A sign-in that failed or a request the role table refused. */
const FAILED_ACCESS: AuditAction[] = ['login_failed', 'permission_denied'];

export interface Period {
  start: Date;
  end: Date;
}

export function statisticsPeriod(periodStart?: string, periodEnd?: string): Period {
  const end = periodEnd ? new Date(periodEnd) : new Date();
  const start = periodStart ? new Date(periodStart) : new Date(end.getTime() - DEFAULT_PERIOD_DAYS * DAY_MS);
  return { start, end };
}

const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The audit statistics shape for the rows of the period the caller may read (the same walls as the
 * list: counts would otherwise tell about cases the caller cannot see), plus events per day and risk.
 */
export async function auditStatistics(db: Db, caller: Caller, period: Period): Promise<AuditStatistics> {
  const organizationId = caller.organizationId;
  const where = and(readableAuditRows(caller), gte(auditLogs.timestamp, period.start), lte(auditLogs.timestamp, period.end));
  const day = sql<string>`to_char(${auditLogs.timestamp} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [totals] = await db
    .select({
      total: count(),
      failedLogins: countWhere(eq(auditLogs.action, 'login_failed')),
      documentAccesses: countWhere(inArray(auditLogs.action, DOCUMENT_ACCESS)),
      caseModifications: countWhere(inArray(auditLogs.action, CASE_MODIFICATIONS)),
      highRisk: countWhere(inArray(auditLogs.riskLevel, ['high', 'critical'])),
      gdpr: countWhere(eq(auditLogs.action, 'gdpr_request_processed')),
      exports: countWhere(inArray(auditLogs.action, DATA_EXPORTS)),
      failedAccess: countWhere(inArray(auditLogs.action, FAILED_ACCESS)),
      incidents: countWhere(eq(auditLogs.action, 'security_alert')),
      // An action the policy refused (blocked), whoever attempted it.
      violations: countWhere(eq(auditLogs.outcome, 'blocked')),
    })
    .from(auditLogs)
    .where(where);
  const byAction = await db.select({ key: auditLogs.action, n: count() }).from(auditLogs).where(where).groupBy(auditLogs.action);
  const userKey = sql<string>`coalesce(${auditLogs.userEmail}, 'unknown')`;
  const byUser = await db.select({ key: userKey, n: count() }).from(auditLogs).where(where).groupBy(userKey);
  const byRisk = await db.select({ key: auditLogs.riskLevel, n: count() }).from(auditLogs).where(where).groupBy(auditLogs.riskLevel);
  const byDay = await db
    .select({ day, risk: auditLogs.riskLevel, n: count() })
    .from(auditLogs)
    .where(where)
    .groupBy(day, auditLogs.riskLevel);

  const riskCounts = Object.fromEntries(RISK_LEVELS.map((r) => [r, 0])) as Record<RiskLevel, number>;
  for (const r of byRisk) riskCounts[r.key] = r.n;

  return {
    organization_id: organizationId,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    total_events: totals?.total ?? 0,
    events_by_action: Object.fromEntries(byAction.map((r) => [r.key, r.n])),
    events_by_user: Object.fromEntries(byUser.map((r) => [r.key, r.n])),
    events_by_risk_level: riskCounts,
    events_by_day: eventsByDay(period, byDay),
    failed_logins: totals?.failedLogins ?? 0,
    document_accesses: totals?.documentAccesses ?? 0,
    case_modifications: totals?.caseModifications ?? 0,
    high_risk_events: totals?.highRisk ?? 0,
    compliance_summary: {
      gdpr_requests: totals?.gdpr ?? 0,
      data_exports: totals?.exports ?? 0,
      failed_access_attempts: totals?.failedAccess ?? 0,
      security_incidents: totals?.incidents ?? 0,
      policy_violations: totals?.violations ?? 0,
    },
  };
}

type DayRow = AuditStatistics['events_by_day'][number];

/** One entry per UTC day of the period (zeros included) so charts have a continuous axis. */
function eventsByDay(period: Period, counts: { day: string; risk: RiskLevel; n: number }[]): DayRow[] {
  const days = new Map<string, DayRow>();
  const empty = (date: string): DayRow => ({ date, low: 0, medium: 0, high: 0, critical: 0 });
  const first = Date.UTC(period.start.getUTCFullYear(), period.start.getUTCMonth(), period.start.getUTCDate());
  if ((period.end.getTime() - first) / DAY_MS <= MAX_FILLED_DAYS) {
    for (let t = first; t <= period.end.getTime(); t += DAY_MS) {
      const date = new Date(t).toISOString().slice(0, 10);
      days.set(date, empty(date));
    }
  }
  for (const { day, risk, n } of counts) {
    const row = days.get(day) ?? empty(day);
    if ((RISK_LEVELS as readonly string[]).includes(risk)) row[risk] += n;
    days.set(day, row);
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
