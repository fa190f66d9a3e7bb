import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { spawn, type ChildProcess } from 'node:child_process';
import type { TranscriptionEngineInfo } from '@app/contract';
import { EngineError, WHISPER_ACCURACY, type EngineInput, type EngineResult, type EngineSegment, type TranscriptionEngine } from './types.js';
import { OneAtATime } from './one-at-a-time.js';

/**
 * whisper.cpp in process, through the optional dependency @napi-rs/whisper.
 *
 * Why @napi-rs/whisper and not @fugood/whisper.node: its linux-x64 build is 26 MB with no GPU
 * back-ends, where @fugood/whisper.node installs ~240 MB of CUDA and Vulkan builds a law firm's
 * server never uses; and it loads on Node 20 here. It is optional: when it is not installed (or
 * the model file is missing or not a GGML model) the engine says so in info() and the server runs
 * on; nothing crashes at start-up.
 *
 * The binding's Whisper.full() is synchronous (minutes of CPU for a ten-minute window) and offers
 * no async variant, so it runs in a child process, not on the event loop: the server keeps serving
 * requests. A child rather than a worker thread because whisper.cpp aborts the whole process on a
 * damaged model file (GGML_ASSERT) and cannot be interrupted mid-window through the binding: a
 * child that dies is reported as an EngineError (and a model that kills it while loading makes the
 * engine unavailable, with the reason), and a cancel kills the child, freeing the CPU at once.
 * The child loads the model on the first window and keeps it for the next ones.
 */
export interface WhisperCppOptions {
  modelPath: string;
  timeoutSeconds: number;
  /** CPU threads for whisper.cpp (default: all cores but one, at least 1). */
  threads?: number;
}

const require = createRequire(import.meta.url);

/** GGML model files start with the magic 0x67676d6c ("ggml") written little-endian; GGUF files with "GGUF". */
const MODEL_MAGICS = ['lmgg', 'GGUF'];

/** Whether the model file is usable: a problem text for the screen, or null. */
export function checkWhisperModel(modelPath: string): string | null {
  let size: number;
  try {
    const stats = statSync(modelPath);
    if (!stats.isFile()) return `The whisper.cpp model path ${modelPath} is not a file. Set TRANSCRIPTION_MODEL_PATH to a GGML model file such as ggml-base.en.bin.`;
    size = stats.size;
  } catch {
    return `The whisper.cpp model file ${modelPath} does not exist. Download a GGML model (for example ggml-base.en.bin from huggingface.co/ggerganov/whisper.cpp) and set TRANSCRIPTION_MODEL_PATH to it.`;
  }
  const head = Buffer.alloc(4);
  try {
    const fd = openSync(modelPath, 'r');
    try {
      readSync(fd, head, 0, 4, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return `The whisper.cpp model file ${modelPath} cannot be read by the server (check its permissions).`;
  }
  if (size < 1024 * 1024 || !MODEL_MAGICS.includes(head.toString('latin1'))) {
    return `The file ${modelPath} is not a whisper.cpp GGML model. Download one (for example ggml-base.en.bin) and set TRANSCRIPTION_MODEL_PATH to it.`;
  }
  return null;
}

/** Where the binding is, or null when the optional dependency is not installed (or does not load here). */
function resolveBinding(): { path: string } | { problem: string } {
  try {
    const resolved = require.resolve('@napi-rs/whisper');
    // Loading it proves the native part exists for this platform; the worker loads it again.
    require(resolved);
    return { path: resolved };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problem: `whisper.cpp is not available on this server: the optional package @napi-rs/whisper could not be loaded (${reason}). Install it with npm install @napi-rs/whisper, or use TRANSCRIPTION_ENGINE=openai-compatible.` };
  }
}

export class WhisperCppEngine implements TranscriptionEngine {
  readonly name = 'whisper-cpp' as const;
  readonly provider = 'whisper-cpp';
  readonly local = true;
  readonly model: string;
  private readonly problem: string | null;
  private readonly bindingPath: string | null;
  private worker: WhisperProcess | null = null;
  private loadProblem: string | null = null;
  private readonly line = new OneAtATime();

  constructor(private readonly options: WhisperCppOptions) {
    this.model = options.modelPath.split(/[\\/]/).pop() ?? options.modelPath;
    const modelProblem = checkWhisperModel(options.modelPath);
    const binding = modelProblem ? null : resolveBinding();
    this.bindingPath = binding && 'path' in binding ? binding.path : null;
    this.problem = modelProblem ?? (binding && 'problem' in binding ? binding.problem : null);
  }

  info(): TranscriptionEngineInfo {
    return {
      engine: 'whisper-cpp',
      description: `whisper.cpp on this server, model ${this.model}`,
      model: this.model,
      available: this.problem === null && this.loadProblem === null,
      problem: this.problem ?? this.loadProblem,
      accuracy: WHISPER_ACCURACY,
    };
  }

  /** One window at a time (whisper.cpp already uses every core); calls queue behind each other. */
  transcribe(input: EngineInput): Promise<EngineResult> {
    return this.line.run(() => this.run(input));
  }

  private async run(input: EngineInput): Promise<EngineResult> {
    const problem = this.problem ?? this.loadProblem;
    if (problem !== null || this.bindingPath === null) throw new EngineError(problem ?? 'whisper.cpp is not available', false);
    input.signal.throwIfAborted();
    const samples = wavToFloat32(await readFile(input.wavPath));
    this.worker ??= new WhisperProcess(this.bindingPath, this.options.modelPath);
    const worker = this.worker;
    const timeout = AbortSignal.timeout(this.options.timeoutSeconds * 1000);
    const signal = AbortSignal.any([input.signal, timeout]);
    try {
      const { segments, language } = await worker.run(
        { samples, language: input.language ?? null, prompt: input.prompt ?? null, threads: this.options.threads ?? null },
        signal,
      );
      return { segments, language: input.language ?? language, model: this.model };
    } catch (error) {
      if (signal.aborted) {
        // Kill the child mid-window (the only way to stop whisper.cpp); the next call starts a fresh one.
        this.worker = null;
        void worker.terminate();
        if (input.signal.aborted) throw input.signal.reason ?? error;
        throw new EngineError(`whisper.cpp did not finish a window within ${this.options.timeoutSeconds} seconds. Use a smaller model or raise TRANSCRIPTION_TIMEOUT_SECONDS.`, true);
      }
      this.worker = null;
      void worker.terminate();
      if (error instanceof ModelLoadError) {
        this.loadProblem = error.message;
        throw new EngineError(error.message, false);
      }
      if (error instanceof EngineError) throw error;
      throw new EngineError(`whisper.cpp failed: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}

/** A 16-bit PCM WAV (what writeWindowWav makes) as the float samples whisper.cpp takes. */
export function wavToFloat32(wav: Buffer): Float32Array {
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'data') {
      const end = Math.min(wav.length, offset + 8 + size);
      const count = Math.floor((end - offset - 8) / 2);
      const out = new Float32Array(count);
      for (let i = 0; i < count; i++) out[i] = wav.readInt16LE(offset + 8 + i * 2) / 32768;
      return out;
    }
    offset += 8 + size + (size % 2);
  }
  throw new EngineError('The audio window handed to whisper.cpp is not a PCM WAV file.', false);
}

interface WorkerRequest {
  samples: Float32Array;
  language: string | null;
  prompt: string | null;
  threads: number | null;
}

type WorkerReply =
  | { kind: 'loaded' }
  | { kind: 'done'; segments: { start: number; end: number; text: string }[]; text: string; language: string | null }
  | { kind: 'failed'; message: string };

/**
 * The child's code, plain CommonJS run with `node -e` (so it runs the same under tsx, vitest and a
 * build). whisper.cpp reports segment times in centiseconds; its segment callbacks reach JavaScript
 * through a thread-safe function queue, so the child waits a moment after full() returns for the
 * last ones; the returned text is the fallback when none arrived.
 */
const CHILD_SOURCE = `
const binding = require(process.env.WHISPER_BINDING);
const whisper = new binding.Whisper(process.env.WHISPER_MODEL);
const cpus = require('node:os').availableParallelism();
process.send({ kind: 'loaded' });
process.on('message', (request) => {
  try {
    const params = new binding.WhisperFullParams(binding.WhisperSamplingStrategy.Greedy);
    params.nThreads = request.threads || Math.max(1, cpus - 1);
    params.printProgress = false;
    params.printRealtime = false;
    params.printTimestamps = false;
    params.noTimestamps = false;
    // The binding's default language is "en": without a language a multilingual model would hear
    // everything as English. "auto" makes whisper.cpp detect it; an English-only (.en) model has
    // nothing to detect. detectLanguage would mean "detect and stop", so it stays false.
    params.language = request.language || (whisper.isMultilingual ? 'auto' : 'en');
    params.detectLanguage = false;
    if (request.prompt) params.initialPrompt = request.prompt;
    const segments = [];
    params.onNewSegment = (segment) => segments.push({ start: segment.start / 100, end: segment.end / 100, text: segment.text });
    const text = whisper.full(params, request.samples);
    let language = null;
    try {
      const langId = whisper.fullLangId;
      if (typeof langId === 'number' && langId >= 0) language = binding.Whisper.lang(langId);
    } catch {
      // what was heard is a nicety; the words are what matters
    }
    setTimeout(() => process.send({ kind: 'done', segments, text: String(text || ''), language: language || null }), 50);
  } catch (error) {
    process.send({ kind: 'failed', message: error && error.message ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
`;

/** Thrown when whisper.cpp dies while loading the model: the model file is the problem. */
class ModelLoadError extends Error {}

/** One child process holding the loaded model; it answers one window at a time. */
class WhisperProcess {
  private readonly child: ChildProcess;
  private readonly loaded: Promise<void>;
  private exited = false;

  constructor(bindingPath: string, modelPath: string) {
    this.child = spawn(process.execPath, ['-e', CHILD_SOURCE], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: { ...process.env, WHISPER_BINDING: bindingPath, WHISPER_MODEL: modelPath },
    });
    let stderr = '';
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    this.child.once('exit', () => {
      this.exited = true;
    });
    this.loaded = new Promise<void>((resolve, reject) => {
      const onMessage = (reply: WorkerReply): void => {
        if (reply.kind !== 'loaded') return;
        this.child.off('exit', onExit);
        this.child.off('message', onMessage);
        resolve();
      };
      const onExit = (): void => {
        this.child.off('message', onMessage);
        const detail = stderr.trim().split('\n').filter(Boolean).at(-1) ?? 'no detail';
        reject(new ModelLoadError(`whisper.cpp could not load the model ${modelPath}: it is damaged or not a whisper.cpp model (${detail}). Download it again and restart the server.`));
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
    });
    this.loaded.catch(() => undefined);
  }

  async run(request: WorkerRequest, signal: AbortSignal): Promise<{ segments: EngineSegment[]; language: string | null }> {
    await raceAbort(this.loaded, signal);
    if (this.exited) throw new EngineError('whisper.cpp stopped unexpectedly.', true);
    return new Promise((resolve, reject) => {
      const cleanup = (): void => {
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        signal.removeEventListener('abort', onAbort);
      };
      const onMessage = (reply: WorkerReply): void => {
        if (reply.kind === 'loaded') return;
        cleanup();
        if (reply.kind === 'failed') {
          reject(new EngineError(`whisper.cpp failed: ${reply.message}`, true));
          return;
        }
        const segments =
          reply.segments.length > 0 ? reply.segments : reply.text.trim() ? [{ start: 0, end: request.samples.length / 16000, text: reply.text }] : [];
        resolve({
          segments: segments.map((s) => ({ start: s.start, end: s.end, text: s.text.trim(), confidence: null, words: null })),
          language: reply.language ?? null,
        });
      };
      const onExit = (): void => {
        cleanup();
        reject(new EngineError('whisper.cpp stopped unexpectedly while transcribing (out of memory?). The job can be retried.', true));
      };
      const onAbort = (): void => {
        cleanup();
        reject(signal.reason);
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      signal.addEventListener('abort', onAbort, { once: true });
      this.child.send(request);
    });
  }

  terminate(): Promise<void> {
    if (this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
