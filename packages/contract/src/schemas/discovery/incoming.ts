import { z } from 'zod';
import { Timestamp } from '../common.js';

/**
 * Incoming productions: the other side's volume (a ZIP with a Concordance DAT, an Opticon OPT,
 * images, text and natives) loaded into a case as documents keyed by their Bates numbers.
 * Flow: upload (parsed at once: delimiters detected, a field map suggested) → the user confirms
 * the delimiters and the field map → one load job.
 */

export const INCOMING_PRODUCTION_STATUSES = ['parsed', 'queued', 'running', 'loaded', 'failed'] as const;
export type IncomingProductionStatus = (typeof INCOMING_PRODUCTION_STATUSES)[number];

/** The separator is one character; a CSV-like file may have no qualifier and no newline placeholder. */
export const IncomingDelimiters = z.object({
  field_separator: z.string().length(1, 'One character'),
  text_qualifier: z.string().max(1, 'One character at most'),
  newline: z.string().max(1, 'One character at most'),
});
export type IncomingDelimiters = z.infer<typeof IncomingDelimiters>;

/** What a DAT field becomes here; `keep` keeps it as metadata only (every field is kept as sent). */
export const INCOMING_TARGET_FIELDS = [
  'bates_begin',
  'bates_end',
  'attach_begin',
  'attach_end',
  'custodian',
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date_sent',
  'date',
  'author',
  'filename',
  'file_extension',
  'md5',
  'sha1',
  'sha256',
  'page_count',
  'confidentiality',
  'text_path',
  'native_path',
  'keep',
] as const;
export type IncomingTargetField = (typeof INCOMING_TARGET_FIELDS)[number];

/** DAT field name → our field. */
export const IncomingFieldMap = z.record(z.string().min(1).max(200), z.enum(INCOMING_TARGET_FIELDS));
export type IncomingFieldMap = z.infer<typeof IncomingFieldMap>;

export const IncomingRowError = z.object({
  /** The record's line in the DAT (the header is line 1); null for a problem of the whole volume. */
  line: z.number().int().nullable(),
  bates: z.string().nullable(),
  reason: z.string(),
});
export type IncomingRowError = z.infer<typeof IncomingRowError>;

export const IncomingProduction = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  filename: z.string(),
  status: z.enum(INCOMING_PRODUCTION_STATUSES),
  dat_path: z.string(),
  opt_path: z.string().nullable(),
  delimiters: IncomingDelimiters,
  header: z.array(z.string()),
  /** The first rows as the current delimiters read them, for the field map's preview. */
  preview: z.array(z.record(z.string(), z.string())),
  field_map: IncomingFieldMap,
  row_count: z.number().int(),
  loaded_count: z.number().int(),
  row_errors: z.array(IncomingRowError),
  failure_reason: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type IncomingProduction = z.infer<typeof IncomingProduction>;

export const IncomingProductionDocument = z.object({
  document_id: z.uuid(),
  bates_begin: z.string(),
  bates_end: z.string(),
  filename: z.string(),
  parent_document_id: z.uuid().nullable(),
});
export type IncomingProductionDocument = z.infer<typeof IncomingProductionDocument>;

export const IncomingProductionDetail = IncomingProduction.extend({ documents: z.array(IncomingProductionDocument) });
export type IncomingProductionDetail = z.infer<typeof IncomingProductionDetail>;

export const IncomingProductionList = z.object({ items: z.array(IncomingProduction) });
export type IncomingProductionList = z.infer<typeof IncomingProductionList>;

export const IncomingProductionListQuery = z.object({ case_id: z.uuid() });
export const IncomingProductionIdParam = z.object({ incoming_id: z.uuid() });

/** Reading the DAT again with other delimiters (the preview follows). */
export const ReparseIncomingRequest = z.object({ delimiters: IncomingDelimiters });
export type ReparseIncomingRequest = z.infer<typeof ReparseIncomingRequest>;

/** The confirmed delimiters and field map: the load starts. */
export const LoadIncomingRequest = z.object({ delimiters: IncomingDelimiters, field_map: IncomingFieldMap });
export type LoadIncomingRequest = z.infer<typeof LoadIncomingRequest>;
