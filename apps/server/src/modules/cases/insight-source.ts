import { sql } from 'drizzle-orm';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { epochMs, isoDaySql, utcWeekSql, type WeekCount } from '../../db/sql-time.js';
import { inCaseScope, type CaseScope, type Counted } from '../../platform/policy/case-scope.js';
import { eventDaySql, type DeadlineDays } from './event-day.js';

export { eventDaySql, type DeadlineDays } from './event-day.js';
export { unansweredDeadlines, type UnansweredDeadline } from './unanswered-deadlines.js';

/*
 * What the cases module tells a firm-wide read (the dashboard composes these): its cases' counts,
 * the open cases gone quiet, and the deadlines on their calendars. Each reads the caller's scope
 * (platform/policy/case-scope.ts) and nothing outside cases, their events and their documents.
 */

/**
 * An open case's last activity: its own last change, its newest document, its newest event change.
 * The count and the list share it so the tile and the list agree on which cases are quiet.
 */
const lastActivitySql = sql.raw(`greatest(
  c.updated_at,
  (select max(d.created_at) from documents d where d.case_id = c.id),
  (select max(e.updated_at) from case_events e where e.case_id = c.id))`);

export interface CaseCounts {
  total: number;
  open: number;
  /** Open cases with no activity since `inactiveBefore`. */
  inactive: number;
}

export async function caseCounts(db: DbOrTx, scope: CaseScope, inactiveBefore: Date): Promise<CaseCounts> {
  const [row] = await queryRows<CaseCounts>(
    db,
    sql`select count(*)::int as total,
          count(*) filter (where c.status <> 'closed')::int as open,
          count(*) filter (where c.status <> 'closed' and ${lastActivitySql} < ${inactiveBefore.toISOString()})::int as inactive
        from cases c where c.organization_id = ${scope.organizationId}${inCaseScope(scope, 'c.id')}`,
  );
  return row ?? { total: 0, open: 0, inactive: 0 };
}

export interface InactiveCase {
  id: string;
  name: string;
  lastActivity: Date;
  createdAt: Date;
}

/** Open cases quiet since `inactiveBefore`, the longest quiet first: how many, and the first `take`. */
export async function inactiveCases(db: DbOrTx, scope: CaseScope, inactiveBefore: Date, take: number): Promise<Counted<InactiveCase>> {
  const rows = await queryRows<{ id: string; name: string; last_ms: number; created_ms: number; total: number }>(
    db,
    sql`select id, name, last_ms, created_ms, (count(*) over ())::int as total from (
          select c.id, c.name, (extract(epoch from ${lastActivitySql}) * 1000)::float8 as last_ms, ${epochMs('c.created_at')} as created_ms
          from cases c
          where c.organization_id = ${scope.organizationId}${inCaseScope(scope, 'c.id')} and c.status <> 'closed'
        ) a
        where last_ms < ${inactiveBefore.getTime()}
        order by last_ms, id limit ${take}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({ id: r.id, name: r.name, lastActivity: new Date(r.last_ms), createdAt: new Date(r.created_ms) })),
  };
}

export interface DeadlineCounts {
  /** Scheduled deadlines from today to the horizon. */
  next_7_days: number;
  /** Scheduled deadlines dated before today (within the search window below). */
  overdue: number;
}

/** Scheduled deadlines up to the horizon: those still ahead, and those already past. */
export async function deadlineCounts(db: DbOrTx, scope: CaseScope, days: DeadlineDays): Promise<DeadlineCounts> {
  const day = eventDaySql(days.timeZone);
  // Two days past the horizon's midnight: a firm's day ends up to 14 hours after UTC's; the date test decides.
  const until = new Date(Date.parse(`${days.horizonDay}T00:00:00Z`) + 2 * 86_400_000).toISOString();
  const [row] = await queryRows<DeadlineCounts>(
    db,
    sql`select count(*) filter (where ${day} >= ${days.today}::date)::int as next_7_days,
          count(*) filter (where ${day} < ${days.today}::date)::int as overdue
        from case_events e
        where organization_id = ${scope.organizationId}${inCaseScope(scope, 'case_id')}
          and event_type = 'deadline' and status = 'scheduled' and starts_at < ${until}
          and ${day} <= ${days.horizonDay}::date`,
  );
  return row ?? { next_7_days: 0, overdue: 0 };
}

/** Scheduled deadlines per UTC week (Monday), from `from` until before `until`; weeks without any are absent. */
export function deadlinesPerWeek(db: DbOrTx, scope: CaseScope, from: Date, until: Date): Promise<WeekCount[]> {
  return queryRows<WeekCount>(
    db,
    sql`select ${isoDaySql(utcWeekSql('starts_at'))} as week_start, count(*)::int as value from case_events
        where organization_id = ${scope.organizationId}${inCaseScope(scope, 'case_id')}
          and event_type = 'deadline' and status = 'scheduled' and starts_at >= ${from.toISOString()} and starts_at < ${until.toISOString()}
        group by ${utcWeekSql('starts_at')}`,
  );
}
