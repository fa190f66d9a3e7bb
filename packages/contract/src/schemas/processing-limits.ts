import { z } from 'zod';
import { PROCESSING_LIMITS, type ProcessingLimitName } from '../processing-limits.js';

/** One limit: a whole number within the bounds an administrator may choose. */
const limit = (name: ProcessingLimitName) => {
  const { min, max } = PROCESSING_LIMITS[name];
  return z
    .number()
    .int('Must be a whole number')
    .min(min, `Must be at least ${min.toLocaleString('en-US')}`)
    .max(max, `Must be at most ${max.toLocaleString('en-US')}`);
};

/** A firm's processing limits, per document (the family limit per uploaded file). */
export const ProcessingLimits = z.object({
  /** Pages one document may have (a PDF's pages; about 3,000 characters a page for text and Word). */
  max_pages: limit('max_pages'),
  /** Pages of one document read by OCR (scans without a text layer, images). */
  max_ocr_pages: limit('max_ocr_pages'),
  /** Documents made from one upload's attachments and archive members, however deeply nested. */
  max_family_documents: limit('max_family_documents'),
  /** Megabytes of extracted text one document may have. */
  max_text_mb: limit('max_text_mb'),
  /** Items (messages, calendar items, contacts) one uploaded mailbox may hold. */
  max_mailbox_items: limit('max_mailbox_items'),
});
export type ProcessingLimits = z.infer<typeof ProcessingLimits>;
