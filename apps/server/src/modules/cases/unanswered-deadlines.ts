import { sql } from 'drizzle-orm';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { inCaseScope, type CaseScope } from '../../platform/policy/case-scope.js';
import { eventDaySql, type DeadlineDays } from './event-day.js';

/*
 * Deadline events from today to the horizon with no filing answering them. The rule is the case
 * analysis's (modules/analysis/gaps.ts, `answered`): a filing event dated in the 60 days up to the
 * deadline that shares the deadline title's words answers it. Only the events are read here (not
 * document texts), so a firm-wide read stays a few index look-ups.
 */

const FILING_WINDOW_DAYS = 60;
// The analysis's word rule (gaps.ts `keywords`), repeated: the analysis module builds on cases, not the reverse.
const STOP = new Set(['the', 'and', 'for', 'due', 'of', 'to', 'by', 'a', 'an', 'on', 'in', 'with', 'be', 'must', 'no', 'later', 'than']);
const keywords = (s: string) => (s.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP.has(w));
const DAY = 86_400_000;

export interface UnansweredDeadline {
  id: string;
  caseId: string;
  caseName: string;
  title: string;
  startsAt: Date;
  /** Its calendar date as the firm reads it (contract deadlineDate). */
  day: string;
  createdAt: Date;
}

interface DeadlineRow {
  id: string;
  case_id: string;
  case_name: string;
  title: string;
  starts_ms: number;
  day: string;
  created_ms: number;
}
interface FilingRow {
  case_id: string;
  text: string;
  starts_ms: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/*
 * Instant bounds a day wider than the horizon's dates: a firm's day starts up to 14 hours before or
 * after UTC midnight, so these keep the starts_at index in use and the date test decides.
 */
const todayStart = (days: DeadlineDays) => Date.parse(`${days.today}T00:00:00Z`);
const searchFrom = (days: DeadlineDays) => new Date(todayStart(days) - DAY);
const searchUntil = (days: DeadlineDays) => new Date(Date.parse(`${days.horizonDay}T00:00:00Z`) + 2 * DAY);

/** The horizon's scheduled deadlines that no filing answers, soonest first. */
export async function unansweredDeadlines(db: DbOrTx, scope: CaseScope, days: DeadlineDays): Promise<UnansweredDeadline[]> {
  const day = eventDaySql(days.timeZone);
  const deadlines = await queryRows<DeadlineRow>(
    db,
    sql`select e.id, e.case_id, c.name as case_name, e.title, ${day}::text as day,
          (extract(epoch from e.starts_at) * 1000)::float8 as starts_ms, (extract(epoch from e.created_at) * 1000)::float8 as created_ms
        from case_events e join cases c on c.id = e.case_id
        where e.organization_id = ${scope.organizationId}${inCaseScope(scope, 'e.case_id')}
          and e.event_type = 'deadline' and e.status = 'scheduled'
          and e.starts_at >= ${searchFrom(days).toISOString()} and e.starts_at < ${searchUntil(days).toISOString()}
          and ${day} between ${days.today}::date and ${days.horizonDay}::date
        order by day, e.starts_at, e.id`,
  );
  if (deadlines.length === 0) return [];
  const caseIds = [...new Set(deadlines.map((d) => d.case_id))];
  const filings = await queryRows<FilingRow>(
    db,
    sql`select case_id, title || ' ' || coalesce(description, '') as text, (extract(epoch from starts_at) * 1000)::float8 as starts_ms
        from case_events
        where organization_id = ${scope.organizationId} and case_id in (${sql.join(caseIds.map((id) => sql`${id}`), sql`, `)})
          and event_type = 'filing' and status <> 'cancelled'
          and starts_at >= ${new Date(todayStart(days) - FILING_WINDOW_DAYS * DAY).toISOString()} and starts_at < ${searchUntil(days).toISOString()}`,
  );
  return deadlines
    .filter((d) => !answered(d, filings))
    .map((d) => ({ id: d.id, caseId: d.case_id, caseName: d.case_name, title: d.title, startsAt: new Date(d.starts_ms), day: d.day, createdAt: new Date(d.created_ms) }));
}

function answered(deadline: DeadlineRow, filings: FilingRow[]): boolean {
  const until = isoDay(deadline.starts_ms);
  const from = isoDay(deadline.starts_ms - FILING_WINDOW_DAYS * DAY);
  const subject = keywords(deadline.title);
  const shares = (text: string) => subject.filter((word) => text.toLowerCase().includes(word)).length >= Math.min(2, subject.length);
  return filings.some((f) => f.case_id === deadline.case_id && isoDay(f.starts_ms) <= until && isoDay(f.starts_ms) >= from && shares(f.text));
}
