/*
 * Court rules as data, in versions that take effect on a date. A computation uses the version in
 * force on its trigger date, so a deadline triggered before an amendment keeps the old rule and one
 * triggered after gets the new one (the 2016 amendment that took electronic service out of the
 * three added days is the case that matters today).
 *
 * The engine starts at the Federal Rules of Civil Procedure as amended December 1, 2009: that
 * amendment made every period count every day ("days are days") and changed most short periods to
 * multiples of 7 (20 days to answer became 21). Earlier triggers used a different way of counting
 * (intermediate weekends and holidays excluded from periods under 11 days) that this engine does
 * not model, so they are refused as "no rule set in force" rather than answered wrongly.
 */
import type { IsoDate } from './dates.js';

/** How a paper was served, as Rule 5(b)(2) sorts the ways. */
export const COURT_SERVICE_METHODS = ['hand', 'mail', 'clerk', 'electronic', 'other_consented'] as const;
export type CourtServiceMethod = (typeof COURT_SERVICE_METHODS)[number];

export const COURT_SERVICE_METHOD_LABELS: Record<CourtServiceMethod, string> = {
  hand: 'by hand (Rule 5(b)(2)(A) or (B))',
  mail: 'by mail (Rule 5(b)(2)(C))',
  clerk: 'by leaving it with the court clerk (Rule 5(b)(2)(D))',
  electronic: 'electronically (Rule 5(b)(2)(E))',
  other_consented: 'by other means the person consented to (Rule 5(b)(2)(F))',
};

/** The events a deadline counts from. */
export const TRIGGER_KINDS = ['summons_served', 'waiver_requested', 'rule_26f_conference', 'discovery_served'] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export const TRIGGER_LABELS: Record<TriggerKind, string> = {
  summons_served: 'the summons and complaint were served',
  waiver_requested: 'the request to waive service was sent',
  rule_26f_conference: 'the parties held their Rule 26(f) conference',
  discovery_served: 'the discovery requests were served',
};

export const RULE_IDS = [
  'frcp_12a1Ai_answer',
  'frcp_12a1Aii_answer_after_waiver',
  'frcp_12a1Aii_answer_after_waiver_abroad',
  'frcp_26a1C_initial_disclosures',
  'frcp_26d2_early_rule_34_responses',
  'frcp_33b2_interrogatory_answers',
  'frcp_34b2A_production_responses',
  'frcp_36a3_admission_responses',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export interface CourtRule {
  id: RuleId;
  /** How the rule is cited: "Fed. R. Civ. P. 33(b)(2)". */
  citation: string;
  /** What is due: "Answers to interrogatories". */
  title: string;
  trigger: TriggerKind;
  days: number;
  /** 'after': N days after the trigger; 'before': N days before it (rolls backward). */
  direction: 'after' | 'before';
  /**
   * The period runs from service of a paper under Rule 5(b), so Rule 6(d) can add three days. The
   * summons and complaint are served under Rule 4 and a waiver request is sent, not served, so
   * neither gets them.
   */
  serviceExtends: boolean;
  /** What happens when the date passes, when the rule itself says. */
  consequence?: string;
}

export interface RuleSet {
  id: string;
  name: string;
  /** First trigger date the version governs. */
  effectiveFrom: IsoDate;
  /** Last trigger date it governs; absent while in force. */
  effectiveThrough?: IsoDate;
  /** Rule 6(d): the service methods that add days, how many, and its text in this version. */
  serviceExtension: { methods: readonly CourtServiceMethod[]; days: number; citation: string; text: string };
  rules: Readonly<Record<RuleId, CourtRule>>;
}

const RULES: Readonly<Record<RuleId, CourtRule>> = {
  frcp_12a1Ai_answer: {
    id: 'frcp_12a1Ai_answer', citation: 'Fed. R. Civ. P. 12(a)(1)(A)(i)', title: 'Answer to the complaint',
    trigger: 'summons_served', days: 21, direction: 'after', serviceExtends: false,
  },
  frcp_12a1Aii_answer_after_waiver: {
    id: 'frcp_12a1Aii_answer_after_waiver', citation: 'Fed. R. Civ. P. 12(a)(1)(A)(ii)', title: 'Answer after waiving service',
    trigger: 'waiver_requested', days: 60, direction: 'after', serviceExtends: false,
  },
  frcp_12a1Aii_answer_after_waiver_abroad: {
    id: 'frcp_12a1Aii_answer_after_waiver_abroad', citation: 'Fed. R. Civ. P. 12(a)(1)(A)(ii)',
    title: 'Answer after waiving service (request sent outside the United States)',
    trigger: 'waiver_requested', days: 90, direction: 'after', serviceExtends: false,
  },
  frcp_26a1C_initial_disclosures: {
    id: 'frcp_26a1C_initial_disclosures', citation: 'Fed. R. Civ. P. 26(a)(1)(C)', title: 'Initial disclosures',
    trigger: 'rule_26f_conference', days: 14, direction: 'after', serviceExtends: false,
  },
  // Rule 26(d)(2)(B): a Rule 34 request delivered before the conference is considered served at
  // the first Rule 26(f) conference, so its 30 days run from the conference, and no Rule 6(d) days
  // are added: it is not served by any Rule 5(b) method on that day.
  frcp_26d2_early_rule_34_responses: {
    id: 'frcp_26d2_early_rule_34_responses', citation: 'Fed. R. Civ. P. 26(d)(2)(B) and 34(b)(2)(A)',
    title: 'Responses to early Rule 34 requests', trigger: 'rule_26f_conference', days: 30, direction: 'after', serviceExtends: false,
  },
  frcp_33b2_interrogatory_answers: {
    id: 'frcp_33b2_interrogatory_answers', citation: 'Fed. R. Civ. P. 33(b)(2)', title: 'Answers and objections to interrogatories',
    trigger: 'discovery_served', days: 30, direction: 'after', serviceExtends: true,
  },
  frcp_34b2A_production_responses: {
    id: 'frcp_34b2A_production_responses', citation: 'Fed. R. Civ. P. 34(b)(2)(A)', title: 'Responses to requests for production',
    trigger: 'discovery_served', days: 30, direction: 'after', serviceExtends: true,
  },
  frcp_36a3_admission_responses: {
    id: 'frcp_36a3_admission_responses', citation: 'Fed. R. Civ. P. 36(a)(3)', title: 'Responses to requests for admission',
    trigger: 'discovery_served', days: 30, direction: 'after', serviceExtends: true,
    consequence: 'A matter not answered or objected to in writing by this date is admitted.',
  },
};

/** The versions, oldest first; each ends the day before the next begins. */
export const FRCP_RULE_SETS: readonly RuleSet[] = [
  {
    id: 'frcp-2009-12-01',
    name: 'Federal Rules of Civil Procedure, as amended December 1, 2009',
    effectiveFrom: '2009-12-01',
    effectiveThrough: '2016-11-30',
    serviceExtension: {
      methods: ['mail', 'clerk', 'electronic', 'other_consented'], days: 3, citation: 'Fed. R. Civ. P. 6(d) (2009)',
      text: 'When a party may or must act within a specified time after service and service is made under Rule 5(b)(2)(C), (D), (E), or (F), 3 days are added after the period would otherwise expire under Rule 6(a).',
    },
    rules: RULES,
  },
  {
    id: 'frcp-2016-12-01',
    name: 'Federal Rules of Civil Procedure, as amended December 1, 2016',
    effectiveFrom: '2016-12-01',
    serviceExtension: {
      methods: ['mail', 'clerk', 'other_consented'], days: 3, citation: 'Fed. R. Civ. P. 6(d)',
      text: 'When a party may or must act within a specified time after being served and service is made under Rule 5(b)(2)(C) (mail), (D) (leaving with the clerk), or (F) (other means consented to), 3 days are added after the period would otherwise expire under Rule 6(a).',
    },
    rules: RULES,
  },
];

/** The version in force on a date, or null. */
export function ruleSetInForce(date: IsoDate, sets: readonly RuleSet[] = FRCP_RULE_SETS): RuleSet | null {
  return sets.find((s) => s.effectiveFrom <= date && (s.effectiveThrough === undefined || date <= s.effectiveThrough)) ?? null;
}

/** The rules that count from a kind of trigger (what moves when that trigger moves). */
export function rulesTriggeredBy(trigger: TriggerKind, set: RuleSet): CourtRule[] {
  return Object.values(set.rules).filter((r) => r.trigger === trigger);
}
