import { z } from 'zod';
import { NonEmptyText, Timestamp } from '../common.js';

/**
 * What a production's DAT carries and how its pages are made, chosen per production: ESI
 * protocols differ from one recipient to the next, so the fields are picked from a catalogue and
 * saved as templates per recipient.
 */

/**
 * Every field a DAT can carry, in the order a new template lists them. Values come from the
 * produced volume (Bates numbers, family ranges, paths), the documents' metadata (e-mail headers,
 * hashes, file names) and the review (confidentiality, redaction).
 */
export const DAT_FIELD_CATALOGUE = [
  { name: 'BEGBATES', label: 'First Bates number of the document' },
  { name: 'ENDBATES', label: 'Last Bates number of the document' },
  { name: 'BEGATTACH', label: 'First Bates number of the family (parent and attachments)' },
  { name: 'ENDATTACH', label: 'Last Bates number of the family' },
  { name: 'CUSTODIAN', label: 'The custodian the document was collected from' },
  { name: 'ALL CUSTODIANS', label: 'Every custodian who held a copy of the document' },
  { name: 'FROM', label: 'E-mail sender' },
  { name: 'TO', label: 'E-mail recipients' },
  { name: 'CC', label: 'E-mail copies' },
  { name: 'BCC', label: 'E-mail blind copies' },
  { name: 'SUBJECT', label: 'E-mail subject' },
  { name: 'DATESENT', label: 'Date the e-mail was sent (MM/DD/YYYY)' },
  { name: 'DATE', label: "The document's own date: the e-mail's, else the file's creation date" },
  { name: 'AUTHOR', label: 'Author from the file properties' },
  { name: 'FILENAME', label: 'Original file name' },
  { name: 'FILEEXT', label: 'File extension' },
  { name: 'MD5HASH', label: 'MD5 hash of the native file' },
  { name: 'SHA1HASH', label: 'SHA-1 hash of the native file' },
  { name: 'SHA256', label: 'SHA-256 hash of the native file' },
  { name: 'PAGECOUNT', label: 'Number of produced pages' },
  { name: 'CONFIDENTIALITY', label: 'Confidentiality legend stamped on the pages' },
  { name: 'REDACTED', label: 'Y when the produced images carry redactions, else N' },
  { name: 'IMAGEPATH', label: "Path of the document's first page image (PDF, TIFF or JPEG, as produced)" },
  { name: 'TEXTPATH', label: 'Path of the text file' },
  { name: 'NATIVEPATH', label: 'Path of the native file (when produced natively)' },
  { name: 'TEXTLINK', label: 'Path of the text file (older name of TEXTPATH)' },
  { name: 'NATIVELINK', label: 'Path of the native file (older name of NATIVEPATH)' },
] as const;

export type DatFieldName = (typeof DAT_FIELD_CATALOGUE)[number]['name'];
export const DAT_FIELD_NAMES = DAT_FIELD_CATALOGUE.map((f) => f.name) as [DatFieldName, ...DatFieldName[]];

/** The fields a production carries when it names neither fields nor a template (the DAT as it always was). */
export const DEFAULT_DAT_FIELDS: readonly DatFieldName[] = [
  'BEGBATES', 'ENDBATES', 'BEGATTACH', 'ENDATTACH', 'CUSTODIAN', 'FILENAME', 'DATE', 'AUTHOR', 'FROM', 'TO', 'CC', 'BCC',
  'SUBJECT', 'PAGECOUNT', 'FILEEXT', 'SHA256', 'CONFIDENTIALITY', 'NATIVELINK', 'TEXTLINK',
];

/** A field list: at least BEGBATES (a row no platform can key is useless), each field once. */
export const DatFieldList = z
  .array(z.enum(DAT_FIELD_NAMES))
  .min(1, 'Choose at least one field')
  .max(DAT_FIELD_NAMES.length)
  .refine((fields) => new Set(fields).size === fields.length, 'Each field once')
  .refine((fields) => fields.includes('BEGBATES'), 'BEGBATES is required: review platforms key every row by it');

/**
 * Pages with nothing on them (no text but line or page numbers, and no picture): kept and stamped
 * like any page, skipped (not produced, not numbered), or replaced by a slip sheet saying so.
 */
export const BLANK_PAGE_CHOICES = ['skip', 'keep', 'slip_sheet'] as const;
export type BlankPageChoice = (typeof BLANK_PAGE_CHOICES)[number];

// ── Field templates (per recipient) ───────────────────────────────────────────────────────────

export const FieldTemplateInput = z.object({
  name: NonEmptyText(200),
  /** Who the template is for (opposing counsel, a regulator): the production form offers a recipient's templates first. */
  recipient: NonEmptyText(300),
  fields: DatFieldList,
});
export type FieldTemplateInput = z.infer<typeof FieldTemplateInput>;

export const FieldTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  recipient: z.string(),
  fields: z.array(z.enum(DAT_FIELD_NAMES)),
  created_by: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type FieldTemplate = z.infer<typeof FieldTemplate>;

export const FieldTemplateList = z.object({ templates: z.array(FieldTemplate) });
export type FieldTemplateList = z.infer<typeof FieldTemplateList>;
export const FieldTemplateListQuery = z.object({ recipient: z.string().trim().min(1).max(300).optional() });
export const FieldTemplateIdParam = z.object({ template_id: z.uuid() });
