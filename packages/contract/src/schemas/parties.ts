import { z } from 'zod';
import { NonEmptyText, OptionalText, Timestamp } from './common.js';

/**
 * A matter's parties as the conflict check sees them: who each one is to us. (The older
 * `cases.parties` list records litigation positions — plaintiff, defendant — and stays as it was.)
 */
export const MATTER_PARTY_ROLES = ['client', 'adverse_party', 'opposing_counsel', 'co_party', 'related_entity', 'witness', 'expert'] as const;
export const MatterPartyRoleSchema = z.enum(MATTER_PARTY_ROLES);
export type MatterPartyRole = z.infer<typeof MatterPartyRoleSchema>;
export const MATTER_PARTY_ROLE_LABELS: Record<MatterPartyRole, string> = {
  client: 'Client',
  adverse_party: 'Adverse party',
  opposing_counsel: 'Opposing counsel',
  co_party: 'Co-party',
  related_entity: 'Related entity (adverse side)',
  witness: 'Witness',
  expert: 'Expert',
};

export const PARTY_KINDS = ['person', 'organization'] as const;
export const PartyKindSchema = z.enum(PARTY_KINDS);
export type PartyKind = z.infer<typeof PartyKindSchema>;
export const PARTY_KIND_LABELS: Record<PartyKind, string> = { person: 'Person', organization: 'Organisation' };

/** Where a party row came from: typed on the parties section, or carried over from the case's older fields. */
export const PARTY_SOURCES = ['manual', 'client_name', 'opposing_party', 'opposing_counsel', 'parties'] as const;
export type PartySource = (typeof PARTY_SOURCES)[number];

export const PARTY_NAME_MAX = 200;
const NameList = z.array(NonEmptyText(PARTY_NAME_MAX)).max(20, 'At most 20 names');

export const Party = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  kind: PartyKindSchema,
  name: z.string(),
  role: MatterPartyRoleSchema,
  aliases: z.array(z.string()),
  former_names: z.array(z.string()),
  /** The parent organisation, by name (corporate families are followed by name across matters). */
  parent_name: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.enum(PARTY_SOURCES),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Party = z.infer<typeof Party>;

export const CreatePartyRequest = z.object({
  name: NonEmptyText(PARTY_NAME_MAX),
  kind: PartyKindSchema.default('person'),
  role: MatterPartyRoleSchema,
  aliases: NameList.optional(),
  former_names: NameList.optional(),
  parent_name: OptionalText(PARTY_NAME_MAX),
  notes: OptionalText(2000),
});
export type CreatePartyRequest = z.infer<typeof CreatePartyRequest>;
export const UpdatePartyRequest = z.object({
  name: NonEmptyText(PARTY_NAME_MAX).optional(),
  kind: PartyKindSchema.optional(),
  role: MatterPartyRoleSchema.optional(),
  aliases: NameList.optional(),
  former_names: NameList.optional(),
  parent_name: OptionalText(PARTY_NAME_MAX),
  notes: OptionalText(2000),
});
export type UpdatePartyRequest = z.infer<typeof UpdatePartyRequest>;

export const CasePartyParam = z.object({ case_id: z.uuid(), party_id: z.uuid() });

export const PartyListResponse = z.object({
  parties: z.array(Party),
  /** True when the caller may add, change and remove parties on this case. */
  can_edit: z.boolean(),
});
export type PartyListResponse = z.infer<typeof PartyListResponse>;
