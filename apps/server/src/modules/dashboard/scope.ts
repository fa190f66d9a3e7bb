import { sql, type SQL } from 'drizzle-orm';
import { cases } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { notFound } from '../../platform/http/errors.js';
import { visibleCasesSql } from '../../platform/policy/case-policy.js';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';

/*
 * Which cases a dashboard read covers: the case policy's visible cases (partners and above: the
 * firm's; associates and below: their assigned ones), optionally narrowed to one case.
 */

export interface DashboardScope {
  organizationId: string;
  /** `select id from cases where …`: the ids of the cases covered, for `case_id in (…)`. */
  caseIds: SQL;
  caseId: string | null;
}

export function scopeOf(caller: Caller, caseId: string | null = null): DashboardScope {
  const one = caseId ? sql` and ${cases.id} = ${caseId}` : sql``;
  return {
    organizationId: caller.organizationId,
    caseIds: sql`select ${cases.id} from ${cases} where ${visibleCasesSql(caller)}${one}`,
    caseId,
  };
}

/** 404 unless the caller may see the case (another firm's, unassigned or unknown alike). */
export async function assertCaseVisible(db: DbOrTx, scope: DashboardScope): Promise<void> {
  const rows = await queryRows<{ id: string }>(db, scope.caseIds);
  if (rows.length === 0) throw notFound('Case');
}
