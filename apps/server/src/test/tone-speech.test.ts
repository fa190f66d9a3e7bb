import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcm } from '../platform/media/decode.js';
import { readWav, recogniseToneSpeech } from './speech-stand-in.js';
import { encodeMedia, TONE_SCRIPT, toneDurationSeconds, toneSpeechWav, toneWordsIn, toneWordStart } from './tone-speech.js';
import { readFile } from 'node:fs/promises';

describe('tone-coded speech', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tone-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('has real words, 4 096 positions and fits over 600 words in ten minutes', () => {
    expect(TONE_SCRIPT).toHaveLength(4096);
    expect(TONE_SCRIPT.slice(0, 8).join(' ')).toBe('the witness received written notice of the breach');
    expect(TONE_SCRIPT).toContain('Castellan');
    expect(toneWordsIn(600)).toBeGreaterThanOrEqual(600);
  });

  it('makes ten minutes of 16 kHz audio well under a second', () => {
    const started = performance.now();
    const wav = toneSpeechWav(toneWordsIn(600));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(wav.length).toBeLessThanOrEqual(44 + 600 * 32000);
  });

  it('is recognised word for word, with timings and a segment per sentence', () => {
    const wav = readWav(toneSpeechWav(20, { startWord: 300 }));
    const result = recogniseToneSpeech(wav!.samples);
    expect(result.words.map((w) => w.word)).toEqual(TONE_SCRIPT.slice(300, 320));
    expect(result.words[9]?.start).toBeCloseTo(toneWordStart(9), 1);
    expect(result.segments.map((s) => s.text.trim().split(' ').length)).toEqual([8, 8, 4]);
    expect(result.duration).toBeCloseTo(toneDurationSeconds(20), 3);
  });

  it('survives a lossy codec: MP3 and Opus decoded back to PCM say the same words', async () => {
    const wav = toneSpeechWav(24, { startWord: 1000 });
    for (const format of ['mp3', 'webm'] as const) {
      const media = path.join(dir, `speech.${format}`);
      await writeFile(media, await encodeMedia(wav, format));
      const decoded = await decodeToPcm(media, `${media}.pcm`);
      const pcm = await readFile(decoded.pcmPath);
      const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
      expect(recogniseToneSpeech(samples).words.map((w) => w.word), format).toEqual(TONE_SCRIPT.slice(1000, 1024));
    }
  });
});
