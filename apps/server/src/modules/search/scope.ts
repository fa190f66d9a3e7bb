import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../db/client.js';
import { fieldError } from '../../platform/http/errors.js';
import type { SearchScope } from '../../platform/search/search-index.js';
import type { Caller } from '../../platform/http/caller.js';
import { visibleCaseIds } from '../../platform/policy/case-policy.js';

/** The cases a caller may search: the case policy's visibility as a list of ids (null: the whole firm). */
export async function searchScopeFor(db: DbOrTx, caller: Caller): Promise<SearchScope> {
  return { organizationId: caller.organizationId, caseIds: await visibleCaseIds(db, caller) };
}

/**
 * A custodian filter must name a custodian of a case the caller may search (and of the case asked
 * for, when one is): otherwise 400 on custodian_id, the same answer for another firm's custodian as
 * for one that never existed, so the answer says nothing about other firms.
 */
export async function assertCustodianFilter(db: DbOrTx, scope: SearchScope, custodianId: string, caseId: string | undefined): Promise<void> {
  const [found] = await rows<{ case_id: string }>(db, sql`select case_id from custodians where id = ${custodianId} and organization_id = ${scope.organizationId}`);
  const visible = found && (scope.caseIds === null || scope.caseIds.includes(found.case_id));
  if (!visible || (caseId && found.case_id !== caseId)) throw fieldError('custodian_id', caseId ? 'Not a custodian of this case' : 'Not a custodian of a case you can search');
}
