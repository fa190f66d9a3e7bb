import { eq } from 'drizzle-orm';
import { courtRules } from '@app/contract';
import type { Tx } from '../../db/client.js';
import { deadlineComputations, type DeadlineComputationRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';

/*
 * A computed deadline kept beside its case event: written in the transaction that writes the
 * event, read back into the engine's own shape so the explanation is the stored working. Public to
 * discovery, whose response deadlines are computed and kept the same way.
 */

export interface ComputationOwner {
  organizationId: string;
  caseId: string;
  triggerId?: string | null;
  discoveryRequestId?: string | null;
  serviceMethod: courtRules.CourtServiceMethod | null;
}

const columnsOf = (deadline: courtRules.ComputedDeadline) => ({
  ruleId: deadline.ruleId,
  ruleSetId: deadline.ruleSet.id,
  title: deadline.title,
  citation: deadline.citation,
  consequence: deadline.consequence,
  triggerDate: deadline.trigger,
  dueDate: deadline.dueDate,
  endsAt: new Date(deadline.endsAt),
  steps: deadline.steps,
  computedAt: new Date(),
});

/** Writes (or replaces) the computation of one deadline event. */
export async function keepComputation(tx: Tx, eventId: string, owner: ComputationOwner, deadline: courtRules.ComputedDeadline): Promise<void> {
  const values = { ...columnsOf(deadline), serviceMethod: owner.serviceMethod };
  await tx
    .insert(deadlineComputations)
    .values({ eventId, organizationId: owner.organizationId, caseId: owner.caseId, triggerId: owner.triggerId ?? null, discoveryRequestId: owner.discoveryRequestId ?? null, ...values })
    .onConflictDoUpdate({ target: deadlineComputations.eventId, set: values });
}

export async function dropComputation(tx: Tx, eventId: string): Promise<void> {
  await tx.delete(deadlineComputations).where(eq(deadlineComputations.eventId, eventId));
}

/** The engine's result again, from the stored row (a rule set no longer known keeps its id as its name). */
export function storedDeadline(row: DeadlineComputationRow): courtRules.ComputedDeadline {
  const set = courtRules.FRCP_RULE_SETS.find((s) => s.id === row.ruleSetId);
  return {
    title: row.title,
    citation: row.citation,
    ruleId: row.ruleId,
    consequence: row.consequence,
    ruleSet: { id: row.ruleSetId, name: set?.name ?? row.ruleSetId },
    trigger: row.triggerDate,
    dueDate: row.dueDate,
    endsAt: row.endsAt.toISOString(),
    steps: row.steps,
  };
}

/** The deadline's working in words, one sentence per step. */
export const explainStored = (row: DeadlineComputationRow): string[] => courtRules.explainDeadline(storedDeadline(row));

/**
 * An engine refusal as the API's 400: the message names the field of the request it is about
 * (`fieldOf` maps the engine's trigger/service/days/timeZone to the route's field names).
 */
export function deadlineRefused(error: courtRules.DeadlineError, fieldOf: (field: courtRules.DeadlineError['field']) => string): AppError {
  return new AppError(400, 'validation_error', error.message, [{ field: fieldOf(error.field), message: error.message }]);
}
