import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CaseDeadlines, ComputedCaseDeadline, DeadlineTrigger } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseEvents, deadlineComputations, type DeadlineComputationRow, type DeadlineTriggerRow } from '../../db/schema/index.js';
import { explainStored, storedDeadline } from './computations.js';

/** Triggers with their deadlines, each deadline with its working in words. */
export async function presentTriggers(db: DbOrTx, rows: DeadlineTriggerRow[]): Promise<DeadlineTrigger[]> {
  const ids = rows.map((r) => r.id);
  const computed = ids.length
    ? await db
        .select({ c: deadlineComputations, status: caseEvents.status })
        .from(deadlineComputations)
        .innerJoin(caseEvents, eq(caseEvents.id, deadlineComputations.eventId))
        .where(inArray(deadlineComputations.triggerId, ids))
        .orderBy(asc(deadlineComputations.dueDate), asc(deadlineComputations.title))
    : [];
  const byTrigger = new Map<string, ComputedCaseDeadline[]>();
  for (const { c, status } of computed) {
    if (!c.triggerId) continue;
    const list = byTrigger.get(c.triggerId) ?? [];
    list.push(presentDeadline(c, status));
    byTrigger.set(c.triggerId, list);
  }
  return rows.map((r) => presentTrigger(r, byTrigger.get(r.id) ?? []));
}

/** The case's discovery response deadlines that were counted by the engine (those of live requests). */
export async function presentDiscoveryDeadlines(db: DbOrTx, caseId: string): Promise<CaseDeadlines['discovery_deadlines']> {
  const rows = await db
    .select({ c: deadlineComputations, status: caseEvents.status })
    .from(deadlineComputations)
    .innerJoin(caseEvents, eq(caseEvents.id, deadlineComputations.eventId))
    .where(and(eq(deadlineComputations.caseId, caseId), isNotNull(deadlineComputations.discoveryRequestId)))
    .orderBy(asc(deadlineComputations.dueDate), asc(deadlineComputations.title));
  return rows.flatMap(({ c, status }) => (c.discoveryRequestId ? [{ ...presentDeadline(c, status), request_id: c.discoveryRequestId }] : []));
}

function presentDeadline(c: DeadlineComputationRow, status: ComputedCaseDeadline['status']): ComputedCaseDeadline {
  return {
      event_id: c.eventId,
      title: c.title,
      citation: c.citation,
      rule_id: c.ruleId,
      rule_set_id: c.ruleSetId,
      rule_set_name: storedDeadline(c).ruleSet.name,
      service_method: c.serviceMethod,
      due_date: c.dueDate,
      ends_at: c.endsAt.toISOString(),
      status,
      consequence: c.consequence,
      explanation: explainStored(c),
      computed_at: c.computedAt.toISOString(),
  };
}

export function presentTrigger(r: DeadlineTriggerRow, deadlines: ComputedCaseDeadline[]): DeadlineTrigger {
  return {
    id: r.id,
    case_id: r.caseId,
    kind: r.kind,
    title: r.title,
    trigger_date: r.triggerDate,
    service_method: r.serviceMethod,
    notes: r.notes,
    deadline_title: r.deadlineTitle,
    days: r.days,
    direction: r.direction,
    service_extends: r.serviceExtends,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    deadlines,
  };
}
