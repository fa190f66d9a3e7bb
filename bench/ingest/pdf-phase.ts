/**
 * Text PDFs: upload → processed → indexed through the server, against bare pdfjs on the same files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCase, ingestFile, lastProcessedAt, waitUntilFinished, type Session } from './api-client.js';
import { INDEXED_TERM } from './legal-text.js';
import { timePhase, type PhaseTimes } from './proc-stats.js';
import { rawPdfjsExtract } from './raw-pdfjs.js';
import type { ServerChild } from './server-process.js';
import { generateTextPdfs } from './text-pdfs.js';

export interface PdfPhaseResult {
  files: number;
  pages: number;
  megabytes: number;
  /** First upload sent → last document's processed_at. */
  pipelineSeconds: number;
  /** The server process from the first upload until the poll that saw all processed. */
  server: PhaseTimes;
  /** Median time between one document's processed_at and the next one's. */
  medianGapSeconds: number;
  /** This process during the baseline (its wall time is the baseline's time). */
  baseline: PhaseTimes;
}

export async function pdfPhase(server: ServerChild, session: Session, workDir: string, files: number, pagesEach: number): Promise<PdfPhaseResult> {
  console.log(`Generating ${files} text PDFs × ${pagesEach} pages (and one to warm up with) ...`);
  const [warmUp, ...pdfs] = await generateTextPdfs(path.join(workDir, 'pdfs'), files + 1, pagesEach);
  if (!warmUp) throw new Error('no PDFs generated');
  const pages = pdfs.reduce((n, p) => n + p.pages, 0);
  const megabytes = pdfs.reduce((n, p) => n + p.bytes, 0) / 1e6;

  console.log(`Baseline: bare pdfjs getTextContent over ${pages} pages ...`);
  // Both sides warm up on one file first: pdfjs's first document costs seconds of module set-up
  // and JIT compilation, which a long-running server pays once, not per upload.
  await rawPdfjsExtract([warmUp.file]);
  const raw = await rawPdfjsExtract(pdfs.map((p) => p.file));
  if (raw.pages !== pages) throw new Error(`pdfjs read ${raw.pages} pages, expected ${pages}`);

  console.log(`Pipeline: warming up, then ${files} uploads (POST /documents/{case_id}/ingest), waiting for "processed" ...`);
  const warmUpCase = await createCase(session, `Ingest benchmark — PDF warm-up ${new Date().toISOString()}`);
  await ingestFile(session, warmUpCase, warmUp.filename, await readFile(warmUp.file), 'application/pdf');
  await waitUntilFinished(session, warmUpCase, 1, 5 * 60_000);
  const caseId = await createCase(session, `Ingest benchmark — text PDFs ${new Date().toISOString()}`);
  const serverClock = timePhase(server.pid);
  const started = Date.now();
  for (const pdf of pdfs) await ingestFile(session, caseId, pdf.filename, await readFile(pdf.file), 'application/pdf');
  const docs = await waitUntilFinished(session, caseId, files, 30 * 60_000);
  const serverTimes = serverClock();
  const notProcessed = docs.filter((d) => d.status !== 'processed');
  if (notProcessed.length) throw new Error(`${notProcessed.length} PDFs ended ${notProcessed[0]?.status}: ${notProcessed[0]?.failure_reason}`);
  const pipelineSeconds = (lastProcessedAt(docs) - started) / 1000;
  const counted = docs.reduce((n, d) => n + (d.page_count ?? 0), 0);
  if (counted !== pages) throw new Error(`the server counted ${counted} pages, expected ${pages}`);

  // "Indexed": every page row has its tsvector and the term on every page is found through it.
  const index = await server.indexed(caseId, INDEXED_TERM);
  if (index.vectors !== pages || index.matching !== pages) {
    throw new Error(`index: ${index.vectors} vectors, ${index.matching} pages match "${INDEXED_TERM}", expected ${pages}`);
  }
  return { files, pages, megabytes, pipelineSeconds, medianGapSeconds: medianGap(docs.map((d) => Date.parse(d.processed_at ?? ''))), server: serverTimes, baseline: raw.times };
}

/**
 * One worker takes the documents one after another, so the gap between two finishing is what a
 * document costs; gaps that cluster at the queue's polling interval (1 s) mean the worker waits
 * for its next poll rather than starting the next document at once.
 */
function medianGap(finishedAt: number[]): number {
  const sorted = [...finishedAt].sort((a, b) => a - b);
  const gaps = sorted.slice(1).map((t, i) => (t - (sorted[i] ?? t)) / 1000).sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? Number.NaN;
}
