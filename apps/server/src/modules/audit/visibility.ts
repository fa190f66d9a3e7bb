import { and, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { auditRowVisibility } from '@app/contract';
import { auditLogs, cases } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { visibleCasesSql } from '../../platform/policy/case-policy.js';

/**
 * The SQL form of the contract's audit row rule (policy/audit.ts), applied by every read of the
 * trail — the list and its search, the statistics, the export and the dashboard's recent activity —
 * so none of them tells someone about a case they get 404 for. Undefined when the reader sees every
 * case of the firm. The cases a reader may see are the case policy's own (`visibleCasesSql`).
 */
export function auditRowsVisibleTo(caller: Caller): SQL | undefined {
  const visibility = auditRowVisibility(caller);
  if (visibility.kind === 'firm') return undefined;
  const visibleCases = sql`(select ${cases.id} from ${cases} where ${visibleCasesSql(caller)})`;
  return or(
    sql`${auditLogs.caseId} in ${visibleCases}`,
    and(isNull(auditLogs.caseId), or(notInArray(auditLogs.resourceType, [...visibility.caseMaterial]), eq(auditLogs.userId, visibility.userId))),
  );
}
