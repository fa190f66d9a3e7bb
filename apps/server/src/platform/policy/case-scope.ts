import { sql, type SQL } from 'drizzle-orm';
import { caseVisibility } from '@app/contract';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { cases } from '../../db/schema/index.js';
import type { Caller } from '../http/caller.js';
import { notFound } from '../http/errors.js';
import { visibleCasesSql } from './case-policy.js';

/*
 * Which cases a firm-wide read covers (the dashboard's figures, and the modules' insight sources it
 * composes them from): the case policy's visible cases — partners and above: the firm's; associates
 * and below: their assigned ones — optionally narrowed to one case. One value is handed to every
 * module's query, so all of a read's figures count the same cases.
 */

export interface CaseScope {
  organizationId: string;
  /**
   * `select id from cases where …`: the ids of the cases covered, for `case_id in (…)`; null when
   * that is every case of the firm, where `organization_id =` alone says it (a partner's read then
   * goes through the tables' organisation indexes, with no join to cases).
   */
  caseIds: SQL | null;
  caseId: string | null;
}

export function caseScopeOf(caller: Caller, caseId: string | null = null): CaseScope {
  const firmWide = caseVisibility(caller).kind === 'firm' && !caseId;
  const one = caseId ? sql` and ${cases.id} = ${caseId}` : sql``;
  return {
    organizationId: caller.organizationId,
    caseIds: firmWide ? null : sql`select ${cases.id} from ${cases} where ${visibleCasesSql(caller)}${one}`,
    caseId,
  };
}

/** ` and <column> in (the covered case ids)`, or nothing when the scope is the whole firm. */
export function inCaseScope(scope: CaseScope, column: string): SQL {
  return scope.caseIds ? sql` and ${sql.raw(column)} in (${scope.caseIds})` : sql``;
}

/** 404 unless the caller may see the scope's case (another firm's, unassigned or unknown alike). */
export async function assertCaseInScope(db: DbOrTx, scope: CaseScope): Promise<void> {
  const found = scope.caseIds ? await queryRows<{ id: string }>(db, scope.caseIds) : [];
  if (found.length === 0) throw notFound('Case');
}

/** What a scoped list read returns: how many items it found, and the first few in its own order. */
export interface Counted<T> {
  total: number;
  rows: T[];
}
