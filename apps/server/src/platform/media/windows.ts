import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { BYTES_PER_SAMPLE, SAMPLE_RATE, type DecodedAudio } from './decode.js';

/**
 * A stretch of the decoded audio sent to the engine as one call. [start, end) is what the engine
 * hears; [keepFrom, keepTo) is the part of its answer that is kept. Consecutive windows overlap
 * by about 2 × overlapSeconds around a seam, and their keep ranges meet exactly at the seam, so the
 * keep ranges of all windows tile [0, duration) and mergeWindows neither doubles nor drops a word.
 */
export interface AudioWindow {
  index: number;
  start: number;
  end: number;
  keepFrom: number;
  keepTo: number;
}

/**
 * Cuts a recording into windows for the engine.
 *
 * Defaults (config): 600 s windows with 5 s of overlap. Ten minutes keeps one upload under the
 * 25 MB a hosted Whisper accepts (600 s of 16 kHz s16le is 19.2 MB) and gives the model plenty
 * of context; 5 s on each side of a seam covers a sentence in progress, so a word cut by the seam
 * is heard whole by at least one window.
 *
 * Silence-aware where cheap: a seam nominally falls every windowSeconds − 2 × overlapSeconds; when
 * decodeToPcm found a silence whose middle is within 2 × overlapSeconds of that point, the seam
 * moves to the middle of the nearest such silence, so a cut rarely lands inside a word. A window
 * can therefore be up to 4 × overlapSeconds longer than windowSeconds (620 s by default: 19.8 MB).
 */
export function planWindows(
  durationSeconds: number,
  silences: DecodedAudio['silences'],
  windowSeconds: number,
  overlapSeconds: number,
): AudioWindow[] {
  if (!(durationSeconds > 0)) return [];
  const overlap = Math.max(0, overlapSeconds);
  const stride = Math.max(windowSeconds - 2 * overlap, 1);
  const reach = 2 * overlap;
  // No seam so close to the end that the last window would be a sliver.
  const lastSeamBefore = durationSeconds - Math.max(reach, stride / 4);
  const seams: number[] = [];
  for (let nominal = stride; nominal < lastSeamBefore; nominal += stride) {
    const previous = seams.at(-1) ?? 0;
    const seam = nearestSilenceMiddle(silences, nominal, reach, previous + overlap, lastSeamBefore) ?? nominal;
    if (seam > previous + overlap) seams.push(seam);
  }
  const cuts = [0, ...seams, durationSeconds];
  const windows: AudioWindow[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const keepFrom = cuts[i] as number;
    const keepTo = cuts[i + 1] as number;
    windows.push({
      index: i,
      start: Math.max(0, keepFrom - overlap),
      end: Math.min(durationSeconds, keepTo + overlap),
      keepFrom,
      keepTo,
    });
  }
  return windows;
}

function nearestSilenceMiddle(
  silences: DecodedAudio['silences'],
  nominal: number,
  reach: number,
  min: number,
  max: number,
): number | null {
  let best: number | null = null;
  for (const silence of silences) {
    const middle = Math.round(((silence.start + silence.end) / 2) * 1000) / 1000;
    if (Math.abs(middle - nominal) > reach || middle <= min || middle >= max) continue;
    if (best === null || Math.abs(middle - nominal) < Math.abs(best - nominal)) best = middle;
  }
  return best;
}

/** A canonical 44-byte RIFF/WAVE header for 16 kHz mono s16le PCM of `dataBytes` bytes. */
export function wavHeader(dataBytes: number, sampleRate = SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * BYTES_PER_SAMPLE, 28); // byte rate
  header.writeUInt16LE(BYTES_PER_SAMPLE, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** The byte offset of a time in the PCM file: a whole sample, never half of one. */
export const pcmOffset = (seconds: number): number => Math.max(0, Math.round(seconds * SAMPLE_RATE)) * BYTES_PER_SAMPLE;

/** Writes [window.start, window.end) of the PCM file as a WAV file, streamed (a window is ~20 MB). */
export async function writeWindowWav(pcmPath: string, window: AudioWindow, wavPath: string): Promise<void> {
  const from = pcmOffset(window.start);
  const to = pcmOffset(window.end);
  const dataBytes = Math.max(0, to - from);
  const body = dataBytes > 0 ? createReadStream(pcmPath, { start: from, end: to - 1, highWaterMark: 256 * 1024 }) : Readable.from([]);
  let written = 0;
  async function* withHeader(): AsyncGenerator<Buffer> {
    yield wavHeader(dataBytes);
    for await (const chunk of body as AsyncIterable<Buffer>) {
      written += chunk.length;
      yield chunk;
    }
  }
  await pipeline(withHeader(), createWriteStream(wavPath));
  if (written !== dataBytes) {
    throw new Error(`The decoded audio ends at byte ${from + written}, before the window's end (${to}): it was truncated`);
  }
}
