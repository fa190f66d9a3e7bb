import type { DocumentRow } from '../../db/schema/index.js';
import { conflict } from '../../platform/http/errors.js';
import { quarantinedReason, UNSCANNED_REASON_PREFIX, type MalwareScanRecord } from './pipeline/malware-scan.js';

type Servable = Pick<DocumentRow, 'metadata' | 'status' | 'failureReason' | 'detectedType'>;

/** The document's malware-scan verdict (pipeline/malware-scan.ts), or null when it was never scanned. */
export function malwareScanOf(doc: Pick<DocumentRow, 'metadata'>): MalwareScanRecord | null {
  const scan = doc.metadata.malware_scan as Partial<MalwareScanRecord> | undefined;
  if (!scan || (scan.status !== 'clean' && scan.status !== 'infected')) return null;
  return { status: scan.status, scanned_at: String(scan.scanned_at ?? ''), ...(scan.signature ? { signature: String(scan.signature) } : {}) };
}

/**
 * 409 `document_quarantined` for a file the scanner found infected: every route that would hand
 * out or read its bytes asks this first. The verdict stays until a Reprocess scans it clean.
 */
export function assertNotQuarantined(doc: Pick<DocumentRow, 'metadata'>): void {
  const scan = malwareScanOf(doc);
  if (scan?.status === 'infected') throw conflict(quarantinedReason(scan.signature ?? 'unknown signature'), 'document_quarantined');
}

export const NOT_SCANNED_DETAIL = 'This file has not been scanned for malware yet. It can be opened once its processing has finished.';

/**
 * Whether the file's bytes may go out or be read outside the pipeline: `pending` while a scanner
 * is configured and the file waits for its verdict, `unscanned` when its scan could not run (it
 * failed; Reprocess scans again). A file stored before scanning was turned on has no verdict and
 * stays `ok` (Reprocess scans it); so does one the pipeline never scans (a transcript document).
 */
export function scanGate(doc: Servable, scanning: boolean): 'ok' | 'quarantined' | 'pending' | 'unscanned' {
  const scan = malwareScanOf(doc);
  if (scan?.status === 'infected') return 'quarantined';
  if (!scanning || scan) return 'ok';
  if (doc.status === 'uploaded' || doc.status === 'queued' || doc.status === 'processing') return 'pending';
  return doc.failureReason?.startsWith(UNSCANNED_REASON_PREFIX) ? 'unscanned' : 'ok';
}

/** What a download or a media link asks: no byte goes out before a clean verdict (409 otherwise). */
export function assertServable(doc: Servable, scanning: boolean): void {
  assertNotQuarantined(doc);
  const gate = scanGate(doc, scanning);
  if (gate === 'pending' || gate === 'unscanned') throw conflict(NOT_SCANNED_DETAIL, 'document_not_scanned');
}
