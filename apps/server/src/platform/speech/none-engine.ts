import type { TranscriptionEngineInfo } from '@app/contract';
import { EngineError, type EngineResult, type TranscriptionEngine } from './types.js';

/** The problem text when no engine runs: what an administrator can do about it (the system page shows it). */
export const NO_ENGINE_PROBLEM =
  'No speech-to-text engine is configured, so recordings cannot be transcribed (court reporter transcripts can still be imported). ' +
  'Install the offline recogniser (Debian packages pocketsphinx and pocketsphinx-en-us: used by default once installed, a rough draft), or ' +
  'set TRANSCRIPTION_ENGINE=openai-compatible with TRANSCRIPTION_BASE_URL (a Whisper-compatible server), or ' +
  'TRANSCRIPTION_ENGINE=whisper-cpp with TRANSCRIPTION_MODEL_PATH (a GGML model file such as ggml-base.en.bin), and restart the server.';

/** TRANSCRIPTION_ENGINE=none, or the default where PocketSphinx is not installed: reports itself unavailable and transcribes nothing. */
export class NoneEngine implements TranscriptionEngine {
  readonly name = 'none' as const;
  readonly provider = 'none';
  readonly model = null;
  readonly local = true;

  info(): TranscriptionEngineInfo {
    return { engine: 'none', description: 'No speech-to-text engine configured', model: null, available: false, problem: NO_ENGINE_PROBLEM, accuracy: null };
  }

  transcribe(): Promise<EngineResult> {
    return Promise.reject(new EngineError(NO_ENGINE_PROBLEM, false));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
