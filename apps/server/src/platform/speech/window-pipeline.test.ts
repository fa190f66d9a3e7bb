import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcm } from '../media/decode.js';
import { planWindows, writeWindowWav } from '../media/windows.js';
import { startSpeechStandIn, type SpeechStandIn } from '../../test/speech-stand-in.js';
import { encodeMedia, TONE_SCRIPT, toneSpeechWav } from '../../test/tone-speech.js';
import { mergeWindows } from './merge-windows.js';
import { OpenAiCompatibleEngine } from './openai-compatible.js';
import type { EngineSegment } from './types.js';

/**
 * The whole cut-and-join on real audio: 120 words (~2 minutes) of tone-coded speech as MP3, decoded,
 * cut into 30 s windows with 3 s of overlap, each window sent to the stand-in, the answers shifted
 * to absolute time and merged. Every word must come out once, in order.
 */
describe('windows → engine → merge', () => {
  let dir: string;
  let standIn: SpeechStandIn;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'window-pipeline-'));
    standIn = await startSpeechStandIn();
  });
  afterAll(async () => {
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });

  for (const silenceAware of [true, false]) {
    it(`keeps every word once across seams (${silenceAware ? 'seams in pauses' : 'seams cutting words'})`, async () => {
      const media = path.join(dir, 'deposition.mp3');
      await writeFile(media, await encodeMedia(toneSpeechWav(120, { startWord: 40 }), 'mp3'));
      const decoded = await decodeToPcm(media, path.join(dir, 'audio.pcm'));
      const windows = planWindows(decoded.durationSeconds, silenceAware ? decoded.silences : [], 30, 3);
      expect(windows.length).toBeGreaterThanOrEqual(4);
      const engine = new OpenAiCompatibleEngine({ baseUrl: standIn.baseUrl, apiKey: undefined, model: 'whisper-1', timeoutSeconds: 10 });
      const answers: { window: (typeof windows)[number]; segments: EngineSegment[] }[] = [];
      for (const window of windows) {
        const wavPath = path.join(dir, `window-${window.index}.wav`);
        await writeWindowWav(decoded.pcmPath, window, wavPath);
        const result = await engine.transcribe({ wavPath, durationSeconds: window.end - window.start, signal: AbortSignal.timeout(10_000) });
        const shift = (t: number): number => t + window.start;
        answers.push({
          window,
          segments: result.segments.map((s) => ({ ...s, start: shift(s.start), end: shift(s.end), words: s.words?.map((w) => ({ ...w, start: shift(w.start), end: shift(w.end) })) ?? null })),
        });
      }
      const merged = mergeWindows(answers);
      expect(merged.flatMap((s) => s.words?.map((w) => w.word) ?? [])).toEqual(TONE_SCRIPT.slice(40, 160));
      if (silenceAware) {
        // Seams in the sentence pauses: no sentence is split between two windows.
        expect(merged.every((s) => s.words?.length === 8)).toBe(true);
      }
      const starts = merged.map((s) => s.start);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    });
  }
});
