import { and, eq } from 'drizzle-orm';
import { derived } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseMembers, cases } from '../../db/schema/index.js';
import type { SearchScope } from '../../platform/search/search-index.js';
import type { Caller } from '../../platform/http/caller.js';

/** The cases a caller may search: all of the firm's for partner and above, else their assignments. */
export async function searchScopeFor(db: DbOrTx, caller: Caller): Promise<SearchScope> {
  if (derived.canAccessAllCases(caller.role)) return { organizationId: caller.organizationId, caseIds: null };
  const rows = await db
    .select({ id: caseMembers.caseId })
    .from(caseMembers)
    .innerJoin(cases, eq(cases.id, caseMembers.caseId))
    .where(and(eq(caseMembers.userId, caller.userId), eq(cases.organizationId, caller.organizationId)));
  return { organizationId: caller.organizationId, caseIds: rows.map((r) => r.id) };
}
