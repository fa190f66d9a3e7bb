import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';

/**
 * A media job's scratch files (the original copied out of the blob store, the 16 kHz PCM, one WAV
 * per window, a rendition before it is stored): DATA_DIR/transcription/<job_id>/. Kept across a
 * restart so a resumed job does not copy and decode again; removed when the job completes, fails
 * for good or is cancelled.
 */
export function workDirOf(config: Config, jobId: string): string {
  return path.join(config.dataDir, 'transcription', jobId);
}

export async function openWorkDir(config: Config, jobId: string): Promise<string> {
  const dir = workDirOf(config, jobId);
  await mkdir(dir, { recursive: true });
  return dir;
}

export async function removeWorkDir(config: Config, jobId: string): Promise<void> {
  await rm(workDirOf(config, jobId), { recursive: true, force: true });
}
