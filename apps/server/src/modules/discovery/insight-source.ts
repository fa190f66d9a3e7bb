import { sql } from 'drizzle-orm';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { epochMs } from '../../db/sql-time.js';
import { inCaseScope, type CaseScope, type Counted } from '../../platform/policy/case-scope.js';

/*
 * What the discovery module tells a firm-wide read (the dashboard composes these): the requests we
 * received whose responses are due by the horizon (open, not deleted), and which calendar deadlines
 * are such requests' own (they say less than the request does, so a reader lists the request).
 */

/** Due dates as the firm reads them: 'YYYY-MM-DD' in its time zone. */
export interface DueDays {
  today: string;
  horizonDay: string;
}

export interface ResponseCounts {
  responses_due_7_days: number;
  overdue: number;
}

const dueByHorizon = (scope: CaseScope, days: DueDays, r: string) =>
  sql`${sql.raw(r)}.organization_id = ${scope.organizationId}${inCaseScope(scope, `${r}.case_id`)}
    and ${sql.raw(r)}.deleted_at is null and ${sql.raw(r)}.direction = 'received' and ${sql.raw(r)}.status = 'open' and ${sql.raw(r)}.due_date <= ${days.horizonDay}`;

/** Our open responses due from today to the horizon, and those already overdue. */
export async function responseCounts(db: DbOrTx, scope: CaseScope, days: DueDays): Promise<ResponseCounts> {
  const [row] = await queryRows<ResponseCounts>(
    db,
    sql`select count(*) filter (where r.due_date >= ${days.today})::int as responses_due_7_days,
          count(*) filter (where r.due_date < ${days.today})::int as overdue
        from discovery_requests r where ${dueByHorizon(scope, days, 'r')}`,
  );
  return row ?? { responses_due_7_days: 0, overdue: 0 };
}

export interface ResponseDue {
  id: string;
  caseId: string;
  caseName: string;
  title: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  /** The request's deadline on the case's calendar, when it has one. */
  deadlineEventId: string | null;
  createdAt: Date;
}

/** Our open responses due by the horizon (overdue included), the earliest first: how many, and the first `take`. */
export async function responsesDue(db: DbOrTx, scope: CaseScope, days: DueDays, take: number): Promise<Counted<ResponseDue>> {
  const rows = await queryRows<{ id: string; case_id: string; case_name: string; title: string; due_date: string; deadline_event_id: string | null; created_ms: number; total: number }>(
    db,
    sql`select r.id, r.case_id, c.name as case_name, r.title, r.due_date::text as due_date, r.deadline_event_id,
          ${epochMs('r.created_at')} as created_ms, (count(*) over ())::int as total
        from discovery_requests r join cases c on c.id = r.case_id
        where ${dueByHorizon(scope, days, 'r')}
        order by r.due_date, r.id limit ${take}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      caseId: r.case_id,
      caseName: r.case_name,
      title: r.title,
      dueDate: r.due_date,
      deadlineEventId: r.deadline_event_id,
      createdAt: new Date(r.created_ms),
    })),
  };
}

/** Of these calendar events, the ones that are a (not deleted) discovery request's response deadline. */
export async function requestDeadlineEvents(db: DbOrTx, organizationId: string, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select deadline_event_id as id from discovery_requests
        where organization_id = ${organizationId} and deleted_at is null
          and deadline_event_id in (${sql.join(eventIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Set(rows.map((r) => r.id));
}
