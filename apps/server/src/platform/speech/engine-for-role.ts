import { maySeeEngineSetup, type Role, type TranscriptionEngineInfo, type TranscriptionEngineName } from '@app/contract';

/** What everyone but the administrator reads when no engine runs. */
export const ENGINE_NOT_SET_UP = "Transcription isn't set up — ask your administrator.";
/** …and when the configured engine cannot run (its model file is missing, say). */
export const ENGINE_CANNOT_RUN = "Transcription isn't working on this server right now — ask your administrator.";

/** Which engine runs, without the addresses and paths its full description names. */
const PUBLIC_DESCRIPTION: Record<TranscriptionEngineName, (model: string | null) => string> = {
  none: () => 'No speech-to-text engine',
  'openai-compatible': (model) => `Whisper speech-to-text server${model ? `, model ${model}` : ''}`,
  'whisper-cpp': (model) => `Whisper (whisper.cpp) on this server${model ? `, model ${model}` : ''}`,
  pocketsphinx: () => 'Offline recogniser (PocketSphinx), US English',
};

/**
 * The engine as one person may see it. The administrator gets everything (the system page explains
 * the setup); everyone else gets which engine runs, what accuracy to expect and, when none runs, who
 * to ask: an engine's server address or a model file's path is no business of a paralegal's, and a
 * screenful of settings only hides the one thing they need to know.
 */
export function engineInfoFor(role: Role, info: TranscriptionEngineInfo): TranscriptionEngineInfo {
  if (maySeeEngineSetup(role)) return info;
  return {
    ...info,
    description: PUBLIC_DESCRIPTION[info.engine](info.model),
    problem: info.available ? null : info.engine === 'none' ? ENGINE_NOT_SET_UP : ENGINE_CANNOT_RUN,
  };
}

/** Why media cannot be transcribed, for a refusal (409) sent to this person. */
export function engineRefusalFor(role: Role, info: TranscriptionEngineInfo): string {
  return engineInfoFor(role, info).problem ?? 'No transcription engine is configured, so audio and video cannot be transcribed.';
}
