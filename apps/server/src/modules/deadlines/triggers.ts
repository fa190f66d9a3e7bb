import { and, asc, eq } from 'drizzle-orm';
import { mayManageDeadlines, type CaseDeadlines, type CreateDeadlineTriggerRequest, type DeadlineTrigger, type UpdateDeadlineTriggerRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cases, deadlineTriggers, type DeadlineTriggerRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { loadCase, loadCaseAs, type CaseAccess } from '../cases/access.js';
import { deadlineRefused } from './computations.js';
import { computeTrigger, triggerField } from './compute-trigger.js';
import { courtOfCase } from './court.js';
import { presentDiscoveryDeadlines, presentTriggers } from './present.js';
import { applyTrigger, removeTriggerEvents, type MovedDeadline } from './store.js';

/*
 * Triggers of a case and the deadlines they set. Creating a trigger computes its deadlines and
 * writes them in the same transaction; moving it (its date, service, or a custom period)
 * recomputes every one of them in one transaction; deleting it takes them off the timeline. An
 * engine refusal (a date out of range, no rule set in force, service not said) is a 400 on the
 * field it is about, and nothing is saved. Every change is a change of the case: audited as
 * case_updated with what changed, as the timeline's events are.
 */

const READ_ONLY = 'You have read-only access to this case.';

export function assertMayManageDeadlines(caller: Caller, access: CaseAccess): void {
  if (!mayManageDeadlines(caller.role, access.level)) throw forbidden(READ_ONLY);
}

async function triggersOf(db: DbOrTx, organizationId: string, caseId: string, { lock = false } = {}): Promise<DeadlineTriggerRow[]> {
  const query = db
    .select()
    .from(deadlineTriggers)
    .where(and(eq(deadlineTriggers.caseId, caseId), eq(deadlineTriggers.organizationId, organizationId)))
    .orderBy(asc(deadlineTriggers.triggerDate), asc(deadlineTriggers.createdAt), asc(deadlineTriggers.id));
  return lock ? query.for('no key update') : query;
}

export async function caseDeadlines(deps: AppDeps, caller: Caller, caseId: string): Promise<CaseDeadlines> {
  const access = await loadCase(deps.db, caller, caseId);
  const { view } = await courtOfCase(deps.db, caller.organizationId, access.row);
  const rows = await triggersOf(deps.db, caller.organizationId, caseId);
  return { court: view, triggers: await presentTriggers(deps.db, rows), discovery_deadlines: await presentDiscoveryDeadlines(deps.db, caseId), can_manage: mayManageDeadlines(caller.role, access.level) };
}

async function loadTrigger(tx: Tx, caller: Caller, caseId: string, triggerId: string): Promise<{ row: DeadlineTriggerRow; access: CaseAccess }> {
  const access = await loadCaseAs(tx, caller, caseId, 'Deadline trigger', { lock: true });
  const [row] = await tx
    .select()
    .from(deadlineTriggers)
    .where(and(eq(deadlineTriggers.id, triggerId), eq(deadlineTriggers.caseId, caseId), eq(deadlineTriggers.organizationId, caller.organizationId)));
  if (!row) throw notFound('Deadline trigger');
  return { row, access };
}

async function audit(tx: Tx, caller: Caller, caseRow: { id: string; name: string }, change: string, row: DeadlineTriggerRow, extra: Record<string, unknown>) {
  await appendAudit(tx, caller.actor, {
    action: 'case_updated',
    resourceType: 'case',
    resourceId: caseRow.id,
    resourceName: caseRow.name,
    details: { change, case_id: caseRow.id, trigger_id: row.id, kind: row.kind, title: row.title, trigger_date: row.triggerDate, service_method: row.serviceMethod, ...extra },
  });
  await tx.update(cases).set({ updatedAt: new Date() }).where(eq(cases.id, caseRow.id));
}

const dueDates = (moved: MovedDeadline[]) => moved.map((m) => ({ event_id: m.event_id, title: m.title, due_date: m.to, ...(m.from ? { previous_due_date: m.from } : {}) }));

/** A custom trigger keeps its period; a rule's trigger has none (the rule is the period). */
function periodOf(input: CreateDeadlineTriggerRequest) {
  if (input.kind !== 'custom') return { deadlineTitle: null, days: null, direction: null, serviceExtends: false };
  return { deadlineTitle: input.deadline_title ?? null, days: input.days ?? null, direction: input.direction ?? 'after', serviceExtends: input.service_extends ?? false };
}

async function presentOne(tx: Tx, row: DeadlineTriggerRow): Promise<DeadlineTrigger> {
  const [view] = await presentTriggers(tx, [row]);
  if (!view) throw new Error('trigger vanished');
  return view;
}

export async function createTrigger(deps: AppDeps, caller: Caller, caseId: string, input: CreateDeadlineTriggerRequest): Promise<DeadlineTrigger> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId, { lock: true });
    assertMayManageDeadlines(caller, access);
    const values = { kind: input.kind, title: input.title, triggerDate: input.trigger_date, serviceMethod: input.service_method ?? null, notes: input.notes ?? null, ...periodOf(input) };
    const { court, today } = await courtOfCase(tx, caller.organizationId, access.row);
    const computed = computeTrigger(values, court, today);
    if (!computed.ok) throw deadlineRefused(computed.error, triggerField);
    const [row] = await tx
      .insert(deadlineTriggers)
      .values({ ...values, organizationId: caller.organizationId, caseId, createdBy: caller.userId })
      .returning();
    if (!row) throw new Error('trigger insert failed');
    const moved = await applyTrigger(tx, row, computed.deadlines, caller.userId);
    await audit(tx, caller, access.row, 'deadline_trigger_created', row, { deadlines: dueDates(moved) });
    return presentOne(tx, row);
  });
}

export async function updateTrigger(deps: AppDeps, caller: Caller, caseId: string, triggerId: string, input: UpdateDeadlineTriggerRequest): Promise<DeadlineTrigger> {
  return deps.db.transaction(async (tx) => {
    const { row: old, access } = await loadTrigger(tx, caller, caseId, triggerId);
    assertMayManageDeadlines(caller, access);
    const custom = old.kind === 'custom';
    if (!custom && (input.deadline_title != null || input.days != null || input.direction != null || input.service_extends != null)) {
      throw fieldError('days', 'Only a custom trigger has its own period: a rule sets this one.');
    }
    const set: Partial<typeof deadlineTriggers.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.trigger_date !== undefined) set.triggerDate = input.trigger_date;
    if (input.service_method !== undefined) set.serviceMethod = input.service_method;
    if (input.notes !== undefined) set.notes = input.notes;
    if (custom) {
      if (input.deadline_title !== undefined) set.deadlineTitle = input.deadline_title;
      if (input.days != null) set.days = input.days;
      if (input.direction != null) set.direction = input.direction;
      if (input.service_extends != null) set.serviceExtends = input.service_extends;
      if ((set.deadlineTitle ?? old.deadlineTitle) == null) throw fieldError('deadline_title', 'Say what is due (for example "Opposition to the motion")');
    }
    const next: DeadlineTriggerRow = { ...old, ...set };
    const { court, today } = await courtOfCase(tx, caller.organizationId, access.row);
    const computed = computeTrigger(next, court, today);
    if (!computed.ok) throw deadlineRefused(computed.error, triggerField);
    const [row] = await tx.update(deadlineTriggers).set({ ...set, updatedAt: new Date() }).where(eq(deadlineTriggers.id, old.id)).returning();
    if (!row) throw notFound('Deadline trigger');
    const moved = await applyTrigger(tx, row, computed.deadlines, caller.userId);
    await audit(tx, caller, access.row, 'deadline_trigger_moved', row, {
      fields: Object.keys(set),
      ...(row.triggerDate !== old.triggerDate ? { previous_trigger_date: old.triggerDate } : {}),
      deadlines_moved: dueDates(moved),
    });
    return presentOne(tx, row);
  });
}

export async function deleteTrigger(deps: AppDeps, caller: Caller, caseId: string, triggerId: string): Promise<DeadlineTrigger> {
  return deps.db.transaction(async (tx) => {
    const { row, access } = await loadTrigger(tx, caller, caseId, triggerId);
    assertMayManageDeadlines(caller, access);
    const view = await presentOne(tx, row);
    const removed = await removeTriggerEvents(tx, row.id);
    await tx.delete(deadlineTriggers).where(eq(deadlineTriggers.id, row.id));
    await audit(tx, caller, access.row, 'deadline_trigger_deleted', row, { removed_event_ids: removed });
    return view;
  });
}

/**
 * Recomputes every trigger of a case (its court changed) in the caller's transaction. The first
 * trigger the engine refuses stops it with a 400 naming that trigger: nothing is half-moved.
 */
export async function recomputeCase(tx: Tx, organizationId: string, caseRow: { id: string; court: string | null }, userId: string): Promise<MovedDeadline[]> {
  const { court, today } = await courtOfCase(tx, organizationId, caseRow);
  const moved: MovedDeadline[] = [];
  // Locked while recomputed, as a closure's recompute does: a trigger deleted meanwhile is skipped, not given orphan deadlines.
  for (const trigger of await triggersOf(tx, organizationId, caseRow.id, { lock: true })) {
    const computed = computeTrigger(trigger, court, today);
    if (!computed.ok) throw fieldError('time_zone', `The deadlines of "${trigger.title}" cannot be recomputed: ${computed.error.message}`);
    moved.push(...(await applyTrigger(tx, trigger, computed.deadlines, userId)));
  }
  return moved;
}
