import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { acceptsTestimony, type TestimonyKind, type TestimonySegment } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { AppError, conflict, fieldError } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { decodeToPcm } from '../../platform/media/decode.js';
import { MediaError } from '../../platform/media/media-error.js';
import { writeWindowWav } from '../../platform/media/windows.js';
import { engineRefusalFor } from '../../platform/speech/engine-for-role.js';
import { transcribeMetered } from '../../platform/speech/metered.js';
import { EngineError } from '../../platform/speech/types.js';
import { loadSessionFor } from './sessions.js';
import { addTestimony, notLive } from './testimony.js';

/**
 * The browser's microphone as a testimony source: a few seconds of audio from
 * MediaRecorder go through the configured transcription engine and come back as one segment of
 * the kind second chair chose, stored like typed testimony (source `microphone`). No engine: 409
 * with the engine's own explanation, and the screen disables the button with the same words.
 */
export async function transcribeMicrophoneChunk(deps: AppDeps, caller: Caller, sessionId: string, kind: TestimonyKind, audio: Buffer): Promise<TestimonySegment[]> {
  const { session } = await loadSessionFor(deps, caller, sessionId, 'runDepositions');
  if (!acceptsTestimony(session.state)) throw notLive(session);
  const engine = deps.speech.info();
  if (!engine.available) throw conflict(engineRefusalFor(caller.role, engine), 'transcription_engine_unavailable');
  if (audio.length === 0) throw fieldError('audio', 'The recording is empty.');

  const dir = await mkdtemp(path.join(os.tmpdir(), 'deposition-mic-'));
  try {
    const input = path.join(dir, 'chunk');
    await writeFile(input, audio);
    const decoded = await decodeToPcm(input, path.join(dir, 'chunk.pcm'));
    const duration = decoded.durationSeconds;
    const wavPath = path.join(dir, 'chunk.wav');
    await writeWindowWav(decoded.pcmPath, { index: 0, start: 0, end: duration, keepFrom: 0, keepTo: duration }, wavPath);
    const result = await transcribeMetered(
      deps.speech,
      deps.db,
      { organizationId: session.organizationId, userId: caller.userId, caseId: session.caseId, feature: 'transcription' },
      {
        wavPath,
        durationSeconds: duration,
        // The deponent's and the examiner's names are the words an engine most often gets wrong.
        prompt: [session.deponent, session.examiningAttorney].filter(Boolean).join(', '),
        signal: AbortSignal.timeout(deps.config.transcription.timeoutSeconds * 1000),
      },
    );
    const text = result.segments
      .map((segment) => segment.text.trim())
      .filter(Boolean)
      .join(' ');
    // Silence is not testimony: nothing heard, nothing stored.
    if (!text) return [];
    return await addTestimony(deps, caller, sessionId, { segments: [{ kind, text }], source: 'microphone' });
  } catch (error) {
    if (error instanceof MediaError) throw fieldError('audio', error.message);
    if (error instanceof EngineError) throw new AppError(502, 'transcription_failed', `The transcription engine could not transcribe this recording: ${error.message}`);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
