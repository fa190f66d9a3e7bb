/**
 * Ingest benchmark (not a test): `npm run bench:ingest`.
 *
 * A child process runs the real server (createServer with PGlite in a temporary DATA_DIR, its job
 * worker and OCR engine; no demo firm, so nothing else is processed meanwhile); this process signs
 * up a firm, opens a case per phase and drives the server over HTTP. Each phase has a baseline
 * measured in the same run, on the same machine, with the same inputs:
 *
 * 1. upload — a generated file (default 1 GB of random bytes) through the chunked upload as the
 *    web client sends it (5 MB chunks one after another, upload-chunk × N, finalize-upload) against
 *    a stream copy of the file: MB/s and ratio (goal ≥ 70 %); for reference, also against the bare
 *    protocol (ingest/bare-receiver.ts: HTTP, multipart and SHA-256 with no application behind
 *    them, in the server process), which tells what the protocol costs from what the app adds.
 *    The server process's RSS meanwhile: peak minus idle (goal < 300 MB; the absolute peak is
 *    printed too — PGlite keeps the whole database inside the server process). Runs first, so
 *    nothing earlier inflates the heap.
 * 2. pdf — generated text PDFs (default 40 × 50 = 2,000 pages) through multipart ingest →
 *    processed → indexed (every page's tsvector is checked in the server's database), timed from
 *    the first upload to the last document's processed_at, against bare pdfjs getTextContent per
 *    page on the same files: pages/s and ratio (goal ≥ 65 %).
 * 3. ocr — generated scanned pages (PNG, letter at 150 dpi) through upload → OCR → processed,
 *    against a bare tesseract.js worker with the pipeline's settings on the same images: pages/s
 *    and ratio (goal ≥ 90 %).
 * Both sides of the pdf and ocr phases are warmed up on one extra document first (a long-running
 * server pays pdfjs's and tesseract's start-up once, not per upload).
 *
 * It prints a results table, then where each side's wall time went (CPU, waiting for a CPU while
 * other processes had the cores, idle), because on a shared machine the wall times alone cannot
 * tell a slow pipeline from a busy neighbour; the load average is printed at start and end.
 * Exits non-zero when a goal is missed. MB is 1,000,000 bytes throughout.
 *
 * Environment: BENCH_PHASES (comma list, default "upload,pdf,ocr"), BENCH_PDF_FILES (40),
 * BENCH_PDF_PAGES (pages per PDF, 50), BENCH_OCR_PAGES (10), BENCH_UPLOAD_MB (1000),
 * BENCH_UPLOAD_CHUNK_MB (the web client's 5.24), BENCH_UPLOAD_CONCURRENCY (chunks in flight, 1
 * like the web client), BENCH_DATABASE_URL (run the server on this PostgreSQL database instead of
 * PGlite), BENCH_CPU_PROF=<dir> (V8 CPU profile of the server process, written when it exits;
 * open it in Chrome DevTools).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_CHUNK_BYTES as WEB_CHUNK_BYTES } from '@app/contract';
import { signUp } from './ingest/api-client.js';
import { ocrPhase } from './ingest/ocr-phase.js';
import { pdfPhase } from './ingest/pdf-phase.js';
import { type PhaseTimes } from './ingest/proc-stats.js';
import { startServerChild } from './ingest/server-process.js';
import { uploadPhase } from './ingest/upload-phase.js';

const PHASES = new Set((process.env.BENCH_PHASES ?? 'upload,pdf,ocr').split(',').map((p) => p.trim()));
const PDF_FILES = Number(process.env.BENCH_PDF_FILES ?? 40);
const PDF_PAGES = Number(process.env.BENCH_PDF_PAGES ?? 50);
const OCR_PAGES = Number(process.env.BENCH_OCR_PAGES ?? 10);
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 1000) * 1e6;
const UPLOAD_CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 1);
// The web client's chunk size unless told otherwise (the server takes up to MAX_CHUNK_BYTES).
const UPLOAD_CHUNK_BYTES = process.env.BENCH_UPLOAD_CHUNK_MB ? Math.round(Number(process.env.BENCH_UPLOAD_CHUNK_MB) * 1e6) : WEB_CHUNK_BYTES;

const GOAL_PDF_RATIO = 0.65;
const GOAL_OCR_RATIO = 0.9;
const GOAL_UPLOAD_RATIO = 0.7;
const GOAL_PEAK_RSS_MB = 300;

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');

interface Row {
  measure: string;
  server: string;
  baseline: string;
  ratio: number | null;
  goal: string;
  met: boolean;
}

/** Where one side's wall time went (see proc-stats.ts). */
interface Breakdown {
  phase: string;
  times: PhaseTimes;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'ldd-ingest-bench-'));
  const dataDir = path.join(workDir, 'data');
  const loadAtStart = load();
  console.log(`Load average at start: ${loadAtStart}`);
  console.log(`Starting the server (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`}, no demo firm) ...`);
  const server = await startServerChild(dataDir).catch((err: unknown) => {
    rmSync(workDir, { recursive: true, force: true });
    throw err;
  });
  const rows: Row[] = [];
  const breakdown: Breakdown[] = [];
  try {
    const session = await signUp(server.api);

    if (PHASES.has('upload')) {
      const r = await uploadPhase(server, session, workDir, UPLOAD_BYTES, UPLOAD_CHUNK_BYTES, UPLOAD_CONCURRENCY);
      const mbps = (seconds: number) => r.bytes / 1e6 / seconds;
      const realMbps = mbps(r.real.server.wall);
      const ratio = realMbps / mbps(r.copy.wall);
      rows.push({
        measure: `chunked upload, ${fmt(r.bytes / 1e6, 0)} MB in ${fmt(r.chunkBytes / 1e6, 2)} MB chunks, ${r.concurrency} in flight`,
        server: `${fmt(realMbps)} MB/s (${fmt(r.real.server.wall)} s, finalize ${fmt(r.real.finalizeSeconds)} s)`,
        baseline: `${fmt(mbps(r.copy.wall))} MB/s (stream copy, ${fmt(r.copy.wall)} s)`,
        ratio,
        goal: `≥ ${GOAL_UPLOAD_RATIO * 100} %`,
        met: ratio >= GOAL_UPLOAD_RATIO,
      });
      rows.push({
        measure: '… the same against the bare protocol (reference, no goal)',
        server: `${fmt(realMbps)} MB/s`,
        baseline: `${fmt(mbps(r.bare.server.wall))} MB/s (bare receiver, ${fmt(r.bare.server.wall)} s, finalize ${fmt(r.bare.finalizeSeconds)} s)`,
        ratio: realMbps / mbps(r.bare.server.wall),
        goal: '',
        met: true,
      });
      // PGlite runs the database inside the server process (~0.6 GB idle with its WebAssembly
      // memory), so the upload is judged by what it adds over the idle server; the absolute
      // peak is printed beside it.
      const grownMb = (r.peakRss - r.rssBefore) / 1e6;
      rows.push({
        measure: 'server RSS while uploading: peak minus idle before',
        server: `${fmt(grownMb)} MB (peak ${fmt(r.peakRss / 1e6, 0)} MB, idle ${fmt(r.rssBefore / 1e6, 0)} MB)`,
        baseline: r.hwmReset ? 'VmHWM reset before + VmRSS every 50 ms' : 'VmRSS every 50 ms',
        ratio: null,
        goal: `< ${GOAL_PEAK_RSS_MB} MB`,
        met: grownMb < GOAL_PEAK_RSS_MB,
      });
      breakdown.push(
        { phase: 'upload: server', times: r.real.server },
        { phase: 'upload: client (this process)', times: r.real.client },
        { phase: 'upload, bare receiver: server', times: r.bare.server },
        { phase: 'upload, bare receiver: client', times: r.bare.client },
        { phase: 'upload: stream copy', times: r.copy },
      );
    }

    if (PHASES.has('pdf')) {
      const r = await pdfPhase(server, session, workDir, PDF_FILES, PDF_PAGES);
      const serverRate = r.pages / r.pipelineSeconds;
      const rawRate = r.pages / r.baseline.wall;
      rows.push({
        measure: `text PDFs → processed + indexed: ${r.files} files, ${r.pages} pages, ${fmt(r.megabytes)} MB`,
        server: `${fmt(serverRate)} pages/s (${fmt(r.pipelineSeconds)} s; a document every ${fmt(r.medianGapSeconds, 2)} s, median)`,
        baseline: `${fmt(rawRate)} pages/s (bare pdfjs, ${fmt(r.baseline.wall)} s)`,
        ratio: serverRate / rawRate,
        goal: `≥ ${GOAL_PDF_RATIO * 100} %`,
        met: serverRate / rawRate >= GOAL_PDF_RATIO,
      });
      breakdown.push({ phase: 'pdf: server', times: r.server }, { phase: 'pdf: bare pdfjs', times: r.baseline });
    }

    if (PHASES.has('ocr')) {
      const r = await ocrPhase(server, session, OCR_PAGES);
      const serverRate = r.pages / r.pipelineSeconds;
      const rawRate = r.pages / r.baseline.wall;
      rows.push({
        measure: `OCR → processed + indexed: ${r.pages} scanned pages (PNG)`,
        server: `${fmt(serverRate, 3)} pages/s (${fmt(r.pipelineSeconds)} s)`,
        baseline: `${fmt(rawRate, 3)} pages/s (bare tesseract.js, ${fmt(r.baseline.wall)} s)`,
        ratio: serverRate / rawRate,
        goal: `≥ ${GOAL_OCR_RATIO * 100} %`,
        met: serverRate / rawRate >= GOAL_OCR_RATIO,
      });
      breakdown.push({ phase: 'ocr: server', times: r.server }, { phase: 'ocr: bare tesseract.js', times: r.baseline });
    }
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }

  console.log(`\nLoad average (1, 5, 15 min) at start: ${loadAtStart}; at end: ${load()}\n`);
  console.log('| measure | through the server | baseline | ratio | goal | |');
  console.log('|---|---:|---:|---:|---|---|');
  for (const row of rows) {
    const ratio = row.ratio === null ? '' : `${fmt(row.ratio * 100)} %`;
    const verdict = row.goal ? (row.met ? 'met' : 'MISSED') : '';
    console.log(`| ${row.measure} | ${row.server} | ${row.baseline} | ${ratio} | ${row.goal} | ${verdict} |`);
  }
  console.log('\nWhere the wall time went, in seconds ("waiting" = runnable while other processes had the cores):\n');
  console.log('| phase | wall | CPU, all threads | busiest thread on a CPU | … waiting for a CPU | … idle |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { phase, times } of breakdown) {
    const idle = Math.max(0, times.wall - times.busiestCpu - times.busiestWaitedForCpu);
    console.log(`| ${phase} | ${fmt(times.wall)} | ${fmt(times.cpu)} | ${fmt(times.busiestCpu)} | ${fmt(times.busiestWaitedForCpu)} | ${fmt(idle)} |`);
  }
  if (rows.some((r) => !r.met)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
