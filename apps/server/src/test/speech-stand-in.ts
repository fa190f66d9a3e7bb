import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  TONE_CODES,
  TONE_POSITIONS,
  TONE_SAMPLE_RATE,
  TONE_SCRIPT,
  TONE_WORD_SECONDS,
  toneFrequency,
} from './tone-speech.js';

/**
 * A Whisper-compatible speech-to-text server for tests and e2e: POST {baseUrl}/audio/transcriptions
 * as OpenAI's API speaks it (multipart: file, model, response_format, timestamp_granularities[],
 * language, prompt), answering verbose_json. It "recognises" tone-coded speech (tone-speech.ts)
 * exactly: each burst is decoded into its word position n and answered as TONE_SCRIPT[n], one
 * segment per sentence. Run alone for e2e: `tsx apps/server/src/test/speech-stand-in.ts --port N`.
 */
export interface SpeechStandInOptions {
  /** Answer every request with this HTTP status and an OpenAI error body. */
  failWith?: number;
  /** The error body's message (default: one like OpenAI's for the status). */
  errorMessage?: string;
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean;
  /** Wait this long before answering (timeouts, cancels, progress). */
  delayMs?: number;
}

export interface SpeechRequest {
  path: string;
  authorization: string | null;
  model: string | null;
  language: string | null;
  prompt: string | null;
  response_format: string | null;
  timestamp_granularities: string[];
  /** Bytes of the uploaded file. */
  bytes: number;
  filename: string | null;
  /** The uploaded WAV's length in seconds (0 when it is not a WAV). */
  seconds: number;
}

export interface SpeechStandIn {
  /** e.g. http://127.0.0.1:41234/v1 — use as TRANSCRIPTION_BASE_URL. */
  baseUrl: string;
  port: number;
  requests: SpeechRequest[];
  /** Mutable: change the behaviour between tests. */
  options: SpeechStandInOptions;
  close(): Promise<void>;
}

export async function startSpeechStandIn(options: SpeechStandInOptions = {}, port = 0): Promise<SpeechStandIn> {
  const requests: SpeechRequest[] = [];
  const state: SpeechStandInOptions = options;
  const server = createServer((req, res) => {
    handle(req, res, state, requests).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { message: error instanceof Error ? error.message : String(error), type: 'server_error' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${actualPort}/v1`,
    port: actualPort,
    requests,
    options: state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, options: SpeechStandInOptions, requests: SpeechRequest[]): Promise<void> {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (req.method !== 'POST' || path !== '/v1/audio/transcriptions') {
    send(res, 404, { error: { message: `Unknown route ${req.method ?? ''} ${path}`, type: 'invalid_request_error' } });
    return;
  }
  const body = await readBody(req);
  const parts = parseMultipart(body, req.headers['content-type'] ?? '');
  const field = (name: string): string | null => parts.find((p) => p.name === name && p.filename === null)?.data.toString('utf8') ?? null;
  const file = parts.find((p) => p.name === 'file');
  const wav = file ? readWav(file.data) : null;
  const record: SpeechRequest = {
    path,
    authorization: typeof req.headers.authorization === 'string' ? req.headers.authorization : null,
    model: field('model'),
    language: field('language'),
    prompt: field('prompt'),
    response_format: field('response_format'),
    timestamp_granularities: parts.filter((p) => p.name === 'timestamp_granularities[]').map((p) => p.data.toString('utf8')),
    bytes: file?.data.length ?? 0,
    filename: file?.filename ?? null,
    seconds: wav ? wav.samples.length / wav.sampleRate : 0,
  };
  requests.push(record);
  if (options.delayMs) {
    const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
    await Promise.race([new Promise((resolve) => setTimeout(resolve, options.delayMs)), closed]);
    if (res.destroyed) return;
  }
  if (options.failWith) {
    send(res, options.failWith, { error: { message: options.errorMessage ?? defaultErrorMessage(options.failWith), type: options.failWith >= 500 ? 'server_error' : 'invalid_request_error', param: null, code: null } });
    return;
  }
  if (options.malformed) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"task": "transcribe", "segments": [ this is not json');
    return;
  }
  if (!file || !record.model) {
    send(res, 400, { error: { message: !file ? "Missing required parameter: 'file'." : "Missing required parameter: 'model'.", type: 'invalid_request_error' } });
    return;
  }
  if (!wav) {
    send(res, 400, { error: { message: 'Invalid file format. The stand-in reads 16-bit PCM WAV only.', type: 'invalid_request_error' } });
    return;
  }
  const recognised = recogniseToneSpeech(wav.samples, wav.sampleRate);
  if (record.response_format !== 'verbose_json') {
    send(res, 200, { text: recognised.text });
    return;
  }
  send(res, 200, {
    task: 'transcribe',
    language: record.language === 'en' || record.language === null ? 'english' : record.language,
    duration: recognised.duration,
    text: recognised.text,
    segments: recognised.segments,
    words: record.timestamp_granularities.includes('word') ? recognised.words : undefined,
  });
}

function defaultErrorMessage(status: number): string {
  if (status === 401) return 'Incorrect API key provided: sk-test****. You can find your API key at https://platform.openai.com/account/api-keys.';
  if (status === 413) return 'Maximum content size limit (26214400) exceeded.';
  if (status === 429) return 'Rate limit reached for whisper-1.';
  if (status >= 500) return 'The server had an error while processing your request. Sorry about that!';
  return 'Invalid file format. Supported formats: flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm';
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

interface Part {
  name: string;
  filename: string | null;
  data: Buffer;
}

/** A small multipart/form-data parser: enough for fetch's FormData bodies. */
export function parseMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return [];
  const delimiter = Buffer.from(`--${marker}`);
  const parts: Part[] = [];
  let position = body.indexOf(delimiter);
  while (position >= 0) {
    const start = position + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    // Each part: CRLF, headers, CRLF CRLF, data, CRLF, then the next delimiter.
    const part = body.subarray(start + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1] ?? null;
      if (name !== undefined) parts.push({ name, filename, data: part.subarray(headerEnd + 4) });
    }
    position = next;
  }
  return parts;
}

/** The samples of a 16-bit PCM WAV (first channel), or null when it is not one. */
export function readWav(bytes: Buffer): { sampleRate: number; samples: Int16Array } | null {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') return null;
  let sampleRate = 0;
  let channels = 1;
  let bits = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      channels = bytes.readUInt16LE(offset + 10);
      sampleRate = bytes.readUInt32LE(offset + 12);
      bits = bytes.readUInt16LE(offset + 22);
    } else if (id === 'data') {
      if (bits !== 16 || sampleRate === 0) return null;
      const end = Math.min(bytes.length, offset + 8 + size);
      const count = Math.floor((end - offset - 8) / (2 * channels));
      if (channels === 1) {
        const copy = Uint8Array.prototype.slice.call(bytes, offset + 8, offset + 8 + count * 2);
        return { sampleRate, samples: new Int16Array(copy.buffer, 0, count) };
      }
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = bytes.readInt16LE(offset + 8 + i * 2 * channels);
      return { sampleRate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

export interface RecognisedSpeech {
  duration: number;
  text: string;
  segments: { id: number; seek: number; start: number; end: number; text: string; tokens: number[]; temperature: number; avg_logprob: number; compression_ratio: number; no_speech_prob: number }[];
  words: { word: string; start: number; end: number }[];
}

const FRAME = 0.01;
/** Tone bursts are at 0.3 of full scale (RMS ≈ 0.21); a codec's noise between them stays far below 0.05. */
const LOUD_RMS = 0.05 * 32768;
/** A gap longer than this between bursts ends a sentence (words are 0.25 s apart, sentences 1 s). */
const SENTENCE_GAP = 0.6;

/** Finds the tone bursts in 16 kHz audio and turns each into its TONE_SCRIPT word. */
export function recogniseToneSpeech(samples: Int16Array, sampleRate = TONE_SAMPLE_RATE): RecognisedSpeech {
  const duration = samples.length / sampleRate;
  const frame = Math.round(FRAME * sampleRate);
  const loud: boolean[] = [];
  for (let f = 0; (f + 1) * frame <= samples.length; f++) {
    let sum = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) sum += (samples[i] as number) ** 2;
    loud.push(Math.sqrt(sum / frame) > LOUD_RMS);
  }
  const bursts: { start: number; end: number }[] = [];
  let open: number | null = null;
  let quiet = 0;
  loud.forEach((isLoud, f) => {
    if (isLoud) {
      open ??= f;
      quiet = 0;
    } else if (open !== null && ++quiet > 3) {
      bursts.push({ start: open * FRAME, end: (f - quiet + 1) * FRAME });
      open = null;
      quiet = 0;
    }
  });
  if (open !== null) bursts.push({ start: open * FRAME, end: (loud.length - quiet) * FRAME });

  const words: RecognisedSpeech['words'] = [];
  for (const burst of bursts) {
    // A burst cut by the window's edge is not heard whole (the window on the other side has it);
    // one cut by less than 10 % still decodes, since each tone is measured in its middle 40 %.
    if (burst.end - burst.start < TONE_WORD_SECONDS * 0.9) continue;
    const half = TONE_WORD_SECONDS / 2;
    const high = strongestCode(samples, sampleRate, burst.start + half * 0.3, burst.start + half * 0.7);
    const low = strongestCode(samples, sampleRate, burst.start + half * 1.3, burst.start + half * 1.7);
    const position = (high * TONE_CODES + low) % TONE_POSITIONS;
    words.push({ word: TONE_SCRIPT[position] as string, start: round2(burst.start), end: round2(burst.end) });
  }

  const segments: RecognisedSpeech['segments'] = [];
  let sentence: RecognisedSpeech['words'] = [];
  const flush = (): void => {
    if (sentence.length === 0) return;
    const first = sentence[0] as RecognisedSpeech['words'][number];
    const last = sentence[sentence.length - 1] as RecognisedSpeech['words'][number];
    segments.push({
      id: segments.length,
      seek: 0,
      start: first.start,
      end: last.end,
      text: ` ${sentence.map((w) => w.word).join(' ')}`,
      tokens: [],
      temperature: 0,
      avg_logprob: -0.05,
      compression_ratio: 1.2,
      no_speech_prob: 0.01,
    });
    sentence = [];
  };
  words.forEach((word, i) => {
    const previous = words[i - 1];
    if (previous && word.start - previous.end > SENTENCE_GAP) flush();
    sentence.push(word);
  });
  flush();
  return { duration, text: segments.map((s) => s.text).join('').trim(), segments, words };
}

/** Goertzel power at each of the 64 code frequencies over [from, to); the strongest code. */
function strongestCode(samples: Int16Array, sampleRate: number, from: number, to: number): number {
  const a = Math.max(0, Math.round(from * sampleRate));
  const b = Math.min(samples.length, Math.round(to * sampleRate));
  let best = 0;
  let bestPower = -1;
  for (let code = 0; code < TONE_CODES; code++) {
    const coefficient = 2 * Math.cos((2 * Math.PI * toneFrequency(code)) / sampleRate);
    let s1 = 0;
    let s2 = 0;
    for (let i = a; i < b; i++) {
      const s0 = (samples[i] as number) + coefficient * s1 - s2;
      s2 = s1;
      s1 = s0;
    }
    const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
    if (power > bestPower) {
      bestPower = power;
      best = code;
    }
  }
  return best;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

// Standalone for e2e: `tsx apps/server/src/test/speech-stand-in.ts --port 8765` prints the base URL.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const portArg = process.argv.indexOf('--port');
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 0;
  const standIn = await startSpeechStandIn({}, Number.isFinite(port) ? port : 0);
  process.stdout.write(`${standIn.baseUrl}\n`);
  const stop = (): void => {
    void standIn.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
