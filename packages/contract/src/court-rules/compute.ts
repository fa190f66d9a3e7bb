/*
 * Rule 6 of the Federal Rules of Civil Procedure as a computation that keeps its working.
 *
 * 6(a)(1): exclude the day of the event that triggers the period; count every day, weekends and
 * legal holidays included; include the last day, but if it is a Saturday, Sunday or legal holiday
 * (or a day the clerk's office was inaccessible, 6(a)(3): a court closure) the period runs to the
 * next day that is none of these. 6(a)(5): for a period counted backward ("14 days before the
 * hearing") the "next" day is the one before, so the roll goes backward too.
 * 6(a)(4): the last day ends at midnight in the court's time zone for electronic filing.
 * 6(d): when the period runs from service by mail, by leaving the paper with the clerk, or by other
 * consented means (and, before December 1, 2016, by electronic means), 3 days are added after the
 * period would otherwise expire under 6(a) — that is after the roll — and a third day that is not
 * a court day rolls again.
 *
 * Every result carries each step, so a screen can show the working and the explanation
 * (explain.ts) is written from the steps, never from a second computation.
 */
import { type IsoDate, addDays, addYears, datesAfter, endOfDayInstant, isIsoDate, isTimeZone, isWeekend, weekday } from './dates.js';
import { legalHolidaysOn } from './holidays.js';
import {
  type CourtRule, type CourtServiceMethod, type RuleId, type RuleSet, type TriggerKind,
  FRCP_RULE_SETS, TRIGGER_LABELS, ruleSetInForce, rulesTriggeredBy,
} from './rule-sets.js';

/** A day the court's clerk's office was closed or inaccessible, added by an administrator. */
export interface CourtClosure {
  date: IsoDate;
  reason: string;
}

export interface Court {
  name: string;
  /** IANA zone the court sits in: its last day ends at midnight there. */
  timeZone: string;
  /** Inauguration Day is a legal holiday here (courts in the District of Columbia area only). */
  inaugurationDay: boolean;
  /** Closures and state holidays this court observes (Rule 6(a)(3) and 6(a)(6)(C)). */
  closures: readonly CourtClosure[];
}

/** Why a day is not a court day. */
export type DayOff =
  | { kind: 'weekend'; day: 'Saturday' | 'Sunday' }
  | { kind: 'legal_holiday'; names: string[] }
  | { kind: 'closure'; reason: string };

export function dayOff(date: IsoDate, court: Court): DayOff | null {
  if (isWeekend(date)) return { kind: 'weekend', day: weekday(date) === 6 ? 'Saturday' : 'Sunday' };
  const holidays = legalHolidaysOn(date, { inaugurationDay: court.inaugurationDay });
  if (holidays.length > 0) return { kind: 'legal_holiday', names: holidays.map((h) => h.name) };
  const closure = court.closures.find((c) => c.date === date);
  return closure ? { kind: 'closure', reason: closure.reason } : null;
}

export interface SkippedDay {
  date: IsoDate;
  why: DayOff;
}

export type ComputationStep =
  | { kind: 'trigger'; date: IsoDate; event: string; citation: string }
  | {
      kind: 'count'; direction: 'after' | 'before'; days: number; firstDay: IsoDate; lastDay: IsoDate;
      /** Days inside the count that were not court days: counted all the same. */
      weekendDays: number; holidays: SkippedDay[]; citation: string;
    }
  | { kind: 'roll'; direction: 'forward' | 'backward'; from: IsoDate; to: IsoDate; skipped: SkippedDay[]; citation: string }
  | { kind: 'service_extension'; method: CourtServiceMethod; from: IsoDate; to: IsoDate; days: number; citation: string }
  | { kind: 'no_service_extension'; method: CourtServiceMethod | null; reason: 'rule_not_after_service' | 'method_not_listed' | 'counted_backward'; citation: string }
  | { kind: 'end'; date: IsoDate; endsAt: string; timeZone: string; citation: string };

export interface ComputedDeadline {
  title: string;
  citation: string;
  ruleId: RuleId | null;
  consequence: string | null;
  ruleSet: { id: string; name: string };
  trigger: IsoDate;
  dueDate: IsoDate;
  /** The instant the last day ends (midnight in the court's time zone), ISO UTC. */
  endsAt: string;
  steps: ComputationStep[];
}

export type DeadlineError =
  | { code: 'invalid_date'; field: 'trigger' | 'today'; message: string }
  | { code: 'trigger_out_of_range'; field: 'trigger'; earliest: IsoDate; latest: IsoDate; message: string }
  | { code: 'no_rule_set_in_force'; field: 'trigger'; message: string }
  | { code: 'service_method_required'; field: 'service'; message: string }
  | { code: 'invalid_period'; field: 'days'; message: string }
  | { code: 'invalid_time_zone'; field: 'timeZone'; message: string };

export type DeadlineResult = { ok: true; deadline: ComputedDeadline } | { ok: false; error: DeadlineError };

/**
 * How far a trigger may lie from today. Back: 20 years — older than any case still being litigated
 * and far enough that a wrong century (1925 for 2025) is caught. Ahead: 2 years — a trigger is an
 * event that happened or is scheduled (a conference), scheduling orders rarely reach further, and
 * the holiday calendar beyond that is a guess (Congress added Juneteenth two days before it was
 * first observed; Presidents declare closure days weeks ahead).
 */
export const TRIGGER_YEARS_BACK = 20;
export const TRIGGER_YEARS_AHEAD = 2;
/** A custom period longer than this is a typo, not a court rule. */
export const MAX_PERIOD_DAYS = 3650;

export interface PeriodInput {
  trigger: IsoDate;
  /** Today in the firm's time zone: the trigger bounds are counted from it. */
  today: IsoDate;
  court: Court;
  /** How the paper that starts the period was served; required when the rule runs from service. */
  service?: CourtServiceMethod | null;
  ruleSets?: readonly RuleSet[];
}

/** A period that is not one of the rule set's rules (a scheduling order's "14 days before the hearing"). */
export interface CustomPeriod {
  title: string;
  citation: string;
  days: number;
  direction: 'after' | 'before';
  /** The period runs from service of a paper, so Rule 6(d) may add days. */
  serviceExtends: boolean;
  /** What the trigger is, in words ("the hearing"). */
  event: string;
}

const fail = (error: DeadlineError): DeadlineResult => ({ ok: false, error });

function checkInput(input: PeriodInput): { set: RuleSet } | DeadlineError {
  if (!isIsoDate(input.trigger)) return { code: 'invalid_date', field: 'trigger', message: `The trigger date "${input.trigger}" is not a calendar date (YYYY-MM-DD).` };
  if (!isIsoDate(input.today)) return { code: 'invalid_date', field: 'today', message: `Today "${input.today}" is not a calendar date (YYYY-MM-DD).` };
  if (!isTimeZone(input.court.timeZone)) return { code: 'invalid_time_zone', field: 'timeZone', message: `"${input.court.timeZone}" is not a time zone name such as America/New_York.` };
  const earliest = addYears(input.today, -TRIGGER_YEARS_BACK);
  const latest = addYears(input.today, TRIGGER_YEARS_AHEAD);
  if (input.trigger < earliest || input.trigger > latest) {
    return {
      code: 'trigger_out_of_range', field: 'trigger', earliest, latest,
      message: `The trigger date ${input.trigger} is ${input.trigger < earliest ? `more than ${TRIGGER_YEARS_BACK} years ago` : `more than ${TRIGGER_YEARS_AHEAD} years ahead`}; deadlines are computed for triggers from ${earliest} to ${latest}. Check the year.`,
    };
  }
  const sets = input.ruleSets ?? FRCP_RULE_SETS;
  const set = ruleSetInForce(input.trigger, sets);
  if (!set) {
    const first = sets[0]?.effectiveFrom ?? '';
    return {
      code: 'no_rule_set_in_force', field: 'trigger',
      message: `No rule set is in force on ${input.trigger}: the rules this engine applies govern triggers from ${first} on. Compute this deadline by hand under the rules in force then.`,
    };
  }
  return { set };
}

/** Roll from a date to the nearest court day in a direction, listing what was skipped. */
function roll(date: IsoDate, direction: 'forward' | 'backward', court: Court): { to: IsoDate; skipped: SkippedDay[] } {
  const skipped: SkippedDay[] = [];
  let day = date;
  for (let why = dayOff(day, court); why; why = dayOff(day, court)) {
    skipped.push({ date: day, why });
    day = addDays(day, direction === 'forward' ? 1 : -1);
  }
  return { to: day, skipped };
}

function compute(rule: CourtRule | CustomPeriod, ruleId: RuleId | null, event: string, set: RuleSet, input: PeriodInput): ComputedDeadline {
  const { court, trigger } = input;
  const steps: ComputationStep[] = [{ kind: 'trigger', date: trigger, event, citation: 'Fed. R. Civ. P. 6(a)(1)(A)' }];

  const sign = rule.direction === 'after' ? 1 : -1;
  const lastDay = addDays(trigger, sign * rule.days);
  const counted = rule.direction === 'after' ? datesAfter(trigger, lastDay) : datesAfter(addDays(lastDay, -1), addDays(trigger, -1));
  const offDays = counted.map((date) => ({ date, why: dayOff(date, court) }));
  steps.push({
    kind: 'count', direction: rule.direction, days: rule.days,
    firstDay: rule.direction === 'after' ? addDays(trigger, 1) : addDays(trigger, -1), lastDay,
    weekendDays: offDays.filter((d) => d.why?.kind === 'weekend').length,
    holidays: offDays.flatMap((d) => (d.why && d.why.kind !== 'weekend' ? [{ date: d.date, why: d.why }] : [])),
    citation: 'Fed. R. Civ. P. 6(a)(1)(B)',
  });

  const rollDirection = rule.direction === 'after' ? 'forward' : 'backward';
  const first = roll(lastDay, rollDirection, court);
  steps.push({ kind: 'roll', direction: rollDirection, from: lastDay, to: first.to, skipped: first.skipped, citation: rollDirection === 'forward' ? 'Fed. R. Civ. P. 6(a)(1)(C)' : 'Fed. R. Civ. P. 6(a)(1)(C) and 6(a)(5)' });

  let due = first.to;
  const method = input.service ?? null;
  const ext = set.serviceExtension;
  if (!rule.serviceExtends) {
    steps.push({ kind: 'no_service_extension', method, reason: 'rule_not_after_service', citation: ext.citation });
  } else if (rule.direction === 'before') {
    steps.push({ kind: 'no_service_extension', method, reason: 'counted_backward', citation: ext.citation });
  } else if (method === null || !ext.methods.includes(method)) {
    steps.push({ kind: 'no_service_extension', method, reason: 'method_not_listed', citation: ext.citation });
  } else {
    const added = addDays(due, ext.days);
    steps.push({ kind: 'service_extension', method, from: due, to: added, days: ext.days, citation: ext.citation });
    const again = roll(added, 'forward', court);
    steps.push({ kind: 'roll', direction: 'forward', from: added, to: again.to, skipped: again.skipped, citation: 'Fed. R. Civ. P. 6(a)(1)(C)' });
    due = again.to;
  }

  const endsAt = endOfDayInstant(due, court.timeZone);
  steps.push({ kind: 'end', date: due, endsAt, timeZone: court.timeZone, citation: 'Fed. R. Civ. P. 6(a)(4)(A)' });
  return {
    title: rule.title, citation: rule.citation, ruleId,
    consequence: 'consequence' in rule ? (rule.consequence ?? null) : null,
    ruleSet: { id: set.id, name: set.name }, trigger, dueDate: due, endsAt, steps,
  };
}

function needsService(serviceExtends: boolean, input: PeriodInput): DeadlineError | null {
  return serviceExtends && input.service === undefined
    ? { code: 'service_method_required', field: 'service', message: 'Say how the paper was served (by hand, mail, the clerk, electronically or other consented means): service by some of them adds 3 days.' }
    : null;
}

/** The deadline a rule of the rule set in force on the trigger date sets. */
export function computeRuleDeadline(ruleId: RuleId, input: PeriodInput): DeadlineResult {
  const checked = checkInput(input);
  if ('code' in checked) return fail(checked);
  const rule = checked.set.rules[ruleId];
  const missing = needsService(rule.serviceExtends, input);
  if (missing) return fail(missing);
  return { ok: true, deadline: compute(rule, ruleId, TRIGGER_LABELS[rule.trigger], checked.set, input) };
}

/** A period given by the caller (an order's or a local rule's), counted under Rule 6. */
export function computeCustomDeadline(period: CustomPeriod, input: PeriodInput): DeadlineResult {
  if (!Number.isInteger(period.days) || period.days < 1 || period.days > MAX_PERIOD_DAYS) {
    return fail({ code: 'invalid_period', field: 'days', message: `A period is a whole number of days from 1 to ${MAX_PERIOD_DAYS}.` });
  }
  const checked = checkInput(input);
  if ('code' in checked) return fail(checked);
  const missing = needsService(period.serviceExtends && period.direction === 'after', input);
  if (missing) return fail(missing);
  return { ok: true, deadline: compute(period, null, period.event, checked.set, input) };
}

/**
 * Every deadline one trigger sets (a Rule 26(f) conference sets initial disclosures and the early
 * Rule 34 responses): what a caller recomputes when the trigger moves. An error stops them all.
 */
export function computeTriggeredDeadlines(trigger: TriggerKind, input: PeriodInput): { ok: true; deadlines: ComputedDeadline[] } | { ok: false; error: DeadlineError } {
  const checked = checkInput(input);
  if ('code' in checked) return { ok: false, error: checked };
  const deadlines: ComputedDeadline[] = [];
  for (const rule of rulesTriggeredBy(trigger, checked.set)) {
    const result = computeRuleDeadline(rule.id, input);
    if (!result.ok) return result;
    deadlines.push(result.deadline);
  }
  return { ok: true, deadlines };
}
