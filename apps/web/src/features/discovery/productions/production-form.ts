import { DAT_DEFAULTS, formatBates, type BlankPageChoice, type LoadFileEncoding, type ProductionImageFormat } from '@app/contract';

/** The wizard's state, as typed (strings until sent). */
export interface ProductionForm {
  name: string;
  recipient: string;
  by: 'coding' | 'search' | 'documents';
  requestIds: string[];
  query: string;
  prefix: string;
  /** Empty: the next free number for the prefix. */
  start: string;
  padding: string;
  volume: string;
  encoding: LoadFileEncoding;
  fieldSeparator: string;
  textQualifier: string;
  newline: string;
  /** Refuse a selection that splits a family. */
  completeFamilies: boolean;
  blankPages: BlankPageChoice;
  spreadsheetsAsImages: boolean;
  /** Single-page PDFs or Group IV TIFFs; with TIFF, colour pages as JPEG on request. */
  imageFormat: ProductionImageFormat;
  colorAsJpeg: boolean;
  /** Empty: the default DAT fields. */
  fieldTemplateId: string;
  /** Empty: nothing redacted; else an approved redaction set burned in. */
  redactionSetId: string;
}

/** A Bates prefix from the case's name: the initials of its capitalised words ("Northwind Freight v. Castellan" → "NFC"). */
export function suggestPrefix(caseName: string): string {
  const initials = caseName
    .split(/[\s,.;:()&/-]+/)
    .filter((w) => /^[A-Z]/.test(w) && !/^(V|Vs|In|Re|The|Of|And|LLC|Inc|Ltd|Corp)$/i.test(w))
    .map((w) => w[0])
    .join('')
    .toUpperCase()
    .slice(0, 4);
  return initials.length >= 2 ? initials : 'PROD';
}

/** "NWC000001 – NWC000120" style preview of the first number. */
export function batesPreview(prefix: string, start: number, padding: number): string {
  return formatBates(prefix.trim().toUpperCase(), start, Math.max(1, Math.min(10, padding)));
}

export function initialForm(caseName: string, requestIds: string[], documentIds: readonly string[]): ProductionForm {
  return {
    name: '',
    recipient: '',
    by: documentIds.length > 0 ? 'documents' : 'coding',
    requestIds,
    query: '',
    prefix: suggestPrefix(caseName),
    start: '',
    padding: '6',
    volume: 'VOL001',
    encoding: 'utf-8',
    fieldSeparator: '0x14',
    textQualifier: DAT_DEFAULTS.text_qualifier,
    newline: DAT_DEFAULTS.newline,
    completeFamilies: false,
    blankPages: 'skip',
    spreadsheetsAsImages: false,
    imageFormat: 'pdf',
    colorAsJpeg: false,
    fieldTemplateId: '',
    redactionSetId: '',
  };
}

/** Which wizard step shows a server field error ("bates_start" → Numbering). */
export function stepOfField(field: string): number {
  const root = field.split('.')[0] ?? '';
  if (['name', 'recipient', 'selection', 'request_ids', 'case_id'].includes(root)) return 0;
  if (['bates_prefix', 'bates_start', 'bates_padding'].includes(root)) return 1;
  if (['complete_families', 'redaction_set_id'].includes(root)) return 0;
  if (['volume', 'encoding', 'delimiters', 'fields', 'field_template_id', 'blank_pages', 'spreadsheets_as_images', 'image_format', 'color_as_jpeg'].includes(root)) return 2;
  return 3;
}
