/**
 * Scanned pages (PNG): upload → OCR → processed → indexed through the server, against a bare
 * tesseract.js worker on the same images.
 */
import { createCase, ingestFile, lastProcessedAt, waitUntilFinished, type Session } from './api-client.js';
import { timePhase, type PhaseTimes } from './proc-stats.js';
import { rawTesseract } from './raw-tesseract.js';
import { makeScanPage } from './scans.js';
import type { ServerChild } from './server-process.js';

export interface OcrPhaseResult {
  pages: number;
  /** First upload sent → last document's processed_at. */
  pipelineSeconds: number;
  server: PhaseTimes;
  /** This process during the baseline's timed pages (its wall time is the baseline's time). */
  baseline: PhaseTimes;
}

export async function ocrPhase(server: ServerChild, session: Session, count: number): Promise<OcrPhaseResult> {
  console.log(`Generating ${count + 1} scanned pages (1275 × 1650 px PNG) ...`);
  const warmUp = await makeScanPage(0);
  const scans: Buffer[] = [];
  for (let i = 1; i <= count; i += 1) scans.push(await makeScanPage(i));

  console.log(`Baseline: bare tesseract.js on ${count} pages ...`);
  const raw = await rawTesseract(warmUp, scans);
  // A page of text reads as ~400 words: far fewer means the generated scans are not legible.
  if (raw.words < count * 200) throw new Error(`tesseract read only ${raw.words} words from ${count} pages`);

  console.log(`Pipeline: warming the server's OCR worker, then ${count} uploads ...`);
  // The server starts its OCR worker on the first scan and keeps it: warm it outside the clock,
  // as the baseline's worker is.
  const warmUpCase = await createCase(session, `Ingest benchmark — OCR warm-up ${new Date().toISOString()}`);
  await ingestFile(session, warmUpCase, 'scan-warm-up.png', warmUp, 'image/png');
  await waitUntilFinished(session, warmUpCase, 1, 5 * 60_000);
  const caseId = await createCase(session, `Ingest benchmark — scans ${new Date().toISOString()}`);
  const serverClock = timePhase(server.pid);
  const started = Date.now();
  for (const [i, scan] of scans.entries()) await ingestFile(session, caseId, `scan-${String(i + 1).padStart(3, '0')}.png`, scan, 'image/png');
  const docs = await waitUntilFinished(session, caseId, count, 30 * 60_000);
  const serverTimes = serverClock();
  const notProcessed = docs.filter((d) => d.status !== 'processed');
  if (notProcessed.length) throw new Error(`${notProcessed.length} scans ended ${notProcessed[0]?.status}: ${notProcessed[0]?.failure_reason}`);
  return { pages: count, pipelineSeconds: (lastProcessedAt(docs) - started) / 1000, server: serverTimes, baseline: raw.times };
}
