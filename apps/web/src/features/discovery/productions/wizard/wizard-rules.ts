import { BATES_MAX_PADDING, BATES_PREFIX_PATTERN, type CreateProductionRequest } from '@app/contract';
import { ApiError } from '../../../../lib/api-client';
import type { FieldErrors } from '../../../../lib/form-errors';
import { parseDelimiter } from '../../format';
import type { ProductionForm } from '../production-form';

/** The wizard's rules without its screens: what each step checks, the request it sends, the server's field errors mapped back. */

export const STEPS = ['Documents', 'Numbering', 'Load files', 'Review'] as const;
const VOLUME_PATTERN = /^[A-Z0-9_-]{1,20}$/;

export function validateStep(step: number, form: ProductionForm, documentIds: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 0) {
    if (!form.name.trim()) errors.name = 'Name the production, e.g. "Northwind Production 1"';
    if (!form.recipient.trim()) errors.recipient = 'Who receives it (opposing counsel, a regulator)';
    if (form.by === 'coding' && form.requestIds.length === 0) errors.selection = 'Choose at least one request';
    if (form.by === 'search' && form.query.trim().length < 2) errors.selection = 'Type at least 2 characters to search for';
    if (form.by === 'documents' && documentIds.length === 0) errors.selection = 'Choose at least one document';
  }
  if (step === 1) {
    if (!BATES_PREFIX_PATTERN.test(form.prefix.trim().toUpperCase())) errors.bates_prefix = 'Letters, digits, - and _ only, up to 20';
    if (form.start && !(Number(form.start) >= 1)) errors.bates_start = 'A whole number from 1';
    const padding = Number(form.padding);
    if (!Number.isInteger(padding) || padding < 1 || padding > BATES_MAX_PADDING) errors.bates_padding = `From 1 to ${BATES_MAX_PADDING} digits`;
  }
  if (step === 2) {
    if (!VOLUME_PATTERN.test(form.volume.trim().toUpperCase())) errors.volume = 'Letters, digits, - and _ only, up to 20';
    for (const [key, value] of [
      ['field_separator', form.fieldSeparator],
      ['text_qualifier', form.textQualifier],
      ['newline', form.newline],
    ] as const) {
      if (parseDelimiter(value) === null) errors[key] = 'One character, or a code like 0x14';
    }
  }
  return errors;
}

export function toRequest(caseId: string, form: ProductionForm, documentIds: readonly string[]): CreateProductionRequest {
  const selection: CreateProductionRequest['selection'] =
    form.by === 'coding' ? { by: 'coding', request_ids: form.requestIds } : form.by === 'search' ? { by: 'search', query: form.query.trim() } : { by: 'documents', document_ids: [...documentIds] };
  return {
    case_id: caseId,
    name: form.name.trim(),
    recipient: form.recipient.trim(),
    request_ids: form.requestIds,
    selection,
    bates_prefix: form.prefix.trim().toUpperCase(),
    ...(form.start ? { bates_start: Number(form.start) } : {}),
    bates_padding: Number(form.padding),
    volume: form.volume.trim().toUpperCase(),
    encoding: form.encoding,
    delimiters: {
      field_separator: parseDelimiter(form.fieldSeparator) ?? '\u0014',
      text_qualifier: parseDelimiter(form.textQualifier) ?? 'þ',
      newline: parseDelimiter(form.newline) ?? '®',
    },
    complete_families: form.completeFamilies,
    blank_pages: form.blankPages,
    spreadsheets_as_images: form.spreadsheetsAsImages,
    image_format: form.imageFormat,
    color_as_jpeg: form.imageFormat === 'tiff' && form.colorAsJpeg,
    ...(form.fieldTemplateId ? { field_template_id: form.fieldTemplateId } : {}),
    ...(form.redactionSetId ? { redaction_set_id: form.redactionSetId } : {}),
  };
}

/** Server field errors keyed by the wizard's field names ("delimiters.newline" → newline, "selection.query" → selection). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const result: FieldErrors = {};
  for (const { field, message } of error.fieldErrors) {
    const parts = field.split('.');
    const key = parts[0] === 'delimiters' ? (parts[1] ?? 'delimiters') : parts[0] === 'selection' ? 'selection' : (parts[0] ?? field);
    if (!result[key]) result[key] = message;
  }
  return result;
}
