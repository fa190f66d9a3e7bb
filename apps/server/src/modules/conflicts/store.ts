import { desc, eq } from 'drizzle-orm';
import type { Clearance, ConflictCheck, MatterPartyRole } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { conflictChecks, users, type ConflictCheckRow, type ConflictClearanceRow } from '../../db/schema/index.js';
import { visibleCaseIds } from '../../platform/policy/case-policy.js';
import type { Caller } from '../../platform/http/caller.js';
import { blockingCount, type StoredHit } from './check.js';

export async function storeCheck(
  db: DbOrTx,
  input: { organizationId: string; caseId: string; trigger: ConflictCheckRow['trigger']; names: { name: string; role: MatterPartyRole }[]; hits: StoredHit[]; runBy: string | null },
): Promise<ConflictCheckRow> {
  const [row] = await db
    .insert(conflictChecks)
    .values({ organizationId: input.organizationId, caseId: input.caseId, trigger: input.trigger, names: input.names, hits: input.hits, blockingCount: blockingCount(input.hits), runBy: input.runBy })
    .returning();
  if (!row) throw new Error('conflict check insert failed');
  return row;
}

export async function latestCheck(db: DbOrTx, caseId: string): Promise<ConflictCheckRow | null> {
  const [row] = await db.select().from(conflictChecks).where(eq(conflictChecks.caseId, caseId)).orderBy(desc(conflictChecks.createdAt)).limit(1);
  return row ?? null;
}

/** Hits as one caller reads them: `can_open` follows the case page's own rule (assigned, or partner and above). */
export async function presentHits(db: DbOrTx, caller: Caller, hits: readonly StoredHit[]): Promise<ConflictCheck['hits']> {
  const visible = await visibleCaseIds(db, caller);
  const open = visible === null ? null : new Set(visible);
  return hits.map((h) => ({ ...h, can_open: open === null || open.has(h.case_id) }));
}

export async function presentCheck(db: DbOrTx, caller: Caller, row: ConflictCheckRow): Promise<ConflictCheck> {
  return {
    id: row.id,
    case_id: row.caseId,
    trigger: row.trigger,
    names: row.names,
    hits: await presentHits(db, caller, row.hits),
    blocking_count: row.blockingCount,
    run_by: row.runBy,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentClearance(row: ConflictClearanceRow, names: Map<string, string>): Clearance {
  return {
    id: row.id,
    case_id: row.caseId,
    check_id: row.checkId,
    decision: row.decision,
    automatic: row.automatic,
    client_consent: row.clientConsent,
    approver_id: row.approverId,
    approver_name: row.approverId ? (names.get(row.approverId) ?? null) : null,
    notes: row.notes,
    decided_by: row.decidedBy,
    decided_by_name: row.decidedBy ? (names.get(row.decidedBy) ?? null) : row.automatic ? 'System' : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function userNames(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const out = new Map<string, string>();
  for (const id of wanted) {
    const [u] = await db.select({ id: users.id, name: users.fullName }).from(users).where(eq(users.id, id));
    if (u) out.set(u.id, u.name);
  }
  return out;
}
