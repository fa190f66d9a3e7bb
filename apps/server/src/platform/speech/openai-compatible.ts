import { openAsBlob } from 'node:fs';
import type { TranscriptionEngineInfo, TranscriptWord } from '@app/contract';
import { z } from 'zod';
import { EngineError, WHISPER_ACCURACY, type EngineInput, type EngineResult, type EngineSegment, type TranscriptionEngine } from './types.js';

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1 or http://whisper.local:8000/v1 */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Longest wait for one window's answer (TRANSCRIPTION_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
}

const VerboseWord = z.object({ word: z.string(), start: z.number(), end: z.number() });
const VerboseSegment = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  avg_logprob: z.number().nullish(),
  // Some servers (faster-whisper based) nest the words in their segments.
  words: z.array(VerboseWord).nullish(),
});
const VerboseJson = z.object({
  language: z.string().nullish(),
  text: z.string().nullish(),
  segments: z.array(VerboseSegment).nullish(),
  words: z.array(VerboseWord).nullish(),
});
type VerboseJson = z.infer<typeof VerboseJson>;

const ErrorBody = z.object({ error: z.union([z.object({ message: z.string() }).loose(), z.string()]) }).loose();

/**
 * A Whisper-compatible HTTP server: OpenAI's /audio/transcriptions, or one run by the firm
 * (faster-whisper-server, speaches, whisper.cpp's server, LocalAI …). One multipart POST per window
 * asking for verbose_json with segment and word timestamps.
 */
export class OpenAiCompatibleEngine implements TranscriptionEngine {
  readonly name = 'openai-compatible' as const;
  readonly provider = 'openai-compatible';
  readonly local = false;
  readonly model: string;
  private readonly endpoint: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.model = options.model;
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  }

  info(): TranscriptionEngineInfo {
    return {
      engine: 'openai-compatible',
      description: `Whisper-compatible server at ${this.options.baseUrl}, model ${this.model}`,
      model: this.model,
      available: true,
      problem: null,
      accuracy: WHISPER_ACCURACY,
    };
  }

  /**
   * Throws EngineError for every engine failure; when `input.signal` aborts (the job was cancelled)
   * the signal's reason is thrown instead, so the caller can tell a cancel from a failure.
   */
  async transcribe(input: EngineInput): Promise<EngineResult> {
    const timeout = AbortSignal.timeout(this.options.timeoutSeconds * 1000);
    const signal = AbortSignal.any([input.signal, timeout]);
    const form = new FormData();
    form.append('file', await openAsBlob(input.wavPath, { type: 'audio/wav' }), 'audio.wav');
    form.append('model', this.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    form.append('timestamp_granularities[]', 'word');
    if (input.language) form.append('language', input.language);
    if (input.prompt) form.append('prompt', input.prompt);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;

    let body: string;
    let status: number;
    try {
      const response = await fetch(this.endpoint, { method: 'POST', body: form, headers, signal });
      status = response.status;
      body = await response.text();
    } catch (error) {
      if (input.signal.aborted) throw input.signal.reason ?? error;
      if (timeout.aborted) {
        throw new EngineError(`The speech-to-text server did not answer within ${this.options.timeoutSeconds} seconds. It may be overloaded; the job can be retried.`, true);
      }
      throw connectionError(error, this.options.baseUrl);
    }
    if (status < 200 || status >= 300) throw httpError(status, body);
    return { ...parseVerboseJson(body), model: this.model };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

function connectionError(error: unknown, baseUrl: string): EngineError {
  const cause = error instanceof Error && error.cause && typeof error.cause === 'object' ? (error.cause as { code?: unknown }) : {};
  const code = typeof cause.code === 'string' ? cause.code : '';
  if (code === 'ECONNREFUSED') {
    return new EngineError(`The speech-to-text server at ${baseUrl} refused the connection: is it running? (TRANSCRIPTION_BASE_URL)`, true);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new EngineError(`The speech-to-text server ${baseUrl} could not be found (check TRANSCRIPTION_BASE_URL and the network).`, true);
  }
  const detail = code || (error instanceof Error ? error.message : String(error));
  return new EngineError(`The speech-to-text server at ${baseUrl} could not be reached (${detail}).`, true);
}

function serverMessage(body: string): string | null {
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(body));
    if (parsed.success) return typeof parsed.data.error === 'string' ? parsed.data.error : parsed.data.error.message;
  } catch {
    // not JSON: fall through to the raw text
  }
  const text = body.trim().slice(0, 200);
  return text || null;
}

function httpError(status: number, body: string): EngineError {
  const message = serverMessage(body);
  const said = message ? `: “${message}”` : '';
  if (status === 401 || status === 403) {
    return new EngineError(`The speech-to-text server refused the API key (HTTP ${status})${said}. Check TRANSCRIPTION_API_KEY.`, false);
  }
  if (status === 429) {
    return new EngineError(`The speech-to-text server is rate limiting requests (HTTP 429)${said}. The job can be retried later.`, true);
  }
  if (status >= 500) {
    return new EngineError(`The speech-to-text server failed (HTTP ${status})${said}. A retry may work.`, true);
  }
  return new EngineError(`The speech-to-text server refused the recording (HTTP ${status})${said}.`, false);
}

function parseVerboseJson(body: string): Omit<EngineResult, 'model'> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new EngineError('The speech-to-text server answered with something that is not JSON, so no transcript could be read from it. Check that TRANSCRIPTION_BASE_URL points at a Whisper-compatible /v1 endpoint.', false);
  }
  const parsed = VerboseJson.safeParse(json);
  if (!parsed.success) {
    throw new EngineError('The speech-to-text server answered without the segments a transcript needs (it did not return Whisper verbose_json). Check that the server is Whisper-compatible.', false);
  }
  return { segments: segmentsOf(parsed.data), language: isoLanguage(parsed.data.language) };
}

function segmentsOf(data: VerboseJson): EngineSegment[] {
  const topWords = data.words ?? [];
  const segments = data.segments ?? [];
  if (segments.length === 0) {
    const text = data.text?.trim();
    if (!text) return [];
    const start = topWords[0]?.start ?? 0;
    const end = topWords.at(-1)?.end ?? start;
    return [{ start, end, text, confidence: null, words: topWords.length > 0 ? topWords.map(cleanWord) : null }];
  }
  // OpenAI returns the words once, for the whole file: each goes to the segment holding its midpoint.
  const buckets: TranscriptWord[][] = segments.map(() => []);
  for (const word of topWords) {
    const middle = (word.start + word.end) / 2;
    let index = segments.findIndex((s) => middle >= s.start && middle < s.end);
    if (index < 0) index = nearestSegment(segments, middle);
    buckets[index]?.push(cleanWord(word));
  }
  return segments.map((segment, i) => {
    const words = segment.words && segment.words.length > 0 ? segment.words.map(cleanWord) : (buckets[i] ?? []);
    return {
      start: segment.start,
      end: segment.end,
      text: segment.text.trim(),
      confidence: segment.avg_logprob === null || segment.avg_logprob === undefined ? null : clamp01(Math.exp(segment.avg_logprob)),
      words: words.length > 0 ? words : null,
    };
  });
}

function nearestSegment(segments: { start: number; end: number }[], t: number): number {
  let best = 0;
  let bestDistance = Infinity;
  segments.forEach((s, i) => {
    const distance = t < s.start ? s.start - t : t - s.end;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  });
  return best;
}

const cleanWord = (w: { word: string; start: number; end: number }): TranscriptWord => ({ word: w.word.trim(), start: w.start, end: w.end });
const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/** verbose_json says the language by name ("english"); the transcript stores ISO 639-1. */
const LANGUAGE_CODES: Record<string, string> = {
  english: 'en', spanish: 'es', french: 'fr', german: 'de', italian: 'it', portuguese: 'pt', dutch: 'nl',
  polish: 'pl', russian: 'ru', ukrainian: 'uk', chinese: 'zh', japanese: 'ja', korean: 'ko', arabic: 'ar',
  hindi: 'hi', turkish: 'tr', vietnamese: 'vi', swedish: 'sv', norwegian: 'no', danish: 'da', finnish: 'fi',
  greek: 'el', hebrew: 'he', czech: 'cs', romanian: 'ro', hungarian: 'hu', tagalog: 'tl', indonesian: 'id',
  thai: 'th', persian: 'fa', catalan: 'ca', croatian: 'hr', serbian: 'sr', slovak: 'sk', bulgarian: 'bg',
};

export function isoLanguage(language: string | null | undefined): string | null {
  if (!language) return null;
  const lower = language.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(lower)) return lower;
  return LANGUAGE_CODES[lower] ?? null;
}
