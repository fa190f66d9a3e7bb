import { z } from 'zod';
import { NonEmptyText, OptionalText, Timestamp } from './common.js';

/**
 * Discovery (spec §7 Discovery, issue 17): requests served on or by the firm with their numbered
 * items and response deadlines, the review coding of each document (responsiveness per request,
 * privilege, confidentiality), productions (Bates-stamped volumes with DAT/OPT load files, made
 * once and never changed) and the privilege log of what was withheld.
 */

// ── Requests ────────────────────────────────────────────────────────────────────────────────────

/** received: the other side asked us (we respond and produce); served: we asked them. */
export const DISCOVERY_DIRECTIONS = ['received', 'served'] as const;
export type DiscoveryDirection = (typeof DISCOVERY_DIRECTIONS)[number];

export const DISCOVERY_REQUEST_TYPES = ['production', 'interrogatories', 'admissions'] as const;
export type DiscoveryRequestType = (typeof DISCOVERY_REQUEST_TYPES)[number];

export const DISCOVERY_REQUEST_STATUSES = ['open', 'responded', 'objected', 'withdrawn'] as const;
export type DiscoveryRequestStatus = (typeof DISCOVERY_REQUEST_STATUSES)[number];

/**
 * How the request was served. Service by mail adds 3 days to the response period (FRCP 6(d));
 * the others do not (e-mail service no longer adds days since the 2016 amendment).
 */
export const SERVICE_METHODS = ['email', 'mail', 'hand', 'electronic_filing', 'other'] as const;
export type ServiceMethod = (typeof SERVICE_METHODS)[number];
export const MAIL_SERVICE_EXTRA_DAYS = 3;
/** FRCP 34(b)(2)(A): 30 days to respond unless the parties or the court say otherwise. */
export const DEFAULT_RESPONSE_DAYS = 30;
/** The requests table warns this many days before a response is due. */
export const DUE_SOON_DAYS = 7;

export const ITEM_RESPONSE_STATUSES = ['pending', 'answered', 'objected', 'partial'] as const;
export type ItemResponseStatus = (typeof ITEM_RESPONSE_STATUSES)[number];

export const MAX_REQUEST_ITEMS = 500;

const IsoDate = z.iso.date('Use a date like 2026-11-25');

export const DiscoveryRequestItemInput = z.object({
  /** The item's number in the set ("Request for Production No. 4"); defaults to its position. */
  number: z.number().int().min(1).max(10_000).optional(),
  text: NonEmptyText(10_000),
  response: OptionalText(20_000),
  objections: OptionalText(20_000),
  response_status: z.enum(ITEM_RESPONSE_STATUSES).optional(),
});
export type DiscoveryRequestItemInput = z.infer<typeof DiscoveryRequestItemInput>;

export const CreateDiscoveryRequestRequest = z.object({
  case_id: z.uuid(),
  direction: z.enum(DISCOVERY_DIRECTIONS).default('received'),
  request_type: z.enum(DISCOVERY_REQUEST_TYPES).default('production'),
  title: NonEmptyText(300),
  set_number: z.number().int().min(1).max(99).default(1),
  propounding_party: OptionalText(300),
  responding_party: OptionalText(300),
  served_date: IsoDate,
  service_method: z.enum(SERVICE_METHODS).default('email'),
  /** Days to respond from service (before the mail-service days); 30 unless agreed otherwise. */
  response_days: z.number().int().min(1).max(365).default(DEFAULT_RESPONSE_DAYS),
  notes: OptionalText(10_000),
  items: z.array(DiscoveryRequestItemInput).min(1, 'A request needs at least one numbered item').max(MAX_REQUEST_ITEMS),
});
export type CreateDiscoveryRequestRequest = z.infer<typeof CreateDiscoveryRequestRequest>;

export const UpdateDiscoveryRequestRequest = z
  .object({
    title: NonEmptyText(300),
    set_number: z.number().int().min(1).max(99),
    propounding_party: OptionalText(300),
    responding_party: OptionalText(300),
    served_date: IsoDate,
    service_method: z.enum(SERVICE_METHODS),
    response_days: z.number().int().min(1).max(365),
    status: z.enum(DISCOVERY_REQUEST_STATUSES),
    notes: OptionalText(10_000),
    /** The whole list: items keep their ids by number; responses and objections are per item. */
    items: z.array(DiscoveryRequestItemInput).min(1, 'A request needs at least one numbered item').max(MAX_REQUEST_ITEMS),
  })
  .partial();
export type UpdateDiscoveryRequestRequest = z.infer<typeof UpdateDiscoveryRequestRequest>;

export const DiscoveryRequestItem = z.object({
  id: z.uuid(),
  number: z.number().int(),
  text: z.string(),
  response: z.string().nullable(),
  objections: z.string().nullable(),
  response_status: z.enum(ITEM_RESPONSE_STATUSES),
});
export type DiscoveryRequestItem = z.infer<typeof DiscoveryRequestItem>;

/** Review progress of a request: the case's documents and how far coding has got for this request. */
export const ReviewProgress = z.object({
  total: z.number().int(),
  reviewed: z.number().int(),
  responsive: z.number().int(),
  not_responsive: z.number().int(),
  privileged: z.number().int(),
});
export type ReviewProgress = z.infer<typeof ReviewProgress>;

export const DiscoveryRequest = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  case_name: z.string(),
  direction: z.enum(DISCOVERY_DIRECTIONS),
  request_type: z.enum(DISCOVERY_REQUEST_TYPES),
  title: z.string(),
  set_number: z.number().int(),
  propounding_party: z.string().nullable(),
  responding_party: z.string().nullable(),
  served_date: z.string(),
  service_method: z.enum(SERVICE_METHODS),
  response_days: z.number().int(),
  /** served_date + response_days (+3 for mail service), moved to the next weekday if it falls on a weekend. */
  due_date: z.string(),
  /** The deadline on the case's calendar (a case event of type 'deadline'). */
  deadline_event_id: z.uuid().nullable(),
  status: z.enum(DISCOVERY_REQUEST_STATUSES),
  notes: z.string().nullable(),
  items: z.array(DiscoveryRequestItem),
  item_count: z.number().int(),
  progress: ReviewProgress,
  created_by: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** The caller may change it (paralegal and above with edit access to the case). */
  can_edit: z.boolean(),
});
export type DiscoveryRequest = z.infer<typeof DiscoveryRequest>;

export const DiscoveryRequestListQuery = z.object({
  case_id: z.uuid().optional(),
  status: z.enum(DISCOVERY_REQUEST_STATUSES).optional(),
  direction: z.enum(DISCOVERY_DIRECTIONS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export const DiscoveryRequestList = z.object({
  requests: z.array(DiscoveryRequest),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type DiscoveryRequestList = z.infer<typeof DiscoveryRequestList>;

export const DiscoveryRequestIdParam = z.object({ request_id: z.uuid() });

// ── Review coding ───────────────────────────────────────────────────────────────────────────────

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

// ── Productions ─────────────────────────────────────────────────────────────────────────────────

export const PRODUCTION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

export const LOAD_FILE_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type LoadFileEncoding = (typeof LOAD_FILE_ENCODINGS)[number];

/** Concordance defaults (DESIGN §8): field separator 0x14, text qualifier þ, newline placeholder ®. */
export const DAT_DEFAULTS = { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' } as const;

/** One character each; recipients' specifications differ (the FTC wants no Unicode). */
const Delimiter = z.string().length(1, 'One character');
export const DatDelimiters = z.object({
  field_separator: Delimiter.default(DAT_DEFAULTS.field_separator),
  text_qualifier: Delimiter.default(DAT_DEFAULTS.text_qualifier),
  newline: Delimiter.default(DAT_DEFAULTS.newline),
});
export type DatDelimiters = z.infer<typeof DatDelimiters>;

/** The DAT's columns, in order. */
export const DAT_FIELDS = [
  'BEGBATES',
  'ENDBATES',
  'BEGATTACH',
  'ENDATTACH',
  'CUSTODIAN',
  'FILENAME',
  'DATE',
  'AUTHOR',
  'FROM',
  'TO',
  'CC',
  'BCC',
  'SUBJECT',
  'PAGECOUNT',
  'FILEEXT',
  'SHA256',
  'CONFIDENTIALITY',
  'NATIVELINK',
  'TEXTLINK',
] as const;

/** Bates prefix: letters, digits, '-', '_' (it becomes part of every file name). */
export const BATES_PREFIX_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,19}$/;
export const BATES_MAX_PADDING = 10;

export const ProductionSelection = z.discriminatedUnion('by', [
  /** Every document coded responsive to any of these requests. */
  z.object({ by: z.literal('coding'), request_ids: z.array(z.uuid()).min(1, 'Choose at least one request').max(100) }),
  z.object({ by: z.literal('documents'), document_ids: z.array(z.uuid()).min(1, 'Choose at least one document').max(MAX_BULK_CODING) }),
  /** Every document of the case a search finds. */
  z.object({ by: z.literal('search'), query: z.string().trim().min(2).max(500) }),
]);
export type ProductionSelection = z.infer<typeof ProductionSelection>;

export const CreateProductionRequest = z.object({
  case_id: z.uuid(),
  name: NonEmptyText(200),
  /** Who it goes to (opposing counsel, a regulator). */
  recipient: NonEmptyText(300),
  /** The requests it answers (for the history); the selection decides the documents. */
  request_ids: z.array(z.uuid()).max(100).default([]),
  selection: ProductionSelection,
  bates_prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(BATES_PREFIX_PATTERN, 'Letters, digits, - and _ only, up to 20'),
  /** The first number; defaults to the next free number for the prefix. */
  bates_start: z.number().int().min(1).max(999_999_999).optional(),
  bates_padding: z.number().int().min(1).max(BATES_MAX_PADDING).default(6),
  /** The volume name, also the top folder of the ZIP. */
  volume: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{1,20}$/, 'Letters, digits, - and _ only, up to 20')
    .default('VOL001'),
  encoding: z.enum(LOAD_FILE_ENCODINGS).default('utf-8'),
  delimiters: DatDelimiters.default(DAT_DEFAULTS),
});
export type CreateProductionRequest = z.infer<typeof CreateProductionRequest>;

/** How a document went out. */
export const PRODUCED_FORMS = ['image', 'native'] as const;

export const ProducedDocument = z.object({
  document_id: z.uuid(),
  filename: z.string(),
  begin_bates: z.string().nullable(),
  end_bates: z.string().nullable(),
  page_count: z.number().int().nullable(),
  form: z.enum(PRODUCED_FORMS).nullable(),
  /** Why a slip sheet stands in (produced natively, or the file could not be imaged). */
  slip_sheet_reason: z.string().nullable(),
});
export type ProducedDocument = z.infer<typeof ProducedDocument>;

export const Production = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  case_name: z.string(),
  name: z.string(),
  recipient: z.string(),
  request_ids: z.array(z.uuid()),
  volume: z.string(),
  bates_prefix: z.string(),
  bates_start: z.number().int(),
  bates_padding: z.number().int(),
  /** Known once the job has numbered the pages. */
  begin_bates: z.string().nullable(),
  end_bates: z.string().nullable(),
  encoding: z.enum(LOAD_FILE_ENCODINGS),
  status: z.enum(PRODUCTION_STATUSES),
  /** 0–100 */
  progress: z.number().int(),
  stage: z.string().nullable(),
  document_count: z.number().int(),
  page_count: z.number().int(),
  /** Selected but privileged: kept out and put on the privilege log. */
  withheld_count: z.number().int(),
  slip_sheet_count: z.number().int(),
  size_bytes: z.number().int().nullable(),
  failure_reason: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: Timestamp,
  completed_at: Timestamp.nullable(),
});
export type Production = z.infer<typeof Production>;

export const ProductionDetail = Production.extend({
  documents: z.array(ProducedDocument),
  withheld: z.array(z.object({ document_id: z.uuid(), filename: z.string(), privilege: z.enum(PRIVILEGE_TYPES) })),
});
export type ProductionDetail = z.infer<typeof ProductionDetail>;

export const ProductionListQuery = z.object({
  case_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export const ProductionList = z.object({
  productions: z.array(Production),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ProductionList = z.infer<typeof ProductionList>;
export const ProductionIdParam = z.object({ production_id: z.uuid() });

export const NextBatesQuery = z.object({
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(BATES_PREFIX_PATTERN, 'Letters, digits, - and _ only, up to 20'),
});
export const NextBates = z.object({
  prefix: z.string(),
  next_number: z.number().int(),
  /** The production that used the prefix last. */
  last_production: z.object({ id: z.uuid(), name: z.string(), end_bates: z.string().nullable() }).nullable(),
});
export type NextBates = z.infer<typeof NextBates>;

/** Bates number as printed: prefix + zero-padded number ("NWC000123"). */
export const formatBates = (prefix: string, n: number, padding: number): string => `${prefix}${String(n).padStart(padding, '0')}`;

// ── Privilege log ───────────────────────────────────────────────────────────────────────────────

export const PRIVILEGE_TREATMENTS = ['withheld'] as const;

export const PrivilegeLogEntry = z.object({
  /** PRIV-0001 …, per case, fixed when the document is first coded privileged. */
  log_id: z.string(),
  document_id: z.uuid(),
  /** The control number (the document is withheld, so it has no Bates number). */
  control_number: z.string(),
  filename: z.string(),
  date: z.string().nullable(),
  document_type: z.string(),
  author: z.string().nullable(),
  recipients_to: z.string().nullable(),
  recipients_cc: z.string().nullable(),
  recipients_bcc: z.string().nullable(),
  description: z.string(),
  privilege: z.enum(PRIVILEGE_TYPES),
  privilege_label: z.string(),
  basis: z.string().nullable(),
  treatment: z.enum(PRIVILEGE_TREATMENTS),
});
export type PrivilegeLogEntry = z.infer<typeof PrivilegeLogEntry>;

export const PrivilegeLogQuery = z.object({ case_id: z.uuid() });
export const PrivilegeLog = z.object({ case_id: z.uuid(), entries: z.array(PrivilegeLogEntry), can_edit: z.boolean() });
export type PrivilegeLog = z.infer<typeof PrivilegeLog>;

export const UpdatePrivilegeLogEntryRequest = z.object({ description: NonEmptyText(4_000) });

export const PRIVILEGE_LOG_FORMATS = ['csv', 'xlsx'] as const;
export const PrivilegeLogExportQuery = z.object({ case_id: z.uuid(), format: z.enum(PRIVILEGE_LOG_FORMATS).default('xlsx') });

// ── Rules shared by the server and the screen ─────────────────────────────────────────────────

/**
 * The response deadline: the served date plus the response days, plus 3 for service by mail
 * (FRCP 6(d)); a deadline on a Saturday or Sunday moves to the next Monday (FRCP 6(a)(1)(C)).
 * Court holidays are not known here: the date is editable through response_days. Dates are
 * calendar dates (YYYY-MM-DD), computed in UTC so no time zone shifts them.
 */
export function responseDueDate(servedDate: string, responseDays: number, method: ServiceMethod): string {
  const due = new Date(`${servedDate}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + responseDays + (method === 'mail' ? MAIL_SERVICE_EXTRA_DAYS : 0));
  const weekday = due.getUTCDay();
  if (weekday === 6) due.setUTCDate(due.getUTCDate() + 2);
  if (weekday === 0) due.setUTCDate(due.getUTCDate() + 1);
  return due.toISOString().slice(0, 10);
}

/** Whole days from `today` to `due` (negative: overdue). */
export function daysUntil(due: string, today: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
