import { sql } from 'drizzle-orm';
import type { CalendarFilters } from '@app/contract';
import { rows, type DbOrTx } from '../../db/client.js';
import { caseMembers, cases, users } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { visibleCasesSql } from '../../platform/policy/case-policy.js';

/** The choices of the calendar's filters: the cases the caller sees, and the people assigned to them. */
export async function calendarFilters(db: DbOrTx, caller: Caller, timeZone: string): Promise<CalendarFilters> {
  const visible = await rows<{ id: string; name: string; docket_number: string | null }>(
    db,
    sql`select ${cases.id} as id, ${cases.name} as name, ${cases.docketNumber} as docket_number from ${cases}
         where ${visibleCasesSql(caller)} order by lower(${cases.name}), ${cases.id} limit 1000`,
  );
  const people = await rows<{ id: string; name: string }>(
    db,
    sql`select u.id, u.full_name as name from ${users} u
         where u.organization_id = ${caller.organizationId}
           and (u.id = ${caller.userId}
                or exists (select 1 from ${caseMembers} m join ${cases} on ${cases.id} = m.case_id where m.user_id = u.id and ${visibleCasesSql(caller)}))
         order by lower(u.full_name), u.id`,
  );
  return { cases: visible, people, time_zone: timeZone };
}
