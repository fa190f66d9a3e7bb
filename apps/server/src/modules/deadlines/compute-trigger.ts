import { DEADLINE_TRIGGER_RULES, courtRules, type DeadlineTriggerKind } from '@app/contract';

/*
 * The deadlines one trigger sets, by the court-rule engine: the rules its kind names, or the period
 * a custom trigger gives. An error stops them all (nothing is saved when one deadline cannot be
 * computed).
 */

export interface TriggerFacts {
  kind: DeadlineTriggerKind;
  title: string;
  triggerDate: string;
  serviceMethod: courtRules.CourtServiceMethod | null;
  deadlineTitle: string | null;
  days: number | null;
  direction: 'after' | 'before' | null;
  serviceExtends: boolean;
}

export type TriggerComputation = { ok: true; deadlines: courtRules.ComputedDeadline[] } | { ok: false; error: courtRules.DeadlineError };

export function computeTrigger(t: TriggerFacts, court: courtRules.Court, today: string): TriggerComputation {
  // A service method the user left empty is "not said": the engine asks for it where it matters.
  const input: courtRules.PeriodInput = { trigger: t.triggerDate, today, court, ...(t.serviceMethod ? { service: t.serviceMethod } : {}) };
  if (t.kind === 'custom') {
    const result = courtRules.computeCustomDeadline(
      {
        title: t.deadlineTitle ?? t.title,
        citation: 'Order or local rule; counted under Fed. R. Civ. P. 6',
        days: t.days ?? 0,
        direction: t.direction ?? 'after',
        serviceExtends: t.serviceExtends,
        event: `the event "${t.title}" falls`,
      },
      input,
    );
    return result.ok ? { ok: true, deadlines: [result.deadline] } : result;
  }
  const deadlines: courtRules.ComputedDeadline[] = [];
  for (const ruleId of DEADLINE_TRIGGER_RULES[t.kind]) {
    const result = courtRules.computeRuleDeadline(ruleId, input);
    if (!result.ok) return result;
    deadlines.push(result.deadline);
  }
  return { ok: true, deadlines };
}

/** The request field an engine error is about, in the trigger routes' names. */
export function triggerField(field: courtRules.DeadlineError['field']): string {
  switch (field) {
    case 'service':
      return 'service_method';
    case 'days':
      return 'days';
    case 'timeZone':
      return 'time_zone';
    default:
      return 'trigger_date';
  }
}
