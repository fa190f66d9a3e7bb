import type { DocumentSummary } from '@app/contract';
import { IN_FLIGHT_STATUSES } from '../documents/api';
import type { QueueItem } from './upload-queue';

/** What the page says about a row and about the whole list, as pure functions of the queue and the documents' live states. */

export type Tone = 'default' | 'info' | 'success' | 'warning' | 'error';

export interface RowStatus {
  /** Short state: 'Waiting', 'Uploading 42%', 'Paused', 'Retrying…', … */
  label: string;
  tone: Tone;
  /** A sentence under the name when there is something to explain (an error, a resume). */
  detail: string | null;
  /** Upload progress in percent (bytes), or null once the file is on the server. */
  percent: number | null;
}

export const percentOf = (sent: number, total: number) => (total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0);

export function rowStatus(item: QueueItem): RowStatus {
  const percent = percentOf(item.sentBytes, item.size);
  const resumedNote = item.resumed ? 'Continuing an earlier upload of this file.' : null;
  switch (item.phase) {
    case 'waiting':
      return { label: 'Waiting', tone: 'default', detail: resumedNote, percent };
    case 'uploading':
      return { label: `Uploading ${percent}%`, tone: 'info', detail: resumedNote, percent };
    case 'paused':
      return { label: 'Paused', tone: 'warning', detail: null, percent };
    case 'retrying':
      return { label: 'Retrying…', tone: 'warning', detail: item.message, percent };
    case 'finalizing':
      return { label: 'Checking the file…', tone: 'info', detail: null, percent: 100 };
    case 'failed':
      return { label: 'Upload failed', tone: 'error', detail: item.message, percent };
    case 'refused':
      return { label: 'Not uploaded', tone: 'error', detail: item.message, percent: null };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'default', detail: item.message, percent: null };
    case 'uploaded':
      return { label: 'Uploaded', tone: 'success', detail: null, percent: null };
  }
}

/** The server's word on a finished upload: why processing failed, or that it is a duplicate. */
export function documentNote(doc: DocumentSummary): string | null {
  if (doc.status === 'failed') return doc.failure_reason ?? 'Processing failed.';
  if (doc.status === 'unsupported') return doc.failure_reason ?? 'This kind of file cannot be read; the original is kept in the case.';
  if (doc.duplicate_of) return 'Same content as a document already in this case (kept, and flagged as a duplicate).';
  return null;
}

/** A row that needs nothing more: processing over, or it never went up. */
export function isFinished(item: QueueItem, doc: DocumentSummary | null): boolean {
  if (item.phase === 'failed' || item.phase === 'refused' || item.phase === 'cancelled') return true;
  return item.phase === 'uploaded' && doc !== null && !IN_FLIGHT_STATUSES.includes(doc.status);
}

export interface QueueTotals {
  /** Files that are (or were) going up: refused ones are not counted. */
  files: number;
  uploaded: number;
  processed: number;
  failed: number;
  sentBytes: number;
  totalBytes: number;
  paused: number;
  active: number;
  finished: number;
}

export function queueTotals(items: readonly QueueItem[], docOf: (item: QueueItem) => DocumentSummary | null): QueueTotals {
  const totals: QueueTotals = { files: 0, uploaded: 0, processed: 0, failed: 0, sentBytes: 0, totalBytes: 0, paused: 0, active: 0, finished: 0 };
  for (const item of items) {
    const doc = docOf(item);
    if (isFinished(item, doc)) totals.finished += 1;
    if (item.phase === 'refused') continue;
    totals.files += 1;
    if (item.phase === 'failed') {
      totals.failed += 1;
      continue;
    }
    totals.totalBytes += item.size;
    totals.sentBytes += item.phase === 'uploaded' ? item.size : Math.min(item.sentBytes, item.size);
    if (item.phase === 'uploaded') totals.uploaded += 1;
    if (doc?.status === 'processed') totals.processed += 1;
    if (item.phase === 'paused') totals.paused += 1;
    if (item.phase === 'waiting' || item.phase === 'uploading' || item.phase === 'retrying' || item.phase === 'finalizing') totals.active += 1;
  }
  return totals;
}

/** '12 of 40 uploaded, 9 processed' (plus failures, when there are any). */
export function countsSentence(t: QueueTotals): string {
  const base = `${t.uploaded} of ${t.files} uploaded, ${t.processed} processed`;
  return t.failed > 0 ? `${base}, ${t.failed} failed` : base;
}
