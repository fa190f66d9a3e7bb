import { z } from 'zod';
import { Case, CaseStatusSchema } from './cases.js';
import { ClearanceStatusSchema } from './clearance-status.js';
import { NonEmptyText, OptionalText, Timestamp } from './common.js';
import { MatterPartyRoleSchema, Party, PARTY_NAME_MAX, PartyKindSchema } from './parties.js';

export const CLEARANCE_DECISIONS = ['cleared', 'waived', 'declined'] as const;
export const ClearanceDecisionSchema = z.enum(CLEARANCE_DECISIONS);
export type ClearanceDecision = z.infer<typeof ClearanceDecisionSchema>;

/**
 * What a hit means: `conflict` (our client on one side, an adverse role on the other — it blocks
 * until cleared), `related_matter` (the same role again, e.g. the same client), `mention` (the name
 * appears in another role, e.g. a witness): shown, not blocking.
 */
export const HIT_KINDS = ['conflict', 'related_matter', 'mention'] as const;
export type HitKind = (typeof HIT_KINDS)[number];

export const MATCH_REASONS = ['exact', 'normalized', 'nickname', 'swapped', 'initials', 'typo', 'phonetic', 'acronym', 'family'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export const ConflictHit = z.object({
  /** The name checked (a party of the new matter) and its role there. */
  query_name: z.string(),
  query_role: MatterPartyRoleSchema,
  party_id: z.uuid(),
  party_name: z.string(),
  /** The name that matched: the party's name, an alias or a former name, or the family member's. */
  matched_name: z.string(),
  party_role: MatterPartyRoleSchema,
  case_id: z.uuid(),
  case_name: z.string(),
  case_status: CaseStatusSchema,
  case_archived: z.boolean(),
  kind: z.enum(HIT_KINDS),
  reason: z.enum(MATCH_REASONS),
  /** The match in words: "nickname (Bill = William)", "2 typos", "subsidiary of Castellan Holdings". */
  reason_text: z.string(),
  score: z.number(),
  /** One sentence: "our former client Castellan Logistics LLC is the adverse party here". */
  label: z.string(),
  /** Whether the caller may open the other matter (the same rule as the case page). */
  can_open: z.boolean(),
});
export type ConflictHit = z.infer<typeof ConflictHit>;

export const CheckedName = z.object({ name: z.string(), role: MatterPartyRoleSchema });

export const CONFLICT_CHECK_TRIGGERS = ['intake', 'party_added', 'party_changed', 'manual'] as const;
export const ConflictCheck = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  trigger: z.enum(CONFLICT_CHECK_TRIGGERS),
  names: z.array(CheckedName),
  hits: z.array(ConflictHit),
  blocking_count: z.number().int(),
  run_by: z.uuid().nullable(),
  created_at: Timestamp,
});
export type ConflictCheck = z.infer<typeof ConflictCheck>;

/** A check before a matter exists (the intake form's preview): nothing is stored. */
export const ConflictSearchRequest = z.object({
  parties: z
    .array(
      z.object({
        name: NonEmptyText(PARTY_NAME_MAX),
        role: MatterPartyRoleSchema,
        kind: PartyKindSchema.optional(),
        aliases: z.array(NonEmptyText(PARTY_NAME_MAX)).max(20).optional(),
        parent_name: OptionalText(PARTY_NAME_MAX),
      }),
    )
    .min(1, 'Name at least one party')
    .max(100),
});
export type ConflictSearchRequest = z.infer<typeof ConflictSearchRequest>;
export const ConflictSearchResponse = z.object({ hits: z.array(ConflictHit), blocking_count: z.number().int() });
export type ConflictSearchResponse = z.infer<typeof ConflictSearchResponse>;

export const Clearance = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  check_id: z.uuid().nullable(),
  decision: ClearanceDecisionSchema,
  /** Recorded by the system: the check found nothing that blocks. */
  automatic: z.boolean(),
  client_consent: z.boolean(),
  approver_id: z.uuid().nullable(),
  approver_name: z.string().nullable(),
  notes: z.string().nullable(),
  decided_by: z.uuid().nullable(),
  decided_by_name: z.string().nullable(),
  created_at: Timestamp,
});
export type Clearance = z.infer<typeof Clearance>;

export const RecordClearanceRequest = z
  .object({
    decision: ClearanceDecisionSchema,
    client_consent: z.boolean().optional(),
    approver_id: z.uuid().nullish(),
    notes: OptionalText(5000),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'waived') return;
    if (!v.approver_id) ctx.addIssue({ code: 'custom', path: ['approver_id'], message: 'A waiver needs an approving partner or administrator' });
    if (v.client_consent !== true) ctx.addIssue({ code: 'custom', path: ['client_consent'], message: "A waiver needs the client's informed consent" });
  });
export type RecordClearanceRequest = z.infer<typeof RecordClearanceRequest>;

export const Approver = z.object({ id: z.uuid(), full_name: z.string(), role: z.string() });
export const CaseConflictsResponse = z.object({
  case_id: z.uuid(),
  clearance_status: ClearanceStatusSchema,
  latest_check: ConflictCheck.nullable(),
  clearances: z.array(Clearance),
  /** Partners and administrators of the firm, who may approve a waiver. */
  approvers: z.array(Approver),
  can_check: z.boolean(),
  can_clear: z.boolean(),
});
export type CaseConflictsResponse = z.infer<typeof CaseConflictsResponse>;

/** A party added or changed, with the check it triggered (null when the caller may not run checks or nothing that is matched changed). */
export const PartyMutationResponse = z.object({ party: Party, check: ConflictCheck.nullable() });
export type PartyMutationResponse = z.infer<typeof PartyMutationResponse>;

/** The create-case answer: the matter, and the intake check with its hits (the matter is 'pending' when it found a conflict). */
export const CreateCaseResponse = Case.extend({ conflict_check: ConflictCheck.nullable() });
export type CreateCaseResponse = z.infer<typeof CreateCaseResponse>;
