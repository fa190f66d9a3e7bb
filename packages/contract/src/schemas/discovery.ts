import { calendarDaysBetween } from '../deadline-days.js';
import * as courtRules from '../court-rules/index.js';
import type { DiscoveryRequestType, ServiceMethod } from './discovery/requests.js';

/**
 * Discovery: requests served on or by the firm with their numbered
 * items and response deadlines, the review coding of each document (responsiveness per request,
 * privilege, confidentiality), productions (Bates-stamped volumes with DAT/OPT load files, made
 * once and never changed) and the privilege log of what was withheld: one file per sub-feature in
 * discovery/, all exported from here.
 */

export * from './discovery/requests.js';
export * from './discovery/review.js';
export * from './discovery/productions.js';
export * from './discovery/production-fields.js';
export * from './discovery/privilege-log.js';
export * from './discovery/incoming.js';

// ── Rules shared by the server and the screen ─────────────────────────────────────────────────

/** How a request was served, in Rule 5(b)(2)'s terms. 'other' adds no days: the screen does not
 * ask whether the recipient consented to the means (Rule 5(b)(2)(F)), so it is not assumed. */
export const DISCOVERY_SERVICE_TO_COURT: Record<ServiceMethod, courtRules.CourtServiceMethod | null> = {
  email: 'electronic',
  electronic_filing: 'electronic',
  mail: 'mail',
  hand: 'hand',
  other: null,
};

const RESPONSE_RULES: Record<DiscoveryRequestType, courtRules.RuleId> = {
  production: 'frcp_34b2A_production_responses',
  interrogatories: 'frcp_33b2_interrogatory_answers',
  admissions: 'frcp_36a3_admission_responses',
};

export interface ResponseDeadlineInput {
  servedDate: string;
  responseDays: number;
  method: ServiceMethod;
  requestType: DiscoveryRequestType;
  /** Today in the firm's time zone (the engine refuses a served date far from it). */
  today: string;
  court: courtRules.Court;
}

/**
 * The response deadline under the court-rule engine (Rule 6(a) and 6(d), holidays and the court's
 * closures): the rule's own 30 days, or the same counting over an agreed or ordered period when
 * response_days is not 30. Errors name the request's fields (served_date, response_days).
 */
export function responseDeadline(input: ResponseDeadlineInput): courtRules.DeadlineResult {
  const ruleId = RESPONSE_RULES[input.requestType];
  const period = { trigger: input.servedDate, today: input.today, court: input.court, service: DISCOVERY_SERVICE_TO_COURT[input.method] };
  const ruleSet = courtRules.ruleSetInForce(input.servedDate);
  const rule = ruleSet?.rules[ruleId];
  const result =
    !rule || input.responseDays === rule.days
      ? courtRules.computeRuleDeadline(ruleId, period)
      : courtRules.computeCustomDeadline(
          { title: rule.title, citation: `${rule.citation}, period of ${input.responseDays} days agreed or ordered`, days: input.responseDays, direction: 'after', serviceExtends: true, event: courtRules.TRIGGER_LABELS.discovery_served },
          period,
        );
  return result;
}

/** The request field an engine error is about. */
export function responseDeadlineField(error: courtRules.DeadlineError): string {
  return error.field === 'days' ? 'response_days' : error.field === 'service' ? 'service_method' : 'served_date';
}

/** A court with no closures in UTC: what the request form previews with before the server counts with the case's court. */
export const PREVIEW_COURT: courtRules.Court = { name: 'Court', timeZone: 'UTC', inaugurationDay: false, closures: [] };

/**
 * The response due date the form previews: the engine's date for a court without closures (the
 * server's, with the case's court and the firm's closures, is the one stored), or null when the
 * engine refuses the dates.
 */
export function responseDueDate(servedDate: string, responseDays: number, method: ServiceMethod, requestType: DiscoveryRequestType = 'production', today = servedDate): string | null {
  const result = responseDeadline({ servedDate, responseDays, method, requestType, today, court: PREVIEW_COURT });
  return result.ok ? result.deadline.dueDate : null;
}

/** Whole days from `today` to `due` (negative: overdue), counted as every deadline is (deadline-days.ts). */
export function daysUntil(due: string, today: string): number {
  return calendarDaysBetween(today, due);
}
