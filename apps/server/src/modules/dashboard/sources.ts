import { CASE_INACTIVE_DAYS, calendarDaysBetween, deadlineDistance, hasMinimumRole, type Insight, type InsightSeverity } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Caller } from '../../platform/http/caller.js';
import type { CaseScope } from '../../platform/policy/case-scope.js';
import { inactiveCases } from '../cases/insight-source.js';
import { unacknowledgedBudgetCrossings } from '../cost-analytics/insight-source.js';
import { responsesDue } from '../discovery/insight-source.js';
import { failedDocuments } from '../documents/insight-source.js';
import { openLawyerAlerts } from '../lawyer-analysis/insight-source.js';
import { deadlinesWithoutFiling } from './deadlines.js';
import { daysBetween, type DashboardWindow } from './window.js';

/*
 * One function per insight kind. The owning module finds the items (its insight-source.ts: it
 * counts all of them and returns the first `take` in the order the merged list uses, so the
 * dashboard never loads every failed document of a large firm to show ten); the dashboard says
 * what each means here: its severity, title, reason and link.
 */

export interface SourceResult {
  total: number;
  insights: Insight[];
}

export async function deadlineInsights(db: DbOrTx, scope: CaseScope, w: DashboardWindow, take: number): Promise<SourceResult> {
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

export async function discoveryInsights(db: DbOrTx, scope: CaseScope, w: DashboardWindow, take: number): Promise<SourceResult> {
  const due = await responsesDue(db, scope, w, take);
  const insights = due.rows.map((r): Insight => {
    const days = calendarDaysBetween(w.today, r.dueDate);
    const overdue = days < 0;
    return {
      id: `discovery_response_due:${r.id}`,
      kind: 'discovery_response_due',
      severity: overdue ? 'critical' : days <= 2 ? 'high' : 'medium',
      title: overdue ? `Discovery response ${deadlineDistance(days)}: ${r.title}` : `Discovery response due ${deadlineDistance(days)}: ${r.title}`,
      reason: overdue
        ? `Our responses to ${r.title} were due on ${r.dueDate} and the request is still open.`
        : `Our responses to ${r.title} are due on ${r.dueDate} and have not been served.`,
      link: r.deadlineEventId ? `/cases/${r.caseId}?event=${r.deadlineEventId}` : `/discovery?request=${r.id}`,
      case_id: r.caseId,
      case_name: r.caseName,
      due_at: `${r.dueDate}T00:00:00.000Z`,
      created_at: r.createdAt.toISOString(),
    };
  });
  return { total: due.total, insights };
}

export async function failedDocumentInsights(db: DbOrTx, scope: CaseScope, take: number): Promise<SourceResult> {
  const failed = await failedDocuments(db, scope, take);
  const insights = failed.rows.map(
    (r): Insight => ({
      id: `document_failed:${r.id}`,
      kind: 'document_failed',
      severity: 'medium',
      title: `Processing failed: ${r.filename}`,
      reason: r.failureReason ? `${r.filename} could not be processed: ${r.failureReason}` : `${r.filename} could not be processed; it is not searchable until it is re-processed or replaced.`,
      link: `/cases/${r.caseId}?document=${r.id}`,
      case_id: r.caseId,
      case_name: r.caseName,
      due_at: r.failedAt.toISOString(),
      created_at: r.createdAt.toISOString(),
    }),
  );
  return { total: failed.total, insights };
}

export async function inactiveCaseInsights(db: DbOrTx, scope: CaseScope, w: DashboardWindow, take: number): Promise<SourceResult> {
  const quiet = await inactiveCases(db, scope, w.inactiveBefore, take);
  const insights = quiet.rows.map((r): Insight => {
    const idle = daysBetween(r.lastActivity, w.now);
    return {
      id: `case_inactive:${r.id}`,
      kind: 'case_inactive',
      severity: 'low',
      title: `No activity for ${idle} days: ${r.name}`,
      reason: `Nothing has changed on ${r.name} (documents, events, details) since ${r.lastActivity.toISOString().slice(0, 10)}; open cases idle for over ${CASE_INACTIVE_DAYS} days are listed.`,
      link: `/cases/${r.id}`,
      case_id: r.id,
      case_name: r.name,
      due_at: null,
      created_at: r.createdAt.toISOString(),
    };
  });
  return { total: quiet.total, insights };
}

/** The highest threshold crossed this month per budget (partners and above; not tied to a case). */
export async function budgetInsights(db: DbOrTx, caller: Caller, scope: CaseScope, w: DashboardWindow, take: number): Promise<SourceResult> {
  if (!hasMinimumRole(caller.role, 'partner') || scope.caseId) return { total: 0, insights: [] };
  const crossed = await unacknowledgedBudgetCrossings(db, scope.organizationId, w.month, take);
  const insights = crossed.rows.map((r): Insight => {
    const whose = r.userId ? `${r.userName ?? 'A user'}'s AI budget` : "The firm's AI budget";
    const severity: InsightSeverity = r.threshold >= 100 ? 'critical' : r.threshold >= 80 ? 'high' : 'medium';
    return {
      id: `budget_threshold:${r.id}`,
      kind: 'budget_threshold',
      severity,
      title: `${whose} reached ${r.threshold} %`,
      reason: `${whose} has spent $${r.spentUsd.toFixed(2)} of $${r.limitUsd.toFixed(2)} this month (${w.month}).`,
      link: '/costs',
      case_id: null,
      case_name: null,
      due_at: null,
      created_at: r.createdAt.toISOString(),
    };
  });
  return { total: crossed.total, insights };
}

const asSeverity = (s: string): InsightSeverity => (s === 'critical' || s === 'high' || s === 'medium' || s === 'low' ? s : 'medium');

export async function lawyerAlertInsights(db: DbOrTx, scope: CaseScope, take: number): Promise<SourceResult> {
  const open = await openLawyerAlerts(db, scope, take);
  const insights = open.rows.map(
    (r): Insight => ({
      id: `lawyer_alert:${r.id}`,
      kind: 'lawyer_alert',
      severity: asSeverity(r.severity),
      title: r.title,
      reason: r.detail,
      link: `/cases/${r.caseId}?tab=lawyer-analysis`,
      case_id: r.caseId,
      case_name: r.caseName,
      due_at: null,
      created_at: r.createdAt.toISOString(),
    }),
  );
  return { total: open.total, insights };
}
