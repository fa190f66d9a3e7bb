import { z } from 'zod';
import { COURT_SERVICE_METHODS, MAX_PERIOD_DAYS, type RuleId } from '../court-rules/index.js';
import { NonEmptyText, OptionalText, Timestamp } from './common.js';
import { Timezone } from './settings.js';

/*
 * Court-rule deadlines of a case: triggers (an event a rule counts from), the deadlines each one
 * sets (computed by the contract's court-rule engine, stored as the case's 'deadline' events with
 * their working), the case's court and the firm's court closure days.
 */

const IsoDate = z.iso.date('Use a date like 2026-11-25');

/**
 * What happened, as a person names it. Each kind sets the deadlines of fixed rules
 * (DEADLINE_TRIGGER_RULES); 'custom' is a period an order or local rule sets, given by the user.
 */
export const DEADLINE_TRIGGER_KINDS = [
  'complaint_served',
  'waiver_requested',
  'waiver_requested_abroad',
  'rule_26f_conference',
  'interrogatories_served',
  'production_requests_served',
  'admissions_served',
  'custom',
] as const;
export type DeadlineTriggerKind = (typeof DEADLINE_TRIGGER_KINDS)[number];

export const DEADLINE_TRIGGER_LABELS: Record<DeadlineTriggerKind, string> = {
  complaint_served: 'Summons and complaint served',
  waiver_requested: 'Waiver of service requested',
  waiver_requested_abroad: 'Waiver of service requested (sent outside the United States)',
  rule_26f_conference: 'Rule 26(f) conference held',
  interrogatories_served: 'Interrogatories served',
  production_requests_served: 'Requests for production served',
  admissions_served: 'Requests for admission served',
  custom: 'Other event (period set by an order or local rule)',
};

/** The rules a kind of trigger sets: what is created with it and recomputed when it moves. */
export const DEADLINE_TRIGGER_RULES: Record<Exclude<DeadlineTriggerKind, 'custom'>, readonly RuleId[]> = {
  complaint_served: ['frcp_12a1Ai_answer'],
  waiver_requested: ['frcp_12a1Aii_answer_after_waiver'],
  waiver_requested_abroad: ['frcp_12a1Aii_answer_after_waiver_abroad'],
  rule_26f_conference: ['frcp_26a1C_initial_disclosures', 'frcp_26d2_early_rule_34_responses'],
  interrogatories_served: ['frcp_33b2_interrogatory_answers'],
  production_requests_served: ['frcp_34b2A_production_responses'],
  admissions_served: ['frcp_36a3_admission_responses'],
};

/** Kinds whose period runs from service of a paper: the request must say how it was served. */
export const SERVICE_TRIGGER_KINDS: readonly DeadlineTriggerKind[] = ['interrogatories_served', 'production_requests_served', 'admissions_served'];

export const CourtServiceMethodSchema = z.enum(COURT_SERVICE_METHODS);

export const COURT_SERVICE_METHOD_NAMES: Record<(typeof COURT_SERVICE_METHODS)[number], string> = {
  hand: 'By hand',
  mail: 'By mail',
  clerk: 'Left with the court clerk',
  electronic: 'Electronically (e-mail, e-filing)',
  other_consented: 'Other means the recipient consented to',
};

const CustomPeriodInput = {
  /** What is due (custom triggers): "Opposition to the motion". */
  deadline_title: OptionalText(200),
  /** The period in days (custom triggers). */
  days: z.number().int().min(1).max(MAX_PERIOD_DAYS).nullish(),
  /** Counted after the event or before it ("14 days before the hearing"). */
  direction: z.enum(['after', 'before']).nullish(),
  /** The period runs from service of a paper, so the manner of service may add 3 days. */
  service_extends: z.boolean().nullish(),
};

const TriggerFields = z.object({
  kind: z.enum(DEADLINE_TRIGGER_KINDS),
  /** The event in the case's words: "Defendant's First Set of Interrogatories". */
  title: NonEmptyText(200),
  trigger_date: IsoDate,
  service_method: CourtServiceMethodSchema.nullish(),
  notes: OptionalText(2000),
  ...CustomPeriodInput,
});

/** A custom trigger names its deadline and its period; the others take them from the rules. */
function customNeedsPeriod(t: { kind?: DeadlineTriggerKind; deadline_title?: string | null; days?: number | null }, ctx: z.RefinementCtx) {
  if (t.kind !== 'custom') return;
  if (!t.deadline_title) ctx.addIssue({ code: 'custom', path: ['deadline_title'], message: 'Say what is due (for example "Opposition to the motion")' });
  if (!t.days) ctx.addIssue({ code: 'custom', path: ['days'], message: 'Give the period in days' });
}

export const CreateDeadlineTriggerRequest = TriggerFields.superRefine(customNeedsPeriod);
export type CreateDeadlineTriggerRequest = z.infer<typeof CreateDeadlineTriggerRequest>;

/** Moving a trigger (its date or service) recomputes every deadline it set. The kind stays. */
export const UpdateDeadlineTriggerRequest = TriggerFields.omit({ kind: true }).partial();
export type UpdateDeadlineTriggerRequest = z.infer<typeof UpdateDeadlineTriggerRequest>;

export const ComputedCaseDeadline = z.object({
  /** The case event the deadline is (event_type 'deadline', all-day on due_date). */
  event_id: z.uuid(),
  title: z.string(),
  citation: z.string(),
  rule_id: z.string().nullable(),
  rule_set_id: z.string(),
  rule_set_name: z.string(),
  service_method: CourtServiceMethodSchema.nullable(),
  due_date: z.string(),
  /** The instant the last day ends (midnight in the court's time zone). */
  ends_at: Timestamp,
  status: z.enum(['scheduled', 'completed', 'cancelled']),
  consequence: z.string().nullable(),
  /** The working in plain words, one sentence per step (courtRules.explainDeadline). */
  explanation: z.array(z.string()),
  computed_at: Timestamp,
});
export type ComputedCaseDeadline = z.infer<typeof ComputedCaseDeadline>;

export const DeadlineTrigger = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  kind: z.enum(DEADLINE_TRIGGER_KINDS),
  title: z.string(),
  trigger_date: z.string(),
  service_method: CourtServiceMethodSchema.nullable(),
  notes: z.string().nullable(),
  deadline_title: z.string().nullable(),
  days: z.number().int().nullable(),
  direction: z.enum(['after', 'before']).nullable(),
  service_extends: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deadlines: z.array(ComputedCaseDeadline),
});
export type DeadlineTrigger = z.infer<typeof DeadlineTrigger>;

export const CaseCourt = z.object({
  name: z.string(),
  time_zone: z.string(),
  /** Inauguration Day is a legal holiday in this court (the District of Columbia area). */
  inauguration_day: z.boolean(),
  /** False while the case uses the defaults (the case's court name, the firm's time zone). */
  configured: z.boolean(),
});
export type CaseCourt = z.infer<typeof CaseCourt>;

export const UpdateCaseCourtRequest = z.object({
  name: NonEmptyText(200),
  time_zone: Timezone,
  inauguration_day: z.boolean(),
});
export type UpdateCaseCourtRequest = z.infer<typeof UpdateCaseCourtRequest>;

export const CaseDeadlines = z.object({
  court: CaseCourt,
  triggers: z.array(DeadlineTrigger),
  /** Response deadlines of the case's discovery requests, counted by the same engine (changed on /discovery). */
  discovery_deadlines: z.array(ComputedCaseDeadline.extend({ request_id: z.uuid() })),
  /** The caller may add, move and remove triggers and set the court. */
  can_manage: z.boolean(),
});
export type CaseDeadlines = z.infer<typeof CaseDeadlines>;

export const CaseTriggerParam = z.object({ case_id: z.uuid(), trigger_id: z.uuid() });

export const CourtClosure = z.object({
  id: z.uuid(),
  date: z.string(),
  reason: z.string(),
  created_at: Timestamp,
});
export type CourtClosure = z.infer<typeof CourtClosure>;

export const CourtClosureList = z.object({
  closures: z.array(CourtClosure),
  can_manage: z.boolean(),
});
export type CourtClosureList = z.infer<typeof CourtClosureList>;

/** A closure is a day in the courts' calendar: one far outside any deadline's reach is a typo. */
const ClosureDate = IsoDate.refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'A closure day between 2000 and 2099');

export const CreateCourtClosureRequest = z.object({
  date: ClosureDate,
  /** Why the courts were closed: "State holiday: Patriots' Day", "Clerk's office closed (storm)". */
  reason: NonEmptyText(200),
});
export type CreateCourtClosureRequest = z.infer<typeof CreateCourtClosureRequest>;

/** Adding or removing a closure recomputes the deadlines it can move: how many moved. */
export const CourtClosureChange = z.object({
  closure: CourtClosure,
  triggers_recomputed: z.number().int(),
  deadlines_moved: z.number().int(),
});
export type CourtClosureChange = z.infer<typeof CourtClosureChange>;

export const ClosureIdParam = z.object({ closure_id: z.uuid() });
