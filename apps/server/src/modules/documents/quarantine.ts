import type { DocumentRow } from '../../db/schema/index.js';
import { conflict } from '../../platform/http/errors.js';
import { quarantinedReason, type MalwareScanRecord } from './pipeline/malware-scan.js';

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
