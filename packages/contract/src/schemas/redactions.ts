import { z } from 'zod';
import { NonEmptyText, OptionalText, Timestamp } from './common.js';

/**
 * Redactions: parts of a document page hidden from a production. They are kept beside the
 * document (never written into the original file), grouped in sets per purpose, and burned into
 * the produced page images of a production that chooses an approved set.
 */

export const REDACTION_REASONS = ['attorney_client', 'work_product', 'personal_data', 'confidentiality'] as const;
export const RedactionReason = z.enum(REDACTION_REASONS);
export type RedactionReason = z.infer<typeof RedactionReason>;
/** The label burned into the box and written in the logs. */
export const REDACTION_REASON_LABELS: Record<RedactionReason, string> = {
  attorney_client: 'Attorney-Client',
  work_product: 'Work Product',
  personal_data: 'Personal Data',
  confidentiality: 'Confidentiality',
};

/** Built-in patterns for batch redaction. */
export const REDACTION_PATTERNS = ['ssn', 'card_number', 'bank_account', 'date_of_birth', 'email', 'phone'] as const;
export const RedactionPattern = z.enum(REDACTION_PATTERNS);
export type RedactionPattern = z.infer<typeof RedactionPattern>;
export const REDACTION_PATTERN_LABELS: Record<RedactionPattern, string> = {
  ssn: 'US social-security numbers',
  card_number: 'Card numbers (Luhn checksum)',
  bank_account: 'Bank account numbers (IBAN checksum)',
  date_of_birth: 'Dates of birth',
  email: 'E-mail addresses',
  phone: 'Phone numbers',
};

export const REDACTION_SET_STATUSES = ['draft', 'approved'] as const;
export type RedactionSetStatus = (typeof REDACTION_SET_STATUSES)[number];

/** How a redaction was made. */
export const REDACTION_SOURCES = ['box', 'selection', 'term', 'regex', 'pattern'] as const;
export type RedactionSource = (typeof REDACTION_SOURCES)[number];

/** A regular expression gets this long over a document's pages before it is refused as runaway. */
export const REDACTION_REGEX_TIME_LIMIT_MS = 2_000;
/** One batch makes at most this many redactions (a pattern matching everything is a mistake). */
export const MAX_BATCH_REDACTIONS = 5_000;

export const RedactionSet = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  name: z.string(),
  purpose: z.string().nullable(),
  status: z.enum(REDACTION_SET_STATUSES),
  redaction_count: z.number().int(),
  approved_by: z.string().nullable(),
  approved_at: Timestamp.nullable(),
  created_by: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type RedactionSet = z.infer<typeof RedactionSet>;
export const RedactionSetListResponse = z.object({ sets: z.array(RedactionSet), can_edit: z.boolean(), can_approve: z.boolean() });
export type RedactionSetListResponse = z.infer<typeof RedactionSetListResponse>;

export const CreateRedactionSetRequest = z.object({ name: NonEmptyText(200), purpose: OptionalText(500) });
export type CreateRedactionSetRequest = z.infer<typeof CreateRedactionSetRequest>;
export const RedactionSetIdParam = z.object({ set_id: z.uuid() });
export const RedactionIdParam = z.object({ redaction_id: z.uuid() });

/** A box in page coordinates: 0..1 from the page's top-left corner, as wide and high as a share of the page. */
const OUTSIDE = 'The box must lie on the page (coordinates from 0 to 1)';
const Share = z.number().min(0, OUTSIDE).max(1, OUTSIDE);
export const RedactionBox = z
  .object({ x: Share, y: Share, width: Share.positive('The box must have a width'), height: Share.positive('The box must have a height') })
  .refine((b) => b.x + b.width <= 1 + 1e-9, { message: 'The box runs off the right edge of the page', path: ['width'] })
  .refine((b) => b.y + b.height <= 1 + 1e-9, { message: 'The box runs off the bottom of the page', path: ['height'] });
export type RedactionBox = z.infer<typeof RedactionBox>;

export const Redaction = z.object({
  id: z.uuid(),
  set_id: z.uuid(),
  document_id: z.uuid(),
  page_number: z.number().int(),
  /** Set for a box drawn on the page image. */
  box: RedactionBox.nullable(),
  /** Set for a text span: character offsets of the page text, and the text itself. */
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
  quote: z.string().nullable(),
  reason: RedactionReason,
  source: z.enum(REDACTION_SOURCES),
  author_id: z.uuid().nullable(),
  author_name: z.string().nullable(),
  created_at: Timestamp,
});
export type Redaction = z.infer<typeof Redaction>;
/** One document's redactions, or without it every redaction of the set. */
export const RedactionListQuery = z.object({ document_id: z.uuid().optional() });
export const RedactionListResponse = z.object({ redactions: z.array(Redaction), set: RedactionSet });
export type RedactionListResponse = z.infer<typeof RedactionListResponse>;

const Page = z.number().int().min(1);
export const CreateRedactionRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('box'), document_id: z.uuid(), page_number: Page, box: RedactionBox, reason: RedactionReason }),
  z
    .object({ kind: z.literal('text'), document_id: z.uuid(), page_number: Page, start: z.number().int().min(0), end: z.number().int().min(1), reason: RedactionReason })
    .refine((r) => r.end > r.start, { message: 'The end must come after the start', path: ['end'] }),
]);
export type CreateRedactionRequest = z.infer<typeof CreateRedactionRequest>;

export const BatchRedactionRequest = z.object({
  /** The documents to search; none means every live document of the case. */
  document_ids: z.array(z.uuid()).max(1000).default([]),
  reason: RedactionReason,
  match: z.discriminatedUnion('by', [
    z.object({ by: z.literal('term'), term: z.string().trim().min(2, 'At least 2 characters').max(200), case_sensitive: z.boolean().default(false) }),
    z.object({ by: z.literal('regex'), pattern: z.string().min(1, 'Required').max(500), case_sensitive: z.boolean().default(true) }),
    z.object({ by: z.literal('pattern'), pattern: RedactionPattern }),
  ]),
});
export type BatchRedactionRequest = z.infer<typeof BatchRedactionRequest>;
export const BatchRedactionResponse = z.object({ created: z.number().int(), documents: z.number().int(), set: RedactionSet });
export type BatchRedactionResponse = z.infer<typeof BatchRedactionResponse>;

/** One page of a document as a production images it, for drawing a set's redactions over it. */
export const RedactionPageParams = z.object({ set_id: z.uuid(), document_id: z.uuid() });
export const RedactionPageQuery = z.object({ page_number: z.coerce.number().int().min(1).max(100_000).default(1) });
export const RedactionPageView = z.object({
  document_id: z.uuid(),
  page_number: z.number().int(),
  /** Pages as produced: a document set from its text is laid out on Letter pages, and a long text page runs on. */
  page_count: z.number().int(),
  /** The original page (nothing burned in), a PNG data URL. */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The set's text redactions on this page, with the places they cover (shares of the page, as boxes are). */
  places: z.array(z.object({ redaction_id: z.uuid(), rects: z.array(RedactionBox) })),
  /** Text redactions of this page that cannot be placed before production (a scan's words are found by OCR then). */
  unplaced: z.array(z.uuid()),
});
export type RedactionPageView = z.infer<typeof RedactionPageView>;
