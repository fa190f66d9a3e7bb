import { sql, type SQL } from 'drizzle-orm';
import type { CalendarEvent, CalendarEventsQuery } from '@app/contract';
import { rows, type DbOrTx } from '../../db/client.js';
import { caseMembers, users, type CaseEventRow } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { notFound } from '../../platform/http/errors.js';
import { assertCaseInScope, caseScopeOf, inCaseScope } from '../../platform/policy/case-scope.js';
import { eventDaySql } from '../cases/event-day.js';
import { presentEvent } from '../cases/present.js';
import type { DeadlineExplanations } from './explanations.js';

/** The calendar reads at most this many events at once (a busy firm's month is far fewer). */
const MAX_EVENTS = 2000;

interface Row {
  id: string;
  organization_id: string;
  case_id: string;
  event_type: CaseEventRow['eventType'];
  title: string;
  description: string | null;
  starts_at: string | Date;
  ends_at: string | Date | null;
  all_day: boolean;
  location: string | null;
  status: CaseEventRow['status'];
  created_by: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  case_name: string;
  docket_number: string | null;
  day: string;
}

const asDate = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));

/** 404 unless the person is someone of the caller's firm (another firm's id looks like no one's). */
async function assertPersonOfFirm(db: DbOrTx, caller: Caller, personId: string): Promise<void> {
  const found = await rows<{ id: string }>(db, sql`select id from ${users} where id = ${personId} and organization_id = ${caller.organizationId}`);
  if (found.length === 0) throw notFound('Person');
}

/**
 * The events of the cases the caller sees that fall between two days of the firm's calendar, in
 * day order. A person filter keeps the events of the cases they are assigned to and the events they
 * created; the caller's own visibility still bounds everything.
 */
export async function calendarEvents(
  db: DbOrTx,
  caller: Caller,
  timeZone: string,
  query: CalendarEventsQuery,
  explain: DeadlineExplanations,
): Promise<CalendarEvent[]> {
  const scope = caseScopeOf(caller, query.case_id ?? null);
  if (query.case_id) await assertCaseInScope(db, scope);
  if (query.person_id) await assertPersonOfFirm(db, caller, query.person_id);
  const day = eventDaySql(timeZone, 'e');
  const conditions: SQL[] = [sql`e.organization_id = ${caller.organizationId}`, sql`${day} between ${query.from}::date and ${query.to}::date`];
  if (query.case_id) conditions.push(sql`e.case_id = ${query.case_id}`);
  if (query.event_type) conditions.push(sql`e.event_type = ${query.event_type}`);
  if (query.person_id) {
    conditions.push(
      sql`(e.created_by = ${query.person_id} or exists (select 1 from ${caseMembers} m where m.case_id = e.case_id and m.user_id = ${query.person_id}))`,
    );
  }
  const found = await rows<Row>(
    db,
    sql`select e.id, e.organization_id, e.case_id, e.event_type, e.title, e.description, e.starts_at, e.ends_at, e.all_day, e.location,
               e.status, e.created_by, e.created_at, e.updated_at, c.name as case_name, c.docket_number, to_char(${day}, 'YYYY-MM-DD') as day
          from case_events e join cases c on c.id = e.case_id
         where ${sql.join(conditions, sql` and `)}${inCaseScope(scope, 'e.case_id')}
         order by day, e.all_day desc, e.starts_at, e.id
         limit ${MAX_EVENTS}`,
  );
  const explanations = await explain(
    db,
    caller.organizationId,
    found.filter((r) => r.event_type === 'deadline').map((r) => r.id),
  );
  return found.map((r) => ({
    ...presentEvent({
      id: r.id,
      organizationId: r.organization_id,
      caseId: r.case_id,
      eventType: r.event_type,
      title: r.title,
      description: r.description,
      startsAt: asDate(r.starts_at),
      endsAt: r.ends_at === null ? null : asDate(r.ends_at),
      allDay: r.all_day,
      location: r.location,
      status: r.status,
      createdBy: r.created_by,
      createdAt: asDate(r.created_at),
      updatedAt: asDate(r.updated_at),
      searchText: null,
    }),
    case_name: r.case_name,
    docket_number: r.docket_number,
    day: r.day,
    explanation: explanations.has(r.id) ? [...(explanations.get(r.id) ?? [])] : null,
  }));
}
