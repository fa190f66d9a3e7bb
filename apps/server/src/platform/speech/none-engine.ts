import type { TranscriptionEngineInfo } from '@app/contract';
import { EngineError, type EngineResult, type TranscriptionEngine } from './types.js';

/** The problem text when no engine is configured: what to set, for the screen and the system page. */
export const NO_ENGINE_PROBLEM =
  'No speech-to-text engine is configured, so recordings cannot be transcribed (court reporter transcripts can still be imported). ' +
  'Set TRANSCRIPTION_ENGINE=openai-compatible with TRANSCRIPTION_BASE_URL (a Whisper-compatible server), or ' +
  'TRANSCRIPTION_ENGINE=whisper-cpp with TRANSCRIPTION_MODEL_PATH (a GGML model file such as ggml-base.en.bin), and restart the server.';

/** TRANSCRIPTION_ENGINE=none (the default): reports itself unavailable and transcribes nothing. */
export class NoneEngine implements TranscriptionEngine {
  readonly name = 'none' as const;
  readonly provider = 'none';
  readonly model = null;
  readonly local = true;

  info(): TranscriptionEngineInfo {
    return { engine: 'none', description: 'No speech-to-text engine configured', model: null, available: false, problem: NO_ENGINE_PROBLEM };
  }

  transcribe(): Promise<EngineResult> {
    return Promise.reject(new EngineError(NO_ENGINE_PROBLEM, false));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
