import type { TranscriptionEngineInfo, TranscriptionEngineName, TranscriptWord } from '@app/contract';

/** One stretch of speech as an engine returns it; times in seconds from the start of the audio it was given. */
export interface EngineSegment {
  start: number;
  end: number;
  text: string;
  /** Engines that diarise name a speaker; most do not (the transcript then says "Speaker 1"). */
  speaker?: string | null;
  /** 0..1 where the engine says (Whisper's avg_logprob is turned into one). */
  confidence?: number | null;
  /** Word timings where the engine offers them. */
  words?: TranscriptWord[] | null;
}

export interface EngineResult {
  segments: EngineSegment[];
  /** What the engine says it heard (ISO 639-1), when it says. */
  language: string | null;
  /** The model that answered (what the usage row and the price table use). */
  model: string;
}

/** One window of 16 kHz mono audio, written as a WAV file the engine may read or upload. */
export interface EngineInput {
  wavPath: string;
  durationSeconds: number;
  /** ISO 639-1, or undefined to let the engine detect it. */
  language?: string;
  /** Words the engine should expect: the case's party names, defined terms (Whisper's `prompt`). */
  prompt?: string;
  signal: AbortSignal;
}

/**
 * A speech-to-text engine: chosen by TRANSCRIPTION_ENGINE, one interface for a Whisper-compatible
 * HTTP server, whisper.cpp in process and the offline recogniser PocketSphinx. Engines do not record usage: the
 * transcription worker writes one ai_usage row per call it makes (it knows the firm, user and case).
 */
export interface TranscriptionEngine {
  readonly name: TranscriptionEngineName;
  /** `openai-compatible`, `whisper-cpp`, `pocketsphinx`: the usage row's provider. */
  readonly provider: string;
  readonly model: string | null;
  /** Runs on the firm's own machine (free); a hosted API is priced per minute. */
  readonly local: boolean;
  /** What the screen and the system page say about it (available, or the problem and its fix). */
  info(): TranscriptionEngineInfo;
  /** Throws EngineError with words a paralegal understands. */
  transcribe(input: EngineInput): Promise<EngineResult>;
  close(): Promise<void>;
}

/** What to expect from a Whisper model (a server or whisper.cpp), said on the transcription screen. */
export const WHISPER_ACCURACY =
  'A good draft: Whisper models get a few words in a hundred wrong on clear English, more on names, numbers and cross-talk. Not a certified transcript: check it against the recording.';

/**
 * Why an engine call failed, said for the job's failure reason. `retryable`: a timeout, a refused
 * connection or a 5xx (a retry may work); a 4xx or malformed answer is not retried automatically.
 */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
