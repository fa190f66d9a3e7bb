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

/**
 * What a download or a media link asks: not quarantined, and — with a scanner configured — not
 * waiting for its scan (or failed for want of one), so no byte goes out before the verdict. A file
 * stored before scanning was turned on has no verdict and stays servable (Reprocess scans it).
 */
export function assertServable(doc: Servable, scanning: boolean): void {
  assertNotQuarantined(doc);
  if (!scanning || malwareScanOf(doc)) return;
  const waiting = doc.status === 'uploaded' || doc.status === 'queued' || doc.status === 'processing';
  if (waiting || doc.failureReason?.startsWith(UNSCANNED_REASON_PREFIX)) {
    throw conflict('This file has not been scanned for malware yet. It can be opened once its processing has finished.', 'document_not_scanned');
  }
}
