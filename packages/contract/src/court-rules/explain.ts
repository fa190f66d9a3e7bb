/*
 * A computed deadline in plain words: one sentence per step of the working, written from the steps
 * the computation kept, so what a person reads is what the engine did.
 */
import { longDate } from './dates.js';
import type { ComputationStep, ComputedDeadline, DayOff, SkippedDay } from './compute.js';
import { COURT_SERVICE_METHOD_LABELS } from './rule-sets.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function why(off: DayOff): string {
  if (off.kind === 'weekend') return 'a ' + off.day;
  if (off.kind === 'legal_holiday') return off.names.join(' and ') + ' (a legal holiday)';
  return `a day the court was closed (${off.reason})`;
}

const skippedList = (days: SkippedDay[]) => days.map((d) => `${longDate(d.date)}, ${why(d.why)}`).join('; ');

function sentence(step: ComputationStep, deadline: ComputedDeadline): string {
  switch (step.kind) {
    case 'trigger':
      return `The period starts when ${step.event}, on ${longDate(step.date)}; that day is not counted (${step.citation}).`;
    case 'count': {
      const inside = [
        step.weekendDays > 0 ? plural(step.weekendDays, 'weekend day') : '',
        step.holidays.length > 0 ? skippedList(step.holidays) : '',
      ].filter(Boolean).join(' and ');
      const span = step.direction === 'after'
        ? `Counting ${plural(step.days, 'day')} forward from ${longDate(step.firstDay)} reaches ${longDate(step.lastDay)}`
        : `Counting ${plural(step.days, 'day')} backward from ${longDate(step.firstDay)} reaches ${longDate(step.lastDay)}`;
      return `${span}; every day counts${inside ? `, including ${inside}` : ''} (${step.citation}).`;
    }
    case 'roll':
      return step.skipped.length === 0
        ? `${longDate(step.from)} is a court day, so the period ends there (${step.citation}).`
        : `${longDate(step.from)} is not a court day (${skippedList(step.skipped)}), so the period ${step.direction === 'forward' ? 'runs on' : 'moves back'} to ${longDate(step.to)}, the ${step.direction === 'forward' ? 'next' : 'nearest earlier'} court day (${step.citation}).`;
    case 'service_extension':
      return `The papers were served ${COURT_SERVICE_METHOD_LABELS[step.method]}, so ${plural(step.days, 'day')} are added after the period would otherwise end: ${longDate(step.from)} becomes ${longDate(step.to)} (${step.citation}).`;
    case 'no_service_extension':
      if (step.reason === 'rule_not_after_service') return `No days are added for the manner of service: this period does not run from service of a paper under Rule 5(b) (${step.citation}).`;
      if (step.reason === 'counted_backward') return `No days are added for the manner of service: the period is counted backward (${step.citation}).`;
      return `No days are added for the manner of service: service ${step.method ? COURT_SERVICE_METHOD_LABELS[step.method] : 'by that means'} is not one that adds days under ${deadline.ruleSet.name} (${step.citation}).`;
    case 'end':
      return `Due: ${deadline.title}, ${longDate(step.date)}; for electronic filing the day ends at midnight in ${step.timeZone}, for filing by other means when the clerk's office closes (${step.citation}).${deadline.consequence ? ` ${deadline.consequence}` : ''}`;
  }
}

/** One sentence per step, in order, ending with the rule cited and the rule set used. */
export function explainDeadline(deadline: ComputedDeadline): string[] {
  return [
    ...deadline.steps.map((s) => sentence(s, deadline)),
    `Rule applied: ${deadline.citation}, under the ${deadline.ruleSet.name}.`,
  ];
}
