import { mayManageDiscovery } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCase, type CaseAccess } from '../cases/access.js';

/*
 * The one way discovery reaches a case for a caller (contract policy/discovery.ts): another
 * firm's case, or one the caller cannot see, is a 404; reading needs `readDiscovery` (viewer and
 * above with read access), changing needs `manageDiscovery` (paralegal and above with edit access),
 * else a 403 with the policy's message.
 */

export interface DiscoveryCase extends CaseAccess {
  /** The caller may change discovery on this case (shown to the web as `can_edit`). */
  canEdit: boolean;
}

export type DiscoveryAction = 'readDiscovery' | 'manageDiscovery';

export async function loadDiscoveryCase(db: DbOrTx, caller: Caller, caseId: string, action: DiscoveryAction, opts: { lock?: boolean } = {}): Promise<DiscoveryCase> {
  const access = await loadCase(db, caller, caseId, opts);
  assertMayOnCase(caller, access, action);
  return { ...access, canEdit: mayManageDiscovery(caller.role, access.level) };
}
