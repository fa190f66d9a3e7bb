import type { DbOrTx } from '../../db/client.js';
import type { CaseScope } from '../../platform/policy/case-scope.js';
import { unansweredDeadlines, type UnansweredDeadline } from '../cases/insight-source.js';
import { requestDeadlineEvents } from '../discovery/insight-source.js';
import type { DashboardWindow } from './window.js';

/**
 * The horizon's deadlines without a filing (the cases module's rule), less the discovery requests'
 * own response deadlines: those are left to the discovery_response_due insight, which says more
 * (the request, its due date). The stats' count and the insights list share this.
 */
export async function deadlinesWithoutFiling(db: DbOrTx, scope: CaseScope, w: DashboardWindow): Promise<UnansweredDeadline[]> {
  const open = await unansweredDeadlines(db, scope, w);
  const byRequest = await requestDeadlineEvents(db, scope.organizationId, open.map((d) => d.id));
  return open.filter((d) => !byRequest.has(d.id));
}
