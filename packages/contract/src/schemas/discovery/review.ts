import { z } from 'zod';
import { OptionalText, Timestamp } from '../common.js';
import { CollectionFilterFields } from '../collections-review.js';

/** Review coding: each document's responsiveness per request, privilege and confidentiality, one at a time or in bulk. */

export const PRIVILEGE_TYPES = ['none', 'attorney_client', 'work_product', 'common_interest'] as const;
export type PrivilegeType = (typeof PRIVILEGE_TYPES)[number];
export const PRIVILEGE_LABELS: Record<PrivilegeType, string> = {
  none: 'Not privileged',
  attorney_client: 'Attorney-Client Privilege',
  work_product: 'Attorney Work Product',
  common_interest: 'Common Interest',
};

export const CONFIDENTIALITY_LEVELS = ['none', 'confidential', 'highly_confidential_aeo'] as const;
export type ConfidentialityLevel = (typeof CONFIDENTIALITY_LEVELS)[number];
/** The legend stamped bottom left of every produced page. */
export const CONFIDENTIALITY_LEGENDS: Record<ConfidentialityLevel, string | null> = {
  none: null,
  confidential: 'CONFIDENTIAL',
  highly_confidential_aeo: "HIGHLY CONFIDENTIAL - ATTORNEYS' EYES ONLY",
};

/** Responsiveness of one document to one request; absent means not yet reviewed for it. */
export const RESPONSIVENESS = ['responsive', 'not_responsive'] as const;
export type Responsiveness = (typeof RESPONSIVENESS)[number];

export const DocumentCoding = z.object({
  document_id: z.uuid(),
  case_id: z.uuid(),
  filename: z.string(),
  detected_type: z.string().nullable(),
  page_count: z.number().int().nullable(),
  document_date: z.string().nullable(),
  /** request id → responsive or not, for the requests it has been reviewed against. */
  responsiveness: z.record(z.string(), z.enum(RESPONSIVENESS)),
  privilege: z.enum(PRIVILEGE_TYPES),
  privilege_basis: z.string().nullable(),
  confidentiality: z.enum(CONFIDENTIALITY_LEVELS),
  notes: z.string().nullable(),
  reviewed: z.boolean(),
  reviewed_by: z.string().nullable(),
  reviewed_at: Timestamp.nullable(),
  /** The Bates range it was produced under, latest production first. */
  produced_as: z.array(z.object({ production_id: z.uuid(), begin_bates: z.string(), end_bates: z.string() })),
});
export type DocumentCoding = z.infer<typeof DocumentCoding>;

/** What one coding change sets; fields left out keep their value. */
export const CodingChange = z
  .object({
    /** request id → responsive / not_responsive, or null to clear. */
    responsiveness: z.record(z.uuid(), z.enum(RESPONSIVENESS).nullable()),
    privilege: z.enum(PRIVILEGE_TYPES),
    privilege_basis: OptionalText(2_000),
    confidentiality: z.enum(CONFIDENTIALITY_LEVELS),
    notes: OptionalText(10_000),
  })
  .partial()
  .refine((c) => Object.keys(c).length > 0, 'Nothing to change');
export type CodingChange = z.infer<typeof CodingChange>;

export const REVIEW_FILTERS = ['all', 'unreviewed', 'responsive', 'not_responsive', 'privileged'] as const;
export const ReviewQueueQuery = z.object({
  case_id: z.uuid(),
  /** Responsiveness filters apply to this request. */
  request_id: z.uuid().optional(),
  filter: z.enum(REVIEW_FILTERS).default('all'),
  /** Full-text search inside the case's documents (the same search as /search). */
  q: z.string().trim().max(500).optional(),
  /** Custodian, source path, thread, near-duplicate group, inclusive messages only (as on /search). */
  ...CollectionFilterFields,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export const ReviewQueue = z.object({
  documents: z.array(DocumentCoding),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  can_edit: z.boolean(),
});
export type ReviewQueue = z.infer<typeof ReviewQueue>;

export const MAX_BULK_CODING = 5_000;
export const BulkCodingRequest = z
  .object({
    case_id: z.uuid(),
    /** A selection … */
    document_ids: z.array(z.uuid()).min(1).max(MAX_BULK_CODING).optional(),
    /** … or every document of the case a search finds. */
    query: z.string().trim().min(2).max(500).optional(),
    change: CodingChange,
  })
  .refine((b) => (b.document_ids ? 1 : 0) + (b.query ? 1 : 0) === 1, { message: 'Give either document_ids or query', path: ['document_ids'] });
export type BulkCodingRequest = z.infer<typeof BulkCodingRequest>;
export const BulkCodingResponse = z.object({ updated: z.number().int(), document_ids: z.array(z.uuid()) });
export type BulkCodingResponse = z.infer<typeof BulkCodingResponse>;
