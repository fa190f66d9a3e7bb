import { describe, expect, it } from 'vitest';
import { microphoneReason } from './TestimonyInput';
import { recordingType } from './use-microphone';

describe('microphone input', () => {
  it('records WebM/Opus where the browser can, else the next type it supports', () => {
    expect(recordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recordingType((t) => t === 'audio/ogg;codecs=opus')).toBe('audio/ogg;codecs=opus');
    expect(recordingType(() => false)).toBeUndefined();
  });

  it('is usable only with an available engine, and says why not otherwise', () => {
    expect(microphoneReason(undefined)).toBe('Checking the transcription engine…');
    const problem = "Transcription isn't set up — ask your administrator.";
    expect(microphoneReason({ engine: 'none', model: null, description: 'None.', available: false, problem, accuracy: null })).toBe(`Microphone input needs a transcription engine: ${problem}`);
    expect(microphoneReason({ engine: 'openai-compatible', model: 'whisper-1', description: 'Whisper.', available: true, problem: null, accuracy: null })).toBeNull();
  });
});
