import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSpeechStandIn, type SpeechStandIn } from '../../test/speech-stand-in.js';
import { TONE_SCRIPT, toneSpeechWav } from '../../test/tone-speech.js';
import { isoLanguage, OpenAiCompatibleEngine } from './openai-compatible.js';
import { EngineError } from './types.js';

describe('OpenAiCompatibleEngine against the speech stand-in', () => {
  let standIn: SpeechStandIn;
  let dir: string;
  let wavPath: string;
  const engine = (overrides: Partial<ConstructorParameters<typeof OpenAiCompatibleEngine>[0]> = {}): OpenAiCompatibleEngine =>
    new OpenAiCompatibleEngine({ baseUrl: standIn.baseUrl, apiKey: 'sk-test', model: 'whisper-1', timeoutSeconds: 10, ...overrides });
  const input = (signal = new AbortController().signal) => ({ wavPath, durationSeconds: 14, language: 'en', prompt: 'Castellan, Delgado', signal });

  beforeAll(async () => {
    standIn = await startSpeechStandIn();
    dir = await mkdtemp(path.join(tmpdir(), 'openai-speech-'));
    wavPath = path.join(dir, 'window.wav');
    await writeFile(wavPath, toneSpeechWav(16));
  });
  afterAll(async () => {
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    standIn.options.failWith = undefined;
    standIn.options.errorMessage = undefined;
    standIn.options.malformed = undefined;
    standIn.options.delayMs = undefined;
    standIn.requests.length = 0;
  });

  it('uploads the WAV with the Whisper fields and reads verbose_json into segments with words', async () => {
    const result = await engine().transcribe(input());
    expect(result.model).toBe('whisper-1');
    expect(result.language).toBe('en');
    expect(result.segments).toHaveLength(2);
    expect(result.segments[0]?.text).toBe(TONE_SCRIPT.slice(0, 8).join(' '));
    expect(result.segments[0]?.confidence).toBeCloseTo(Math.exp(-0.05), 5);
    expect(result.segments[1]?.words?.map((w) => w.word)).toEqual(TONE_SCRIPT.slice(8, 16));
    const request = standIn.requests[0]!;
    expect(request).toMatchObject({
      authorization: 'Bearer sk-test',
      model: 'whisper-1',
      language: 'en',
      prompt: 'Castellan, Delgado',
      response_format: 'verbose_json',
      timestamp_granularities: ['segment', 'word'],
      filename: 'audio.wav',
    });
    expect(request.bytes).toBe(toneSpeechWav(16).length);
  });

  it('sends no key and no language when there are none', async () => {
    await engine({ apiKey: undefined }).transcribe({ ...input(), language: undefined, prompt: undefined });
    expect(standIn.requests[0]).toMatchObject({ authorization: null, language: null, prompt: null });
  });

  it('says the key was refused on 401, not retryable', async () => {
    standIn.options.failWith = 401;
    const error = await engine().transcribe(input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).retryable).toBe(false);
    expect((error as EngineError).message).toMatch(/refused the API key \(HTTP 401\).*TRANSCRIPTION_API_KEY/);
  });

  it('quotes the server on another 4xx, not retryable', async () => {
    standIn.options.failWith = 400;
    standIn.options.errorMessage = 'Audio file is too short.';
    const error = (await engine().transcribe(input()).catch((e: unknown) => e)) as EngineError;
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('The speech-to-text server refused the recording (HTTP 400): “Audio file is too short.”.');
  });

  it('marks a 500 retryable', async () => {
    standIn.options.failWith = 500;
    const error = (await engine().transcribe(input()).catch((e: unknown) => e)) as EngineError;
    expect(error).toBeInstanceOf(EngineError);
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/failed \(HTTP 500\).*A retry may work/);
  });

  it('says an answer that is not JSON could not be read', async () => {
    standIn.options.malformed = true;
    const error = (await engine().transcribe(input()).catch((e: unknown) => e)) as EngineError;
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/not JSON/);
  });

  it('times out with a retryable error', async () => {
    standIn.options.delayMs = 3000;
    const started = Date.now();
    const error = (await engine({ timeoutSeconds: 0.3 }).transcribe(input()).catch((e: unknown) => e)) as EngineError;
    expect(Date.now() - started).toBeLessThan(2500);
    expect(error).toBeInstanceOf(EngineError);
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/did not answer within 0.3 seconds/);
  });

  it('throws the abort reason, not an EngineError, when the job is cancelled', async () => {
    standIn.options.delayMs = 3000;
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled by the user')), 100);
    await expect(engine().transcribe(input(controller.signal))).rejects.toThrow('cancelled by the user');
  });

  it('says a refused connection is retryable and names the URL', async () => {
    const closed = await startSpeechStandIn();
    await closed.close();
    const error = (await engine({ baseUrl: closed.baseUrl }).transcribe(input()).catch((e: unknown) => e)) as EngineError;
    expect(error).toBeInstanceOf(EngineError);
    expect(error.retryable).toBe(true);
    expect(error.message).toContain(`${closed.baseUrl} refused the connection`);
  });

  it('turns verbose_json language names into ISO codes', () => {
    expect(isoLanguage('english')).toBe('en');
    expect(isoLanguage('de')).toBe('de');
    expect(isoLanguage('klingon')).toBeNull();
  });
});
