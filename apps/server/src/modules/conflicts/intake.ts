import { and, eq, ne } from 'drizzle-orm';
import { clearanceAllowsActive, type CaseStatus, type ConflictCheck } from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cases, conflictClearances, parties, type CaseRow } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { AppError } from '../../platform/http/errors.js';
import { findConflicts } from './check.js';
import { writeKeys } from './keys.js';
import { legacyParties } from './legacy.js';
import { presentCheck, storeCheck } from './store.js';

/*
 * What the cases module calls: keeping the parties table in step with a case's older fields
 * (client, opposing party and counsel, the parties list), the check at matter opening, and the
 * rule that a matter becomes active only once cleared or waived.
 */

/** Brings the case's parties carried from its older fields in line with them; hand-entered parties stay. */
export async function syncLegacyParties(db: DbOrTx, row: CaseRow, userId: string | null): Promise<void> {
  const wanted = legacyParties(row);
  const existing = await db
    .select()
    .from(parties)
    .where(and(eq(parties.caseId, row.id), ne(parties.source, 'manual')));
  const same = (a: { source: string; name: string }, b: { source: string; name: string }) => a.source === b.source && a.name.toLowerCase() === b.name.toLowerCase();
  const stale = existing.filter((e) => !wanted.some((w) => same(w, e)));
  for (const s of stale) await db.delete(parties).where(eq(parties.id, s.id));
  const missing = wanted.filter((w) => !existing.some((e) => same(w, e)));
  if (missing.length === 0) return;
  const inserted = await db
    .insert(parties)
    .values(missing.map((m) => ({ organizationId: row.organizationId, caseId: row.id, kind: m.kind, name: m.name, role: m.role, source: m.source, createdBy: userId })))
    .returning();
  await writeKeys(db, inserted);
}

/** The case's parties as names to check. */
export async function caseCheckNames(db: DbOrTx, caseId: string) {
  const rows = await db.select().from(parties).where(eq(parties.caseId, caseId));
  return rows.map((p) => ({ name: p.name, role: p.role, kind: p.kind, aliases: [...p.aliases, ...p.formerNames], parentName: p.parentName }));
}

export interface IntakeOutcome {
  check: ConflictCheck;
  status: CaseStatus;
  clearance: CaseRow['clearanceStatus'];
  /** What the check found, for the case_created audit row: opening a matter is one audited action, so one row. */
  audit: Record<string, unknown>;
}

/**
 * The check at matter opening, inside the create transaction. No blocking hit: the system records
 * 'cleared (no conflicts found)' and the matter may be active. A blocking hit: the matter is
 * 'pending' (unless it was opened closed or on hold) until a person records a clearance.
 */
export async function checkAtIntake(tx: Tx, caller: Caller, row: CaseRow): Promise<IntakeOutcome> {
  const names = await caseCheckNames(tx, row.id);
  const hits = await findConflicts(tx, row.organizationId, names, row.id);
  const check = await storeCheck(tx, { organizationId: row.organizationId, caseId: row.id, trigger: 'intake', names: names.map(({ name, role }) => ({ name, role })), hits, runBy: caller.userId });
  const blocking = check.blockingCount;
  let status = row.status;
  let clearance: CaseRow['clearanceStatus'] = 'cleared';
  if (blocking > 0) {
    clearance = 'pending';
    if (status === 'active') status = 'pending';
  } else {
    await tx.insert(conflictClearances).values({ organizationId: row.organizationId, caseId: row.id, checkId: check.id, decision: 'cleared', automatic: true, notes: 'No conflicts found' });
  }
  await tx.update(cases).set({ status, clearanceStatus: clearance }).where(eq(cases.id, row.id));
  const audit = {
    check_id: check.id,
    names_checked: names.length,
    hits: hits.length,
    blocking_hits: blocking,
    clearance: blocking > 0 ? 'pending' : 'cleared_automatically',
  };
  return { check: await presentCheck(tx, caller, check), status, clearance, audit };
}

/** A matter without a clearance (cleared or waived) may not be made active: 409 with what to do. */
export function assertMayBecomeStatus(row: Pick<CaseRow, 'status' | 'clearanceStatus'>, next: CaseStatus): void {
  if (next !== 'active' || row.status === 'active' || clearanceAllowsActive(row.clearanceStatus)) return;
  const detail =
    row.clearanceStatus === 'declined'
      ? 'This matter was declined at conflict clearance and cannot be made active.'
      : 'This matter has conflict hits and cannot be made active until a clearance is recorded (cleared or waived).';
  throw new AppError(409, 'conflict_clearance_required', detail);
}
