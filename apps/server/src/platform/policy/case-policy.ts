import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CASE_ACTIONS, caseVisibility, mayOnCase, type CaseAccessLevel, type CaseAction } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseMembers, cases } from '../../db/schema/index.js';
import type { Caller } from '../http/caller.js';
import { forbidden } from '../http/errors.js';

/*
 * The server side of the case policy (packages/contract/src/policy/case.ts): the one SQL form of
 * "which cases may this caller see", and the check of an action on one case.
 */

/** The SQL condition "the caller may see this case" (over the `cases` table). */
export function visibleCasesSql(caller: Caller): SQL {
  const firm = eq(cases.organizationId, caller.organizationId);
  const visibility = caseVisibility(caller);
  if (visibility.kind === 'firm') return firm;
  return and(
    firm,
    sql`exists (select 1 from ${caseMembers} where ${caseMembers.caseId} = ${cases.id} and ${caseMembers.userId} = ${visibility.userId})`,
  ) as SQL;
}

/** The same rule as a list of case ids, or null for every case of the firm (for the search index). */
export async function visibleCaseIds(db: DbOrTx, caller: Caller): Promise<string[] | null> {
  const visibility = caseVisibility(caller);
  if (visibility.kind === 'firm') return null;
  const rows = await db
    .select({ id: caseMembers.caseId })
    .from(caseMembers)
    .innerJoin(cases, eq(cases.id, caseMembers.caseId))
    .where(and(eq(caseMembers.userId, visibility.userId), eq(cases.organizationId, caller.organizationId)));
  return rows.map((r) => r.id);
}

/** 403 unless the caller may do this on a case where they hold `level`. */
export function assertCaseAction(caller: Caller, level: CaseAccessLevel, action: CaseAction): void {
  if (!mayOnCase(caller.role, level, action)) throw forbidden(CASE_ACTIONS[action].denied);
}
