/* Kept apart from the schema (schemas/processing-limits.ts) so the web app reads the bounds without loading zod. */

/**
 * What one uploaded document may cost the firm's share of the processing server. Each limit has a
 * default and bounds an administrator may set it within (the organization settings), and a document
 * past one fails with a reason naming the limit, never holds the processing runners for hours.
 *
 * Defaults, for what a firm really processes:
 * - pages 5,000: the longest exhibits and production volumes a person reads run to a few thousand
 *   pages; reading 5,000 text pages takes about half a minute (a 20,000-page PDF took ~110 s);
 * - OCR pages 500: a scanned page costs ~0.7 s of OCR (more on a busy server), so 500 is ~6 minutes,
 *   a thick scanned binder; a larger scan is better split (and reviewed) in volumes;
 * - family documents 1,000: attachments and archive members, however deeply nested, made from one
 *   upload; a 55 KB e-mail nested two levels made 421 documents, a real e-mail has a few dozen;
 * - text 50 MB: about 16,000 pages of dense text, far past the page limit for normal documents,
 *   so it catches a file whose pages are huge rather than numerous;
 * - mailbox items 250,000: the messages, calendar items and contacts of one uploaded mailbox (PST,
 *   OST, mbox), each a document whose own attachments count against the family limit, not this
 *   one; a 50 GB Exchange mailbox holds about that many, read at a few hundred items a second.
 * Bounds: at least 1 (a zero would make every document fail), at most ten times the default or so,
 * where processing one document would hold a runner for hours.
 */
export const PROCESSING_LIMITS = {
  max_pages: { default: 5_000, min: 1, max: 50_000 },
  max_ocr_pages: { default: 500, min: 1, max: 5_000 },
  max_family_documents: { default: 1_000, min: 1, max: 10_000 },
  max_text_mb: { default: 50, min: 1, max: 500 },
  max_mailbox_items: { default: 250_000, min: 1, max: 2_500_000 },
} as const;

export type ProcessingLimitName = keyof typeof PROCESSING_LIMITS;

/** A new firm's limits. */
export const DEFAULT_PROCESSING_LIMITS: Readonly<Record<ProcessingLimitName, number>> = {
  max_pages: PROCESSING_LIMITS.max_pages.default,
  max_ocr_pages: PROCESSING_LIMITS.max_ocr_pages.default,
  max_family_documents: PROCESSING_LIMITS.max_family_documents.default,
  max_text_mb: PROCESSING_LIMITS.max_text_mb.default,
  max_mailbox_items: PROCESSING_LIMITS.max_mailbox_items.default,
};
