import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Case, DocumentSummary, TranscriptionJob } from '@app/contract';
import { transcriptionJobs, transcriptSegments } from '../../db/schema/index.js';
import { ffmpegPath, runTool } from '../../platform/media/ffmpeg.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { startSpeechStandIn, type SpeechStandIn } from '../../test/speech-stand-in.js';
import { encodeMedia, TONE_SCRIPT, toneSpeechWav } from '../../test/tone-speech.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne } from '../documents/test-support.js';
import { workDirOf } from './work-dir.js';

/*
 * What goes wrong in transcription ends as a failed job with a reason a paralegal can act on,
 * never as a crashed worker: media that cannot be transcribed, and an engine that fails, refuses,
 * answers nonsense or does not answer. After all of it the same worker still transcribes.
 */
let standIn: SpeechStandIn;
let server: TestServer;
let matter: Case;
let token: string;
let speech: DocumentSummary;

beforeAll(async () => {
  standIn = await startSpeechStandIn();
  server = await createTestServer({ TRANSCRIPTION_ENGINE: 'openai-compatible', TRANSCRIPTION_BASE_URL: standIn.baseUrl, TRANSCRIPTION_TIMEOUT_SECONDS: '5' });
  const firm = await server.createFirm('Troubled Audio LLP');
  matter = await createCaseAs(server, firm, 'associate');
  token = await firm.token('associate');
  speech = await ingestOne(server, matter.id, token, 'short.wav', toneSpeechWav(16));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

async function transcribe(documentId: string): Promise<TranscriptionJob> {
  const res = await server.api<TranscriptionJob>('POST', '/api/v1/transcription/create', { token, body: { case_id: matter.id, document_id: documentId } });
  expect(res.status).toBe(201);
  return res.body;
}

async function until(jobId: string, done: (job: TranscriptionJob) => boolean, timeoutMs = 30_000): Promise<TranscriptionJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await server.api<TranscriptionJob>('GET', `/api/v1/transcription/status/${jobId}`, { token });
    if (done(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${res.body.state} (${res.body.stage})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const ended = (job: TranscriptionJob) => ['completed', 'failed', 'cancelled'].includes(job.state);

/** A few seconds of black video with no sound track at all. */
async function silentVideo(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'silent-video-'));
  try {
    const out = path.join(dir, 'video.mp4');
    await runTool(ffmpegPath, ['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=black:s=64x48:r=5', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-threads', '1', '-y', out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A WAV header that announces no samples: a valid file with a recording of 0 seconds. */
function emptyWav(): Buffer {
  const wav = toneSpeechWav(1).subarray(0, 44);
  wav.writeUInt32LE(36, 4);
  wav.writeUInt32LE(0, 40);
  return Buffer.from(wav);
}

describe('transcription failures', () => {
  it('fails media that cannot be transcribed with a clear reason, sending nothing to the engine', { timeout: 60_000 }, async () => {
    const sent = standIn.requests.length;
    const cases: [string, Buffer, RegExp][] = [
      ['deposition-video.mp4', await silentVideo(), /video has no sound track/],
      ['garbled.mp3', Buffer.from(Array.from({ length: 6000 }, (_, i) => (i * 7919 + 13) % 251)), /damaged or is not an audio or video file/],
      ['nothing.wav', emptyWav(), /no length \(0 seconds\)|empty/],
    ];
    for (const [filename, bytes, reason] of cases) {
      const doc = await ingestOne(server, matter.id, token, filename, bytes);
      const job = await until((await transcribe(doc.id)).id, ended);
      expect(job, filename).toMatchObject({ state: 'failed', can_retry: true });
      expect(job.failure_reason, filename).toMatch(reason);
      expect(existsSync(workDirOf(server.deps.config, job.id))).toBe(false);
    }
    expect(standIn.requests.slice(sent)).toEqual([]);
  });

  it('refuses a recording larger than TRANSCRIPTION_MAX_BYTES with 413 and a field error', async () => {
    const limits = server.deps.config.transcription;
    const maxBytes = limits.maxBytes;
    limits.maxBytes = 1024 * 1024;
    try {
      const big = await ingestOne(server, matter.id, token, 'long-hearing.wav', toneSpeechWav(60));
      const res = await server.api<{ code: string; detail: string; errors: { field: string }[] }>('POST', '/api/v1/transcription/create', { token, body: { case_id: matter.id, document_id: big.id } });
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('media_too_large');
      expect(res.body.detail).toMatch(/larger than the 1 MB a transcription accepts/);
      expect(res.body.errors.map((e) => e.field)).toEqual(['document_id']);
    } finally {
      limits.maxBytes = maxBytes;
    }
  });

  it('fails for good when the engine refuses the key or answers something that is not Whisper JSON', { timeout: 60_000 }, async () => {
    standIn.options.failWith = 401;
    const refused = await until((await transcribe(speech.id)).id, ended);
    expect(refused).toMatchObject({ state: 'failed' });
    expect(refused.failure_reason).toMatch(/refused the API key \(HTTP 401\).*TRANSCRIPTION_API_KEY/);
    standIn.options.failWith = undefined;

    standIn.options.malformed = true;
    const garbled = await until((await transcribe(speech.id)).id, ended);
    expect(garbled).toMatchObject({ state: 'failed' });
    expect(garbled.failure_reason).toMatch(/not JSON/);
    standIn.options.malformed = false;
    // Not retried by the queue: nothing will change until someone fixes the engine and clicks Retry.
    // (The queue closes its entry just after the job's row says failed — polled, as a person would
    // see it a moment later: on PostgreSQL the entry was read still 'active' in between.)
    for (const job of [refused, garbled]) {
      await expect.poll(async () => (await server.deps.jobs.jobsByPayload('transcription.run', 'job_id', [job.id]))[0]?.state, { timeout: 15_000 }).toBe('completed');
    }
  });

  it('fails a job when the engine errors or times out, and lets the queue retry it', { timeout: 60_000 }, async () => {
    /** pg-boss holds a retry of the job; set aside here, so the retry stays out of the next tests' way. */
    const expectQueuedRetry = async (id: string) => {
      // The job row says failed a moment before pg-boss has recorded the thrown error.
      const deadline = Date.now() + 5000;
      let queued = (await server.deps.jobs.jobsByPayload('transcription.run', 'job_id', [id]))[0]?.state;
      while (queued === 'active' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        queued = (await server.deps.jobs.jobsByPayload('transcription.run', 'job_id', [id]))[0]?.state;
      }
      expect(queued).toBe('retry');
      await server.deps.db.update(transcriptionJobs).set({ state: 'cancelled' }).where(eq(transcriptionJobs.id, id));
    };
    standIn.options.failWith = 500;
    const broken = await until((await transcribe(speech.id)).id, ended);
    expect(broken).toMatchObject({ state: 'failed' });
    expect(broken.failure_reason).toMatch(/failed \(HTTP 500\).*retried automatically/);
    await expectQueuedRetry(broken.id);
    standIn.options.failWith = undefined;

    standIn.options.delayMs = 8000;
    const slow = await until((await transcribe(speech.id)).id, ended);
    expect(slow).toMatchObject({ state: 'failed' });
    expect(slow.failure_reason).toMatch(/did not answer within 5 seconds/);
    await expectQueuedRetry(slow.id);
    standIn.options.delayMs = 0;
  });

  it('cancels a job while the engine works on it; the same worker then transcribes a MOV with a playable copy', { timeout: 60_000 }, async () => {
    standIn.options.delayMs = 15_000;
    const started = await transcribe(speech.id);
    await until(started.id, (j) => j.stage === 'transcribing');
    const cancelled = await server.api<TranscriptionJob>('POST', `/api/v1/transcription/jobs/${started.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    standIn.options.delayMs = 0;

    const mov = await ingestOne(server, matter.id, token, 'statement.mov', await encodeMedia(toneSpeechWav(16), 'mov'));
    const job = await until((await transcribe(mov.id)).id, ended, 40_000);
    expect(job).toMatchObject({ state: 'completed', failure_reason: null });
    const [row] = await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.id, job.id));
    expect(row?.renditionContentType).toBe('video/mp4');
    expect(await server.deps.blobs.size(row!.renditionSha256!)).toBeGreaterThan(0);
    expect((row?.media as { hasVideo?: boolean }).hasVideo).toBe(true);
    // The cancelled job stopped and cleaned up: it never completed.
    expect(await until(started.id, ended)).toMatchObject({ state: 'cancelled', transcript_document_id: null });
    // Its engine call was aborted (the stand-in would have taken 15 s) and its scratch files removed.
    const deadline = Date.now() + 8000;
    while (existsSync(workDirOf(server.deps.config, started.id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(workDirOf(server.deps.config, started.id))).toBe(false);
    const segments = await server.deps.db.select().from(transcriptSegments).where(eq(transcriptSegments.jobId, job.id)).orderBy(asc(transcriptSegments.seq));
    expect(segments.map((s) => s.text).join(' ').split(/\s+/)).toEqual(TONE_SCRIPT.slice(0, 16));
  });
});
