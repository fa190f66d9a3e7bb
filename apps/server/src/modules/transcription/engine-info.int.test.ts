import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type AiEnginesStatus, type Role, type TranscriptionEngineInfo, type TranscriptionJobList } from '@app/contract';
import { ENGINE_CANNOT_RUN, ENGINE_NOT_SET_UP } from '../../platform/speech/engine-for-role.js';
import { NoneEngine } from '../../platform/speech/none-engine.js';
import { PocketsphinxEngine } from '../../platform/speech/pocketsphinx.js';
import type { TranscriptionEngine } from '../../platform/speech/types.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne } from '../documents/test-support.js';
import { toneSpeechWav } from '../../test/tone-speech.js';

/*
 * What each role is told about the speech-to-text engine. The administrator gets how it is set up
 * (settings, the server's address, a model file's path: the system page explains them); everyone
 * else gets which engine runs, what accuracy to expect, and "ask your administrator" when none runs.
 * Every place the engine reaches the web is checked: GET /transcription/engine, the job list, the
 * engines status (the search screen reads it) and the refusal when a recording is sent anyway.
 */
const INTERNAL_URL = 'http://whisper.internal.example:8000/v1';
const LEAKS = [/internal\.example/, /TRANSCRIPTION_/, /\/usr\//, /apt-get/];
const leaks = (value: unknown) => LEAKS.filter((pattern) => pattern.test(JSON.stringify(value)));

/*
 * One server (starting three takes minutes on a busy machine); the none and broken engines are put
 * in its place for the tests that need them, as the server would build them from their settings.
 */
let configured: TestServer;
let firm: TestFirm;
let whisper: TranscriptionEngine;
const bareEngine = new NoneEngine();
const brokenEngine = new PocketsphinxEngine({ binary: '/nonexistent/pocketsphinx_continuous', timeoutSeconds: 30 });

beforeAll(async () => {
  configured = await createTestServer({ TRANSCRIPTION_ENGINE: 'openai-compatible', TRANSCRIPTION_BASE_URL: INTERNAL_URL, TRANSCRIPTION_MODEL: 'whisper-large-v3' });
  firm = await configured.createFirm('Engine LLP');
  whisper = configured.deps.speech;
}, 240_000);
afterAll(async () => {
  await configured?.close();
});
afterEach(() => {
  configured.deps.speech = whisper;
});

/** The same server with another engine in place (restored after each test). */
function running(engine: TranscriptionEngine): { server: TestServer; of: TestFirm } {
  configured.deps.speech = engine;
  return { server: configured, of: firm };
}
const bareServer = () => running(bareEngine);
const brokenServer = () => running(brokenEngine);

const engineAs = async (server: TestServer, of: TestFirm, role: Role) => server.api<TranscriptionEngineInfo>('GET', '/api/v1/transcription/engine', { token: await of.token(role) });
const USERS: Role[] = ROLES.filter((role) => role !== 'admin' && role !== 'viewer');

describe('GET /transcription/engine', () => {
  it('gives the administrator the whole setup: the server address and what to expect', async () => {
    const res = await engineAs(configured, firm, 'admin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'openai-compatible', available: true, model: 'whisper-large-v3', problem: null });
    expect(res.body.description).toContain(INTERNAL_URL);
    expect(res.body.accuracy).toMatch(/Not a certified transcript/);
  });

  it.each(USERS)('tells a %s which engine runs and what to expect, without its address', async (role) => {
    const res = await engineAs(configured, firm, role);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      engine: 'openai-compatible',
      description: 'Whisper speech-to-text server, model whisper-large-v3',
      model: 'whisper-large-v3',
      available: true,
      problem: null,
      accuracy: expect.stringMatching(/a few words in a hundred wrong.*Not a certified transcript/),
    });
  });

  it.each(USERS)('tells a %s to ask the administrator when no engine runs, and the administrator how to set one up', async (role) => {
    const { server: bare, of: bareFirm } = bareServer();
    const res = await engineAs(bare, bareFirm, role);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'none', available: false, problem: ENGINE_NOT_SET_UP, accuracy: null });
    expect(leaks(res.body)).toEqual([]);
    const admin = await engineAs(bare, bareFirm, 'admin');
    expect(admin.body.problem).toMatch(/pocketsphinx-en-us.*TRANSCRIPTION_ENGINE=openai-compatible.*TRANSCRIPTION_MODEL_PATH/);
  });

  it('says an engine that cannot run is not working, with the path only for the administrator', async () => {
    const { server: broken, of: brokenFirm } = brokenServer();
    const paralegal = await engineAs(broken, brokenFirm, 'paralegal');
    expect(paralegal.body).toMatchObject({ engine: 'pocketsphinx', available: false, problem: ENGINE_CANNOT_RUN, description: 'Offline recogniser (PocketSphinx), US English' });
    expect(leaks(paralegal.body)).toEqual([]);
    const admin = await engineAs(broken, brokenFirm, 'admin');
    expect(admin.body.problem).toContain('TRANSCRIPTION_POCKETSPHINX_BINARY=/nonexistent/pocketsphinx_continuous');
  });

  it('is refused to a viewer (403), who cannot transcribe', async () => {
    const res = await engineAs(configured, firm, 'viewer');
    expect(res.status).toBe(403);
  });

  it('answers 401 without a sign-in and ignores a query it does not take', async () => {
    expect((await configured.api('GET', '/api/v1/transcription/engine')).status).toBe(401);
    expect((await configured.api('GET', '/api/v1/transcription/engine?x=1', { token: await firm.token('paralegal') })).status).toBe(200);
  });
});

describe('the engine elsewhere', () => {
  it('is presented the same way in the job list and the engines status', async () => {
    const list = await configured.api<TranscriptionJobList>('GET', '/api/v1/transcription/jobs', { token: await firm.token('paralegal') });
    expect(list.status).toBe(200);
    expect(leaks(list.body.engine)).toEqual([]);
    const adminList = await configured.api<TranscriptionJobList>('GET', '/api/v1/transcription/jobs', { token: await firm.token('admin') });
    expect(adminList.body.engine.description).toContain(INTERNAL_URL);
    const { server: broken, of: brokenFirm } = brokenServer();
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const status = await broken.api<AiEnginesStatus>('GET', '/api/v1/search/engines', { token: await brokenFirm.token(role) });
      expect(status.status).toBe(200);
      expect(status.body.transcription.problem).toBe(ENGINE_CANNOT_RUN);
      expect(status.body.warnings.filter((w) => w.startsWith('Transcription'))).toEqual([]);
      expect(leaks(status.body.transcription)).toEqual([]);
    }
    const admin = await broken.api<AiEnginesStatus>('GET', '/api/v1/search/engines', { token: await brokenFirm.token('admin') });
    expect(admin.body.warnings.find((w) => w.startsWith('Transcription'))).toContain('TRANSCRIPTION_POCKETSPHINX_BINARY');
  });

  it('refuses a recording with "ask your administrator" (409) when no engine runs', async () => {
    const { server: bare, of: bareFirm } = bareServer();
    const matter = await createCaseAs(bare, bareFirm, 'associate');
    const token = await bareFirm.token('associate');
    const recording = await ingestOne(bare, matter.id, token, 'interview.wav', toneSpeechWav(4));
    const res = await bare.api<{ detail: string; code: string }>('POST', '/api/v1/transcription/create', { token, body: { case_id: matter.id, document_id: recording.id, kind: 'media' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'transcription_engine_unavailable', detail: ENGINE_NOT_SET_UP });
  });
});
