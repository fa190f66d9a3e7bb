import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Case, ErrorBody, TestimonySegment } from '@app/contract';
import { aiUsage } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startSpeechStandIn, type SpeechStandIn } from '../../test/speech-stand-in.js';
import { encodeMedia, TONE_SCRIPT, toneSpeechWav } from '../../test/tone-speech.js';
import { createCaseAs } from '../cases/test-support.js';
import { liveDepositionAs, createDepositionAs } from './test-support.js';

/*
 * The browser's microphone as a testimony source: a chunk of WebM/Opus goes through
 * the configured engine (here the Whisper stand-in, which "hears" tone-coded words) and becomes one
 * line of the chosen kind, with its usage recorded. Without an engine: 409 with the reason.
 */

let standIn: SpeechStandIn;
let server: TestServer;
let bare: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let chunk: Buffer;

const BASE = '/api/v1/realtime-deposition/sessions';

async function postAudio(target: TestServer, sessionId: string, token: string, body: Buffer, query = '?kind=answer', contentType = 'audio/webm') {
  const res = await target.app.inject({ method: 'POST', url: `${BASE}/${sessionId}/audio${query}`, payload: body, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } });
  return { status: res.statusCode, body: JSON.parse(res.body) as { segments: TestimonySegment[] } & ErrorBody };
}

beforeAll(async () => {
  standIn = await startSpeechStandIn();
  server = await createTestServer({ TRANSCRIPTION_ENGINE: 'openai-compatible', TRANSCRIPTION_BASE_URL: standIn.baseUrl });
  firm = await server.createFirm('Microphone LLP');
  other = await server.createFirm('Other Microphone LLP');
  matter = await createCaseAs(server, firm, 'associate');
  chunk = await encodeMedia(toneSpeechWav(8), 'webm');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await bare?.close();
  await standIn?.close();
});

describe('microphone testimony', () => {
  it('transcribes a WebM chunk into one answer line and records the audio seconds', async () => {
    const session = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id });
    const res = await postAudio(server, session.id, await firm.token('associate'), chunk);
    expect(res.status).toBe(201);
    expect(res.body.segments).toHaveLength(1);
    expect(res.body.segments[0]).toMatchObject({ kind: 'answer', source: 'microphone', speaker: 'Maria Sandoval', line: 1 });
    expect(res.body.segments[0]!.text.split(/\s+/).map((w) => w.replace(/[^\w'-]/g, ''))).toEqual([...TONE_SCRIPT.slice(0, 8)].map((w) => w.replace(/[^\w'-]/g, '')));
    expect(standIn.requests.at(-1)?.prompt).toContain('Maria Sandoval');
    const usage = await server.deps.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.organizationId, firm.organizationId), eq(aiUsage.feature, 'transcription')));
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ caseId: matter.id, userId: firm.users.associate.id, provider: 'openai-compatible' });
    expect(usage[0]!.audioSeconds).toBeGreaterThan(5);
  });

  it('answers 400 for bytes that are not audio, 409 before the start, 403 below associate, 404 for another firm', async () => {
    const token = await firm.token('associate');
    const live = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id });
    const garbage = await postAudio(server, live.id, token, Buffer.from('this is not a recording at all'));
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors?.[0]?.field).toBe('audio');
    const badKind = await postAudio(server, live.id, token, chunk, '?kind=witness');
    expect(badKind.status).toBe(400);
    const draft = await createDepositionAs(server, firm, 'associate', { case_id: matter.id });
    expect((await postAudio(server, draft.id, token, chunk)).status).toBe(409);
    expect((await postAudio(server, live.id, await firm.token('paralegal'), chunk)).status).toBe(403);
    expect((await postAudio(server, live.id, await other.token('admin'), chunk)).status).toBe(404);
  });

  it('answers 409 with the reason when no engine is configured', async () => {
    bare = await createTestServer();
    const bareFirm = await bare.createFirm('No Engine LLP');
    const bareCase = await createCaseAs(bare, bareFirm, 'associate');
    const session = await liveDepositionAs(bare, bareFirm, 'associate', { case_id: bareCase.id });
    const res = await postAudio(bare, session.id, await bareFirm.token('associate'), chunk);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('transcription_engine_unavailable');
    // An associate is told who to ask, not which settings to change.
    expect(res.body.detail).toBe("Transcription isn't set up — ask your administrator.");
  });
});
