/**
 * A large file through the chunked upload (HTTP from this process to the server process), against
 * a plain stream copy of the same file (the goal's baseline) and against the bare protocol
 * (bare-receiver.ts: what HTTP, multipart and hashing cost by themselves); the server process's
 * RSS while the real upload runs.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentSummary } from '@app/contract';
import { createCase, waitUntilFinished, type Session } from './api-client.js';
import { streamCopy, writeRandomFile } from './big-file.js';
import { chunkedUpload, type ChunkedUploadOptions } from './chunked-upload-client.js';
import { rssOf, sampleRss, timePhase, type PhaseTimes } from './proc-stats.js';
import { BARE_UPLOADS, type ServerChild } from './server-process.js';

/** One upload as both processes saw it. */
export interface UploadRun {
  /** The server process from the first chunk until finalize-upload answered. */
  server: PhaseTimes;
  /** This process (the client) meanwhile. */
  client: PhaseTimes;
  finalizeSeconds: number;
}

export interface UploadPhaseResult {
  bytes: number;
  chunkBytes: number;
  concurrency: number;
  /** This process during the stream copy. */
  copy: PhaseTimes;
  bare: UploadRun;
  real: UploadRun;
  rssBefore: number;
  peakRss: number;
  hwmReset: boolean;
}

async function timedUpload(server: ServerChild, upload: () => Promise<{ finalized: unknown; finalizeSeconds: number }>): Promise<UploadRun & { finalized: unknown }> {
  const serverClock = timePhase(server.pid);
  const clientClock = timePhase('self');
  const { finalized, finalizeSeconds } = await upload();
  return { server: serverClock(), client: clientClock(), finalizeSeconds, finalized };
}

export async function uploadPhase(server: ServerChild, session: Session, workDir: string, bytes: number, chunkBytes: number, concurrency: number): Promise<UploadPhaseResult> {
  const file = path.join(workDir, 'evidence-export.bin');
  const options: ChunkedUploadOptions = { chunkBytes, concurrency, filename: 'evidence-export.bin' };
  console.log(`Generating a ${(bytes / 1e6).toFixed(0)} MB file ...`);
  await writeRandomFile(file, bytes);
  try {
    console.log('Baseline: stream copy of the file ...');
    const copyFile = path.join(workDir, 'copy.bin');
    const copyClock = timePhase('self');
    await streamCopy(file, copyFile);
    const copy = copyClock();
    await rm(copyFile, { force: true });

    console.log(`Reference: the same chunks to the bare protocol receiver ...`);
    const bare = await timedUpload(server, () => chunkedUpload({ api: server.bareApi, headers: {} }, 'bare', file, options));
    await rm(path.join(workDir, 'data', BARE_UPLOADS), { recursive: true, force: true });

    console.log(`Chunked upload: ${(chunkBytes / 1e6).toFixed(2)} MB chunks, ${concurrency} in flight ...`);
    const caseId = await createCase(session, `Ingest benchmark — upload ${new Date().toISOString()}`);
    const rssBefore = rssOf(server.pid);
    const sampler = sampleRss(server.pid);
    const real = await timedUpload(server, () => chunkedUpload(session, caseId, file, options)).finally(() => sampler.stop());
    const peak = sampler.stop();
    const stored = (real.finalized as DocumentSummary).size_bytes;
    if (stored !== bytes) throw new Error(`the server stored ${stored} bytes, expected ${bytes}`);
    // Its processing job (random bytes: "unsupported") must not run into the next phase.
    await waitUntilFinished(session, caseId, 1, 5 * 60_000);
    return { bytes, chunkBytes, concurrency, copy, bare, real, rssBefore, peakRss: peak.peak, hwmReset: peak.hwmReset };
  } finally {
    await rm(file, { force: true });
  }
}
