import { and, eq } from 'drizzle-orm';
import { mayOnCase, type CaseReviewState } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseReviewStates } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import type { CaseAccess } from '../cases/access.js';

/** The case's review state as the API shows it (a case never recomputed shows the defaults). */
export async function reviewStateOf(db: DbOrTx, caller: Caller, access: CaseAccess): Promise<CaseReviewState> {
  const [row] = await db
    .select()
    .from(caseReviewStates)
    .where(and(eq(caseReviewStates.caseId, access.row.id), eq(caseReviewStates.organizationId, caller.organizationId)));
  return {
    case_id: access.row.id,
    near_duplicate_threshold: row ? Math.round(row.nearDuplicateThreshold * 1000) / 1000 : 0.9,
    status: row?.status ?? 'idle',
    computed_at: row?.computedAt?.toISOString() ?? null,
    failure_reason: row?.failureReason ?? null,
    document_count: row?.documentCount ?? 0,
    email_count: row?.emailCount ?? 0,
    thread_count: row?.threadCount ?? 0,
    near_duplicate_group_count: row?.nearDuplicateGroupCount ?? 0,
    boilerplate_lines: row?.boilerplateLines ?? [],
    duration_ms: row?.durationMs ?? null,
    can_manage: mayOnCase(caller.role, access.level, 'manageDiscovery'),
  };
}
