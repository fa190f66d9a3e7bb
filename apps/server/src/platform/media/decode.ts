import { createWriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FFMPEG_QUIET, ffmpegPath, spawnTool, ToolExitError } from './ffmpeg.js';
import { MediaError, mediaErrorFromStderr } from './media-error.js';

/**
 * Why 16 kHz mono signed 16-bit little-endian: it is what Whisper (every engine we speak to) works
 * on internally, so nothing is resampled twice; one channel halves the bytes of stereo without
 * losing words; and raw s16le has no container, so any window is a plain byte range of the file
 * (writeWindowWav adds a 44-byte header). One hour is 115 MB on disk, never in memory.
 */
export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SAMPLE = 2;
export const BYTES_PER_SECOND = SAMPLE_RATE * BYTES_PER_SAMPLE;

/** Loudness is measured every 100 ms: fine enough to find the pause between two sentences. */
const FRAME_SAMPLES = SAMPLE_RATE / 10;
const FRAME_SECONDS = FRAME_SAMPLES / SAMPLE_RATE;
/**
 * A frame is silent below -40 dBFS RMS (328 of 32768). Speech in a deposition room sits around
 * -30 to -15 dBFS and a quiet room's hiss below -50; -40 is between them with room for a soft voice.
 * A noisy recording may have no silence at all: the windows then fall back to their nominal cut points.
 */
const SILENCE_RMS = 32768 * 10 ** (-40 / 20);
/** A pause between sentences; shorter gaps are between words and make poor cut points. */
const MIN_SILENCE_SECONDS = 0.3;
const WRITE_BATCH_BYTES = 1024 * 1024;

export interface DecodedAudio {
  pcmPath: string;
  /** Exact: the number of samples decoded / 16 000. */
  durationSeconds: number;
  /** Stretches of at least 0.3 s quieter than -40 dBFS, in order. */
  silences: { start: number; end: number }[];
}

/**
 * Decodes the sound track to 16 kHz mono s16le in `pcmPath`, streamed: ffmpeg's stdout is piped
 * into the file with backpressure (a slow disk pauses ffmpeg, memory stays flat), and the loudness
 * of every 100 ms frame is computed on the way through to list the silences. Throws MediaError
 * when ffmpeg cannot decode the file or it holds no sound; the abort signal kills ffmpeg.
 */
export async function decodeToPcm(
  inputPath: string,
  pcmPath: string,
  opts: { signal?: AbortSignal; onProgress?: (secondsDecoded: number) => void } = {},
): Promise<DecodedAudio> {
  const tool = spawnTool(
    ffmpegPath,
    [...FFMPEG_QUIET, '-i', inputPath, '-map', '0:a:0', '-vn', '-sn', '-dn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-acodec', 'pcm_s16le', '-f', 's16le', 'pipe:1'],
    opts.signal,
  );
  const meter = new SilenceMeter(opts.onProgress);
  try {
    await Promise.all([pipeline(tool.child.stdout, meter, createWriteStream(pcmPath)), tool.done]);
  } catch (error) {
    tool.child.kill('SIGKILL');
    if (opts.signal?.aborted) throw opts.signal.reason ?? error;
    if (error instanceof ToolExitError) throw mediaErrorFromStderr(error.stderrText, 'decode');
    throw error;
  }
  const durationSeconds = meter.samples / SAMPLE_RATE;
  if (meter.samples === 0) {
    throw new MediaError('The recording has no length (0 seconds): there is no sound in it to transcribe. Upload the original recording again.');
  }
  return { pcmPath, durationSeconds, silences: meter.finish() };
}

/** Passes PCM through unchanged while measuring each 100 ms frame's RMS. */
class SilenceMeter extends Transform {
  samples = 0;
  private readonly silences: { start: number; end: number }[] = [];
  private carry: Buffer | null = null;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private frameSumSquares = 0;
  private frameFill = 0;
  private frameIndex = 0;
  private silentSince: number | null = null;

  constructor(private readonly onProgress?: (secondsDecoded: number) => void) {
    // Backpressure still holds: past 2 MB buffered the pipe from ffmpeg is paused.
    super({ readableHighWaterMark: 2 * WRITE_BATCH_BYTES });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    let bytes = chunk;
    if (this.carry) {
      bytes = Buffer.concat([this.carry, chunk]);
      this.carry = null;
    }
    const whole = bytes.length - (bytes.length % BYTES_PER_SAMPLE);
    if (whole < bytes.length) this.carry = Buffer.from(bytes.subarray(whole));
    this.measure(bytes.subarray(0, whole));
    this.onProgress?.(this.samples / SAMPLE_RATE);
    // A pipe delivers 64 KB at a time; writing each to the file costs a syscall and a threadpool
    // round trip (half of the pipeline's own CPU in bench:transcription). Batches of 1 MB do not.
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= WRITE_BATCH_BYTES) this.pushPending();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.pushPending();
    callback();
  }

  private pushPending(): void {
    if (this.pendingBytes === 0) return;
    this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes));
    this.pending = [];
    this.pendingBytes = 0;
  }

  private measure(bytes: Buffer): void {
    const count = bytes.length / BYTES_PER_SAMPLE;
    // An Int16Array view needs an even offset; a pipe's chunks almost always have one.
    const view =
      bytes.byteOffset % 2 === 0
        ? new Int16Array(bytes.buffer, bytes.byteOffset, count)
        : new Int16Array(new Uint8Array(bytes).buffer, 0, count);
    let sum = this.frameSumSquares;
    let fill = this.frameFill;
    for (let i = 0; i < count; i++) {
      const v = view[i] as number;
      sum += v * v;
      if (++fill === FRAME_SAMPLES) {
        this.endFrame(sum, fill);
        sum = 0;
        fill = 0;
      }
    }
    this.frameSumSquares = sum;
    this.frameFill = fill;
    this.samples += count;
  }

  private endFrame(sumSquares: number, fill: number): void {
    const start = this.frameIndex * FRAME_SECONDS;
    const silent = Math.sqrt(sumSquares / fill) < SILENCE_RMS;
    if (silent && this.silentSince === null) this.silentSince = start;
    if (!silent && this.silentSince !== null) {
      this.closeSilence(start);
    }
    this.frameIndex++;
  }

  private closeSilence(end: number): void {
    if (this.silentSince !== null && end - this.silentSince >= MIN_SILENCE_SECONDS - 1e-9) {
      this.silences.push({ start: round3(this.silentSince), end: round3(end) });
    }
    this.silentSince = null;
  }

  /** Closes the last partial frame and any silence still open at the end. */
  finish(): { start: number; end: number }[] {
    if (this.frameFill > 0) this.endFrame(this.frameSumSquares, this.frameFill);
    this.frameFill = 0;
    this.closeSilence(this.samples / SAMPLE_RATE);
    return this.silences;
  }
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;
