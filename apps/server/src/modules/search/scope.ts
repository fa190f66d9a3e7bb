import type { DbOrTx } from '../../db/client.js';
import type { SearchScope } from '../../platform/search/search-index.js';
import type { Caller } from '../../platform/http/caller.js';
import { visibleCaseIds } from '../../platform/policy/case-policy.js';

/** The cases a caller may search: the case policy's visibility as a list of ids (null: the whole firm). */
export async function searchScopeFor(db: DbOrTx, caller: Caller): Promise<SearchScope> {
  return { organizationId: caller.organizationId, caseIds: await visibleCaseIds(db, caller) };
}
