import { eq, inArray } from 'drizzle-orm';
import { courtRules } from '@app/contract';
import type { Tx } from '../../db/client.js';
import { caseEvents, deadlineComputations, type DeadlineTriggerRow } from '../../db/schema/index.js';
import { keepComputation } from './computations.js';

/*
 * A trigger's deadlines on the case's timeline: one all-day 'deadline' event per deadline, stored at
 * midday UTC (as discovery's are) so its date reads the same in every time zone, its working in
 * deadline_computations. Recomputing matches events by rule (a custom trigger has one), moves
 * them, creates one someone deleted from the timeline (the deadline still stands) and keeps the
 * status a person set (completed, cancelled).
 */

export interface MovedDeadline {
  event_id: string;
  title: string;
  from: string | null;
  to: string;
}

const keyOf = (ruleId: string | null) => ruleId ?? 'custom';

export const deadlineEventTitle = (deadline: courtRules.ComputedDeadline, trigger: Pick<DeadlineTriggerRow, 'title'>) => `Due: ${deadline.title} (${trigger.title})`;

function eventValues(deadline: courtRules.ComputedDeadline, trigger: DeadlineTriggerRow) {
  return {
    eventType: 'deadline' as const,
    title: deadlineEventTitle(deadline, trigger).slice(0, 300),
    description: courtRules.explainDeadline(deadline).join(' '),
    startsAt: new Date(`${deadline.dueDate}T12:00:00.000Z`),
    endsAt: null,
    allDay: true,
  };
}

/** Writes a trigger's computed deadlines over its current events; returns every deadline whose date changed or that is new. */
export async function applyTrigger(tx: Tx, trigger: DeadlineTriggerRow, deadlines: courtRules.ComputedDeadline[], userId: string | null): Promise<MovedDeadline[]> {
  const existing = await tx
    .select({ eventId: deadlineComputations.eventId, ruleId: deadlineComputations.ruleId, dueDate: deadlineComputations.dueDate })
    .from(deadlineComputations)
    .where(eq(deadlineComputations.triggerId, trigger.id));
  const byKey = new Map(existing.map((e) => [keyOf(e.ruleId), e]));
  const owner = { organizationId: trigger.organizationId, caseId: trigger.caseId, triggerId: trigger.id, serviceMethod: trigger.serviceMethod };
  const moved: MovedDeadline[] = [];
  for (const deadline of deadlines) {
    const key = keyOf(deadline.ruleId);
    const current = byKey.get(key);
    byKey.delete(key);
    // The update locks the event until this transaction ends. When it finds none, the event was
    // deleted after the computations were read (someone removed it from the timeline meanwhile, on
    // another server): the deadline gets a new event rather than a computation pointing at nothing.
    const [kept] = current
      ? await tx.update(caseEvents).set({ ...eventValues(deadline, trigger), updatedAt: new Date() }).where(eq(caseEvents.id, current.eventId)).returning({ id: caseEvents.id })
      : [];
    let eventId: string;
    if (kept) {
      eventId = kept.id;
    } else {
      const [created] = await tx
        .insert(caseEvents)
        .values({ ...eventValues(deadline, trigger), organizationId: trigger.organizationId, caseId: trigger.caseId, status: 'scheduled', createdBy: userId })
        .returning({ id: caseEvents.id });
      if (!created) throw new Error('deadline event insert failed');
      eventId = created.id;
    }
    await keepComputation(tx, eventId, owner, deadline);
    if (current?.dueDate !== deadline.dueDate) moved.push({ event_id: eventId, title: deadline.title, from: current?.dueDate ?? null, to: deadline.dueDate });
  }
  // Deadlines the trigger no longer sets (a custom period renamed to none): off the timeline.
  const gone = [...byKey.values()].map((e) => e.eventId);
  if (gone.length) await tx.delete(caseEvents).where(inArray(caseEvents.id, gone));
  return moved;
}

/** Takes a trigger's deadlines off the timeline (their computations go with the events). */
export async function removeTriggerEvents(tx: Tx, triggerId: string): Promise<string[]> {
  const rows = await tx.select({ eventId: deadlineComputations.eventId }).from(deadlineComputations).where(eq(deadlineComputations.triggerId, triggerId));
  const ids = rows.map((r) => r.eventId);
  if (ids.length) await tx.delete(caseEvents).where(inArray(caseEvents.id, ids));
  return ids;
}
