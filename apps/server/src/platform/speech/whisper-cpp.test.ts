import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptionConfig } from '../../config.js';
import { createTranscriptionEngine } from './create-engine.js';
import { NO_ENGINE_PROBLEM } from './none-engine.js';
import { EngineError } from './types.js';
import { toneSpeechWav } from '../../test/tone-speech.js';
import { wavToFloat32, WhisperCppEngine } from './whisper-cpp.js';

const settings = { windowSeconds: 600, overlapSeconds: 5, timeoutSeconds: 30, maxBytes: 1e9 };

/** A logger that keeps what was logged, to check the start-up warning. */
function capturingLogger(): { log: FastifyBaseLogger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) }) as FastifyBaseLogger;
  return { log, lines };
}

describe('whisper.cpp engine without a usable model', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'whisper-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const input = () => ({ wavPath: path.join(dir, 'none.wav'), durationSeconds: 1, signal: new AbortController().signal });

  it('reports a missing model file as unavailable, warns at start-up and never crashes', async () => {
    const modelPath = path.join(dir, 'ggml-base.en.bin');
    const { log, lines } = capturingLogger();
    const config: TranscriptionConfig = { engine: { kind: 'whisper-cpp', modelPath }, ...settings };
    const engine = createTranscriptionEngine(config, log);
    const info = engine.info();
    expect(info).toMatchObject({ engine: 'whisper-cpp', model: 'ggml-base.en.bin', available: false });
    expect(info.problem).toContain(`${modelPath} does not exist`);
    expect(info.problem).toContain('TRANSCRIPTION_MODEL_PATH');
    expect(lines.find((l) => l.level === 40)?.msg).toContain('Transcription engine whisper-cpp is not available');
    const error = await engine.transcribe(input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).message).toBe(info.problem);
    await engine.close();
  });

  it('reports a file that is not a GGML model the same way', async () => {
    const modelPath = path.join(dir, 'model.bin');
    await writeFile(modelPath, Buffer.alloc(2 * 1024 * 1024, 'not a model '));
    const engine = new WhisperCppEngine({ modelPath, timeoutSeconds: 30 });
    expect(engine.info().available).toBe(false);
    expect(engine.info().problem).toMatch(/is not a whisper.cpp GGML model/);
    await expect(engine.transcribe(input())).rejects.toBeInstanceOf(EngineError);
  });

  it('survives a damaged model with the GGML magic: whisper.cpp aborts in its child, the engine turns unavailable', async () => {
    const modelPath = path.join(dir, 'damaged-ggml.bin');
    const bytes = Buffer.alloc(2 * 1024 * 1024, 7);
    bytes.write('lmgg', 0, 'latin1');
    await writeFile(modelPath, bytes);
    const wavPath = path.join(dir, 'speech.wav');
    await writeFile(wavPath, toneSpeechWav(2));
    const engine = new WhisperCppEngine({ modelPath, timeoutSeconds: 30 });
    expect(engine.info().available).toBe(true);
    const error = await engine.transcribe({ wavPath, durationSeconds: 2, signal: new AbortController().signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).retryable).toBe(false);
    expect((error as EngineError).message).toMatch(/could not load the model .*damaged-ggml.bin: it is damaged or not a whisper.cpp model/);
    expect(engine.info()).toMatchObject({ available: false, problem: (error as EngineError).message });
    await engine.close();
  }, 30_000);

  it('reports a directory given as the model', () => {
    const engine = new WhisperCppEngine({ modelPath: dir, timeoutSeconds: 30 });
    expect(engine.info().problem).toMatch(/is not a file/);
  });

  it('reads a 16-bit WAV as float samples', () => {
    const wav = Buffer.alloc(44 + 6);
    wav.write('RIFF', 0, 'ascii');
    wav.write('WAVEfmt ', 8, 'ascii');
    wav.writeUInt32LE(16, 16);
    wav.write('data', 36, 'ascii');
    wav.writeUInt32LE(6, 40);
    wav.writeInt16LE(16384, 44);
    wav.writeInt16LE(-32768, 46);
    expect(Array.from(wavToFloat32(wav))).toEqual([0.5, -1, 0]);
  });
});

describe('the none engine', () => {
  it('is unavailable with the how-to and refuses to transcribe', async () => {
    const { log, lines } = capturingLogger();
    const engine = createTranscriptionEngine({ engine: { kind: 'none' }, ...settings }, log);
    expect(engine.info()).toEqual({ engine: 'none', description: 'No speech-to-text engine configured', model: null, available: false, problem: NO_ENGINE_PROBLEM, accuracy: null });
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    await expect(engine.transcribe({ wavPath: 'x', durationSeconds: 1, signal: new AbortController().signal })).rejects.toThrow(/TRANSCRIPTION_ENGINE=openai-compatible/);
  });

  it('the openai-compatible engine is available as configured', () => {
    const { log } = capturingLogger();
    const engine = createTranscriptionEngine({ engine: { kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'whisper-1' }, ...settings }, log);
    expect(engine.info()).toMatchObject({ engine: 'openai-compatible', model: 'whisper-1', available: true, problem: null });
    expect(engine.local).toBe(false);
  });
});
