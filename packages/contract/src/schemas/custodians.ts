import { z } from 'zod';
import { Email, NonEmptyText, OptionalText, Timestamp } from './common.js';

/** A custodian is a person, or a source that is not one person (a shared mailbox, a shared drive). */
export const CUSTODIAN_KINDS = ['person', 'source'] as const;
export const CustodianKindSchema = z.enum(CUSTODIAN_KINDS);
export type CustodianKind = z.infer<typeof CustodianKindSchema>;
export const CUSTODIAN_KIND_LABELS: Record<CustodianKind, string> = { person: 'Person', source: 'Source (mailbox, shared drive)' };

/**
 * De-duplication scope, chosen per case: across the whole case (one copy to review, every custodian
 * who held it remembered), or per custodian (each custodian keeps their own copy).
 */
export const DEDUP_SCOPES = ['case', 'custodian'] as const;
export const DedupScopeSchema = z.enum(DEDUP_SCOPES);
export type DedupScope = z.infer<typeof DedupScopeSchema>;
export const DEDUP_SCOPE_LABELS: Record<DedupScope, string> = { case: 'Across the case', custodian: 'Per custodian' };

export const CUSTODIAN_NAME_MAX = 200;

export const Custodian = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  name: z.string(),
  kind: CustodianKindSchema,
  email: z.string().nullable(),
  notes: z.string().nullable(),
  created_by: z.uuid().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** Live documents of the case that name this custodian. */
  document_count: z.number().int(),
});
export type Custodian = z.infer<typeof Custodian>;

export const CreateCustodianRequest = z.object({
  name: NonEmptyText(CUSTODIAN_NAME_MAX),
  kind: CustodianKindSchema.default('person'),
  email: Email.nullish(),
  notes: OptionalText(2000),
});
export type CreateCustodianRequest = z.infer<typeof CreateCustodianRequest>;
export const UpdateCustodianRequest = z.object({
  name: NonEmptyText(CUSTODIAN_NAME_MAX).optional(),
  kind: CustodianKindSchema.optional(),
  email: Email.nullish(),
  notes: OptionalText(2000),
});
export type UpdateCustodianRequest = z.infer<typeof UpdateCustodianRequest>;

export const CustodianListResponse = z.object({
  custodians: z.array(Custodian),
  /** The caller may add, change and remove custodians and set the case's de-duplication scope. */
  can_manage: z.boolean(),
  dedup_scope: DedupScopeSchema,
});
export type CustodianListResponse = z.infer<typeof CustodianListResponse>;
export const CaseCustodianParam = z.object({ case_id: z.uuid(), custodian_id: z.uuid() });

/** Selected documents of one case get a custodian and/or a source path (null clears it). */
export const BULK_DOCUMENT_MAX = 1000;
export const BulkDocumentCustodianRequest = z
  .object({
    document_ids: z.array(z.uuid()).min(1, 'Select at least one document').max(BULK_DOCUMENT_MAX),
    custodian_id: z.uuid().nullable().optional(),
    source_path: z.string().trim().max(2000).nullable().optional(),
  })
  .refine((b) => b.custodian_id !== undefined || b.source_path !== undefined, { message: 'Give a custodian or a source path to set', path: ['custodian_id'] });
export type BulkDocumentCustodianRequest = z.infer<typeof BulkDocumentCustodianRequest>;
export const BulkDocumentCustodianResponse = z.object({
  updated: z.number().int(),
  /** Children of the selected documents that inherited the custodian (families share one). */
  family_members_updated: z.number().int(),
});
export type BulkDocumentCustodianResponse = z.infer<typeof BulkDocumentCustodianResponse>;
