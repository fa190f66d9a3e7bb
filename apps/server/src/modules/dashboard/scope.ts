import { sql, type SQL } from 'drizzle-orm';
import { caseVisibility } from '@app/contract';
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
  /**
   * `select id from cases where …`: the ids of the cases covered, for `case_id in (…)`; null when
   * that is every case of the firm, where `organization_id =` alone says it (a partner's dashboard
   * then reads the firm's rows through their organisation indexes, with no join to cases).
   */
  caseIds: SQL | null;
  caseId: string | null;
}

export function scopeOf(caller: Caller, caseId: string | null = null): DashboardScope {
  const firmWide = caseVisibility(caller).kind === 'firm' && !caseId;
  const one = caseId ? sql` and ${cases.id} = ${caseId}` : sql``;
  return {
    organizationId: caller.organizationId,
    caseIds: firmWide ? null : sql`select ${cases.id} from ${cases} where ${visibleCasesSql(caller)}${one}`,
    caseId,
  };
}

/** ` and <column> in (the covered case ids)`, or nothing when the scope is the whole firm. */
export function inScope(scope: DashboardScope, column: string): SQL {
  return scope.caseIds ? sql` and ${sql.raw(column)} in (${scope.caseIds})` : sql``;
}

/** 404 unless the caller may see the case (another firm's, unassigned or unknown alike). */
export async function assertCaseVisible(db: DbOrTx, scope: DashboardScope): Promise<void> {
  const rows = scope.caseIds ? await queryRows<{ id: string }>(db, scope.caseIds) : [];
  if (rows.length === 0) throw notFound('Case');
}
