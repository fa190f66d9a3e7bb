import { z } from 'zod';
import { NonEmptyText, Timestamp } from '../common.js';
import { MAX_BULK_CODING, PRIVILEGE_TYPES } from './review.js';
import { BLANK_PAGE_CHOICES, DatFieldList } from './production-fields.js';

/** Productions: Bates-stamped volumes with DAT/OPT load files, made once and never changed. */

export const PRODUCTION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

export const LOAD_FILE_ENCODINGS = ['utf-8', 'windows-1252'] as const;

/** How produced pages are imaged: single-page PDFs, or single-page Group IV TIFFs at 300 dpi. */
export const PRODUCTION_IMAGE_FORMATS = ['pdf', 'tiff'] as const;
export type ProductionImageFormat = (typeof PRODUCTION_IMAGE_FORMATS)[number];
export type LoadFileEncoding = (typeof LOAD_FILE_ENCODINGS)[number];

/** Concordance defaults: field separator 0x14, text qualifier þ, newline placeholder ®. */
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
  /** Refuse a selection that leaves out part of a family (a parent without an attachment, or the reverse). */
  complete_families: z.boolean().default(false),
  /** Pages with nothing on them but line or page numbers: skipped by default (a transcript's blank pages are not stamped). */
  blank_pages: z.enum(BLANK_PAGE_CHOICES).default('skip'),
  /** Spreadsheets go natively with a slip sheet unless asked for as images. */
  spreadsheets_as_images: z.boolean().default(false),
  /** Pages as single-page PDFs (default) or single-page bilevel Group IV TIFFs at 300 dpi. */
  image_format: z.enum(PRODUCTION_IMAGE_FORMATS, { error: 'PDF or TIFF' }).default('pdf'),
  /** TIFF only: pages with colour go as single-page JPEGs instead of bilevel TIFFs. */
  color_as_jpeg: z.boolean().default(false),
  /** The DAT's fields, in order; else the template's; else the default list. */
  fields: DatFieldList.optional(),
  field_template_id: z.uuid().optional(),
  /** The approved redaction set to burn into the pages (none: nothing is redacted). */
  redaction_set_id: z.uuid().nullish(),
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
  /** How it was imaged, when the reader should know (LibreOffice could not render it: its text stands in). */
  note: z.string().nullable(),
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
  image_format: z.enum(PRODUCTION_IMAGE_FORMATS),
  color_as_jpeg: z.boolean(),
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
  /** slip_sheet_bates: the number of the "Withheld — Privileged" sheet standing in a produced family, else null. */
  withheld: z.array(z.object({ document_id: z.uuid(), filename: z.string(), privilege: z.enum(PRIVILEGE_TYPES), slip_sheet_bates: z.string().nullable() })),
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
