import { eq } from 'drizzle-orm';
import { DEFAULT_PROCESSING_LIMITS, type ProcessingLimits } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { organizations } from '../../../db/schema/index.js';
import { ProcessingError } from './failures.js';
import type { ExtractedPage } from './extract.js';

/*
 * What one document may cost: the firm's processing limits (organization settings, PROCESSING_LIMITS
 * in the contract) and this server's time limit for one document. A document past one fails with a
 * reason naming the limit and its figure, so one firm's hostile or oversized file cannot hold the
 * processing runners that every firm shares. Each limit is checked as early as the reader allows:
 * a PDF's page count before any page is read, its OCR pages before the next one is rendered, its
 * text page by page.
 */

/** What the readers need to stop early: the firm's limits and the document's time limit. */
export interface ReadBudget {
  limits: ProcessingLimits;
  /** Aborted when the document's time is up (the reason is a ProcessingError saying so). */
  signal: AbortSignal;
}

const n = (value: number) => value.toLocaleString('en-US');
const SPLIT_OR_RAISE = 'Split it into smaller files and upload them, or ask your administrator to raise the limit and use Reprocess.';

export const tooManyPages = (pages: number, limit: number) =>
  new ProcessingError(`This document has ${n(pages)} pages, more than this firm's limit of ${n(limit)} pages for one document. ${SPLIT_OR_RAISE}`);

export const tooManyOcrPages = (limit: number) =>
  new ProcessingError(`This document has more than ${n(limit)} scanned pages to read by OCR, this firm's limit for one document. ${SPLIT_OR_RAISE}`);

export const tooMuchText = (limitMb: number) =>
  new ProcessingError(`This document has more than ${n(limitMb)} MB of text, this firm's limit for one document. ${SPLIT_OR_RAISE}`);

export const tooManyFamilyDocuments = (total: number, limit: number) =>
  new ProcessingError(
    `This file's attachments would make its upload ${n(total)} documents (attachments and archive members, however deeply nested), more than this firm's limit of ${n(limit)}. Ask your administrator to raise the limit, then use Reprocess.`,
  );

export const tooLong = (seconds: number) =>
  new ProcessingError(
    `Processing this document took longer than ${seconds % 60 === 0 ? `${n(seconds / 60)} minute${seconds === 60 ? '' : 's'}` : `${n(seconds)} seconds`}, this server's limit for one document, and was stopped. Split it into smaller files and upload them again.`,
  );

/** The firm's limits (the defaults if the firm is gone: its document is about to be skipped anyway). */
export async function firmLimits(deps: AppDeps, organizationId: string): Promise<ProcessingLimits> {
  const [row] = await deps.db
    .select({
      max_pages: organizations.maxDocumentPages,
      max_ocr_pages: organizations.maxOcrPages,
      max_family_documents: organizations.maxFamilyDocuments,
      max_text_mb: organizations.maxTextMb,
      max_mailbox_items: organizations.maxMailboxItems,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? DEFAULT_PROCESSING_LIMITS;
}

export const textLimitBytes = (limits: ProcessingLimits) => limits.max_text_mb * 1024 * 1024;

/**
 * Counts a document's text as its pages are read; throws once it passes the firm's limit. UTF-8
 * bytes, the size PostgreSQL stores.
 */
export class TextMeter {
  private bytes = 0;
  constructor(private readonly limits: ProcessingLimits) {}

  add(text: string): void {
    this.bytes += Buffer.byteLength(text, 'utf8');
    if (this.bytes > textLimitBytes(this.limits)) throw tooMuchText(this.limits.max_text_mb);
  }
}

/** Throws the document's time-limit failure if its time is up (checked between pages). */
export function throwIfOutOfTime(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof ProcessingError ? signal.reason : new ProcessingError(String(signal.reason));
}

/** The checks every reader's result goes through (a PDF's were made while it was read). */
export function assertWithinLimits(pages: readonly ExtractedPage[], limits: ProcessingLimits): void {
  if (pages.length > limits.max_pages) throw tooManyPages(pages.length, limits.max_pages);
  const ocrPages = pages.filter((p) => p.ocr).length;
  if (ocrPages > limits.max_ocr_pages) throw tooManyOcrPages(limits.max_ocr_pages);
  const meter = new TextMeter(limits);
  for (const page of pages) meter.add(page.text);
}

/**
 * Runs `work` with the document's time limit: past `seconds`, `signal` is aborted (the PDF reader
 * stops at its next page) and the returned promise rejects with the time-limit failure at once,
 * whatever the reader is doing (a reader that cannot be interrupted finishes in the background and
 * its result is dropped).
 */
export async function withTimeLimit<T>(seconds: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = tooLong(seconds);
      controller.abort(reason);
      reject(reason);
    }, seconds * 1000);
    timer.unref();
  });
  try {
    const running = work(controller.signal);
    // Once the time is up its outcome no longer matters.
    running.catch(() => undefined);
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}
