import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Case, DocumentSearchResponse, TranscriptionJob } from '@app/contract';
import { aiUsage, transcriptionJobs, transcriptionWindows, transcriptSegments } from '../../db/schema/index.js';
import { createServer, type Server } from '../../server.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startSpeechStandIn, type SpeechStandIn } from '../../test/speech-stand-in.js';
import { encodeMedia, TONE_SCRIPT, toneSpeechWav, toneWordsIn } from '../../test/tone-speech.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne } from '../documents/test-support.js';
import { stopTranscriptionWorkers } from './module.js';

/*
 * Media transcription end to end against a Whisper-compatible stand-in that
 * "recognises" tone-coded speech exactly: a ten-minute recording in two-minute windows comes back
 * word for word, nothing doubled or lost at a seam; and a job interrupted by a server restart
 * carries on from its last finished window.
 */
const WINDOW_SECONDS = 120;
const OVERLAP_SECONDS = 5;

let standIn: SpeechStandIn;
let server: TestServer;
let firm: TestFirm;
let matter: Case;
let token: string;

beforeAll(async () => {
  standIn = await startSpeechStandIn();
  server = await createTestServer({
    TRANSCRIPTION_ENGINE: 'openai-compatible',
    TRANSCRIPTION_BASE_URL: standIn.baseUrl,
    TRANSCRIPTION_WINDOW_SECONDS: String(WINDOW_SECONDS),
    TRANSCRIPTION_OVERLAP_SECONDS: String(OVERLAP_SECONDS),
  });
  firm = await server.createFirm('Recorded LLP');
  matter = await createCaseAs(server, firm, 'associate', { opposing_party: 'Castellan Logistics LLC', client_name: 'Northwind Freight Inc.' });
  token = await firm.token('associate');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

type Api = (method: 'GET' | 'POST', url: string, body?: object) => Promise<{ status: number; body: unknown }>;
const apiOf =
  (app: Server['app']): Api =>
  async (method, url, body) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
    return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
  };

async function settled(api: Api, jobId: string, timeoutMs = 90_000): Promise<TranscriptionJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await api('GET', `/api/v1/transcription/status/${jobId}`)).body as TranscriptionJob;
    if (['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.state} (${job.stage} ${job.percent}%)`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const wordsOf = (texts: string[]) => texts.join(' ').split(/\s+/).filter(Boolean);

describe('media transcription', () => {
  it('transcribes a ten-minute M4A in windows: every word once, in order; usage, prompt and search', { timeout: 120_000 }, async () => {
    const words = toneWordsIn(600);
    const recording = await ingestOne(server, matter.id, token, 'witness-interview.m4a', await encodeMedia(toneSpeechWav(words), 'm4a'));
    const sent = standIn.requests.length;
    const api = apiOf(server.app);
    const created = await api('POST', '/api/v1/transcription/create', { case_id: matter.id, document_id: recording.id, language: 'en' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'media', engine: 'openai-compatible', state: 'queued' });
    const job = await settled(api, (created.body as TranscriptionJob).id);
    expect(job).toMatchObject({ state: 'completed', stage: 'done', percent: 100, failure_reason: null });
    expect(job.minutes_total).toBeCloseTo(words > 0 ? 10 : 0, 0);
    expect(job.minutes_done).toBe(job.minutes_total);

    const segments = await server.deps.db.select().from(transcriptSegments).where(eq(transcriptSegments.jobId, job.id)).orderBy(asc(transcriptSegments.seq));
    expect(wordsOf(segments.map((s) => s.text))).toEqual(TONE_SCRIPT.slice(0, words));
    expect(segments.every((s) => s.speaker === 'Speaker 1' && s.kind === 'speech' && s.startSeconds !== null)).toBe(true);

    const windows = await server.deps.db.select().from(transcriptionWindows).where(eq(transcriptionWindows.jobId, job.id));
    expect(windows.length).toBe(6);
    const requests = standIn.requests.slice(sent);
    expect(requests).toHaveLength(windows.length);
    for (const request of requests) {
      expect(request.prompt).toContain('Castellan Logistics LLC');
      expect(request.prompt).toContain('Northwind Freight Inc.');
      expect(request.language).toBe('en');
    }

    // (The transcript's embeddings may add rows of their own feature.)
    const usage = await server.deps.db.select().from(aiUsage).where(and(eq(aiUsage.caseId, matter.id), eq(aiUsage.feature, 'transcription')));
    expect(usage).toHaveLength(windows.length);
    expect(usage.every((u) => u.userId === firm.users.associate.id && u.provider === 'openai-compatible')).toBe(true);
    const billed = usage.reduce((sum, u) => sum + (u.audioSeconds ?? 0), 0);
    const heard = windows.reduce((sum, w) => sum + (w.endSeconds - w.startSeconds), 0);
    expect(billed).toBeCloseTo(heard, 1);
    // The whole recording plus the overlaps around each of the five seams.
    expect(billed).toBeGreaterThanOrEqual(599);
    expect(billed).toBeLessThanOrEqual(600 + 5 * 2 * OVERLAP_SECONDS + 1);

    // The transcript is a document of the case that search finds by what was said.
    const deadline = Date.now() + 20_000;
    let hits: DocumentSearchResponse['hits'] = [];
    while (Date.now() < deadline) {
      hits = ((await api('GET', `/api/v1/search/documents?q=Delgado&case_id=${matter.id}`)).body as DocumentSearchResponse).hits;
      if (hits.some((h) => h.document_id === job.transcript_document_id)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(hits.map((h) => h.document_id)).toContain(job.transcript_document_id);
  });

  it('carries on after a restart from the last finished window, sending no window twice', { timeout: 120_000 }, async () => {
    const other = await createCaseAs(server, firm, 'associate', { name: 'Restart matter' });
    const words = toneWordsIn(360);
    const recording = await ingestOne(server, other.id, token, 'hearing.mp3', await encodeMedia(toneSpeechWav(words), 'mp3'));
    const sent = standIn.requests.length;
    standIn.options.delayMs = 700;
    const created = await apiOf(server.app)('POST', '/api/v1/transcription/create', { case_id: other.id, document_id: recording.id });
    expect(created.status).toBe(201);
    const jobId = (created.body as TranscriptionJob).id;
    const finishedWindows = async () => (await server.deps.db.select().from(transcriptionWindows).where(eq(transcriptionWindows.jobId, jobId))).length;
    const deadline = Date.now() + 60_000;
    while ((await finishedWindows()) < 2) {
      if (Date.now() > deadline) throw new Error('the job never finished two windows');
      await new Promise((r) => setTimeout(r, 50));
    }

    // "Stop the process": requests, the job in progress and the queue stop; files and database stay.
    await server.app.close();
    await stopTranscriptionWorkers(server.deps);
    await server.deps.jobs.stop();
    const beforeRestart = await finishedWindows();
    const [interrupted] = await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.id, jobId));
    expect(interrupted?.state).toBe('running');
    expect(beforeRestart).toBeLessThan(4);
    standIn.options.delayMs = 0;

    const restarted = await createServer(server.deps.config, { database: server.deps.database });
    try {
      const job = await settled(apiOf(restarted.app), jobId);
      expect(job).toMatchObject({ state: 'completed', percent: 100 });
      const windows = await restarted.deps.db.select().from(transcriptionWindows).where(eq(transcriptionWindows.jobId, jobId));
      expect(windows).toHaveLength(4);
      // Each window went to the engine exactly once across both servers.
      const requests = standIn.requests.slice(sent);
      expect(requests).toHaveLength(windows.length);
      expect(requests.map((r) => Math.round(r.seconds)).sort()).toEqual(windows.map((w) => Math.round(w.endSeconds - w.startSeconds)).sort());
      const segments = await restarted.deps.db.select().from(transcriptSegments).where(eq(transcriptSegments.jobId, jobId)).orderBy(asc(transcriptSegments.seq));
      expect(wordsOf(segments.map((s) => s.text))).toEqual(TONE_SCRIPT.slice(0, words));
      expect(await restarted.deps.db.select().from(aiUsage).where(and(eq(aiUsage.caseId, other.id), eq(aiUsage.feature, 'transcription')))).toHaveLength(4);
    } finally {
      await restarted.app.close();
      await stopTranscriptionWorkers(restarted.deps);
      await restarted.deps.jobs.stop();
      restarted.deps.mailer.close();
      await restarted.deps.speech.close();
    }
  });
});
