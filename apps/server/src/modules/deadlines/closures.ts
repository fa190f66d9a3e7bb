import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { mayManageCourtClosures, type CourtClosure, type CourtClosureChange, type CourtClosureList, type CreateCourtClosureRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { cases, courtClosures, deadlineComputations, deadlineTriggers, type CourtClosureRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { computeTrigger } from './compute-trigger.js';
import { courtOfCase } from './court.js';
import { applyTrigger } from './store.js';

/*
 * The firm's court closure days (a storm, a state holiday): an administrator adds and removes them
 * on the organization screen; every member reads them. A closure can only move a deadline whose
 * last day falls on or after it (a period counted forward rolls past it) or one counted backward,
 * so those triggers are recomputed in the same transaction. A trigger the engine now refuses (one
 * grown older than the engine's range) keeps its deadlines: a closure must not be blocked by it.
 */

const present = (row: CourtClosureRow): CourtClosure => ({ id: row.id, date: row.date, reason: row.reason, created_at: row.createdAt.toISOString() });

function assertMayManage(caller: Caller): void {
  if (!mayManageCourtClosures(caller.role)) throw forbidden('Only an Administrator can change the court closure days.');
}

export async function listClosures(deps: AppDeps, caller: Caller): Promise<CourtClosureList> {
  const rows = await deps.db.select().from(courtClosures).where(eq(courtClosures.organizationId, caller.organizationId)).orderBy(asc(courtClosures.date));
  return { closures: rows.map(present), can_manage: mayManageCourtClosures(caller.role) };
}

/** Recomputes the firm's triggers a closure on `date` can move; returns how many ran and how many deadlines moved. */
async function recomputeAround(tx: Tx, organizationId: string, date: string, userId: string): Promise<{ triggers: number; moved: number }> {
  const affected = await tx
    .selectDistinct({ id: deadlineTriggers.id })
    .from(deadlineTriggers)
    .leftJoin(deadlineComputations, eq(deadlineComputations.triggerId, deadlineTriggers.id))
    .where(and(eq(deadlineTriggers.organizationId, organizationId), or(gte(deadlineComputations.dueDate, date), eq(deadlineTriggers.direction, 'before'))));
  if (affected.length === 0) return { triggers: 0, moved: 0 };
  // Locked while they are recomputed: a trigger deleted meanwhile (on another server) is skipped
  // instead of getting deadlines that point at it, and one being deleted waits for this change.
  // Cases first, then triggers, each in id order — the order a court change and a trigger's own
  // edit take them (case, then its triggers): the events written below reference their case, so a
  // court change holding the case while waiting for a trigger held here would otherwise deadlock.
  const affectedCases = await tx.selectDistinct({ id: deadlineTriggers.caseId }).from(deadlineTriggers).where(inArray(deadlineTriggers.id, affected.map((a) => a.id)));
  const caseRows = await tx
    .select({ id: cases.id, court: cases.court })
    .from(cases)
    .where(inArray(cases.id, affectedCases.map((c) => c.id)))
    .orderBy(asc(cases.id))
    .for('no key update');
  const triggers = await tx.select().from(deadlineTriggers).where(inArray(deadlineTriggers.id, affected.map((a) => a.id))).orderBy(asc(deadlineTriggers.id)).for('no key update');
  let ran = 0;
  let moved = 0;
  for (const caseRow of caseRows) {
    const { court, today } = await courtOfCase(tx, organizationId, caseRow);
    for (const trigger of triggers.filter((t) => t.caseId === caseRow.id)) {
      const computed = computeTrigger(trigger, court, today);
      if (!computed.ok) continue;
      ran += 1;
      moved += (await applyTrigger(tx, trigger, computed.deadlines, userId)).filter((m) => m.from !== null).length;
    }
  }
  return { triggers: ran, moved };
}

async function audit(tx: Tx, caller: Caller, change: string, row: CourtClosureRow, result: { triggers: number; moved: number }) {
  await appendAudit(tx, caller.actor, {
    action: 'organization_settings_changed',
    resourceType: 'organization',
    resourceId: caller.organizationId,
    resourceName: caller.organizationName,
    details: { change, closure_id: row.id, date: row.date, reason: row.reason, triggers_recomputed: result.triggers, deadlines_moved: result.moved },
  });
}

export async function createClosure(deps: AppDeps, caller: Caller, input: CreateCourtClosureRequest): Promise<CourtClosureChange> {
  assertMayManage(caller);
  return deps.db.transaction(async (tx) => {
    // One closure change at a time per firm: two at once would each recompute without the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`court_closures:${caller.organizationId}`}))`);
    const [taken] = await tx.select({ id: courtClosures.id }).from(courtClosures).where(and(eq(courtClosures.organizationId, caller.organizationId), eq(courtClosures.date, input.date)));
    if (taken) throw fieldError('date', `${input.date} is already a closure day.`);
    const [row] = await tx.insert(courtClosures).values({ organizationId: caller.organizationId, date: input.date, reason: input.reason, createdBy: caller.userId }).returning();
    if (!row) throw new Error('closure insert failed');
    const result = await recomputeAround(tx, caller.organizationId, row.date, caller.userId);
    await audit(tx, caller, 'court_closure_added', row, result);
    return { closure: present(row), triggers_recomputed: result.triggers, deadlines_moved: result.moved };
  });
}

export async function deleteClosure(deps: AppDeps, caller: Caller, closureId: string): Promise<CourtClosureChange> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(courtClosures).where(and(eq(courtClosures.id, closureId), eq(courtClosures.organizationId, caller.organizationId)));
    if (!row) throw notFound('Court closure');
    assertMayManage(caller);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`court_closures:${caller.organizationId}`}))`);
    await tx.delete(courtClosures).where(eq(courtClosures.id, row.id));
    const result = await recomputeAround(tx, caller.organizationId, row.date, caller.userId);
    await audit(tx, caller, 'court_closure_removed', row, result);
    return { closure: present(row), triggers_recomputed: result.triggers, deadlines_moved: result.moved };
  });
}
