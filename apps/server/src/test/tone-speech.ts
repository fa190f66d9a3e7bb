import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegPath, runTool } from '../platform/media/ffmpeg.js';
import { wavHeader } from '../platform/media/windows.js';

/**
 * "Tone-coded speech": audio a test can make in milliseconds and a stand-in engine can "recognise"
 * exactly, so transcription is tested end to end without a speech model. Word n of the recording is
 * a 0.6 s burst made of two 0.3 s tones: the first tone's frequency says n / 64, the second n mod 64
 * (64 frequencies 25 Hz apart from 400 Hz: far apart enough to survive MP3, AAC, Opus and Vorbis).
 * So 4 096 word positions are told apart; the stand-in answers TONE_SCRIPT[n]. Words are 0.25 s apart
 * and every 8th word is followed by a 1 s pause, a "sentence": the pause is the only gap long enough
 * (≥ 0.3 s) to count as a silence, and the stand-in makes one segment per sentence.
 */
export const TONE_SAMPLE_RATE = 16_000;
export const TONE_WORD_SECONDS = 0.6;
export const TONE_GAP_SECONDS = 0.25;
export const TONE_SENTENCE_PAUSE_SECONDS = 1.0;
export const TONE_WORDS_PER_SENTENCE = 8;
export const TONE_CODES = 64;
export const TONE_POSITIONS = TONE_CODES * TONE_CODES;
export const toneFrequency = (code: number): number => 400 + 25 * code;

/** Deposition-like sentences of eight words each (one sentence per pause). */
const SENTENCES = [
  'the witness received written notice of the breach',
  'Castellan shipped the pallets to the Harbor warehouse',
  'in November the invoices were paid three weeks late',
  'counsel objected to the form of the question',
  'the contract required delivery before the first frost',
  'Mr Delgado signed the amendment on the loading dock',
  'nobody at Castellan inspected the warehouse roof again',
  'the insurer denied the claim citing the exclusion',
  'she testified that the email was never forwarded',
  'the spreadsheet listed every shipment since last spring',
  'water damage ruined most of the stored inventory',
  'the parties met twice to discuss a settlement',
];

/** Word n of the tone-coded recording (4 096 positions; a longer recording starts over). */
export const TONE_SCRIPT: readonly string[] = Object.freeze(
  Array.from({ length: TONE_POSITIONS }, (_, n) => {
    const sentence = SENTENCES[Math.floor(n / TONE_WORDS_PER_SENTENCE) % SENTENCES.length] as string;
    return sentence.split(' ')[n % TONE_WORDS_PER_SENTENCE] as string;
  }),
);

/** Where word i of a recording starts, in seconds (i counted from the recording's first word). */
export function toneWordStart(i: number): number {
  const sentences = Math.floor(i / TONE_WORDS_PER_SENTENCE);
  const within = i % TONE_WORDS_PER_SENTENCE;
  const sentenceSeconds = TONE_WORDS_PER_SENTENCE * TONE_WORD_SECONDS + (TONE_WORDS_PER_SENTENCE - 1) * TONE_GAP_SECONDS + TONE_SENTENCE_PAUSE_SECONDS;
  return sentences * sentenceSeconds + within * (TONE_WORD_SECONDS + TONE_GAP_SECONDS);
}

/** How long a recording of `wordCount` words lasts (it ends with the last word's gap or pause). */
export function toneDurationSeconds(wordCount: number): number {
  if (wordCount <= 0) return 0;
  const last = wordCount - 1;
  const after = (last + 1) % TONE_WORDS_PER_SENTENCE === 0 ? TONE_SENTENCE_PAUSE_SECONDS : TONE_GAP_SECONDS;
  return toneWordStart(last) + TONE_WORD_SECONDS + after;
}

/** How many words fit in `seconds` (for "a ten-minute recording"). */
export function toneWordsIn(seconds: number): number {
  let n = 0;
  while (toneDurationSeconds(n + 1) <= seconds) n++;
  return n;
}

/**
 * A 16 kHz mono s16le WAV of `wordCount` tone-coded words, the first saying TONE_SCRIPT[startWord].
 * Made straight into one buffer with a sine table per frequency: ten minutes take ~0.1 s.
 */
export function toneSpeechWav(wordCount: number, opts: { startWord?: number } = {}): Buffer {
  const startWord = opts.startWord ?? 0;
  const samples = Math.round(toneDurationSeconds(wordCount) * TONE_SAMPLE_RATE);
  const buffer = Buffer.alloc(44 + samples * 2);
  wavHeader(samples * 2, TONE_SAMPLE_RATE).copy(buffer, 0);
  const pcm = new Int16Array(buffer.buffer, buffer.byteOffset + 44, samples);
  const half = Math.round((TONE_WORD_SECONDS / 2) * TONE_SAMPLE_RATE);
  const ramp = Math.round(0.005 * TONE_SAMPLE_RATE);
  const amplitude = 0.3 * 32767;
  for (let i = 0; i < wordCount; i++) {
    const position = (startWord + i) % TONE_POSITIONS;
    const codes = [Math.floor(position / TONE_CODES), position % TONE_CODES];
    const first = Math.round(toneWordStart(i) * TONE_SAMPLE_RATE);
    codes.forEach((code, h) => {
      const step = (2 * Math.PI * toneFrequency(code)) / TONE_SAMPLE_RATE;
      const offset = first + h * half;
      for (let s = 0; s < half && offset + s < samples; s++) {
        // 5 ms fades: no clicks for the codecs to smear into the neighbouring tone.
        const envelope = Math.min(1, s / ramp, (half - 1 - s) / ramp);
        pcm[offset + s] = Math.round(amplitude * envelope * Math.sin(step * s));
      }
    });
  }
  return buffer;
}

export type MediaFormat = 'mp3' | 'm4a' | 'mp4' | 'webm' | 'ogg' | 'flac' | 'mov';

/** A tiny black picture for the video formats: 64×48 at 5 frames a second encodes in no time. */
const BLACK_VIDEO = ['-f', 'lavfi', '-i', 'color=c=black:s=64x48:r=5'];
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-shortest'];

const ENCODINGS: Record<MediaFormat, { video: boolean; args: string[] }> = {
  mp3: { video: false, args: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'] },
  m4a: { video: false, args: ['-c:a', 'aac', '-b:a', '64k', '-f', 'ipod'] },
  mp4: { video: true, args: [...H264, '-c:a', 'aac', '-b:a', '64k', '-f', 'mp4'] },
  mov: { video: true, args: [...H264, '-c:a', 'aac', '-b:a', '64k', '-f', 'mov'] },
  webm: { video: false, args: ['-c:a', 'libopus', '-b:a', '48k', '-f', 'webm'] },
  ogg: { video: false, args: ['-c:a', 'libvorbis', '-q:a', '3', '-f', 'ogg'] },
  flac: { video: false, args: ['-c:a', 'flac', '-f', 'flac'] },
};

/** Encodes a WAV into another format with the bundled ffmpeg (single-threaded: CI shares two cores). */
export async function encodeMedia(wav: Buffer, format: MediaFormat): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tone-media-'));
  try {
    const input = path.join(dir, 'in.wav');
    const output = path.join(dir, `out.${format}`);
    await writeFile(input, wav);
    const { video, args } = ENCODINGS[format];
    await runTool(ffmpegPath, [
      '-nostdin', '-hide_banner', '-loglevel', 'error',
      ...(video ? BLACK_VIDEO : []),
      '-i', input,
      ...(video ? ['-map', '0:v:0', '-map', '1:a:0'] : []),
      '-threads', '1',
      ...args,
      '-y', output,
    ]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
