import { z } from 'zod';
import { Timestamp } from './common.js';
import { DocumentStatusSchema } from './documents.js';

/**
 * Reviewing a case's collection: e-mail threads (inclusive messages marked), near-duplicate groups
 * (a pivot and each member's similarity to it) and the case's review list, where e-mail reads as
 * e-mail (From, To, Sent) and families are grouped under their parent.
 */

/** The default near-duplicate threshold of a case (Jaccard similarity of word 5-shingles). */
export const DEFAULT_NEAR_DUPLICATE_THRESHOLD = 0.9;
/** Looser than this joins documents a reviewer should not code alike. */
export const MIN_NEAR_DUPLICATE_THRESHOLD = 0.5;

export const REVIEW_STATES = ['idle', 'waiting', 'running', 'failed'] as const;
export const ReviewStateSchema = z.enum(REVIEW_STATES);
export const REVIEW_STATE_LABELS: Record<z.infer<typeof ReviewStateSchema>, string> = {
  idle: 'Up to date',
  waiting: 'Waiting to be worked out',
  running: 'Being worked out',
  failed: 'Failed',
};

export const INCLUSIVE_REASONS = ['last-in-branch', 'attachment', 'quote-edited', 'contained', 'duplicate'] as const;
export const InclusiveReasonSchema = z.enum(INCLUSIVE_REASONS);
export type InclusiveReason = z.infer<typeof InclusiveReasonSchema>;
/** Why a message must be read (inclusive) or may be skipped, in a reviewer's words. */
export const INCLUSIVE_REASON_LABELS: Record<InclusiveReason, string> = {
  'last-in-branch': 'Inclusive: the last message of its branch',
  attachment: 'Inclusive: a later reply dropped one of its attachments',
  'quote-edited': 'Inclusive: later replies do not quote it unchanged',
  contained: 'Not inclusive: a later message contains its text and attachments',
  duplicate: 'Not inclusive: a copy of another message',
};

export const CaseReviewState = z.object({
  case_id: z.uuid(),
  near_duplicate_threshold: z.number(),
  status: ReviewStateSchema,
  computed_at: Timestamp.nullable(),
  failure_reason: z.string().nullable(),
  document_count: z.number().int(),
  email_count: z.number().int(),
  thread_count: z.number().int(),
  near_duplicate_group_count: z.number().int(),
  /** Lines repeated across the case (footers, disclaimers) left out of near-duplicate scores and entities. */
  boilerplate_lines: z.array(z.string()),
  /** How long the last recompute took. */
  duration_ms: z.number().int().nullable(),
  /** The caller may change the threshold. */
  can_manage: z.boolean(),
});
export type CaseReviewState = z.infer<typeof CaseReviewState>;

export const UpdateReviewSettingsRequest = z.object({
  near_duplicate_threshold: z
    .number()
    .min(MIN_NEAR_DUPLICATE_THRESHOLD, `The threshold must be at least ${MIN_NEAR_DUPLICATE_THRESHOLD}`)
    .max(1, 'The threshold must be at most 1'),
});
export type UpdateReviewSettingsRequest = z.infer<typeof UpdateReviewSettingsRequest>;

/** The e-mail side of a document (null fields for a document that is not an e-mail). */
const EmailColumns = {
  is_email: z.boolean(),
  from: z.string().nullable(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string().nullable(),
  /** When it was sent, as its headers say; null when they do not say (never the upload time). */
  sent_at: Timestamp.nullable(),
};

const FacetColumns = {
  thread_id: z.uuid().nullable(),
  thread_position: z.number().int().nullable(),
  inclusive: z.boolean().nullable(),
  inclusive_reason: InclusiveReasonSchema.nullable(),
  near_duplicate_pivot_id: z.uuid().nullable(),
  near_duplicate_similarity: z.number().nullable(),
};

export const ReviewFamilyMember = z.object({
  id: z.uuid(),
  parent_id: z.uuid().nullable(),
  filename: z.string(),
  status: DocumentStatusSchema,
  /** 1 for an attachment of the row, 2 for an attachment of that attachment, … */
  depth: z.number().int(),
  ...EmailColumns,
});
export type ReviewFamilyMember = z.infer<typeof ReviewFamilyMember>;

export const ReviewDocument = z.object({
  id: z.uuid(),
  parent_id: z.uuid().nullable(),
  filename: z.string(),
  status: DocumentStatusSchema,
  created_at: Timestamp,
  ...EmailColumns,
  ...FacetColumns,
  custodian_id: z.uuid().nullable(),
  source_path: z.string().nullable(),
  /** The family under this row (attachments, recursively), in order. */
  children: z.array(ReviewFamilyMember),
});
export type ReviewDocument = z.infer<typeof ReviewDocument>;

/** A JSON boolean, or 'true' / 'false' from a query string: the same filter travels in a body and in a URL. */
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'Use true or false' }));

/**
 * Filters on a case's collection, shared by document search (/search), the e-mail review list and
 * the discovery review queue, so each reads the same way everywhere.
 */
export const CollectionFilterFields = {
  /** Held by this custodian: its own custodian, or one of the custodians of its suppressed copies. */
  custodian_id: z.uuid('Choose a custodian from the list').optional(),
  /** Collected from this folder or path (a mailbox folder, a path inside a ZIP), or below it; an attachment takes its message's. */
  source_path: z.string().trim().min(1, 'Enter a folder or path').max(1000).optional(),
  /** Messages of one e-mail thread (its id is its first message's document id). */
  thread_id: z.uuid('Not a thread id').optional(),
  /** Members of one near-duplicate group (its id is its pivot's document id). */
  near_duplicate_group: z.uuid('Not a near-duplicate group id').optional(),
  /** E-mail only, and of it only the inclusive messages (the ones a reviewer must read). */
  inclusive_only: flag.optional(),
};
export const CollectionFilters = z.object(CollectionFilterFields);
export type CollectionFilters = z.infer<typeof CollectionFilters>;

const optionalBool = z.stringbool().optional();
const DateOnly = z.iso.date('Use a date like 2001-10-23');

export const ReviewListQuery = z
  .object({
    /** Messages of one thread (its id is its first message's document id). */
    thread_id: z.uuid().optional(),
    /** Members of one near-duplicate group (its id is its pivot's document id). */
    near_duplicate_group: z.uuid().optional(),
    /** E-mail only, and of it only the inclusive messages. */
    inclusive_only: optionalBool,
    /** E-mail only. */
    emails_only: optionalBool,
    /** A sender or recipient (name or address, any part). */
    participant: z.string().trim().min(1).max(200).optional(),
    /** Sent on or after this date (UTC). */
    sent_from: DateOnly.optional(),
    /** Sent on or before this date (UTC). */
    sent_to: DateOnly.optional(),
    /** Held by this custodian (its own custodian, or one of the custodians of its suppressed copies). */
    custodian_id: z.uuid().optional(),
    /** Collected from this folder or path (a mailbox folder, a path inside a ZIP), or below it. */
    source_path: z.string().trim().min(1).max(1000).optional(),
    /** Case-insensitive match on the file name or the subject. */
    q: z.string().trim().max(200).optional(),
    sort: z.enum(['sent', 'added']).default('added'),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !q.sent_from || !q.sent_to || q.sent_from <= q.sent_to, { message: 'The start date must not be after the end date', path: ['sent_to'] });
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const ReviewListResponse = z.object({
  documents: z.array(ReviewDocument),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  review: CaseReviewState,
});
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

export const ThreadMessage = z.object({
  document_id: z.uuid(),
  filename: z.string(),
  ...EmailColumns,
  position: z.number().int(),
  depth: z.number().int(),
  parent_id: z.uuid().nullable(),
  inclusive: z.boolean(),
  inclusive_reason: InclusiveReasonSchema,
  /** The later message that holds this one (contained), or the copy kept (duplicate). */
  contained_in: z.uuid().nullable(),
});
export type ThreadMessage = z.infer<typeof ThreadMessage>;

export const DocumentThreadResponse = z.object({
  document_id: z.uuid(),
  /** Null when the document is not an e-mail, or the case's threads are not worked out yet. */
  thread_id: z.uuid().nullable(),
  messages: z.array(ThreadMessage),
  review: CaseReviewState,
});
export type DocumentThreadResponse = z.infer<typeof DocumentThreadResponse>;

export const NearDuplicateMember = z.object({
  document_id: z.uuid(),
  filename: z.string(),
  similarity: z.number(),
  is_pivot: z.boolean(),
});
export type NearDuplicateMember = z.infer<typeof NearDuplicateMember>;

export const DocumentNearDuplicatesResponse = z.object({
  document_id: z.uuid(),
  /** Null when the document has no near-duplicate at the case's threshold. */
  pivot_id: z.uuid().nullable(),
  /** The pivot first, then the others by decreasing similarity. */
  members: z.array(NearDuplicateMember),
  review: CaseReviewState,
});
export type DocumentNearDuplicatesResponse = z.infer<typeof DocumentNearDuplicatesResponse>;

export const NearDuplicateDiffQuery = z.object({
  /** The document to compare with (default: the group's pivot). */
  against: z.uuid().optional(),
});
export const DiffRow = z.object({ kind: z.enum(['equal', 'changed', 'deleted', 'inserted']), left: z.string(), right: z.string() });
export type DiffRow = z.infer<typeof DiffRow>;
export const NearDuplicateDiffResponse = z.object({
  left: z.object({ document_id: z.uuid(), filename: z.string() }),
  right: z.object({ document_id: z.uuid(), filename: z.string() }),
  rows: z.array(DiffRow),
  stats: z.object({ equal_words: z.number().int(), deleted_words: z.number().int(), inserted_words: z.number().int() }),
});
export type NearDuplicateDiffResponse = z.infer<typeof NearDuplicateDiffResponse>;
