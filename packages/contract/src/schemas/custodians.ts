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

/** The case's de-duplication: its scope and where the last run stands. */
export const DedupStatus = z.object({
  dedup_scope: DedupScopeSchema,
  /** idle: up to date; waiting or running: a run is coming or going; failed: see failure_reason. */
  status: z.enum(['idle', 'waiting', 'running', 'failed']),
  families: z.number().int(),
  suppressed_families: z.number().int(),
  finished_at: Timestamp.nullable(),
  failure_reason: z.string().nullable(),
});
export type DedupStatus = z.infer<typeof DedupStatus>;
export const UpdateDedupScopeRequest = z.object({ dedup_scope: DedupScopeSchema });
export type UpdateDedupScopeRequest = z.infer<typeof UpdateDedupScopeRequest>;

/** One collected copy of a document: the copy kept, or one that de-duplication suppressed. */
export const CustodyCopy = z.object({
  document_id: z.uuid(),
  filename: z.string(),
  custodian: Custodian.pick({ id: true, name: true, kind: true }).nullable(),
  /** Where it was collected from (an attachment's is its message's folder or path). */
  source_path: z.string().nullable(),
  /** The copy kept for review (the others are suppressed as its duplicates). */
  kept: z.boolean(),
});
export type CustodyCopy = z.infer<typeof CustodyCopy>;

/** A document's custodian, source path, and every custodian who held a copy of it. */
export const DocumentCustody = z.object({
  document_id: z.uuid(),
  custodian: Custodian.pick({ id: true, name: true, kind: true }).nullable(),
  source_path: z.string().nullable(),
  /** The copy kept when de-duplication suppressed this one (excluded from review and production by default). */
  dedup_of: z.uuid().nullable(),
  dedup_of_filename: z.string().nullable(),
  /** Every custodian who held a copy of this document's family (its own included), by name. */
  all_custodians: z.array(Custodian.pick({ id: true, name: true, kind: true })),
  /** Every collected copy (this one included), the kept copy first, then by custodian: who held it and where. */
  copies: z.array(CustodyCopy),
});
export type DocumentCustody = z.infer<typeof DocumentCustody>;

export const CULLING_TERMS_MAX = 50;
// (A calendar day, not only its shape: "2024-02-30" is refused here rather than by the database.)
const IsoDate = z.iso.date('Use a date like 2001-12-31');
/** The culling report's filters: a date range (inclusive) and search terms (the /search syntax). */
export const CullingReportRequest = z
  .object({
    date_from: IsoDate.nullish(),
    date_to: IsoDate.nullish(),
    terms: z.array(z.string().trim().min(1, 'A term cannot be empty').max(200)).max(CULLING_TERMS_MAX).default([]),
  })
  .refine((r) => !r.date_from || !r.date_to || r.date_from <= r.date_to, { message: 'The end date must not come before the start date', path: ['date_to'] });
export type CullingReportRequest = z.infer<typeof CullingReportRequest>;

/** One row of the funnel: a custodian's documents (or every custodian's, on the total row). */
export const CullingStageCounts = z.object({
  collected: z.number().int(),
  removed_by_dedup: z.number().int(),
  removed_by_threading: z.number().int(),
  removed_by_near_duplicates: z.number().int(),
  after_suppression: z.number().int(),
  removed_by_dates: z.number().int(),
  after_dates: z.number().int(),
  removed_by_terms: z.number().int(),
  after_terms: z.number().int(),
});
export type CullingStageCounts = z.infer<typeof CullingStageCounts>;
export const CullingCustodianRow = CullingStageCounts.extend({
  custodian_id: z.uuid().nullable(),
  /** "No custodian" for documents nobody was named for. */
  custodian_name: z.string(),
});
export const CullingTermRow = z.object({
  term: z.string(),
  /** Documents left after suppression and dates that the term finds. */
  document_hits: z.number().int(),
  /** Of those, documents no other term finds. */
  unique_hits: z.number().int(),
  /** The same with the family: a hit's whole family (parent and attachments) counted. */
  family_hits: z.number().int(),
  /** Why the term finds nothing, when it cannot be searched (only common words, say). */
  error: z.string().nullable(),
});
export const CullingReport = z.object({
  case_id: z.uuid(),
  case_name: z.string(),
  generated_at: Timestamp,
  dedup_scope: DedupScopeSchema,
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  terms: z.array(z.string()),
  custodians: z.array(CullingCustodianRow),
  total: CullingStageCounts,
  term_hits: z.array(CullingTermRow),
  /** Stages that could not be counted yet and why (e.g. threading not worked out for this case). */
  notes: z.array(z.string()),
});
export type CullingReport = z.infer<typeof CullingReport>;
export const CULLING_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const CullingExportQuery = z.object({ format: z.enum(CULLING_EXPORT_FORMATS).default('xlsx') });
